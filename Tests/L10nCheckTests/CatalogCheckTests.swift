// SPDX-License-Identifier: GPL-3.0-or-later
import L10nCheck
import Foundation
import Localization
import Semantics
import TestSupport
import Testing

/// `rotor l10n check` reports exactly the faults planted in hand-written catalogs, and Rotor's
/// own catalog checks clean.
@Suite struct CatalogCheckTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
    static let planted = fixtures.appending(path: "Planted.xcstrings").path
    static let lproj = fixtures.appending(path: "Lproj").path

    struct Fault: Hashable, CustomStringConvertible {
        var check: String
        var key: String
        var language: String
        var form = ""
        var description: String { "\(check) \(key) \(language) \(form)" }
    }

    static func faults(_ findings: [LocalizationFinding]) -> Set<Fault> {
        Set(findings.map { Fault(check: $0.check.id, key: $0.key, language: $0.language, form: $0.form) })
    }

    /// One fault planted per entry; the other entries (plurals, substitutions, a key that is its
    /// own source text, a reordered placeholder, a name on the allow list, an entry not to be
    /// translated) are clean.
    static let plantedFaults: Set<Fault> = [
        Fault(check: "missing-translation", key: "missing.fr", language: "fr"),
        Fault(check: "stale-entry", key: "old.entry", language: "en"),
        Fault(check: "state-new", key: "new.state", language: "es"),
        Fault(check: "state-needs-review", key: "review.state", language: "fr"),
        Fault(check: "empty-value", key: "empty.value", language: "es"),
        Fault(check: "identical-to-source", key: "same.value", language: "es"),
        Fault(check: "placeholder-extra", key: "extra.placeholder", language: "es"),
        Fault(check: "placeholder-missing", key: "missing.placeholder", language: "fr"),
        Fault(check: "placeholder-type", key: "type.placeholder", language: "es"),
        Fault(check: "placeholder-type", key: "subst.bad", language: "es", form: "substitutions.items"),
        Fault(check: "plural-missing-category", key: "plural.missing", language: "es"),
        Fault(check: "plural-extra-category", key: "plural.extra", language: "fr", form: "plural.two"),
        Fault(check: "bidi-unbalanced", key: "bidi", language: "es"),
        Fault(check: "control-character", key: "control", language: "fr"),
        Fault(check: "spoken-length", key: "long", language: "es"),
    ]

    @Test func aHandWrittenCatalogReportsExactlyItsPlantedFaults() throws {
        let catalog = try CatalogLoader.load(path: Self.planted)
        #expect(catalog.languages == ["en", "es", "fr"])
        let findings = CatalogChecker().check(catalog)
        #expect(Self.faults(findings) == Self.plantedFaults)
        #expect(findings.count == Self.plantedFaults.count)
    }

    @Test func lprojFoldersReportExactlyTheirPlantedFaults() throws {
        let catalog = try CatalogLoader.load(path: Self.lproj)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == ["greeting", "obsolete", "photos.count", "quote", "save"])
        let quote = catalog.entries.first { $0.key == "quote" }
        #expect(quote?.localizations["es"]?.form(at: "")?.value == "Di \"hola\"\n¡ya!", "UTF-16 and escapes")
        #expect(quote?.comment == "A quotation, with escapes.")
        let findings = CatalogChecker().check(catalog)
        #expect(Self.faults(findings) == [
            Fault(check: "placeholder-type", key: "greeting", language: "fr"),
            Fault(check: "stale-entry", key: "obsolete", language: "es"),
            Fault(check: "plural-missing-category", key: "photos.count", language: "es", form: "substitutions.photos"),
            Fault(check: "missing-translation", key: "save", language: "fr"),
        ])
    }

    @Test func rotorsOwnCatalogChecksClean() throws {
        let builtIn = try CatalogLoader.builtIn()
        #expect(CatalogChecker().check(builtIn).map(\.description).isEmpty)
        let onDisk = try CatalogLoader.load(path: RotorProcess.packageRoot.appending(path: "Locales/Localizable.xcstrings").path)
        #expect(CatalogChecker().check(onDisk).map(\.description).isEmpty)
    }

    @Test func theAllowListAndTheRatioAreConfigurable() throws {
        let catalog = try CatalogLoader.load(path: Self.planted)
        let lenient = CatalogChecker(allow: ["settings"], maxRatio: 20)
        let faults = Self.faults(lenient.check(catalog))
        #expect(!faults.contains { $0.check == "identical-to-source" })
        #expect(!faults.contains { $0.check == "spoken-length" })
        #expect(faults.count == Self.plantedFaults.count - 2)
    }

    @Test func theBinaryExits1AndNamesKeyLanguageAndFix() throws {
        let result = try RotorProcess.run(["l10n", "check", Self.planted, "--format", "json"])
        #expect(result.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == Self.plantedFaults.count)
        for finding in findings {
            for field in ["id", "severity", "catalog", "key", "language", "message", "fix"] {
                #expect((finding[field] as? String)?.isEmpty == false, "\(field) of \(finding)")
            }
        }
        #expect(root["summary"] as? [String: Int] == ["errors": 8, "warnings": 7])

        let text = try RotorProcess.run(["l10n", "check", Self.planted])
        #expect(text.standardOutput.contains(
            "  Error, placeholder-extra, in “extra.placeholder”, es: The translation has the placeholder %@, which the source text does not have. Fix: Remove it: no value is passed for it, and the app may crash.\n"
        ))
        #expect(text.standardOutput.hasSuffix("Errors: 8. Warnings: 7.\n"))
    }

    @Test func warningsAloneExit0UnlessStrict() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (language, value) in [("en", "Settings"), ("es", "Settings")] {
            let lproj = folder.appending(path: "\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"title\" = \"\(value)\";\n".utf8).write(to: lproj.appending(path: "Localizable.strings"))
        }
        #expect(try RotorProcess.run(["l10n", "check", folder.path]).status == 0)
        #expect(try RotorProcess.run(["l10n", "check", folder.path, "--strict"]).status == 1)
        #expect(try RotorProcess.run(["l10n", "check", folder.path, "--strict", "--allow", "Settings"]).status == 0)
    }

    @Test func theDefaultIsRotorsOwnCatalog() throws {
        let result = try RotorProcess.run(["l10n", "check"])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasPrefix("Checked Locales/Localizable.xcstrings: "))
        #expect(result.standardOutput.hasSuffix("No problems found.\n"))
    }

    @Test(arguments: [
        (["l10n"], "Missing argument check."),
        (["l10n", "chek"], "Did you mean 'check'?"),
        (["l10n", "check", "/nonexistent.xcstrings"], "/nonexistent.xcstrings"),
        (["l10n", "check", "--max-ratio", "0.5"], "'0.5' is not a valid value for '--max-ratio'."),
        (["l10n", "check", "--format", "xml"], "'xml' is not a valid value for '--format'."),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try RotorProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    /// A substitution `%#@n@` of the entry `k`, its fields as given.
    static func substitution(_ fields: String) -> String {
        #"{"strings":{"ok":{},"k":{"localizations":{"en":{"stringUnit":{"value":"%#@n@"},"substitutions":{"n":{"#
            + fields + "}}}}}}}"
    }

    @Test(arguments: [
        ("not json", CatalogReadError.invalidJSON(
            path: "t.xcstrings", detail: "The operation could not be completed. The data is not in the correct format.")),
        (#"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"%#@n@"},"substitutions":{"n":{"argNum":1e400}}}}}}}"#,
         .invalidJSON(path: "t.xcstrings", detail: "The operation could not be completed. The data is not in the correct format.")),
        (#"[1]"#, .notACatalog(path: "t.xcstrings")),
        (#"{"strings":3}"#, .notACatalog(path: "t.xcstrings")),
        (#"{"strings":{"k":3}}"#, .malformedEntry(path: "t.xcstrings", key: "k")),
        (#"{"strings":{"k":{"localizations":3}}}"#, .malformedEntry(path: "t.xcstrings", key: "k")),
        (#"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"new"}}}}}}"#, .malformedEntry(path: "t.xcstrings", key: "k")),
        (#"{"strings":{"k":{"localizations":{"en":{"variations":{"plural":{"one":3}}}}}}}"#, .malformedEntry(path: "t.xcstrings", key: "k")),
        (#"{"strings":{"k":{"shouldTranslate":"no"}}}"#, .malformedEntry(path: "t.xcstrings", key: "k")),
        (#"{"strings":{"z":3,"a":{"localizations":3}}}"#, .malformedEntry(path: "t.xcstrings", key: "a")),
        (substitution(#""argNum":1e300"#), .malformedEntry(path: "t.xcstrings", key: "k")),
        (substitution(#""argNum":99999999999999999999"#), .malformedEntry(path: "t.xcstrings", key: "k")),
        (substitution(#""argNum":1.5"#), .malformedEntry(path: "t.xcstrings", key: "k")),
        (substitution(#""argNum":"x""#), .malformedEntry(path: "t.xcstrings", key: "k")),
        (substitution(#""argNum":true"#), .malformedEntry(path: "t.xcstrings", key: "k")),
        (substitution(#""formatSpecifier":3"#), .malformedEntry(path: "t.xcstrings", key: "k")),
    ])
    func malformedCatalogsAreTypedErrors(json: String, expected: CatalogReadError) {
        #expect(throws: expected) { try XCStringsReader.read(Data(json.utf8), path: "t.xcstrings") }
        #expect(throws: expected) { try Catalog(json: Data(json.utf8), path: "t.xcstrings") }
    }

    @Test func substitutionsAndDeviceVariationsHaveTheirPaths() throws {
        let json = #"""
            {"strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"%#@n@"},"substitutions":{"n":{"argNum":1,
             "formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"value":"a"}},"other":{"stringUnit":{"value":"b"}}}}}}},
             "es":{"variations":{"device":{"iphone":{"variations":{"plural":{"other":{"stringUnit":{"state":"new","value":"c"}}}}}},
             "plural":{"one":{"stringUnit":{"value":"d"}}}}}}}}}
            """#
        let entry = try #require(try XCStringsReader.read(Data(json.utf8), path: "t.xcstrings").entries.first)
        let english = try #require(entry.localizations["en"])
        #expect(english.forms.map(\.path) == ["", "substitutions.n.plural.one", "substitutions.n.plural.other"])
        #expect(english.substitutions == ["n": .init(argumentNumber: 1, formatSpecifier: "lld")])
        #expect(english.plurals == [.init(path: "substitutions.n", categories: ["one", "other"])])
        let spanish = try #require(entry.localizations["es"])
        #expect(spanish.forms.map(\.path) == ["device.iphone.plural.other", "plural.one"])
        #expect(spanish.forms.map(\.state) == ["new", "translated"])
        #expect(spanish.plurals == [.init(path: "device.iphone", categories: ["other"]), .init(categories: ["one"])])
    }

    @Test func aFileThatIsNoCatalogIsAUsageError() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "rotor-\(UUID().uuidString).xcstrings")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{\"strings\": 3}".utf8).write(to: url)
        let result = try RotorProcess.run(["l10n", "check", url.path])
        #expect(result.status == 64)
        #expect(result.standardError.contains("not a string catalog") || result.standardError.contains(url.path))
    }
}

extension LocalizationFinding {
    /// For failure messages.
    var description: String { "\(check.id) \(key) \(language) \(form)" }
}
