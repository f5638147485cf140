// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TestSupport
import Testing

/// `rotor l10n check APP_FOLDER`: the catalogs and the Swift sources of an app checked together,
/// by the real `rotor` and `rotor-swift`, on the small chat app of `Fixtures/App` (its
/// `Localizable.xcstrings`, an `InfoPlist.xcstrings` and three Swift files).
@Suite struct AppFolderTests {
    static let fixtures = CatalogCheckTests.fixtures
    static let app = fixtures.appending(path: "App")

    /// One finding as the test compares it: the rule, the key, the severity and where.
    struct Found: Hashable, CustomStringConvertible {
        var rule: String
        var key: String
        var severity: String
        var place: String
        var description: String { "\(rule) \(key) \(severity) \(place)" }
    }

    /// The findings of a JSON report, each at its file (relative to the fixtures) and, in a
    /// Swift file, its line.
    static func findings(_ output: String) throws -> [Found] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let items = try #require(root["findings"] as? [[String: Any]])
        return try items.map { item in
            let location = try #require(item["location"] as? [String: Any])
            let path = try #require(location["path"] as? String)
            let line = location["line"] as? Int ?? 0
            let place = path.hasSuffix(".swift") ? "\(path):\(line)" : path
            let properties = try #require(item["properties"] as? [String: String])
            return Found(
                rule: try #require(item["ruleId"] as? String), key: properties["key"] ?? "",
                severity: try #require(item["severity"] as? String), place: place
            )
        }
    }

    static let catalog = "App/Resources/Localizable.xcstrings"

    /// What the app's code and catalog hold that is wrong, and nothing else: the keys that are
    /// fine (in the catalog and used, made at run time, in another table, in a preview or a view
    /// only a preview makes, `Text(verbatim:)`, a type the reader cannot tell, a closure's
    /// parameter that hides a property of another type) are not reported.
    static let expected: Set<Found> = [
        // `.accessibilityLabel("status.action.context-menu")`: VoiceOver reads the raw key.
        Found(rule: "key-missing", key: "status.action.context-menu", severity: "error", place: "App/Chat/ContentView.swift:29"),
        // `String(localized: "error.network.offline")`: the raw key is shown.
        Found(rule: "key-missing", key: "error.network.offline", severity: "error", place: "App/Chat/Model.swift:10"),
        // `Button("Share link")`: English text, shown as written.
        Found(rule: "key-missing", key: "Share link", severity: "warning", place: "App/Chat/ContentView.swift:26"),
        // `Text(unread.isEmpty ? "inbox.empty" : "inbox.full")`: the second is missing.
        Found(rule: "key-missing", key: "inbox.full", severity: "error", place: "App/Chat/ContentView.swift:24"),
        // `Text("\(count) new posts")` with an `Int`: the catalog has `%@ new posts`.
        Found(rule: "argument-type", key: "%lld new posts", severity: "error", place: "App/Chat/ContentView.swift:15"),
        // `String(format: NSLocalizedString("upload.size", …), sizeText)`: a string for `%lld MB`.
        Found(rule: "argument-type", key: "upload.size", severity: "error", place: "App/Chat/Model.swift:14"),
        // A manual key no code uses, and an extracted one.
        Found(rule: "key-unused", key: "legacy.banner", severity: "warning", place: catalog),
        Found(rule: "key-unused", key: "error.network", severity: "warning", place: catalog),
        // The code gives `defaultValue:`: French people see the English text, not the key.
        Found(rule: "missing-translation", key: "settings.footer", severity: "warning", place: catalog),
        // Stale: reported as stale, not again as unused.
        Found(rule: "stale-entry", key: "old.thing", severity: "note", place: catalog),
    ]

    @Test func anAppFolderIsCheckedWithItsCode() throws {
        let result = try RotorProcess.run(["l10n", "check", "App", "--format", "json"], directory: Self.fixtures)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError == "")
        let found = try Self.findings(result.standardOutput)
        #expect(found.count == Set(found).count, "one finding a place: \(found)")
        #expect(Set(found) == Self.expected, "\(Set(found).symmetricDifference(Self.expected).sorted { $0.description < $1.description })")
    }

    /// An app kept in a folder whose name ends in `Tests` (as this fixture is) is still an app:
    /// only folders below the one given are judged as tests.
    @Test func aTestFolderAboveTheAppDoesNotHideItsCode() throws {
        let deep = "Tests/L10nCheckTests/Fixtures/App"
        let result = try RotorProcess.run(["l10n", "check", deep, "--format", "json"], directory: RotorProcess.packageRoot)
        let found = try Self.findings(result.standardOutput)
        #expect(Set(found.map(\.rule)) == Set(Self.expected.map(\.rule)), "\(found)")
        #expect(found.count == Self.expected.count)
    }

    @Test func theTextReportSaysWhatPeopleMeetAndWhereTheCatalogIs() throws {
        let result = try RotorProcess.run(["l10n", "check", "App"], directory: Self.fixtures)
        let lines = result.standardOutput.components(separatedBy: "\n")
        let spoken = try #require(lines.first { $0.hasSuffix("[key-missing]") && $0.contains("status.action.context-menu") })
        #expect(spoken.hasPrefix("App/Chat/ContentView.swift:29:"))
        #expect(spoken.contains("VoiceOver reads the raw key aloud") && spoken.contains(Self.catalog), "\(spoken)")
        let typed = try #require(lines.first { $0.hasSuffix("[argument-type]") && $0.contains("upload.size") })
        #expect(typed.contains("as %@, where \(Self.catalog):") && typed.hasSuffix("reads it as %lld. [argument-type]"), "\(typed)")
    }

    /// The keys `Status.swift` makes at run time (`"status.\(rawValue)"`, `"tip.%d"`, a key held in a
    /// constant) are used; without that file they are not.
    @Test func keysTheCodeMakesAtRunTimeAreUsed() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.app, to: folder)
        let with = try Self.findings(RotorProcess.run(["l10n", "check", folder.path, "--format", "json"]).standardOutput)
        #expect(Set(with.filter { $0.rule == "key-unused" }.map(\.key)) == ["legacy.banner", "error.network"])
        try FileManager.default.removeItem(at: folder.appending(path: "Chat/Status.swift"))
        let without = try Self.findings(RotorProcess.run(["l10n", "check", folder.path, "--format", "json"]).standardOutput)
        #expect(Set(without.filter { $0.rule == "key-unused" }.map(\.key))
            == ["legacy.banner", "error.network", "status.online", "status.away", "onboarding.welcome", "tip.1", "tip.2"])
    }

    /// A catalog alone is checked as before: no code, so `settings.footer` shows its key.
    @Test func aCatalogAloneIsCheckedWithoutCode() throws {
        let result = try RotorProcess.run(["l10n", "check", Self.catalog, "--format", "json"], directory: Self.fixtures)
        let found = try Self.findings(result.standardOutput)
        #expect(!found.contains { ["key-missing", "key-unused", "argument-type"].contains($0.rule) })
        #expect(found.contains(Found(rule: "missing-translation", key: "settings.footer", severity: "error", place: Self.catalog)))
    }

    /// `--sources` names the code for a catalog given alone.
    @Test func sourcesNamesTheCode() throws {
        let result = try RotorProcess.run(
            ["l10n", "check", Self.catalog, "--sources", "App/Chat", "--format", "json"], directory: Self.fixtures)
        #expect(Set(try Self.findings(result.standardOutput)) == Self.expected)
    }

    /// Without `rotor-swift`, one notice says the code was not read, and the catalogs are checked.
    @Test func withoutTheReaderTheCatalogsAreChecked() throws {
        let result = try RotorProcess.run(
            ["l10n", "check", "App", "--format", "json"], environment: ["ROTOR_SWIFT": "/nonexistent/rotor-swift"],
            directory: Self.fixtures)
        #expect(result.status == 1)
        let notices = result.standardError.split(separator: "\n")
        #expect(notices.count == 1 && notices[0].hasPrefix("Only the catalogs were checked, not the code: "), "\(notices)")
        let found = try Self.findings(result.standardOutput)
        #expect(Set(found.map(\.rule)) == ["missing-translation", "stale-entry"])
    }

    @Test func sarifOfTheAppIsValid() throws {
        let result = try RotorProcess.run(["l10n", "check", "App", "--format", "sarif"], directory: Self.fixtures)
        #expect(try SARIFSchema.errors(in: result.standardOutput) == [])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let results = try #require(((root["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == Self.expected.count)
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
        #expect(Set(fingerprints).count == results.count)
    }
}
