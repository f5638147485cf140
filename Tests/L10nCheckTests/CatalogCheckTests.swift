// SPDX-License-Identifier: GPL-3.0-or-later
import L10nCheck
import Foundation
import Localization
import Reporting
import Semantics
import TestSupport
import Testing

/// `rotor l10n check` reports exactly the faults planted in hand-written catalogs, where they are,
/// with the severity the app's user would meet; Rotor's own catalog checks clean.
@Suite struct CatalogCheckTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
    static let planted = fixtures.appending(path: "Planted.xcstrings").path
    static let lproj = fixtures.appending(path: "Lproj").path

    struct Fault: Hashable, CustomStringConvertible {
        var check: String
        var key: String
        var language: String
        var form = ""
        var severity: Severity
        var description: String { "\(check) \(key) \(language) \(form) \(severity)" }
    }

    static func faults(_ findings: [LocalizationFinding]) -> Set<Fault> {
        Set(findings.map { Fault(check: $0.check.id, key: $0.key, language: $0.languages.joined(separator: ","), form: $0.form, severity: $0.severity) })
    }

    /// One fault planted per entry; the other entries (plurals, substitutions, a key that is its
    /// own source text, a reordered placeholder, a name on the allow list, an entry not to be
    /// translated) are clean.
    static let plantedFaults: Set<Fault> = [
        Fault(check: "missing-translation", key: "missing.fr", language: "fr", severity: .error),
        Fault(check: "stale-entry", key: "old.entry", language: "en", severity: .note),
        Fault(check: "state-new", key: "new.state", language: "es", severity: .note),
        Fault(check: "state-needs-review", key: "review.state", language: "fr", severity: .note),
        Fault(check: "empty-value", key: "empty.value", language: "es", severity: .error),
        Fault(check: "identical-to-source", key: "same.value", language: "es", severity: .note),
        Fault(check: "placeholder-extra", key: "extra.placeholder", language: "es", severity: .error),
        Fault(check: "placeholder-missing", key: "missing.placeholder", language: "fr", severity: .warning),
        Fault(check: "placeholder-type", key: "type.placeholder", language: "es", severity: .error),
        Fault(check: "placeholder-type", key: "subst.bad", language: "es", form: "substitutions.items", severity: .error),
        Fault(check: "plural-missing-category", key: "plural.missing", language: "es", severity: .warning),
        Fault(check: "plural-extra-category", key: "plural.extra", language: "fr", form: "plural.two", severity: .note),
        Fault(check: "bidi-unbalanced", key: "bidi", language: "es", severity: .error),
        Fault(check: "control-character", key: "control", language: "fr", severity: .error),
        Fault(check: "spoken-length", key: "long", language: "es", severity: .note),
    ]

    @Test func aHandWrittenCatalogReportsExactlyItsPlantedFaults() throws {
        let catalog = try CatalogLoader.load(path: Self.planted)
        #expect(catalog.languages == ["en", "es", "fr"])
        let findings = CatalogChecker(spokenLength: true).check(catalog)
        #expect(Self.faults(findings) == Self.plantedFaults)
        #expect(findings.count == Self.plantedFaults.count)
    }

    /// Each finding points at the line of what is wrong: the translation's text, not the key.
    @Test func findingsPointAtTheirText() throws {
        let findings = CatalogChecker().check(try CatalogLoader.load(path: Self.planted))
        let lines = try String(contentsOfFile: Self.planted, encoding: .utf8).components(separatedBy: "\n")
        let extra = try #require(findings.first { $0.check == .placeholderExtra })
        let line = try #require(extra.location.line)
        #expect(lines[line - 1].contains(#""value" : "¿Borrar %@?""#), "line \(line): \(lines[line - 1])")
        #expect(extra.location.column == lines[line - 1].prefix { $0 == " " }.count + 1)
        let missing = try #require(findings.first { $0.check == .missingTranslation })
        #expect(missing.location.line.map { lines[$0 - 1] }?.contains(#""missing.fr" : {"#) == true)
    }

    @Test func lprojFoldersReportExactlyTheirPlantedFaults() throws {
        let catalog = try CatalogLoader.load(path: Self.lproj)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == ["greeting", "obsolete.title", "photos.count", "quote", "save"])
        let quote = catalog.entries.first { $0.key == "quote" }
        #expect(quote?.localizations["es"]?.form(at: "")?.value == "Di \"hola\"\n¡ya!", "UTF-16 and escapes")
        #expect(quote?.comment == "A quotation, with escapes.")
        let findings = CatalogChecker().check(catalog)
        #expect(Self.faults(findings) == [
            Fault(check: "placeholder-type", key: "greeting", language: "fr", severity: .error),
            Fault(check: "stale-entry", key: "obsolete.title", language: "es", severity: .note),
            Fault(check: "plural-missing-category", key: "photos.count", language: "es", form: "substitutions.photos", severity: .warning),
            Fault(check: "missing-translation", key: "save", language: "fr", severity: .warning),
        ])
        // Each translation is found at its key in its own file.
        let greeting = try #require(findings.first { $0.key == "greeting" })
        #expect(greeting.location == SourceLocation(path: Self.lproj + "/fr.lproj/Localizable.strings", line: 1, column: 1))
    }

    /// Every finding has a fingerprint of its own, whatever it shares with another: an error and
    /// a warning on one key in two languages, two categories missing from one variation, a
    /// finding in a language's text and one at the key.
    @Test(arguments: [
        "Planted.xcstrings", "Lproj", "Classes/PluralMany.xcstrings", "Classes/OtherStandsIn.xcstrings",
        "Classes/UnescapedPercent.xcstrings", "Classes/StepOverSubstitution.xcstrings", "Classes/UntranslatedEverywhere.xcstrings",
        "Classes/SubstitutionOrder.xcstrings", "Classes/KeyOnlyInTranslations", "Classes/AbsentTable",
    ])
    func noTwoFindingsShareAFingerprint(fixture: String) throws {
        let path = Self.fixtures.appending(path: fixture).path
        let report = try CatalogLoader.check(path: path, with: CatalogChecker())
        let findings = report.ciFindings(Wording(strings: Strings.builtIn, language: .english))
        let fingerprints = Dictionary(grouping: findings, by: \.fingerprint)
        #expect(fingerprints.values.filter { $0.count > 1 }.map { $0.map(\.subject) } == [])
        #expect(findings.count > 0)
    }

    @Test func rotorsOwnCatalogChecksClean() throws {
        let builtIn = try CatalogLoader.builtIn()
        #expect(CatalogChecker(spokenLength: true).check(builtIn).map(\.description).isEmpty)
        let onDisk = try CatalogLoader.load(path: RotorProcess.packageRoot.appending(path: "Locales/Localizable.xcstrings").path)
        #expect(CatalogChecker(spokenLength: true).check(onDisk).map(\.description).isEmpty)
    }

    /// The one-pass reader and the String Catalog model read the same catalogs alike.
    @Test(arguments: ["Planted.xcstrings", "Classes/RenamedSubstitutions.xcstrings", "Classes/NamesAndDevices.xcstrings"])
    func theFastReaderAgreesWithTheModel(fixture: String) throws {
        let path = Self.fixtures.appending(path: fixture).path
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let fast = try XCStringsReader.read(data, path: path)
        let model = XCStringsReader.catalog(try StringCatalogFile(json: data, path: path), path: path)
        #expect(Self.withoutLocations(fast) == Self.withoutLocations(model))
        #expect(fast.entries.allSatisfy { $0.location?.line != nil })
    }

    static func withoutLocations(_ catalog: LocalizationCatalog) -> LocalizationCatalog {
        var copy = catalog
        copy.entries = catalog.entries.map { entry in
            var entry = entry
            entry.location = nil
            entry.localizations = entry.localizations.mapValues { localized in
                var localized = localized
                localized.location = nil
                localized.forms = localized.forms.map { var form = $0; form.location = nil; return form }
                localized.plurals = localized.plurals.map { var set = $0; set.location = nil; return set }
                localized.substitutions = localized.substitutions.mapValues { var item = $0; item.location = nil; return item }
                return localized
            }
            return entry
        }
        return copy
    }

    @Test func theAllowListAndTheRatioAreConfigurable() throws {
        let catalog = try CatalogLoader.load(path: Self.planted)
        let lenient = CatalogChecker(allow: ["Opens the settings of this board"], maxRatio: 20, spokenLength: true)
        let faults = Self.faults(lenient.check(catalog))
        #expect(!faults.contains { $0.check == "identical-to-source" })
        #expect(!faults.contains { $0.check == "spoken-length" })
        #expect(faults.count == Self.plantedFaults.count - 2)
        // Spoken length is for a catalog a screen reader speaks: an app's asks for it.
        #expect(!Self.faults(CatalogChecker().check(catalog)).contains { $0.check == "spoken-length" })
        let withoutSpanish = CatalogChecker(skipping: ["es"]).check(catalog)
        #expect(!withoutSpanish.contains { $0.languages.contains("es") })
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

    /// A substitution `%#@n@` of the entry `k`, its fields as given.
    static func substitution(_ fields: String) -> String {
        #"{"strings":{"ok":{},"k":{"localizations":{"en":{"stringUnit":{"value":"%#@n@"},"substitutions":{"n":{"#
            + fields + "}}}}}}}"
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
        #expect(english.substitutions.mapValues(\.argumentNumber) == ["n": 1])
        #expect(english.substitutions.mapValues(\.formatSpecifier) == ["n": "lld"])
        #expect(english.plurals.map(\.path) == ["substitutions.n"])
        #expect(english.plurals.map(\.categories) == [["one", "other"]])
        let spanish = try #require(entry.localizations["es"])
        #expect(spanish.forms.map(\.path) == ["device.iphone.plural.other", "plural.one"])
        #expect(spanish.forms.map(\.state) == ["new", "translated"])
        #expect(spanish.plurals.map(\.path) == ["device.iphone", ""])
        #expect(spanish.forms.compactMap(\.location?.line) == [3, 4])
    }
}

extension LocalizationFinding {
    /// For failure messages.
    var description: String { "\(check.id) \(key) \(languages) \(form)" }
}
