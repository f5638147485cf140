// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Audit
import Documents
import Localization
import Processes
import Reporting
import TestSupport
import Testing

/// What CI tools read from `rotor audit`: SARIF that the official 2.1.0 schema accepts, with a
/// physical location and a fingerprint on every result and one result per rule and element;
/// JSON in axe-core's shape; no bidi isolates in machine-readable text; and a file that cannot
/// be read reported in every format with exit code 65, never as 0 bytes.
@Suite struct CIOutputTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
    static func fixture(_ name: String) -> String { fixtures.appending(path: name).path }
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static let boards = ["tiny-targets.json", "stacked-photos.json", "blank-column.json", "white-call.json", "two-done-columns.json"]

    @Test func theSarifIsValidAndEveryResultHasALocationAndAFingerprint() throws {
        let paths = Self.boards.map { "Tests/AuditTests/Fixtures/" + $0 }
        let result = try RotorProcess.run(["audit"] + paths + ["kanban", "deck-fan", "--format", "sarif"], directory: RotorProcess.packageRoot)
        #expect(result.status == 1)
        let verdict = try SARIFSchema.errors(in: result.standardOutput)
        #expect(verdict == [])
        let root = try Self.json(result.standardOutput)
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        var identities = Set<String>()
        for entry in results {
            let logical = (entry["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: Any]]
            let name = logical?.first?["name"] as? String ?? ""
            let physical = (entry["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            // A demo's finding is at the demo, a logical location alone: no file a person lacks
            // (Rotor's own catalog) stands for it.
            if name.hasPrefix("kanban/") || name.hasPrefix("deck-fan/") {
                #expect(physical == nil, "\(name) points at a file")
                continue
            }
            let location = try #require(physical)
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(!uri.hasPrefix("/") && artifact["uriBaseId"] as? String == "SRCROOT")
            #expect(uri.hasPrefix("Tests/AuditTests/Fixtures/"), "\(uri)")
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
            let fingerprint = try #require((entry["partialFingerprints"] as? [String: String])?[Fingerprint.sarifName])
            #expect(!name.hasPrefix("/") && !name.contains("Tests/"), "the logical name is the file's name and the element: \(name)")
            // One result per rule and element: languages and directions are properties.
            let identity = "\(entry["ruleId"] ?? "") \(name)"
            #expect(identities.insert(identity).inserted, "\(identity) twice")
            _ = fingerprint
            let kind = entry["kind"] as? String
            let level = entry["level"] as? String
            if kind == "review" { #expect(level == "none") } else { #expect(kind == "fail" && level != "none") }
        }
        #expect(run["originalUriBaseIds"] != nil)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for rule in rules {
            // No absolute address of Rotor's documentation is known: no helpUri, the path in the help.
            #expect(rule["helpUri"] == nil)
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.contains("docs/audit-rules.md#\(rule["id"] as? String ?? "")") == true)
            #expect(help["markdown"]?.contains("`docs/audit-rules.md#\(rule["id"] as? String ?? "")`") == true)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
        }
    }

    /// A contrast finding carries what axe-core's `color-contrast` gives, in JSON and in SARIF's
    /// properties: the colours as drawn, the ratio and the ratio asked for, per appearance;
    /// `original` is a boolean in both; the demos are no artifacts, their findings at the demo.
    @Test func contrastFindingsCarryTheirColoursAndOriginalIsABoolean() throws {
        let sarif = try RotorProcess.run(["audit", "kanban", "--lang", "en", "--direction", "ltr", "--format", "sarif"])
        let run = try #require((try Self.json(sarif.standardOutput)["runs"] as? [[String: Any]])?.first)
        #expect((run["artifacts"] as? [Any])?.isEmpty == true, "kanban is a demo, not a file")
        let results = try #require(run["results"] as? [[String: Any]])
        let contrast = try #require(results.first { $0["ruleId"] as? String == "contrast-text" })
        let properties = try #require(contrast["properties"] as? [String: Any])
        #expect(properties["original"] as? Bool == true)
        let measure = try #require((properties["contrast"] as? [[String: Any]])?.first)
        #expect(measure["appearance"] as? String == "light")
        #expect(measure["expectedContrastRatio"] as? String == "4.5:1")
        let ratio = try #require(measure["contrastRatio"] as? Double)
        #expect(ratio >= 2.9 && ratio < 4.5)
        // The ratio is the one the colours give, by WCAG's formula worked here.
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
            let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (fg, bg) = (try #require(measure["fgColor"] as? String), try #require(measure["bgColor"] as? String))
        let (a, b) = (luminance(fg), luminance(bg))
        #expect(abs((max(a, b) + 0.05) / (min(a, b) + 0.05) - ratio) < 0.02, "\(fg) on \(bg)")
        let json = try RotorProcess.run(["audit", "kanban", "--lang", "en", "--direction", "ltr", "--format", "json"])
        let violations = try #require(try Self.json(json.standardOutput)["violations"] as? [[String: Any]])
        let node = try #require((violations.first { $0["id"] as? String == "contrast-text" }?["nodes"] as? [[String: Any]])?.first)
        #expect(node["original"] as? Bool == true)
        #expect(((node["contrast"] as? [[String: Any]])?.first?["fgColor"] as? String)?.hasPrefix("#") == true)
    }

    /// The exit code the audit gives without building the CI report is the CI report's own.
    @Test(arguments: [Severity.error, .warning, .note])
    func theExitCodeIsTheCIReportsOwn(failOn: Severity) throws {
        let words = Wording(strings: .builtIn, language: .english)
        for board in Self.boards + ["../../../Examples/broken-kanban.json"] {
            let path = Self.fixture(board)
            let (document, _, _) = try DocumentFile.read(path)
            var report = Auditor().audit([AuditTarget(name: board, document: document)], languages: [.english], directions: [.leftToRight])
            #expect(report.exitCode(failOn: failOn) == report.ciReport(words, inputs: [], failOn: failOn).exitCode, "\(board)")
            report.inputErrors = [AuditReport.InputError(file: "x.json", message: "refused")]
            #expect(report.exitCode(failOn: failOn) == report.ciReport(words, inputs: [], failOn: failOn).exitCode)
        }
    }

    /// Four languages and two directions of one problem on one card are one result, with the
    /// languages and directions it holds in as properties.
    @Test func oneResultHoldsEveryLanguageAndDirection() throws {
        let result = try RotorProcess.run(["audit", Self.fixture("tiny-targets.json"), "--format", "sarif"])
        let root = try Self.json(result.standardOutput)
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let sizes = results.filter { $0["ruleId"] as? String == "geometry-target-size" }
        #expect(sizes.count == 2, "card.1 and card.2")
        let properties = try #require(sizes.first?["properties"] as? [String: Any])
        #expect(properties["languages"] as? [String] == ["en", "es", "he", "ar"])
        #expect(properties["directions"] as? [String] == ["ltr", "rtl"])
    }

    /// Hebrew and Arabic sentences isolate a quoted title on a terminal; JSON, SARIF and JUnit
    /// carry the words without the marks.
    @Test(arguments: ["json", "sarif", "junit"])
    func machineReadableTextHasNoIsolates(format: String) throws {
        let result = try RotorProcess.run(
            ["audit", Self.fixture("two-done-columns.json"), "--format", format], environment: ["LANG": "he_IL.UTF-8"]
        )
        #expect(result.status == 1)
        #expect(!result.standardOutput.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
        #expect(!result.standardOutput.lowercased().contains("\\u206"), "not even escaped")
        // The card's action in the reader's Hebrew, the column's title as its person wrote it.
        #expect(result.standardOutput.contains("העברה לעמודה Done"))
        let text = try RotorProcess.run(["audit", Self.fixture("two-done-columns.json")], environment: ["LANG": "he_IL.UTF-8"])
        #expect(text.standardOutput.unicodeScalars.contains { $0.value == 0x2068 }, "a terminal still gets them")
    }

    @Test func jsonHasAxeCoresShape() throws {
        let result = try RotorProcess.run(["audit", Self.fixture("tiny-targets.json"), "--lang", "en", "--format", "json"],
                                          environment: ["SOURCE_DATE_EPOCH": "1767225600"])
        let root = try Self.json(result.standardOutput)
        for key in ["testEngine", "testRunner", "testEnvironment", "timestamp", "toolOptions", "violations", "passes", "incomplete", "inapplicable"] {
            #expect(root[key] != nil, "\(key)")
        }
        #expect(root["timestamp"] as? String == "2026-01-01T00:00:00Z")
        #expect((root["testEngine"] as? [String: Any])?["name"] as? String == "rotor")
        let violations = try #require(root["violations"] as? [[String: Any]])
        let size = try #require(violations.first { $0["id"] as? String == "geometry-target-size" })
        #expect(size["description"] is String && size["help"] is String)
        #expect(size["helpUrl"] as? String == "docs/audit-rules.md#geometry-target-size")
        let node = try #require((size["nodes"] as? [[String: Any]])?.first)
        #expect(node["impact"] as? String == "serious")
        #expect(node["target"] as? [String] == [Self.fixture("tiny-targets.json"), "card.1"])
        #expect(node["failureSummary"] as? String == "The target is 96 by 24 points, smaller than the 44 by 44 Apple asks for.")
        #expect((node["location"] as? [String: Any])?["line"] as? Int == 9)
        #expect((root["passes"] as? [[String: Any]])?.allSatisfy { ($0["nodes"] as? [Any])?.isEmpty == true } == true)
    }

    /// A file that is not JSON among good ones: the others are audited, the bad one is
    /// reported in every format, and the exit code says unreadable input.
    @Test(arguments: ["text", "json", "sarif", "junit", "html"])
    func anUnreadableFileIsRecordedInEveryFormat(format: String) throws {
        let broken = Self.fixture("broken.json")
        let result = try RotorProcess.run(["audit", broken, Self.fixture("plain-cards.json"), "--lang", "en", "--format", format])
        #expect(result.status == 65)
        #expect(!result.standardOutput.isEmpty)
        let data = Data(result.standardOutput.utf8)
        switch format {
        case "json":
            let root = try Self.json(result.standardOutput)
            let errors = try #require(root["errors"] as? [[String: Any]])
            #expect(errors.first?["file"] as? String == broken)
            #expect(errors.first?["line"] as? Int == 5)
        case "sarif":
            let verdict = try SARIFSchema.errors(in: result.standardOutput)
            #expect(verdict == [])
            let root = try Self.json(result.standardOutput)
            let invocation = try #require(((root["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
            #expect(invocation["executionSuccessful"] as? Bool == false)
            #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 1)
        case "junit":
            let document = try XMLDocument(data: data)
            #expect(document.rootElement()?.attribute(forName: "errors")?.stringValue == "1")
            let errors = try document.nodes(forXPath: "//error")
            #expect(errors.count == 1)
        case "html":
            #expect(result.standardOutput.contains(#"<p role="alert">\#(broken) could not be audited: "#))
        default:
            #expect(result.standardOutput.hasPrefix("\(broken) could not be audited: "))
            #expect(result.standardOutput.contains("Audited 1 screen"))
        }
    }

    /// `--fail-on`: every violation fails by default; `--fail-on error` lets a moderate one
    /// (a pale icon) pass; a finding to review never fails.
    @Test(arguments: [([], 1), (["--fail-on", "warning"], 1), (["--fail-on", "error"], 0)] as [([String], Int32)])
    func failOnSetsWhichViolationsFail(options: [String], status: Int32) throws {
        let result = try RotorProcess.run(["audit", Self.fixture("dark-deck.json")] + options)
        #expect(result.status == status, "\(options): \(result.standardOutput)")
    }

    /// A baseline written and read back reports nothing new, though the board's lines moved; a
    /// new problem, and an old one in a language the baseline did not have, are reported.
    @Test func aBaselineHoldsBackWhatWasKnown() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-audit-baseline")
        let board = folder.url.appending(path: "board.json")
        let original = try String(contentsOfFile: Self.fixture("tiny-targets.json"), encoding: .utf8)
        try original.write(to: board, atomically: true, encoding: .utf8)
        let write = try RotorProcess.run(["audit", "board.json", "--lang", "en", "--write-baseline", "known.json"], directory: folder.url)
        #expect(write.status == 0, "every finding written down is accepted")

        // The same board, its lines moved: nothing new, and the run passes.
        try ("\n\n" + original.replacingOccurrences(of: "\n", with: "\n\n")).write(to: board, atomically: true, encoding: .utf8)
        let again = try RotorProcess.run(["audit", "board.json", "--lang", "en", "--baseline", "known.json", "--format", "sarif"], directory: folder.url)
        #expect(again.status == 0, "\(again.standardOutput)")
        let results = try #require(((try Self.json(again.standardOutput)["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.isEmpty)

        // A third nameless card is new; the known ones in Spanish are new in Spanish only.
        let grown = original.replacingOccurrences(of: #"{ "id": "2", "title": "" }"#, with: #"{ "id": "2", "title": "" }, { "id": "3", "title": "" }"#)
        try grown.write(to: board, atomically: true, encoding: .utf8)
        let grew = try RotorProcess.run(["audit", "board.json", "--lang", "en", "--lang", "es", "--baseline", "known.json", "--format", "json"], directory: folder.url)
        #expect(grew.status == 1)
        let github = try RotorProcess.run(["audit", "board.json", "--lang", "en", "--baseline", "known.json", "--format", "github"], directory: folder.url)
        let lines = github.standardOutput.split(separator: "\n")
        // The third card's two problems, where it is written (line 10, the card's "{").
        #expect(lines.count == 2 && lines.allSatisfy { $0.hasPrefix("::error file=board.json,line=10,col=37,") }, "\(lines)")
        #expect(lines.contains { $0.contains("title=content-empty-label::") } && lines.contains { $0.contains("title=geometry-target-size::") })
        let sarif = try RotorProcess.run(["audit", "board.json", "--lang", "en", "--lang", "es", "--baseline", "known.json", "--format", "sarif"], directory: folder.url)
        let found = try #require(((try Self.json(sarif.standardOutput)["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let languages = found.compactMap { ($0["properties"] as? [String: Any])?["languages"] as? [String] }
        #expect(languages.contains(["en", "es"]), "the new card, in both languages")
        #expect(languages.filter { $0 == ["es"] }.count >= 2, "the known cards, in Spanish only: \(languages)")
    }
}
