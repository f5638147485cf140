// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import L10nCheck
import Pictures
import Reporting
@testable import RotorCLI
import Localization
import Semantics
import Testing
import Widgets

/// Every key any module can ask the catalog for exists in every shipped language, and every
/// entry of the catalog is one of them: no lookup falls back to English, none is dead.
@Suite struct CatalogKeyTests {
    /// Every key the code of every module can ask for.
    static var keysTheCodeAsksFor: [String] {
        var keys = StringKey.allKeys.map(\.key) + ConsoleKey.allKeys.map(\.key) + CommandHelpKey.allKeys.map(\.key)
        keys += ErrorKey.allKeys.map(\.key) + AuditKey.allKeys.map(\.key) + HelpKey.allKeys.map(\.key)
        keys += PictureKey.allKeys.map(\.key) + L10nKey.allKeys.map(\.key) + BrailleWordKey.allKeys.map(\.key)
        keys += ReportKey.allKeys.map(\.key)
        // The gender of a counted entry's noun, which speech asks for by the entry's key (CountedNouns).
        let entries = Strings.builtIn.catalog.entries
        keys += keys.map { $0 + CountedNouns.genderSuffix }.filter { entries[$0] != nil }
        return keys
    }

    /// The demos' own words, which their documents name.
    static var demoKeys: [String] {
        func key(_ text: LocalizableText) -> String? {
            if case .catalog(let key, _) = text { return key }
            return nil
        }
        return DemoScreen.allCases.flatMap { screen -> [String] in
            switch screen.document {
            case .photoBoard(let board): board.photos.compactMap { key($0.caption) }
            case .photoGrid(let grid): grid.photos.compactMap { key($0.label) }
            case .kanban(let board): board.columns.flatMap { [key($0.title)] + $0.cards.map { key($0.title) } }.compactMap { $0 }
            case .deckFan, .snapCorner: []
            }
        }
    }

    @Test(arguments: Language.allCases)
    func everyKeyTheCodeAsksForHasTheLanguage(language: Language) {
        let strings = Strings.builtIn
        let missing = (Self.keysTheCodeAsksFor + Self.demoKeys).filter { !strings.hasTranslation($0, in: language) }
        #expect(missing.isEmpty, "no \(language.code) for: \(missing)")
    }

    @Test func everyEntryOfTheCatalogIsAskedFor() {
        let used = Set(Self.keysTheCodeAsksFor + Self.demoKeys)
        let unused = Strings.builtIn.catalog.entries.keys.filter { !used.contains($0) }.sorted()
        #expect(unused.isEmpty, "entries no code asks for: \(unused)")
    }

    @Test func noTwoKeyTypesClaimTheSameKey() {
        let keys = Self.keysTheCodeAsksFor
        #expect(Set(keys).count == keys.count, "claimed twice: \(Dictionary(grouping: keys) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
    }
}
