// SPDX-License-Identifier: GPL-3.0-or-later

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
        public var cards: [Card]

        /// Creates a column.
        public init(id: String, title: LocalizableText, cards: [Card] = []) {
            self.id = id
            self.title = title
            self.cards = cards
        }
    }

    /// What a person can do to the board.
    public enum Intent: Sendable, Hashable {
        /// A drop, a context-menu item or VoiceOver's "Move to <column>".
        case move(cardID: String, toColumn: String)
    }

    /// The original's column width, in points.
    public static let defaultColumnWidth = 220.0

    public var columns: [Column]

    /// Creates a board.
    public init(columns: [Column]) {
        self.columns = columns
    }

    /// The column holding a card.
    public func columnIndex(ofCard cardID: String) -> Int? {
        columns.firstIndex { $0.cards.contains { $0.id == cardID } }
    }

    /// Moves a card to the end of another column. Returns `false`, changing nothing,
    /// when the card or the column does not exist or the card is already there.
    @discardableResult
    public mutating func move(cardID: String, toColumn columnID: String) -> Bool {
        guard let target = columns.firstIndex(where: { $0.id == columnID }),
              let source = columnIndex(ofCard: cardID),
              source != target,
              let position = columns[source].cards.firstIndex(where: { $0.id == cardID })
        else { return false }
        let card = columns[source].cards.remove(at: position)
        columns[target].cards.append(card)
        return true
    }

    /// Applies an intent; returns whether anything changed.
    @discardableResult
    public mutating func apply(_ intent: Intent) -> Bool {
        switch intent {
        case .move(let cardID, let columnID):
            move(cardID: cardID, toColumn: columnID)
        }
    }
}
