// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Documents
import Foundation
import Localization
import Semantics
import Testing
import Widgets

/// Boards written for each class of problem the geometry, Dynamic Type, contrast and content
/// rules look for, read as `rotor audit` reads them: each is caught by its rules, or left
/// alone when the layout makes it right. Findings the original component shares (its system
/// colours, its Done button) are left out: they are `DemoAuditTests`' to list.
@Suite struct BoardRuleTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

    /// A fixture read as the command reads a file, with its positions.
    static func target(_ name: String) throws -> AuditTarget {
        let path = fixtures.appending(path: name).path
        let (document, _, bytes) = try DocumentFile.read(path)
        return AuditTarget(name: name, document: document, file: path, positions: DocumentPositions.of(bytes))
    }

    static func audit(
        _ name: String, languages: [Language] = [.english], directions: [LayoutDirection] = [.leftToRight],
        auditor: Auditor = Auditor()
    ) throws -> AuditReport {
        auditor.audit([try target(name)], languages: languages, directions: directions)
    }

    /// Rule id and element of each finding of the board's own, violations or reviews.
    static func own(_ findings: [AuditFinding]) -> Set<String> {
        Set(findings.filter { !$0.original }.map { "\($0.rule.id) \($0.element)" })
    }

    static let cases: [(board: String, violations: Set<String>, reviews: Set<String>)] = [
        // Cards 96 points wide (120 less the column's padding) with no words: 24 points tall.
        ("tiny-targets.json", [
            "content-empty-label card.1", "content-empty-label card.2",
            "geometry-target-size card.1", "geometry-target-size card.2",
        ], []),
        // Photo cards 10 points wide: under WCAG's 24, and no room at all for a caption.
        ("narrow-photos.json", [
            "geometry-target-size-minimum photo.a", "geometry-target-size-minimum photo.b",
            "dynamic-type-text-clipped photo.a", "dynamic-type-text-clipped photo.b",
        ], []),
        // Cards wider than their 100-point board sit in its middle, one on another: the last is
        // on top, so the centres of the first two are under it.
        ("stacked-photos.json", [
            "geometry-identical-bounds photo.b", "geometry-identical-bounds photo.c",
            "geometry-covered photo.a", "geometry-covered photo.b",
        ], []),
        // Two columns titled "Done": the card offers "Move to Done" twice; the headers sound alike.
        ("two-done-columns.json", ["content-duplicate-action card.1"], ["review-duplicate-label-screen column.shipped"]),
        // An empty column title: its header reads "1 card", the other card's move "Move to ".
        ("blank-column.json", ["content-empty-label column.nameless", "content-empty-label card.1"], []),
        // Role words on cards that have no role: about a button, a link, an image; Arabic "visit".
        ("plain-cards.json", [], []),
        // Columns past the screen's right edge: the board scrolls, so they are not off screen.
        ("wide-board.json", [], []),
        // A camera's name, a file name and an asset name as captions; "St. Ives" is words.
        ("file-names.json", [
            "content-file-name-label photo.1", "content-file-name-label photo.2", "content-file-name-label photo.3",
        ], []),
    ]

    /// Every column header of a board of two columns or more lacks the Heading trait, as the
    /// original's does, and the finding says so; a board of one column has nothing to move
    /// between, and the grid's header heads no group of its kind.
    @Test func headersWithoutTheHeadingTraitAreTheOriginals() throws {
        let report = try Self.audit("two-done-columns.json")
        let headers = report.findings.filter { $0.rule == .contentHeaderTrait }
        #expect(Set(headers.map(\.element)) == ["column.todo", "column.done", "column.shipped"])
        #expect(headers.allSatisfy { $0.original })
        let first = try #require(headers.first)
        #expect(first.summary(.builtIn, .english).hasSuffix(
            "heads its group but has no Heading trait: VoiceOver’s rotor cannot move to it by headings. The original component does the same."
        ))
        let single = Auditor().audit(
            [AuditTarget(name: "one", document: .kanban(KanbanBoard(columns: [
                KanbanBoard.Column(id: "a", title: .verbatim("A"), cards: [KanbanBoard.Card(id: "1", title: .verbatim("One"))]),
            ])))],
            languages: [.english], directions: [.leftToRight]
        )
        #expect(!single.findings.contains { $0.rule == .contentHeaderTrait })
        let grid = Auditor().audit([AuditTarget(name: "grid", document: DemoScreen.photoGrid.document)], languages: [.english], directions: [.leftToRight])
        #expect(!grid.findings.contains { $0.rule == .contentHeaderTrait })
    }

    @Test(arguments: cases.indices)
    func aBoardIsCaughtByItsRulesOrLeftAlone(index: Int) throws {
        let (board, violations, reviews) = Self.cases[index]
        let report = try Self.audit(board)
        #expect(Self.own(report.findings) == violations, "\(board): \(report.findings.map { "\($0.rule.id) \($0.element) \($0.kind)" })")
        #expect(Self.own(report.reviews.flatMap(\.findings)) == reviews, "\(board)")
    }

    @Test func tinyTargetsSayTheirSizeAndApplesFigure() throws {
        let report = try Self.audit("tiny-targets.json")
        let finding = try #require(report.findings.first { $0.rule == .geometryTargetSize })
        #expect(finding.summary(.builtIn, .english) == "The target is 96 by 24 points, smaller than the 44 by 44 Apple asks for.")
        let photos = try Self.audit("narrow-photos.json")
        let photo = try #require(photos.findings.first { $0.rule == .geometryTargetSizeMinimum })
        #expect(photo.summary(.builtIn, .english).hasPrefix("The target is 10 by 38 points, under WCAG's minimum of 24 by 24"))
    }

    /// The caption is one line at most 70 % smaller: 70 characters never fit a 150-point card,
    /// a few words stop fitting at an accessibility size, a short name always fits.
    @Test func aCaptionClipsFromTheSmallestSizeItNoLongerFits() throws {
        let report = try Self.audit("long-caption.json")
        let clipped = report.findings.filter { $0.rule == .dynamicTypeTextClipped }
        let sizes = Dictionary(uniqueKeysWithValues: clipped.map { finding -> (String, ContentSize?) in
            guard case .text(let name)? = finding.arguments.last else { return (finding.element, nil) }
            return (finding.element, ContentSize(rawValue: name))
        })
        #expect(sizes["photo.a"] == .xSmall)
        #expect(sizes["photo.b"]??.isAccessibilitySize == true, "\(sizes)")
        #expect(sizes["photo.c"] == nil)
        // Laid out no larger than Large, the short caption fits.
        let up = Auditor(largestContentSize: .large).audit([try Self.target("long-caption.json")], languages: [.english], directions: [.leftToRight])
        #expect(Set(up.findings.filter { $0.rule == .dynamicTypeTextClipped }.map(\.element)) == ["photo.a"])
    }

    /// Colours a board file gives: pale cards vanish on a white background, dark cards on a
    /// black one; white text on a white gradient in both.
    @Test(arguments: [
        ("pale-deck.json", AuditRule.contrastNonText, ["deck"], [Appearance.light]),
        ("dark-deck.json", .contrastNonText, ["deck"], [.dark]),
        ("white-call.json", .contrastText, ["title", "subtitle"], [.light, .dark]),
    ])
    func lowContrastIsCaughtInTheAppearanceItHoldsIn(board: String, rule: AuditRule, elements: [String], appearances: [Appearance]) throws {
        let report = try Self.audit(board)
        let results = report.results.filter { $0.rule == rule && !$0.findings.contains(where: \.original) }
        #expect(Set(results.map(\.element)) == Set(elements), "\(board)")
        for result in results { #expect(result.appearances == appearances, "\(board) \(result.element)") }
        let light = Auditor(appearances: [.light]).audit([try Self.target(board)], languages: [.english], directions: [.leftToRight])
        #expect(light.findings.contains { $0.rule == rule } == appearances.contains(.light))
    }

    @Test func anEnglishTitleInAnArabicTreeIsTimedAtEnglishsRate() throws {
        // 64 letters: 5.2 s at English's 12.7 letters a second, 8.3 s at Arabic's 7.9.
        let english = "Rewrite the onboarding flow for teachers and their students soon"
        let arabic = String(repeating: "كتب", count: 22)
        for (title, tooLong) in [(english, false), (arabic, true)] {
            let document = Document.kanban(KanbanBoard(columns: [
                .init(id: "a", title: .verbatim("A"), cards: [.init(id: "1", title: .verbatim(title))]),
                .init(id: "b", title: .verbatim("B")),
            ]))
            let report = Auditor().audit([AuditTarget(name: "board", document: document)], languages: [.arabic], directions: [.rightToLeft])
            #expect(report.findings.contains { $0.rule == .contentLabelTooLong } == tooLong, "\(title)")
        }
    }

    @Test func aHintThatRepeatsTheLabelIsCaught() {
        var catalog = Strings.builtIn.catalog
        catalog.entries["deck.hint"]?.localizations["en"] = .value("Card fan", state: "translated")
        let report = Auditor(strings: Strings(catalog: catalog))
            .audit([AuditTarget(name: "deck-fan", document: DemoScreen.deckFan.document)], languages: [.english], directions: [.leftToRight])
        #expect(report.findings.map(\.rule).contains(.contentHintRepeatsLabel))
        #expect(!report.reviews.contains { $0.rule == .reviewHintGesture }, "the new hint names no gesture")
    }

    /// A catalog whose corner word is blank leaves the tile's label without its corner.
    @Test func aBlankCornerWordIsABlankPartOfTheTilesLabel() {
        var catalog = Strings.builtIn.catalog
        catalog.entries["corner.bottomRight"]?.localizations["en"] = .value(" ", state: "translated")
        let report = Auditor(strings: Strings(catalog: catalog))
            .audit([AuditTarget(name: "snap-corner", document: DemoScreen.snapCorner.document)], languages: [.english], directions: [.leftToRight])
        let blank = report.findings.filter { $0.rule == .contentEmptyLabel }
        #expect(blank.map(\.element) == ["tile"] && blank.map(\.kind) == [.blankPart])
    }

    /// A label of a card a person acts on that names a gesture or a state is for review; a
    /// static text showing the same words is left alone.
    @Test func gestureAndStateWordsInLabelsAreForReview() {
        let document = Document.kanban(KanbanBoard(columns: [
            .init(id: "todo", title: .verbatim("Tap to start"), cards: [
                .init(id: "1", title: .verbatim("Tap to open the report")), .init(id: "2", title: .verbatim("Selected photos")),
                .init(id: "3", title: .verbatim("Write the report")),
            ]),
            .init(id: "done", title: .verbatim("Done")),
        ]))
        let report = Auditor().audit([AuditTarget(name: "board", document: document)], languages: [.english], directions: [.leftToRight])
        #expect(Set(report.reviews.flatMap(\.findings).filter { $0.rule == .reviewStateInLabel }.map(\.element)) == ["card.1", "card.2"])
        #expect(!report.hasViolations || report.findings.allSatisfy(\.original))
    }

    /// Trees a regression in the builder could make: the tile pushed off a screen that does not
    /// scroll is caught, a Kanban card as far off is not (the board scrolls); a deck both
    /// Button and Adjustable contradicts itself.
    @Test func offScreenAndConflictingTraitsInBrokenTrees() {
        func checks(_ screen: DemoScreen, _ breakIt: (inout [AccessibilityGroup]) -> Void) -> Set<AuditRule> {
            let built = TreeBuilder().tree(for: screen.document, in: Environment())
            var groups = built.groups
            breakIt(&groups)
            let tree = AccessibilityTree(title: built.title, groups: groups, screen: built.screen, scrolls: built.scrolls)
            let found = Auditor().treeChecks(AuditTarget(name: screen.rawValue, document: screen.document), tree: tree, environment: Environment())
            return Set(found.flatMap(\.findings).filter { !$0.original }.map(\.rule))
        }
        let tileOff = checks(.snapCorner) { groups in
            groups[0].elements[2].frame = groups[0].elements[2].frame?.offsetBy(x: -600, y: 0)
        }
        #expect(tileOff == [.geometryOffScreen])
        let cardOff = checks(.kanban) { groups in
            groups[2].elements[0].frame = groups[2].elements[0].frame?.offsetBy(x: 900, y: 0)
        }
        #expect(cardOff.isEmpty)
        let conflicting = checks(.deckFan) { groups in groups[0].elements[0].traits = [.button, .adjustable] }
        #expect(conflicting == [.contentConflictingTraits])
    }

    /// Each finding on a file points at its element's object there: the card's `{`, or the
    /// file's root for what the file does not list.
    @Test func findingsPointAtTheElementsObjectInTheFile() throws {
        let report = try Self.audit("blank-column.json")
        let card = try #require(report.findings.first { $0.element == "card.1" })
        #expect(card.location?.line == 4)
        #expect(card.location?.column == 49)
        let column = try #require(report.findings.first { $0.element == "column.nameless" })
        #expect(column.location?.line == 5)
        #expect(column.location?.column == 5)
        let deck = try Self.audit("pale-deck.json")
        #expect(deck.findings.first?.location.map { [$0.line, $0.column] } == [1, 1])
    }
}
