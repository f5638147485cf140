// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import Localization
@testable import Semantics
import TestSupport

@Suite struct StringsTests {
    let strings = Strings.builtIn

    @Test func theCatalogIsEmbedded() {
        #expect(strings.catalog.entries.count > 50)
        #expect(strings.text(.traitButton, .english) == "Button")
    }

    /// The catalog the build wrote as Swift values is the one the reader makes of the file:
    /// every key, comment, translation, plural form and state, in every language.
    @Test func theEmbeddedCatalogIsTheFileAsTheReaderReadsIt() throws {
        let file = RotorProcess.packageRoot.appending(path: Strings.builtInCatalogPath)
        let read = try Catalog(contentsOf: file)
        #expect(read.sourceLanguage == strings.catalog.sourceLanguage)
        #expect(Set(read.entries.keys) == Set(strings.catalog.entries.keys))
        for (key, entry) in read.entries where strings.catalog.entries[key] != entry {
            Issue.record("\(key): embedded \(String(describing: strings.catalog.entries[key])), file \(entry)")
        }
        #expect(try Catalog(json: Strings.builtInCatalogJSON, path: "embedded") == read, "the embedded bytes are the file's")
    }

    @Test(arguments: Language.allCases)
    func everyKeyTheCodeAsksForIsTranslated(language: Language) {
        let missing = CatalogText.catalogKeys.filter { !strings.hasTranslation($0, in: language) }
        #expect(missing.isEmpty, "missing in \(language.code): \(missing)")
    }

    @Test(arguments: Language.allCases)
    func everyLanguageIsAsCompleteAsEnglish(language: Language) {
        #expect(strings.missingKeys(in: language).isEmpty, "\(language.code) falls back to English: \(strings.missingKeys(in: language))")
    }

    @Test func everyEntryHasATranslatorComment() {
        let bare = strings.catalog.entries.filter { ($0.value.comment ?? "").isEmpty }.keys.sorted()
        #expect(bare.isEmpty, "no comment: \(bare)")
    }

    @Test(arguments: Language.allCases)
    func pluralEntriesHaveEveryCategoryTheLanguageNeeds(language: Language) {
        for (key, entry) in strings.catalog.entries {
            guard case .plural(let forms, _)? = entry.localizations[language.code] else { continue }
            // A zero form may come on top, for what the language says for 0 ("אין כרטיסים").
            let required = Set(PluralCategory.required(for: language))
            #expect(Set(forms.keys).subtracting([.zero]) == required.subtracting([.zero]), "\(key) in \(language.code)")
            #expect(required.isSubset(of: forms.keys), "\(key) in \(language.code)")
        }
    }

    @Test(arguments: [
        (0, Language.english, "0 cards"), (1, .english, "1 card"), (2, .english, "2 cards"),
        (0, .spanish, "0 tarjetas"), (1, .spanish, "1 tarjeta"), (5, .spanish, "5 tarjetas"),
        (1_000_000, .spanish, "1.000.000 de tarjetas"), (1_000_001, .spanish, "1.000.001 tarjetas"),
    ])
    func cardCountsArePluralAware(count: Int, language: Language, text: String) {
        #expect(strings.text(.kanbanCardCount(count), language) == text)
    }

    @Test(arguments: [
        (1, Language.english, PluralCategory.one), (0, .english, .other), (21, .english, .other),
        (1, .spanish, .one), (0, .spanish, .other), (2_000_000, .spanish, .many), (1_500_000, .spanish, .other),
    ])
    func cldrCategories(number: Int, language: Language, category: PluralCategory) {
        #expect(PluralCategory.of(number, in: language) == category)
    }

