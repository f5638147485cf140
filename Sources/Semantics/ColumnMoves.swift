// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// The "Move to <column>" actions that every card of a Kanban column offers alike, made once
/// per column and shared by its cards' elements.
///
/// A board of 500 columns and 200 cards a column offers 499 moves on each of 100,000 cards:
/// made for each card, and checked by an audit for each card, they cost cards × columns
/// (155 s and 4 GB for one audit). Shared, an element holds this list and its card's id, the
/// actions are made only when someone reads them (a focused card, a transcript), and an audit
/// checks the list once per column (``AccessibilityNode/moves``).
public final class ColumnMoves: Sendable {
    /// One move: the column it goes to and the action's name ("Move to Done").
    public struct Target: Sendable, Hashable {
        public let column: String
        public let name: String

        /// Creates a target.
        public init(column: String, name: String) {
            self.column = column
            self.name = name
        }
    }

    /// The column whose cards offer these moves.
    public let column: String
    /// Every other column, in the board's order.
    public let targets: [Target]

    /// The moves of a column's cards.
    public init(column: String, targets: [Target]) {
        self.column = column
        self.targets = targets
    }

    /// The actions of one card of the column.
    public func actions(forCard card: String) -> [AccessibilityAction] {
        targets.map { AccessibilityAction(name: $0.name, intent: .kanban(.move(cardID: card, toColumn: $0.column))) }
    }
}
