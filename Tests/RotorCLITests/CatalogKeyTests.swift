// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import Foundation
import L10nCheck
import Localization
import Pictures
@testable import RotorCLI
import Semantics
import Testing
import Widgets

/// Every entry of the catalog is asked for by the code and exists in every shipped language: no
/// lookup falls back to English, none is dead.
///
/// Most entries are asked for through their typed member of `CatalogText` (generated from the
/// catalog at build time, so a wrong number of values does not compile); the families whose key
/// is made from a value (a rule's help, a command's help, the demos' content, a counted noun's
/// gender) list their keys themselves.
@Suite struct CatalogKeyTests {
    /// The package's folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Swift name the build gives an entry's typed member: `console.rate` is `consoleRate`,
    /// `audit.rule.parity-drag-action` is `auditRuleParityDragAction` (as LocalesEmbedder names them).
    static func memberName(_ key: String) -> String {
        let parts = key.split(whereSeparator: { ".-_ ".contains($0) }).map(String.init)
        guard let first = parts.first else { return "" }
        return first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Every `.name` written in the sources (not the tests), as a set of names.
    static let namesInSources: Set<String> = {
        var names = Set<String>()
        let sources = root.appending(path: "Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in text.matches(of: /\.([a-z][A-Za-z0-9]*)/) { names.insert(String(match.1)) }
        }
        return names
    }()

    /// Keys made from a value, which their families list.
    static var familyKeys: [String] {
        var keys = CommandHelpKey.allKeys.map(\.key) + CommandWordKey.allKeys.map(\.key) + AuditKey.allKeys.map(\.key)
            + L10nKey.allKeys.map(\.key)
        keys += demoKeys
        // The gender of a counted entry's noun, which speech asks for by the entry's key (CountedNouns).
        let entries = Strings.builtIn.catalog.entries
        keys += entries.keys.filter { $0.hasSuffix(CountedNouns.genderSuffix) }
            .filter { entries[String($0.dropLast(CountedNouns.genderSuffix.count))] != nil }
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
            case .deckFan, .snapCorner, .source: []
            }
        }
    }

    @Test(arguments: Language.allCases)
    func everyEntryHasTheLanguage(language: Language) {
        let strings = Strings.builtIn
        let missing = CatalogText.catalogKeys.filter { !strings.hasTranslation($0, in: language) }
        #expect(missing.isEmpty, "no \(language.code) for: \(missing)")
    }

    @Test func everyEntryOfTheCatalogIsAskedFor() {
        let families = Set(Self.familyKeys)
        let unused = CatalogText.catalogKeys.filter {
            !families.contains($0) && !Self.namesInSources.contains(Self.memberName($0))
        }
        #expect(unused.isEmpty, "entries no code asks for: \(unused)")
    }

    @Test func everyFamilyKeyIsInTheCatalog() {
        let catalog = Set(CatalogText.catalogKeys)
        let missing = Self.familyKeys.filter { !catalog.contains($0) }
        #expect(missing.isEmpty, "keys the code makes but the catalog lacks: \(missing)")
    }

    /// The typed members are named as this test names them, so the check above finds them.
    @Test func typedMembersAreNamedFromTheirKeys() {
        #expect(CatalogText.consoleMuted.key == "console.muted")
        #expect(CatalogText.kanbanCardCount(3) == CatalogText(key: "kanban.cardCount", number: 3))
        #expect(CatalogText.actionMoveToColumn("Done").arguments == ["Done"])
        #expect(Self.memberName("audit.rule.parity-drag-action") == "auditRuleParityDragAction")
    }
}
