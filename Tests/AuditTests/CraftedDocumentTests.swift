// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Foundation
import Localization
import Semantics
import Testing
import Widgets

/// Crafted bad documents and broken trees: each is caught by exactly its rules, beyond what
/// the original component itself shares (its system colours: `DemoAuditTests` lists those).
@Suite struct CraftedDocumentTests {
    static func kanban(_ titles: [String], id: (Int) -> String = { String($0) }) -> Document {
        .kanban(KanbanBoard(columns: [
            .init(id: "todo", title: .verbatim("To do"), cards: titles.enumerated().map { .init(id: id($0.offset), title: .verbatim($0.element)) }),
            .init(id: "done", title: .verbatim("Done"), cards: []),
        ]))
    }

    static let longTitle = String(repeating: "Rewrite the onboarding flow so that it explains every setting twice ", count: 6)

    /// Documents people could write in their own files, with the rule and element of each
    /// violation they should give.
    static let documents: [(String, Document, Set<String>)] = [
        // A card with no words is as tall as its padding, 24 points: under Apple's 44.
        ("an empty card title", kanban(["Plan", ""]), ["content-empty-label card.1", "geometry-target-size card.1"]),
        // Spaces take a line of text, so this card is 44 points tall.
        ("a blank card title", kanban(["Plan", "   "]), ["content-empty-label card.1"]),
        ("an empty photo caption", .photoBoard(PhotoBoard(photos: [.init(id: "a", caption: .verbatim(""))])), ["content-empty-label photo.a"]),
        // The card has no Button trait: VoiceOver does not say "Button" after it.
        ("a role word on a card without the role", kanban(["Done button"]), []),
        // "Image of Oslo" is also too long for the caption's line at the accessibility sizes.
        ("an image trait word in a caption", .photoBoard(PhotoBoard(photos: [.init(id: "a", caption: .verbatim("Image of Oslo"))])),
         ["content-trait-in-label photo.a", "dynamic-type-text-clipped photo.a"]),
        ("duplicate titles in one column", kanban(["Plan", "Ship", "plan"]), ["content-duplicate-label card.2"]),
        ("a 400-character title", kanban([longTitle]), ["content-label-too-long card.0"]),
        ("one card in two places", .kanban(KanbanBoard(columns: [
            .init(id: "todo", title: .verbatim("To do"), cards: [.init(id: "7", title: .verbatim("Plan"))]),
            .init(id: "done", title: .verbatim("Done"), cards: [.init(id: "7", title: .verbatim("Ship"))]),
        ])), ["content-noop-action card.7"]),
        ("a right-to-left override in a title", kanban(["Plan", "abc\u{202E}def"]), ["content-unsafe-text card.1"]),
        ("a terminal escape in a title", kanban(["\u{1B}[2J Plan"]), ["content-unsafe-text card.0"]),
        ("a bell in a caption", .photoBoard(PhotoBoard(photos: [.init(id: "a", caption: .verbatim("Oslo\u{7}"))])), ["content-unsafe-text photo.a"]),
        ("an isolate never closed", kanban(["\u{2068}Plan"]), ["content-unsafe-text card.0"]),
        ("a PDI that closes nothing", kanban(["Plan\u{2069} later"]), ["content-unsafe-text card.0"]),
    ]

    /// The rule and element of each violation the document has and the original has not.
    static func own(_ report: AuditReport) -> Set<String> {
        Set(report.findings.filter { !$0.original }.map { "\($0.rule.id) \($0.element)" })
    }

    /// An isolate and its PDI contain what is between them: Rotor puts them around a person's
    /// words in Hebrew and Arabic, and a person may write them too.
    @Test(arguments: [Language.english, .hebrew, .arabic])
    func closedIsolatesAreSafe(language: Language) {
        let document = Self.kanban(["\u{2068}Oslo\u{2069} trip", "Fix the login crash", "\u{2067}\u{2068}nested\u{2069}\u{2069}"])
        let report = Auditor().audit([AuditTarget(name: "isolated", document: document)], languages: [language], directions: [.rightToLeft])
        #expect(!report.violations.contains { $0.rule == .contentUnsafeText }, "\(report.findings.map(\.element))")
    }

    @Test(arguments: documents.indices)
    func aCraftedDocumentTriggersExactlyItsRules(index: Int) {
        let (name, document, expected) = Self.documents[index]
        let report = Auditor().audit([AuditTarget(name: "crafted", document: document)], languages: [.english], directions: [.leftToRight])
        #expect(Self.own(report) == expected, "\(name)")
    }

