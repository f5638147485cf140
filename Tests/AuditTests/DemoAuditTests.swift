// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Localization
import Semantics
import Testing
import Widgets

/// The demos, and the components in every state a person can reach, audit clean.
@Suite struct DemoAuditTests {
    static let combinations: [(DemoScreen, Language, LayoutDirection)] = DemoScreen.allCases.flatMap { screen in
        Language.allIncludingPseudoLocales.flatMap { language in
            LayoutDirection.allCases.map { (screen, language, $0) }
        }
    }

    @Test(arguments: combinations)
    func everyDemoAuditsClean(screen: DemoScreen, language: Language, direction: LayoutDirection) {
        let report = Auditor().audit([AuditTarget(name: screen.rawValue, document: screen.document)], languages: [language], directions: [direction])
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.rule.id) \($0.element) \($0.kind) \($0.arguments)" })")
        #expect(!report.passes.isEmpty)
    }

    @Test func theDefaultAuditChecksEveryRule() {
        let targets = DemoScreen.allCases.map { AuditTarget(name: $0.rawValue, document: $0.document) }
        let report = Auditor().audit(targets, languages: Language.allCases, directions: LayoutDirection.allCases)
        #expect(!report.hasViolations)
        #expect(report.passes == AuditRule.allCases.filter { !$0.isReview })
        #expect(report.reviews.isEmpty, "the demo grid is not in selection mode")
        // Tree rules for 5 screens × 4 languages × 2 directions, and the missing translations
        // of each translated language's catalog once.
        #expect(report.checks.filter { $0.rule == .contentEmptyLabel }.count == 40)
        #expect(report.checks.filter { $0.rule == .languageFallback }.count == 33)
    }

    @Test func aBoardOpenForEditingAuditsClean() {
        // Move up, Move down and Delete are Rotor's own actions, not drags of the original.
        let report = Auditor(editing: true).audit(
            [AuditTarget(name: "kanban", document: DemoScreen.kanban.document)], languages: Language.allCases, directions: [.leftToRight]
        )
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.rule.id) \($0.element) \($0.kind)" })")
    }

    /// States a person reaches by using the components.
    static let states: [(String, Document)] = {
        var board = PhotoBoard(photos: ["lisbon", "oslo"].map { PhotoBoard.Photo(id: $0, caption: .catalog(key: "demo.photoBoard.\($0)")) })
        board.apply(.bringToFront(id: "oslo"))
        guard case .photoGrid(var grid) = DemoScreen.photoGrid.document,
              case .kanban(var kanban) = DemoScreen.kanban.document else { return [] }
        grid.apply(.select(id: "2"))
        grid.apply(.tap(id: "5"))
        for card in ["1", "2", "3", "4"] { kanban.apply(.move(cardID: card, toColumn: "done")) }
        var states: [(String, Document)] = [
            ("board brought to front", .photoBoard(board)),
            ("grid selecting two", .photoGrid(grid)),
            ("deck fanned", .deckFan(DeckFan(progress: 1))),
            ("kanban all done", .kanban(kanban)),
        ]
        states += SnapCorner.Corner.allCases.map { ("tile \($0)", .snapCorner(SnapCorner(corner: $0))) }
        return states
    }()

    @Test(arguments: states.indices)
    func everyReachableStateAuditsClean(index: Int) {
        let (name, document) = Self.states[index]
        let report = Auditor().audit([AuditTarget(name: name, document: document)], languages: Language.allCases, directions: LayoutDirection.allCases)
        #expect(report.findings.isEmpty, "\(name): \(report.findings.map { "\($0.rule.id) \($0.element) \($0.kind)" })")
    }
}
