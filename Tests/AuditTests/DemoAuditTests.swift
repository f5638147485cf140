// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Localization
import Semantics
import Testing
import Widgets

/// The demos, and the components in every state a person can reach, give no false alarm: what
/// the audit finds on them is what the original components themselves do (their system colours,
/// the Done button's size, the deck's hint), each said to be the original's.
@Suite struct DemoAuditTests {
    static let combinations: [(DemoScreen, Language, LayoutDirection)] = DemoScreen.allCases.flatMap { screen in
        Language.allIncludingPseudoLocales.flatMap { language in
            LayoutDirection.allCases.map { (screen, language, $0) }
        }
    }

    @Test(arguments: combinations)
    func everyDemoFindsOnlyWhatTheOriginalDoes(screen: DemoScreen, language: Language, direction: LayoutDirection) {
        let report = Auditor().audit([AuditTarget(name: screen.rawValue, document: screen.document)], languages: [language], directions: [direction])
        let all = report.findings + report.reviews.flatMap(\.findings)
        // A pseudo-locale lengthens every text on purpose, to show where words will not fit:
        // the caption's single line is where they do not.
        let stray = all.filter { !$0.original && !(language.isPseudoLocale && $0.rule == .dynamicTypeTextClipped) }
            .map { "\($0.rule.id) \($0.element) \($0.kind)" }
        #expect(stray.isEmpty, "\(stray)")
        #expect(!report.passes.isEmpty)
    }

    /// What the originals themselves fall short of, from the seeds: Kanban's count and "Drop
    /// cards here" in `.secondary` on the column's `.quaternary` fill (about 3:1 in light, under
    /// 4.5:1); the call's subtitle in white at 80 % and its teal-to-blue tile on the indigo,
    /// purple and pink gradient; the deck's hint "Drag or tap to fan the cards"; Kanban's column
    /// headers, an `HStack` combined with no `.isHeader` trait.
    static let originalsFindings: Set<String> = [
        "content-header-trait kanban column.todo", "content-header-trait kanban column.doing",
        "content-header-trait kanban column.done",
        "contrast-text kanban column.todo", "contrast-text kanban column.doing", "contrast-text kanban column.done",
        "contrast-text kanban column.done.empty", "contrast-text snap-corner subtitle", "contrast-non-text snap-corner tile",
        "review-hint-gesture deck-fan deck",
    ]

    @Test func theDefaultAuditChecksEveryRuleAndListsTheOriginalsOwnFindings() {
        let targets = DemoScreen.allCases.map { AuditTarget(name: $0.rawValue, document: $0.document) }
        let report = Auditor().audit(targets, languages: Language.allCases, directions: LayoutDirection.allCases)
        let found = Set(report.results.map { "\($0.rule.id) \($0.first.scope.screen ?? "") \($0.element)" })
        #expect(found == Self.originalsFindings)
        #expect(report.results.allSatisfy { $0.findings.allSatisfy(\.original) })
        #expect(report.passes == AuditRule.allCases.filter {
            !$0.isReview && ![.contrastText, .contrastNonText, .contentHeaderTrait].contains($0)
        })
        // Secondary text is dark enough on black: only light appearance falls short there.
        #expect(report.results.first { $0.element == "column.done.empty" }?.appearances == [.light])
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
        let stray = report.findings.filter { !$0.original }.map { "\($0.rule.id) \($0.element) \($0.kind)" }
        #expect(stray.isEmpty, "\(stray)")
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
        let all = report.findings + report.reviews.flatMap(\.findings)
        let stray = all.filter { !$0.original }.map { "\($0.rule.id) \($0.element) \($0.kind)" }
        #expect(stray.isEmpty, "\(name): \(stray)")
    }

    /// In selection mode the grid shows the original's Done button: a bordered button around
    /// "Done" in the body style, 62 by 36 points at Large, under Apple's 44, and its accent blue
    /// on the button's tinted fill under 4.5:1 in light appearance.
    @Test func theGridsDoneButtonIsReportedAsTheOriginals() throws {
        let grid = Document.photoGrid(PhotoGrid(photos: [.init(id: "1", label: .verbatim("Beach"))], isSelecting: true))
        let report = Auditor().audit([AuditTarget(name: "grid", document: grid)], languages: [.english], directions: [.leftToRight])
        let size = try #require(report.findings.first { $0.rule == .geometryTargetSize })
        #expect(size.element == "done" && size.original)
        #expect(size.summary(.builtIn, .english)
            == "The target is 62 by 36 points, smaller than the 44 by 44 Apple asks for. The original component does the same.")
        #expect(report.results.first { $0.rule == .contrastText }.map { [$0.element] + $0.appearances.map(\.rawValue) } == ["done", "light"])
        // At AX1 the body style is 28 points on 34: the button is 48 points tall.
        let larger = Auditor(contentSize: .ax1).audit([AuditTarget(name: "grid", document: grid)], languages: [.english], directions: [.leftToRight])
        #expect(!larger.findings.contains { $0.rule == .geometryTargetSize })
    }
}