    /// Trees that break a promise of the original, as a regression in the tree builder would;
    /// an action to the card's own column breaks two rules at once.
    static let brokenTrees: [(String, DemoScreen, Environment, @Sendable (inout [AccessibilityGroup]) -> Void, Set<AuditRule>)] = [
        ("a card without Move to Done", .kanban, Environment(), { groups in
            groups[0].elements[1].actions.removeLast()
        }, [.parityDragAction]),
        ("a card that moves to its own column", .kanban, Environment(), { groups in
            groups[0].elements[1].actions.append(.init(name: "Move to To do", intent: .kanban(.move(cardID: "1", toColumn: "todo"))))
        }, [.parityDragAction, .contentNoopAction]),
        ("a photo without Bring to front", .photoBoard, Environment(), { groups in
            groups[0].elements[2].actions = []
        }, [.parityDragAction]),
        ("a deck that a double tap does not fan", .deckFan, Environment(), { groups in
            groups[0].elements[0].defaultAction = nil
        }, [.parityDragAction]),
        ("a photo that is no image", .photoBoard, Environment(), { groups in
            groups[0].elements[0].traits = []
        }, [.parityCaption]),
        ("a photo reading another caption", .photoGrid, Environment(), { groups in
            groups[1].elements[0].label = "Photo 21"
        }, [.parityCaption]),
        ("a photo with a value outside selection mode", .photoGrid, Environment(), { groups in
            groups[1].elements[3].value = "Not selected"
        }, [.paritySelectionState]),
        ("a Done button outside selection mode", .photoGrid, Environment(), { groups in
            groups[0].elements.append(.init(id: .gridDone, label: "Done", traits: .button))
        }, [.paritySelectionState]),
        ("a deck reading Fanned while stacked", .deckFan, Environment(), { groups in
            groups[0].elements[0].value = "Fanned"
        }, [.parityDeckState]),
        ("a deck without its hint", .deckFan, Environment(language: .spanish), { groups in
            groups[0].elements[0].hint = ""
        }, [.parityDeckState]),
        ("a header with the wrong count", .kanban, Environment(), { groups in
            groups[0].elements[0].label = "To do, 2 cards"
        }, [.parityHeaderCount]),
        ("a header with the wrong plural", .kanban, Environment(language: .spanish), { groups in
            groups[1].elements[0].label = "En curso, 1 tarjetas"
        }, [.parityHeaderCount]),
        ("corner words that do not mirror", .snapCorner, Environment(layoutDirection: .rightToLeft), { groups in
            groups = TreeBuilder().tree(for: DemoScreen.snapCorner.document, in: Environment(layoutDirection: .leftToRight)).groups
        }, [.parityCornerDirection]),
    ]

    @Test(arguments: brokenTrees.indices)
    func aBrokenTreeTriggersExactlyItsRules(index: Int) {
        let (name, screen, environment, breakIt, rules) = Self.brokenTrees[index]
        let built = TreeBuilder().tree(for: screen.document, in: environment)
        var groups = built.groups
        breakIt(&groups)
        let tree = AccessibilityTree(title: built.title, groups: groups)
        let checks = Auditor().treeChecks(AuditTarget(name: screen.rawValue, document: screen.document), tree: tree, environment: environment)
        let broken = Set(checks.flatMap(\.findings).filter { !$0.original }.map(\.rule))
        #expect(broken == rules, "\(name): \(checks.flatMap(\.findings).map { "\($0.rule.id) \($0.kind)" })")
    }

    @Test func aSpanishTreeFallingBackToEnglishIsCaught() throws {
        var catalog = Strings.builtIn.catalog
        catalog.entries["demo.kanban.card.sketch"]?.localizations["es"] = nil
        let auditor = Auditor(strings: Strings(catalog: catalog))
        let report = auditor.audit([AuditTarget(name: "kanban", document: DemoScreen.kanban.document)], languages: [.spanish], directions: [.leftToRight])
        #expect(Set(report.findings.filter { !$0.original }.map(\.rule)) == [.languageFallback])
        #expect(Set(report.findings.filter { !$0.original }.map(\.target)) == [["kanban", "card.1"], ["catalog", "demo.kanban.card.sketch"]])
        let english = try #require(report.findings.first { $0.element == "card.1" })
        #expect(english.summary(.builtIn, .english) == "“Sketch the onboarding” is the English of the catalog entry demo.kanban.card.sketch.")
    }

    @Test func aPersonsOwnWordsAreNeverAMissingTranslation() {
        let document = Self.kanban(["Done"])
        for language in [Language.pseudoAccented, .spanish] {
            let report = Auditor().audit([AuditTarget(name: "board", document: document)], languages: [language], directions: [.leftToRight])
            // "Done" is the person's own card title: unaccented, untranslated, and theirs.
            #expect(!report.violations.contains { $0.rule == .languageFallback }, "\(language.code): \(report.findings.map(\.element))")
        }
    }
}
