// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Audit
import Localization
import Semantics
import Testing
import Widgets

/// An audit's work grows with the tree it audits, never with a power of it: counted, not timed.
///
/// A board of C columns of one card each has C × (C − 1) move actions. Auditing it looked every
/// expected move up in the card's whole list of actions (C × (C − 1)² comparisons: 58 s for
/// 500 columns) and worded each column's "Move to …" once per card (C × (C − 1) lookups).
@Suite struct AuditWorkTests {
    static func board(columns: Int) -> Document {
        .kanban(KanbanBoard(columns: (0..<columns).map { index in
            KanbanBoard.Column(id: "c\(index)", title: .verbatim("Column \(index)"), cards: [
                KanbanBoard.Card(id: String(index), title: .verbatim("Card \(index)")),
            ])
        }))
    }

    @Test(arguments: [10, 100, 500])
    func aBoardOfManyColumnsIsAuditedInTimeLinearInItsActions(columns: Int) {
        let document = Self.board(columns: columns)
        let environment = Environment(language: .spanish)
        let tree = TreeBuilder().tree(for: document, in: environment)
        let actions = tree.elements.reduce(0) { $0 + $1.actions.count }
        #expect(actions == columns * (columns - 1))
        let work = AuditWork()
        let checks = Auditor().treeChecks(
            AuditTarget(name: "board", document: document), tree: tree, environment: environment, work: work
        )
        // Clean but for the original's own colours (the count in `.secondary`).
        let own = checks.flatMap(\.findings).filter { !$0.original }
        #expect(own.isEmpty, "the board is clean")
        // Each card's actions are read once and each expected move looked up once.
        #expect(work.actionsExamined == 2 * actions)
        // Each column's words once (its title's move, its header count), not once per card.
        #expect(work.wordsLookedUp <= 4 * columns + 20, "\(work.wordsLookedUp) words for \(columns) columns")
    }
}
