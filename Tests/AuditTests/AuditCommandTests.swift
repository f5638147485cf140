// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Semantics
import TestSupport
import Testing

/// `rotor audit` as CI runs it: exit codes, and each rule caught through an edited catalog.
@Suite struct AuditCommandTests {
    /// The ids of the violations a JSON report holds that the original component does not share.
    static func ownViolations(_ json: String) throws -> [String] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [[String: Any]])
        return violations.filter { rule in
            (rule["nodes"] as? [[String: Any]] ?? []).contains { $0["original"] as? Bool == false }
        }.compactMap { $0["id"] as? String }
    }

    /// The demos find only what the originals themselves do, each line saying so.
    @Test func theDemosFindOnlyTheOriginalsOwnShortcomings() throws {
        let result = try RotorProcess.run(["audit"])
        #expect(result.status == 1, "\(result.standardOutput)")
        #expect(result.standardOutput.hasPrefix("""
            Audited 5 screens; languages: en, es, he, ar; directions: left to right, right to left.
            Found 9 violations.
            """))
        let findings = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }
        // The colours of the count, the placeholder, the subtitle and the tile; the three Kanban
        // headers without the Heading trait; the deck's hint to review.
        #expect(findings.count == 10)
        #expect(findings.allSatisfy { $0.hasSuffix("The original component does the same.") })
        #expect(result.standardError.isEmpty)
    }

    @Test func thePseudoLocalesBreakNothingButWhereTextNoLongerFits() throws {
        let result = try RotorProcess.run(["audit", "--lang", "en-XA", "--lang", "ar-XB", "--format", "json"])
        #expect(try Self.ownViolations(result.standardOutput) == ["dynamic-type-text-clipped"], "\(result.standardOutput)")
    }

    @Test func theReportIsInTheReadersLanguage() throws {
        let result = try RotorProcess.run(["audit", "kanban", "--direction", "rtl"], environment: ["LANG": "es_ES.UTF-8"])
        #expect(result.standardOutput.hasPrefix("Se auditó 1 pantalla; idiomas: en, es, he, ar; direcciones: de derecha a izquierda.\n"))
        #expect(result.standardOutput.contains("El componente original hace lo mismo."))
    }

    /// A catalog edited the way a translator might break it.
    static func catalog(_ edit: @Sendable (inout [String: Any]) -> Void) throws -> URL {
        var root = try #require(try JSONSerialization.jsonObject(with: Strings.builtInCatalogJSON) as? [String: Any])
        var strings = try #require(root["strings"] as? [String: Any])
        edit(&strings)
        root["strings"] = strings
        let url = FileManager.default.temporaryDirectory.appending(path: "rotor-audit-\(UUID().uuidString).xcstrings")
        try JSONSerialization.data(withJSONObject: root).write(to: url)
        return url
    }

    /// Sets the value of an entry in a language, or removes the language when the value is nil.
    static func set(_ key: String, _ language: String, _ value: String?) -> @Sendable (inout [String: Any]) -> Void {
        { strings in
            var entry = strings[key] as? [String: Any] ?? [:]
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            localizations[language] = value.map { ["stringUnit": ["state": "translated", "value": $0]] }
            entry["localizations"] = localizations
            strings[key] = entry
        }
    }

    static let brokenCatalogs: [(String, @Sendable (inout [String: Any]) -> Void, String, [String])] = [
        // A card with no words is 24 points tall.
        ("an empty card title", set("demo.kanban.card.sketch", "en", ""), "en", ["content-empty-label", "geometry-target-size"]),
        ("two cards with one title", set("demo.kanban.card.releaseNotes", "en", "Sketch the onboarding"), "en", ["content-duplicate-label"]),
        ("a title too long to hear", set("demo.kanban.card.sketch", "en", String(repeating: "Sketch the onboarding once more ", count: 12)), "en", ["content-label-too-long"]),
        // Every move is then named "Mover": it names no column, and two of them sound alike.
        ("Move to without its column", set("action.moveToColumn", "es", "Mover"), "es",
         ["parity-drag-action", "content-empty-label", "content-duplicate-action"]),
        ("a count without its plural form", { strings in
            var entry = strings["kanban.cardCount"] as? [String: Any] ?? [:]
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            var english = localizations["en"] as? [String: Any] ?? [:]
            var variations = english["variations"] as? [String: Any] ?? [:]
            var plural = variations["plural"] as? [String: Any] ?? [:]
            plural["one"] = nil
            variations["plural"] = plural
            english["variations"] = variations
            localizations["en"] = english
            entry["localizations"] = localizations
            strings["kanban.cardCount"] = entry
        }, "en", ["parity-header-count"]),
        ("a Spanish title left out", set("demo.kanban.card.sketch", "es", nil), "es", ["language-fallback"]),
    ]

    @Test(arguments: brokenCatalogs.indices)
    func aBrokenCatalogIsCaughtWithExitCode1(index: Int) throws {
        let (name, edit, language, rule) = Self.brokenCatalogs[index]
        let url = try Self.catalog(edit)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try RotorProcess.run(["audit", "kanban", "--lang", language, "--direction", "ltr", "--locales", url.path, "--format", "json"])
        #expect(result.status == 1, "\(name)")
        #expect(try Self.ownViolations(result.standardOutput) == rule, "\(name): \(result.standardOutput)")
    }

    /// `--screen` reaches the auditor: on a 100-point screen the demo's 150-point photos all sit
    /// in its middle, one on another; on the default screen they do not.
    @Test func theScreenOptionReachesTheAuditor() throws {
        let small = try RotorProcess.run(["audit", "photo-board", "--lang", "en", "--direction", "ltr", "--screen", "100x100", "--format", "json"])
        #expect(Set(try Self.ownViolations(small.standardOutput)) == ["geometry-covered", "geometry-identical-bounds"])
        let phone = try RotorProcess.run(["audit", "photo-board", "--lang", "en", "--direction", "ltr", "--format", "json"])
        #expect(try Self.ownViolations(phone.standardOutput).isEmpty)
    }

    /// A card titled "Sketch button" in the catalog has no Button trait: left alone.
    @Test func aRoleWordOnACardWithoutTheRoleIsLeftAlone() throws {
        let url = try Self.catalog(Self.set("demo.kanban.card.sketch", "en", "Sketch button"))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try RotorProcess.run(["audit", "kanban", "--lang", "en", "--direction", "ltr", "--locales", url.path, "--format", "json"])
        #expect(try Self.ownViolations(result.standardOutput).isEmpty)
    }

    @Test func aViolationReadsAsSentences() throws {
        let url = try Self.catalog(Self.set("deck.hint", "en", "Card fan"))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try RotorProcess.run(["audit", "deck-fan", "--lang", "en", "--direction", "ltr", "--locales", url.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("""
            Found 1 violation.

            content-hint-repeats-label, moderate: A hint says more than the label it follows.
              deck-fan, deck, en, left to right: The hint “Card fan” only repeats the label.
            """))
    }

    @Test(arguments: [
        (["audit", "kanbn"], "Unknown screen 'kanbn'."),
        (["audit", "--format", "pdf"], "'pdf' is not a valid value for '--format'. Valid values: text, json, junit, sarif, github, html."),
        (["audit", "--lang", "fr"], "'fr' is not a valid value for '--lang'. Valid values: en, es, he, ar, en-XA, ar-XB."),
        (["audit", "--direction", "up"], "'up' is not a valid value for '--direction'. Valid values: ltr, rtl, both."),
        (["audit", "--locales", "/nonexistent.xcstrings"], "/nonexistent.xcstrings"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try RotorProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    /// What a person wrote into their own board is theirs: the starter board's English column
    /// titles are not missing Spanish translations.
    @Test func theStarterBoardAuditsCleanInEveryLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-starter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appending(path: "tasks.json").path
        #expect(try RotorProcess.run(["new", "kanban", path]).status == 0)
        let result = try RotorProcess.run(["audit", path, "--format", "json"])
        #expect(try Self.ownViolations(result.standardOutput).isEmpty, "\(result.standardOutput)")
    }
}
