// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Widgets

/// Whether an intent would change a document, without copying the document for every action
/// of a large board: Kanban moves, shifts and deletions are answered from an index of where
/// each card is, exactly as `KanbanBoard.apply` decides; other intents are tried on a copy.
struct IntentEffect {
    private let document: Document
    /// Where each card is first found: its column and position, as `columnIndex(ofCard:)` finds it.
    private var places: [String: (column: Int, position: Int)] = [:]
    private var columns: [String: Int] = [:]
    private var counts: [Int] = []
    private let memo = MovesMemo()

    /// Whether each shared list of moves names only columns that exist, answered once a list.
    private final class MovesMemo {
        private var known: [ObjectIdentifier: Bool] = [:]

        func allExist(_ moves: ColumnMoves, _ exists: (String) -> Bool) -> Bool {
            if let answer = known[ObjectIdentifier(moves)] { return answer }
            let answer = moves.targets.allSatisfy { exists($0.column) }
            known[ObjectIdentifier(moves)] = answer
            return answer
        }
    }

    init(_ document: Document) {
        self.document = document
        guard case .kanban(let board) = document else { return }
        for (column, content) in board.columns.enumerated() {
            if columns[content.id] == nil { columns[content.id] = column }
            counts.append(content.cards.count)
            for (position, card) in content.cards.enumerated() where places[card.id] == nil {
                places[card.id] = (column, position)
            }
        }
    }

    /// The moves of a column's shared list that would change nothing for a card: none when the
    /// card is in the column the list is for and every column it names exists (found once per
    /// list), else each move to a column that is gone or that the card is already in.
    func unchangingMoves(_ moves: ColumnMoves, card: String) -> [ColumnMoves.Target] {
        guard let place = places[card] else { return moves.targets }
        if columns[moves.column] == place.column, memo.allExist(moves, { columns[$0] != nil }) { return [] }
        return moves.targets.filter { target in columns[target.column].map { $0 == place.column } ?? true }
    }

    /// Whether applying the intent would change anything.
    func changes(_ intent: Intent) -> Bool {
        switch intent {
        case .kanban(.move(let cardID, let columnID)):
            guard let place = places[cardID], let target = columns[columnID] else { return false }
            return place.column != target
        case .kanban(.shift(let cardID, let step)):
            guard let place = places[cardID], step != 0 else { return false }
            return (0..<counts[place.column]).contains(place.position + step)
        case .kanban(.deleteCard(let cardID)):
            return places[cardID] != nil
        case .photoGrid(let tap):
            // Opening a photo shows it: an effect, though the grid's state stays as it was.
            if case .photoGrid(let grid) = document, grid.opens(tap) != nil { return true }
            var copy = document
            return copy.apply(intent)
        // Each kind named, not `default`: a new component decides here whether applying its
        // intent to a copy is how its effect is known.
        case .kanban(.addCard), .kanban(.renameCard), .kanban(.addColumn), .kanban(.renameColumn),
             .photoBoard, .deckFan, .snapCorner, .source:
            var copy = document
            return copy.apply(intent)
        }
    }
}