    @Test func aMissingSpanishEntryFallsBackToEnglish() throws {
        let catalog = try Catalog(json: Data(#"""
            {"sourceLanguage":"en","strings":{"k":{"comment":"c","localizations":{"en":{"stringUnit":{"state":"translated","value":"Only English"}}}}}}
            """#.utf8), path: "t.xcstrings")
        let strings = Strings(catalog: catalog)
        #expect(strings.text("k", .spanish) == "Only English")
        #expect(strings.missingKeys(in: .spanish) == ["k"])
        #expect(strings.text("absent", .english) == "absent", "a key missing everywhere is heard, not silent")
    }

    @Test(arguments: [
        ("Move to %@", 0, ["Done"], "Move to Done"),
        ("%2$@ then %1$@", 0, ["a", "b"], "b then a"),
        ("%lld selected", 3, [], "3 selected"),
        ("100%% sure", 0, [], "100% sure"),
        ("%@ and %@", 0, ["x"], "x and "),
    ])
    func placeholders(format: String, number: Int, arguments: [String], result: String) {
        #expect(Strings.format(format, number: number, arguments: arguments) == result)
    }

    /// A format is read once into words and places by the one grammar (``FormatPiece``), which
    /// reads bytes as printf does: a `%` before a combining mark starts nothing and is text.
    @Test(arguments: [
        ("Move to %@", [.text("Move to "), .value(position: 1)]),
        ("%2$@ then %1$@", [.value(position: 2), .text(" then "), .value(position: 1)]),
        ("%lld of %ld, %d%%", [.value(position: 1), .text(" of "), .value(position: 2), .text(", "), .value(position: 3), .text("%")]),
        ("100%% sure %q", [.text("100% sure %q")]),
        ("a %\u{301}@ b", [.text("a %\u{301}@ b")]),
        ("%%\u{301}", [.text("%\u{301}")]),
        ("", []),
    ] as [(String, [FormatTemplate.Piece])])
    func aFormatIsReadIntoWordsAndPlaces(format: String, pieces: [FormatTemplate.Piece]) {
        #expect(FormatTemplate(format).pieces == pieces)
    }

    /// Strings remembers each format's pieces, its number's place and its pseudo-localized form:
    /// a Strings that has answered before answers as a new one does, with other numbers and
    /// other words, in every language and pseudo-locale.
    @Test func rememberedFormatsAnswerAsNewOnes() {
        let remembering = Strings(catalog: strings.catalog)
        let keys = ["action.moveToColumn", "snap.tile", "trait.button"]
        for round in 0..<3 {
            for language in Language.allIncludingPseudoLocales {
                for key in keys {
                    let arguments = ["Done \(round)", "\u{5D0}"]
                    #expect(remembering.text(key, language, number: round, arguments: arguments)
                        == Strings(catalog: strings.catalog).text(key, language, number: round, arguments: arguments))
                }
                for key in strings.catalog.entries.keys.sorted() {
                    #expect(remembering.text(key, language, number: 1_000 * round + 1, arguments: ["x\(round)", "y"])
                        == Strings(catalog: strings.catalog).text(key, language, number: 1_000 * round + 1, arguments: ["x\(round)", "y"]))
                }
            }
        }
    }

    /// Positions count as printf counts them, the number among the arguments where the source
    /// text has it: a form that writes its number out still names the arguments after it. No
    /// position given means where this format has its number; a known "none" (what the memo of
    /// positions remembers for a format without one) means every placeholder is an argument.
    @Test(arguments: [
        ("Checked %@: %lld entries in %@.", nil, "Checked a.xcstrings: 5 entries in en, he."),
        ("נבדק %1$@: רשומה אחת בשפות %3$@.", 2, "נבדק a.xcstrings: רשומה אחת בשפות en, he."),
        ("%2$lld in %1$@ and %3$@", 2, "5 in a.xcstrings and en, he"),
        ("%lld of %@", nil, "5 of a.xcstrings"),
        ("%lld of %@", .some(nil), "a.xcstrings of en, he"),
    ] as [(String, Int??, String)])
    func positionsCountTheNumber(format: String, numberPosition: Int??, result: String) {
        #expect(Strings.format(format, number: 5, arguments: ["a.xcstrings", "en, he"], numberPosition: numberPosition) == result)
    }

    /// User content inside a sentence is isolated wherever isolation can change the display.
    @Test(arguments: [
        (CatalogText.actionMoveToColumn("Done"), Language.hebrew, "העברה לעמודה \u{2068}Done\u{2069}"),
        (.actionMoveToColumn("Done"), .arabic, "نقل إلى \u{2068}Done\u{2069}"),
        (.actionMoveToColumn("Done"), .english, "Move to Done"),
        (.actionMoveToColumn("Hecho"), .spanish, "Mover a Hecho"),
        (.actionMoveToColumn("בוצע"), .english, "Move to \u{2068}בוצע\u{2069}"),
        // An override the content leaves open is closed inside its isolate (PDF, then PDI).
        (.actionMoveToColumn("a\u{202E}b"), .english, "Move to \u{2068}a\u{202E}b\u{202C}\u{2069}"),
        (.snapTile(""), .hebrew, "המצלמה שלך, "),
    ])
    func contentIsIsolated(text: CatalogText, language: Language, expected: String) {
        #expect(strings.text(text, language) == expected)
    }

    @Test func phrasesIsolateTheElementsOwnWords() {
        let card = AccessibilityNode(id: .card("1"), label: "Fix the login crash", actions: [
            AccessibilityAction(name: "x", intent: .kanban(.move(cardID: "1", toColumn: "done"))),
        ])
        #expect(Phrase().spoken(card, .arabic) == "\u{2068}Fix the login crash\u{2069}، إجراءات متاحة")
        #expect(Phrase().spoken(card, .hebrew) == "\u{2068}Fix the login crash\u{2069}, פעולות זמינות")
        #expect(Phrase().spoken(card, .english) == "Fix the login crash, Actions available")
        let hebrewTitle = AccessibilityNode(id: .card("2"), label: "תיקון באג", traits: .button)
        #expect(Phrase().spoken(hebrewTitle, .english) == "\u{2068}תיקון באג\u{2069}, Button")
        #expect(BidiIsolation.removingControls(Phrase().spoken(card, .arabic)) == "Fix the login crash، إجراءات متاحة")
    }

    @Test(arguments: [
        (["LANG": "es_ES.UTF-8"], Language.spanish),
        (["LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"], .english),
        (["LC_ALL": "", "LC_MESSAGES": "es_MX", "LANG": "en_GB"], .spanish),
        (["LANG": "C"], .english), (["LANG": "fr_FR.UTF-8"], .english), ([:], .english),
    ])
    func theDefaultLanguageComesFromTheEnvironment(variables: [String: String], language: Language) {
        #expect(Language.fromEnvironment(variables) == language)
    }

    @Test(arguments: [
        (#"not json"#, CatalogReadError.invalidJSON(path: "t.xcstrings", detail: "")),
        (#"{"x":1}"#, .notACatalog(path: "t.xcstrings")),
        (#"{"strings":{"k":3}}"#, .malformedEntry(path: "t.xcstrings", key: "k")),
        (#"{"strings":{"k":{"localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"value":"m"}}}}}}}}}"#,
         .malformedEntry(path: "t.xcstrings", key: "k")),
        (#"{"strings":{"k":{"localizations":{"en":{"variations":{"plural":{"lots":{"stringUnit":{"value":"x"}}}}}}}}}"#,
         .malformedEntry(path: "t.xcstrings", key: "k")),
    ])
    func badCatalogsAreTypedErrors(json: String, expected: CatalogReadError) {
        do {
            _ = try Catalog(json: Data(json.utf8), path: "t.xcstrings")
            Issue.record("accepted a bad catalog")
        } catch {
            if case .invalidJSON = expected, case .invalidJSON(let path, _) = error, path == "t.xcstrings" { return }
            #expect(error == expected)
        }
    }

    @Test func aCatalogFileDecodesEveryPartOfTheFormat() throws {
        let file = try StringCatalogFile(json: Data(#"""
            {"sourceLanguage":"es","version":"1.0","strings":{"k":{"comment":"c","extractionState":"stale",
             "shouldTranslate":false,"localizations":{"es":{"stringUnit":{"value":"%#@n@"},
             "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
             "one":{"stringUnit":{"state":"new","value":"uno"}}}}}}}}}}}
            """#.utf8), path: "t.xcstrings")
        #expect(file.sourceLanguage == "es")
        #expect(file.version == "1.0")
        let entry = try #require(file.strings["k"])
        #expect(entry.comment == "c" && entry.extractionState == "stale" && entry.shouldTranslate == false)
        let substitution = try #require(entry.localizations?["es"]?.substitutions?["n"])
        #expect(substitution.argNum == 1 && substitution.formatSpecifier == "lld")
        let one = try #require(substitution.variations?.plural?["one"]?.stringUnit)
        #expect(one.value == "uno" && one.effectiveState == "new")
        #expect(entry.localizations?["es"]?.stringUnit?.effectiveState == "translated", "the state Xcode leaves out")
        #expect(try StringCatalogFile(json: Data(#"{"strings":{}}"#.utf8), path: "t").sourceLanguage == "en")
    }

    @Test func theBuiltInCatalogFileWritesBackAsItReads() throws {
        let file = try StringCatalogFile(json: Strings.builtInCatalogJSON, path: Strings.builtInCatalogPath)
        #expect(file.strings.count == Strings.builtIn.catalog.entries.count)
        let again = try StringCatalogFile(json: JSONEncoder().encode(file), path: "again.xcstrings")
        #expect(again == file)
    }
}
