// SPDX-License-Identifier: GPL-3.0-or-later
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
        default:
            var copy = document
            return copy.apply(intent)
        }
    }
}
