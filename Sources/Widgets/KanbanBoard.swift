// SPDX-License-Identifier: GPL-3.0-or-later
import Synchronization

/// The Kanban board: columns of cards moved from one column to another.
public struct KanbanBoard: Sendable, Hashable {
    /// A card on the board.
    public struct Card: Sendable, Hashable, Identifiable {
        public let id: String
        public var title: LocalizableText

        /// Creates a card.
        public init(id: String, title: LocalizableText) {
            self.id = id
            self.title = title
        }
    }

    /// A column of cards.
    public struct Column: Sendable, Hashable, Identifiable {
        public let id: String
        public var title: LocalizableText
        /// The cards, top to bottom, in chunks: a copy of the board (a save in progress, a step
        /// of undo) shares them, and a change copies only the chunk it touches.
        public var cards: ChunkedList<Card>

        /// Creates a column.
        public init(id: String, title: LocalizableText, cards: ChunkedList<Card> = []) {
            self.id = id
            self.title = title
            self.cards = cards
        }

        /// Creates a column of these cards.
        public init(id: String, title: LocalizableText, cards: [Card]) {
            self.init(id: id, title: title, cards: ChunkedList(cards))
        }
    }

    /// What a person can do to the board.
    public enum Intent: Sendable, Hashable {
        /// A drop, a context-menu item or VoiceOver's "Move to <column>".
        case move(cardID: String, toColumn: String)
        /// Moves a card up (-1) or down (+1) within its column.
        case shift(cardID: String, by: Int)
        /// Adds a card at the end of a column.
        case addCard(Card, toColumn: String)
        /// Renames a card.
        case renameCard(id: String, title: String)
        /// Deletes a card.
        case deleteCard(id: String)
        /// Adds a column at the end of the board.
        case addColumn(Column)
        /// Renames a column.
        case renameColumn(id: String, title: String)
    }

    /// The original's column width, in points.
    public static let defaultColumnWidth = 220.0
    /// The demo's narrower columns, which show part of the third column to say the board scrolls.
    public static let demoColumnWidth = 150.0

    public var columns: [Column]
    /// The columns' width as asked for (`columnWidth`); drawn at least 120 points wide.
    public var columnWidth: Double
    /// Where a card was last found or put: looked at first (see ``location(ofCard:)``). Not
    /// part of the board's value: copies share it, and a place is checked before it is used.
    private let lastPlace = PlaceMemo()

    /// Creates a board.
    public init(columns: [Column], columnWidth: Double = KanbanBoard.defaultColumnWidth) {
        self.columns = columns
        self.columnWidth = columnWidth
    }

    public static func == (left: KanbanBoard, right: KanbanBoard) -> Bool {
        left.columns == right.columns && left.columnWidth == right.columnWidth
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(columnWidth)
    }

    /// Says where a card is (the focused card, whose place the tree knows), so that the next
    /// look for it need not search the board. A wrong place is harmless: it is checked.
    public func note(card cardID: String, column: Int, position: Int) {
        lastPlace.set(cardID, column: column, position: position)
    }

    /// The column holding a card.
    public func columnIndex(ofCard cardID: String) -> Int? {
        location(ofCard: cardID)?.column
    }

    /// The column holding a card and the card's place in it, found in one pass.
    ///
    /// The place last found or noted is tried first: an action is nearly always on the card a
    /// person just reached or moved, and searching a million cards for it took a millisecond.
    public func location(ofCard cardID: String) -> (column: Int, position: Int)? {
        if let (column, position) = lastPlace.place(of: cardID), columns.indices.contains(column),
           columns[column].cards.indices.contains(position), columns[column].cards[position].id == cardID {
            return (column, position)
        }
        for (column, candidate) in columns.enumerated() {
            if let position = candidate.cards.firstIndex(where: { $0.id == cardID }) {
                lastPlace.set(cardID, column: column, position: position)
                return (column, position)
            }
        }
        return nil
    }

    /// Moves a card to the end of another column. Returns `false`, changing nothing,
    /// when the card or the column does not exist or the card is already there.
    @discardableResult
    public mutating func move(cardID: String, toColumn columnID: String) -> Bool {
        guard let target = columns.firstIndex(where: { $0.id == columnID }),
              let (source, position) = location(ofCard: cardID),
              source != target
        else { return false }
        let card = columns[source].cards.remove(at: position)
        columns[target].cards.append(card)
        lastPlace.set(cardID, column: target, position: columns[target].cards.count - 1)
        return true
    }

    /// The card with an id, wherever it is.
    public func card(id: String) -> Card? {
        location(ofCard: id).map { columns[$0.column].cards[$0.position] }
    }

    /// An id no card (or, with `columns: true`, no column) has yet: the prefix and a number.
    ///
    /// The first number tried is one past how many there are. One pass notes only the numbers
    /// from there on that ids already use: a set of every id of a million cards was most of
    /// what adding a card cost.
    public func unusedID(prefix: String, columns forColumns: Bool = false) -> String {
        let count = forColumns ? columns.count : columns.reduce(0) { $0 + $1.cards.count }
        var taken = Set<Int>()
        func note(_ id: String) {
            guard id.hasPrefix(prefix) else { return }
            let suffix = id.dropFirst(prefix.count)
            guard let number = Int(suffix), number > count, String(number) == suffix else { return }
            taken.insert(number)
        }
        if forColumns {
            for column in columns { note(column.id) }
        } else {
            for column in columns {
                for card in column.cards { note(card.id) }
            }
        }
        var number = count + 1
        while taken.contains(number) { number += 1 }
        return "\(prefix)\(number)"
    }

    /// Applies an intent; returns whether anything changed.
    @discardableResult
    public mutating func apply(_ intent: Intent) -> Bool {
        switch intent {
        case .move(let cardID, let columnID):
            return move(cardID: cardID, toColumn: columnID)
        case .shift(let cardID, let step):
            guard let (column, position) = location(ofCard: cardID),
                  columns[column].cards.indices.contains(position + step), step != 0
            else { return false }
            columns[column].cards.swapAt(position, position + step)
            return true
        case .addCard(let newCard, let columnID):
            guard card(id: newCard.id) == nil, let column = columns.firstIndex(where: { $0.id == columnID })
            else { return false }
            columns[column].cards.append(newCard)
            return true
        case .renameCard(let id, let title):
            guard let (column, position) = location(ofCard: id),
                  columns[column].cards[position].title != .verbatim(title)
            else { return false }
            columns[column].cards[position].title = .verbatim(title)
            return true
        case .deleteCard(let id):
            guard let (column, position) = location(ofCard: id)
            else { return false }
            columns[column].cards.remove(at: position)
            return true
        case .addColumn(let column):
            guard !columns.contains(where: { $0.id == column.id }) else { return false }
            columns.append(column)
            return true
        case .renameColumn(let id, let title):
            guard let column = columns.firstIndex(where: { $0.id == id }), columns[column].title != .verbatim(title)
            else { return false }
            columns[column].title = .verbatim(title)
            return true
        }
    }
}

/// The last place a card was found, shared by copies of a board.
private final class PlaceMemo: Sendable {
    private let last = Mutex<(card: String, column: Int, position: Int)?>(nil)

    func place(of cardID: String) -> (Int, Int)? {
        last.withLock { last in last.flatMap { $0.card == cardID ? ($0.column, $0.position) : nil } }
    }

    func set(_ cardID: String, column: Int, position: Int) {
        last.withLock { $0 = (cardID, column, position) }
    }
}
