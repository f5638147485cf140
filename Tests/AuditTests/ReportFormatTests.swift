// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Localization
import Semantics
import TestSupport
import Testing
import Widgets

/// The JSON, JUnit XML and SARIF reports parse, hold what the README promises, and escape
/// whatever people write in their labels.
@Suite struct ReportFormatTests {
    static let nasty = "Fish & <chips> \"quoted\" 'single' \u{7}bell"

    /// Three rules broken: an empty title, a duplicate of a title full of markup characters, and
    /// that title's BEL, a control character (twice: both cards hold it).
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
        #expect(Set(root.keys) == ["tool", "scope", "violations", "incomplete", "passes", "summary"])
        #expect((root["tool"] as? [String: Any])?["name"] as? String == "rotor")
        let violations = try #require(root["violations"] as? [[String: Any]])
        #expect(violations.compactMap { $0["id"] as? String } == ["content-empty-label", "content-duplicate-label", "content-unsafe-text"])
        let first = violations[0]
        #expect(first["impact"] as? String == "critical")
        #expect(first["tags"] as? [String] == ["content"])
        #expect(first["help"] as? String == "Every element has a label, and every action a name.")
        let node = try #require((first["nodes"] as? [[String: Any]])?.first)
        #expect(node["target"] as? [String] == ["board<1>", "card.3"])
        #expect(node["language"] as? String == "en")
        #expect(node["direction"] as? String == "rtl")
        #expect(node["summary"] as? String == "The element has no label.")
        let passes = try #require(root["passes"] as? [[String: Any]])
        #expect(passes.count == Self.report.passes.count)
        #expect(passes.allSatisfy { $0["nodes"] == nil && $0["id"] is String })
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary == ["violations": 4, "rulesViolated": 3, "rulesPassed": Self.report.passes.count])
    }

    @Test func junitIsValidXMLWithAFailurePerBrokenCheck() throws {
        let text = AuditJUnitReporter.render(Self.report, Wording(strings: .builtIn, language: .english))
        let document = try XMLDocument(data: Data(text.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == Self.report.checkedRules.count)
        let failures = try document.nodes(forXPath: "//failure")
        #expect(failures.count == 3)
        let duplicate = try #require(suites.first { $0.attribute(forName: "name")?.stringValue == "rotor.audit.content-duplicate-label" })
        #expect(duplicate.attribute(forName: "failures")?.stringValue == "1")
        let testcase = try #require(duplicate.elements(forName: "testcase").first)
        #expect(testcase.attribute(forName: "name")?.stringValue == "board<1> en rtl")
        let body = try #require(testcase.elements(forName: "failure").first?.stringValue)
        #expect(body.contains("Fish & <chips> \"quoted\" 'single' \u{2407}bell"), "BEL shown as its control picture")
        #expect(testcase.elements(forName: "failure").first?.attribute(forName: "type")?.stringValue == "moderate")
    }

    @Test func sarifHasItsSchemaRulesAndLogicalLocations() throws {
        let text = AuditSARIFReporter.render(Self.report, Wording(strings: .builtIn, language: .spanish))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "rotor")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == AuditRule.allCases.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        let result = results[0]
        #expect(result["ruleId"] as? String == "content-empty-label")
        #expect(result["ruleIndex"] as? Int == AuditRule.allCases.firstIndex(of: .contentEmptyLabel))
        #expect(result["level"] as? String == "error")
        #expect((result["message"] as? [String: Any])?["text"] as? String == "El elemento no tiene etiqueta.")
        let location = try #require(((result["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: Any]])?.first)
        #expect(location["fullyQualifiedName"] as? String == "board<1>/card.3")
        #expect(location["kind"] as? String == "element")
        #expect((results[1]["level"] as? String) == "warning")
    }

    @Test(arguments: ["json", "junit", "sarif", "text"])
    func everyFormatOfTheBinaryParses(format: String) throws {
        let result = try RotorProcess.run(["audit", "--format", format])
        #expect(result.status == 0)
        let data = Data(result.standardOutput.utf8)
        switch format {
        case "junit":
            let document = try XMLDocument(data: data)
            #expect(document.rootElement()?.attribute(forName: "failures")?.stringValue == "0")
        case "text":
            #expect(result.standardOutput.hasSuffix("No violations: all 13 rules checked passed.\n"))
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
        #expect(!report.hasViolations)
        #expect(report.reviews.map(\.rule) == [.reviewRepeatedState])
        #expect(report.reviews.first?.findings.map(\.target) == [["grid", "photo.2"]])
        let words = Wording(strings: .builtIn, language: .english)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(AuditJSONReporter.render(report, words).utf8)) as? [String: Any])
        #expect((json["violations"] as? [Any])?.isEmpty == true)
        #expect(((json["incomplete"] as? [[String: Any]])?.first?["id"] as? String) == "review-repeated-state")
        let junit = try XMLDocument(data: Data(AuditJUnitReporter.render(report, words).utf8))
        #expect(try junit.nodes(forXPath: "//failure").isEmpty && junit.nodes(forXPath: "//skipped").count == 1)
        let sarif = AuditSARIFReporter.render(report, words)
        #expect(sarif.contains("\"kind\" : \"review\"") && sarif.contains("\"level\" : \"note\""))
        #expect(AuditTextReporter.render(report, words).contains("1 thing to review (not a violation):"))
    }
}
