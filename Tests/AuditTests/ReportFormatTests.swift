// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Localization
import Reporting
import Semantics
import TestSupport
import Testing
import Widgets

/// The JSON, JUnit XML and SARIF reports parse, hold what the README promises, and escape
/// whatever people write in their labels.
@Suite struct ReportFormatTests {
    static let nasty = "Fish & <chips> \"quoted\" 'single' \u{7}bell"

    /// Four rules broken by the board: an empty title (whose card is then 24 points tall), a
    /// duplicate of a title full of markup characters, and that title's BEL, a control
    /// character (twice: both cards hold it); and the original's own `.secondary` count.
    static let report: AuditReport = {
        let document = Document.kanban(KanbanBoard(columns: [
            .init(id: "todo", title: .verbatim("To do"), cards: [
                .init(id: "1", title: .verbatim(nasty)), .init(id: "2", title: .verbatim(nasty)), .init(id: "3", title: .verbatim("")),
            ]),
            .init(id: "done", title: .verbatim("Done")),
        ]))
        return Auditor().audit([AuditTarget(name: "board<1>", document: document)], languages: [.english], directions: [.rightToLeft])
    }()

    @Test func jsonIsCloseToAxeCore() throws {
        let text = AuditJSONReporter.render(Self.report, Wording(strings: .builtIn, language: .english))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(root.keys) == [
            "testEngine", "testRunner", "testEnvironment", "timestamp", "toolOptions",
            "violations", "passes", "incomplete", "inapplicable", "errors", "summary",
        ])
        #expect((root["testEngine"] as? [String: Any])?["name"] as? String == "rotor")
        let violations = try #require(root["violations"] as? [[String: Any]])
        #expect(violations.compactMap { $0["id"] as? String }
            == ["content-empty-label", "content-duplicate-label", "content-unsafe-text", "content-header-trait", "geometry-target-size", "contrast-text"])
        let first = violations[0]
        #expect(first["impact"] as? String == "critical")
        #expect(first["tags"] as? [String] == ["content"])
        #expect(first["help"] as? String == "Every element has a label, and every action a name.")
        #expect(first["helpUrl"] as? String == "docs/audit-rules.md#content-empty-label")
        let node = try #require((first["nodes"] as? [[String: Any]])?.first)
        #expect(node["target"] as? [String] == ["board<1>", "card.3"])
        #expect(node["impact"] as? String == "critical")
        #expect(node["languages"] as? [String] == ["en"])
        #expect(node["directions"] as? [String] == ["rtl"])
        #expect(node["failureSummary"] as? String == "The element has no label.")
        let passes = try #require(root["passes"] as? [[String: Any]])
        #expect(passes.count == Self.report.passes.count)
        #expect(passes.allSatisfy { ($0["nodes"] as? [Any])?.isEmpty == true && $0["id"] is String })
        #expect((root["inapplicable"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
            == Self.report.inapplicable.map(\.id))
        let summary = try #require(root["summary"] as? [String: Int])
        // Results: the empty card, the duplicate, two unsafe titles, the short card, and the
        // original's count in three columns' headers and placeholder, and its two headers
        // without the Heading trait.
        #expect(summary == ["violations": 10, "rulesViolated": 6, "rulesPassed": Self.report.passes.count, "inputErrors": 0])
    }

    /// The audit's JUnit is the CI layer's, as `l10n check` writes it: a suite per rule, a test
    /// case per result (a `failure` at or above `--fail-on`), one passing case for a rule that
    /// found nothing.
    @Test func junitIsValidXMLWithAFailurePerResult() throws {
        let words = Wording(strings: .builtIn, language: .english)
        let text = JUnitWriter.render(Self.report.ciReport(words, inputs: ["board<1>"], failOn: .note))
        let document = try XMLDocument(data: Data(text.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == AuditRule.allCases.count)
        let failures = try document.nodes(forXPath: "//failure")
        #expect(failures.count == 10, "the ten results of the JSON summary")
        let duplicate = try #require(suites.first { $0.attribute(forName: "name")?.stringValue == "rotor.audit.content-duplicate-label" })
        #expect(duplicate.attribute(forName: "failures")?.stringValue == "1")
        let testcase = try #require(duplicate.elements(forName: "testcase").first)
        #expect(testcase.attribute(forName: "name")?.stringValue?.hasPrefix("board<1>/card.") == true)
        let failure = try #require(testcase.elements(forName: "failure").first)
        #expect(failure.stringValue?.contains("Fish & <chips> \"quoted\" 'single' \u{2407}bell") == true, "BEL shown as its control picture")
        #expect(failure.attribute(forName: "type")?.stringValue == "warning")
        let passing = try #require(suites.first { $0.attribute(forName: "name")?.stringValue == "rotor.audit.parity-drag-action" })
        #expect(passing.elements(forName: "testcase").count == 1 && passing.attribute(forName: "failures")?.stringValue == "0")
    }

    @Test func sarifHasItsSchemaRulesAndLogicalLocations() throws {
        let words = Wording(strings: .builtIn, language: .spanish)
        let text = SARIFWriter.render(Self.report.ciReport(words, inputs: ["board<1>"], failOn: .note), workingDirectory: "/work")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "rotor")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == AuditRule.allCases.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 10)
        let result = results[0]
        #expect(result["ruleId"] as? String == "content-empty-label")
        #expect(result["ruleIndex"] as? Int == AuditRule.allCases.firstIndex(of: .contentEmptyLabel))
        #expect(result["level"] as? String == "error")
        #expect((result["message"] as? [String: Any])?["text"] as? String == "El elemento no tiene etiqueta.")
        let location = try #require(((result["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: Any]])?.first)
        #expect(location["name"] as? String == "board<1>/card.3")
        #expect(location["kind"] as? String == "element")
        #expect((results[1]["level"] as? String) == "warning")
        #expect((results[0]["partialFingerprints"] as? [String: String])?[Fingerprint.sarifName] != nil)
    }

    @Test(arguments: ["json", "junit", "sarif", "text"])
    func everyFormatOfTheBinaryParses(format: String) throws {
        let result = try RotorProcess.run(["audit", "--format", format])
        #expect(result.status == 1, "the originals' own colours")
        let data = Data(result.standardOutput.utf8)
        switch format {
        case "junit":
            let document = try XMLDocument(data: data)
            #expect(document.rootElement()?.attribute(forName: "errors")?.stringValue == "0")
        case "text":
            #expect(result.standardOutput.hasPrefix("Audited 5 screens;"))
        default:
            #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
        }
    }

    /// The original grid's chosen photo says "Selected" twice: something to review in every
    /// format, never a violation, so the audit still exits with 0.
    @Test func aRepeatedStateIsToReviewNotAViolation() throws {
        let grid = Document.photoGrid(PhotoGrid(
            photos: [.init(id: "1", label: .verbatim("Beach")), .init(id: "2", label: .verbatim("Harbour"))], selection: ["2"]
        ))
        let report = Auditor().audit([AuditTarget(name: "grid", document: grid)], languages: [.english], directions: [.leftToRight])
        // The Done button's own size and colour are the original's.
        #expect(report.findings.filter { !$0.original }.isEmpty)
        #expect(report.reviews.map(\.rule) == [.reviewRepeatedState])
        #expect(report.reviews.first?.findings.map(\.target) == [["grid", "photo.2"]])
        let words = Wording(strings: .builtIn, language: .english)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(AuditJSONReporter.render(report, words).utf8)) as? [String: Any])
        #expect(((json["incomplete"] as? [[String: Any]])?.first?["id"] as? String) == "review-repeated-state")
        let junit = try XMLDocument(data: Data(JUnitWriter.render(report.ciReport(words, inputs: ["grid"], failOn: .note)).utf8))
        let skipped = try junit.nodes(forXPath: "//skipped")
        #expect(skipped.count == 1)
        // SARIF §3.27.10: a result whose kind is not "fail" has level "none".
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFWriter.render(report.ciReport(words, inputs: ["grid"], failOn: .note), workingDirectory: "/work").utf8)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let review = try #require(results.first { $0["ruleId"] as? String == "review-repeated-state" })
        #expect(review["kind"] as? String == "review" && review["level"] as? String == "none")
        #expect(AuditTextReporter.render(report, words).contains("1 thing to review (not a violation):"))
    }
}
