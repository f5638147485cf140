// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Audit
import Localization
import Semantics
import Testing
import Widgets

/// A Kanban column's "Move to …" actions are shared by its cards (``ColumnMoves``): an audit
/// checks them once a column, so its work follows cards plus columns, not cards × columns, and
/// finds on every card exactly what it finds when each card holds its own copy of the moves.
@Suite struct SharedMovesAuditTests {
    static func board(columns: Int, cards: Int) -> Document {
        .kanban(KanbanBoard(columns: (0..<columns).map { column in
            KanbanBoard.Column(id: "k\(column)", title: .verbatim("Column \(column)"), cards: (0..<cards).map {
                KanbanBoard.Card(id: "c\(column)-\($0)", title: .verbatim("Card \($0) of \(column)"))
            })
        }))
    }

    @Test func theMovesOfAColumnAreExaminedOnceNotOncePerCard() {
        let (columns, cards) = (20, 50)
        let document = Self.board(columns: columns, cards: cards)
        let tree = TreeBuilder().tree(for: document, in: Environment())
        let work = AuditWork()
        let checks = Auditor().treeChecks(AuditTarget(name: "board", document: document), tree: tree, environment: Environment(), work: work)
        let actionRules: Set<AuditRule> = [.parityDragAction, .contentNoopAction, .contentEmptyLabel, .contentDuplicateAction, .contentUnsafeText]
        #expect(checks.filter { actionRules.contains($0.rule) }.allSatisfy { $0.findings.isEmpty }, "its actions are clean")
        // Each column's moves read once and each expected move looked up once: no card repeats it.
        #expect(work.actionsExamined == 2 * columns * (columns - 1), "\(work.actionsExamined) for \(columns * cards) cards")
    }

    /// A catalog whose "Move to %@" lost its placeholder and holds a control character: every
    /// card is found with it, the same with shared moves as with a copy on each card.
    @Test func sharedMovesAreFoundOnEveryCardAsCopiesWouldBe() {
        var catalog = Strings.builtIn.catalog
        catalog.entries["action.moveToColumn"]?.localizations["en"] = .value("Move\u{1B}[2J", state: "translated")
        let auditor = Auditor(strings: Strings(catalog: catalog))
        let document = Self.board(columns: 4, cards: 3)
        let shared = TreeBuilder(strings: Strings(catalog: catalog)).tree(for: document, in: Environment())
        var groups = shared.groups
        for group in groups.indices {
            for element in groups[group].elements.indices {
                let actions = groups[group].elements[element].actions
                groups[group].elements[element].actions = actions
                #expect(groups[group].elements[element].moves == nil)
            }
        }
        let copied = AccessibilityTree(title: shared.title, groups: groups, screen: shared.screen)
        let target = AuditTarget(name: "board", document: document)
        // The rules about actions: a tree made of groups knows no scrolling, so the geometry
        // rules see it otherwise whatever its actions.
        func found(_ tree: AccessibilityTree) -> [String] {
            auditor.treeChecks(target, tree: tree, environment: Environment()).flatMap(\.findings)
                .filter { !$0.rule.id.hasPrefix("geometry-") }.map { "\($0.rule.id) \($0.element) \($0.kind)" }
        }
        let sharedFindings = found(shared)
        #expect(!sharedFindings.isEmpty)
        #expect(sharedFindings == found(copied))
        #expect(sharedFindings.filter { $0.contains("card.c3-2") }.count >= 3, "the last card has its findings too")
    }
}
