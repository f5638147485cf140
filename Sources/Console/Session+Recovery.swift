// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Widgets

extension Session {
    /// What applying kept changes came to.
    struct Recovery: Sendable {
        /// Made on the board, as one step of undo.
        var applied: [JournaledIntent] = []
        /// Not made: what they change is no longer on the board (or is already as they make it).
        var gone: [JournaledIntent] = []
        /// Not made: the board is full (cards or columns at their limit); kept for later.
        var full: [JournaledIntent] = []
    }

    /// Applies changes an earlier session kept to the board as it is now, one step of undo in
    /// all; says what it applied and what it could not. A card or column added then whose id
    /// the board has since given to another gets a new one; nothing already there is replaced.
    mutating func applyKept(_ intents: [JournaledIntent]) -> (Reply, Recovery) {
        var outcome = Recovery()
        let old = tree
        let before = document
        var updated = document
        for kept in intents {
            var intent = kept.intent
            if case .kanban(let board) = updated {
                if Self.isFull(board, for: intent) {
                    outcome.full.append(kept)
                    continue
                }
                intent = Self.withFreeID(intent, on: board)
            }
            if updated.apply(intent) {
                outcome.applied.append(JournaledIntent(intent, said: kept.said))
            } else {
                outcome.gone.append(kept)
            }
        }
        guard !outcome.applied.isEmpty else { return (Reply(), outcome) }
        documents[screen] = updated
        let description = text(.consoleChangeRecovered(outcome.applied.count))
        undoStack.append(Change(before: before, description: description, touched: nil))
        if undoStack.count > 500 { undoStack.removeFirst() }
        redoStack = []
        rebuild()
        var reply = announce(since: old)
        reply.edit = .group(outcome.applied)
        return (reply, outcome)
    }

    /// Whether the board has no room for what an intent adds.
    private static func isFull(_ board: KanbanBoard, for intent: Intent) -> Bool {
        switch intent {
        case .kanban(.addCard): board.columns.reduce(0) { $0 + $1.cards.count } >= DocumentLimits.items
        case .kanban(.addColumn): board.columns.count >= DocumentLimits.columns
        // Every other intent named: a new one that adds to a board does not compile until its limit is here.
        case .kanban(.move), .kanban(.shift), .kanban(.renameCard), .kanban(.deleteCard), .kanban(.renameColumn),
             .photoBoard, .photoGrid, .deckFan, .snapCorner, .source:
            false
        }
    }

    /// The intent, with a new id for a card or column it adds when the board has one of that id.
    private static func withFreeID(_ intent: Intent, on board: KanbanBoard) -> Intent {
        switch intent {
        case .kanban(.addCard(let card, let column)) where board.card(id: card.id) != nil:
            .kanban(.addCard(KanbanBoard.Card(id: board.unusedID(prefix: "card-"), title: card.title), toColumn: column))
        case .kanban(.addColumn(let column)) where board.columns.contains(where: { $0.id == column.id }):
            .kanban(.addColumn(KanbanBoard.Column(
                id: board.unusedID(prefix: "column-", columns: true), title: column.title, cards: column.cards)))
        // Every other intent named: a new one that adds an item with an id does not compile until it is here.
        case .kanban(.addCard), .kanban(.addColumn), .kanban(.move), .kanban(.shift), .kanban(.renameCard),
             .kanban(.deleteCard), .kanban(.renameColumn), .photoBoard, .photoGrid, .deckFan, .snapCorner, .source:
            intent
        }
    }
}
