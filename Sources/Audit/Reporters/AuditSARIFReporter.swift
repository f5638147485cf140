// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import Localization
import Semantics

/// An audit report as SARIF 2.1.0, the format code-scanning viewers read: every rule in
/// `runs[0].tool.driver.rules`, every violation a result with a logical location
/// (`kanban/card.1`, kind `element`).
public enum AuditSARIFReporter: Reporter {
    /// The JSON schema SARIF files name.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"


    struct Log: Encodable {
        var schema = AuditSARIFReporter.schema
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }

    struct Message: Encodable {
        var text: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct RuleProperties: Encodable {
        var impact: String
        var tags: [String]
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        /// `fail` for a violation, `review` for something to look at.
        var kind: String
        var message: Message
        var locations: [Location]
        var properties: ResultProperties
    }

    struct Location: Encodable {
        var logicalLocations: [LogicalLocation]
    }

    struct LogicalLocation: Encodable {
        var name: String
        var fullyQualifiedName: String
        var kind: String
    }

    struct ResultProperties: Encodable {
        var impact: String
        var language: String?
        var direction: String?
    }

    /// The report as a SARIF log, ending in a newline.
    public static func render(_ report: AuditReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        let rules = AuditRule.allCases
        let results = (report.findings + report.reviews.flatMap(\.findings)).map { finding in
            let target = finding.target
            return Result(
                ruleId: finding.rule.id,
                ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                level: finding.rule.isReview ? "note" : finding.rule.impact.sarifLevel,
                kind: finding.rule.isReview ? "review" : "fail",
                message: Message(text: finding.summary(strings, language)),
                locations: [Location(logicalLocations: [LogicalLocation(
                    name: target.last ?? "", fullyQualifiedName: target.joined(separator: "/"),
                    kind: finding.element.isEmpty ? "module" : "element"
                )])],
                properties: ResultProperties(
                    impact: finding.rule.impact.rawValue, language: finding.scope.language?.code,
                    direction: finding.scope.direction?.rawValue
                )
            )
        }
        let driver = Driver(name: ToolInfo.name, version: ToolInfo.version, rules: rules.map { rule in
            Rule(
                id: rule.id, shortDescription: Message(text: strings.text(rule.helpKey, language)),
                defaultConfiguration: Configuration(level: rule.isReview ? "note" : rule.impact.sarifLevel),
                properties: RuleProperties(impact: rule.impact.rawValue, tags: [rule.category.rawValue])
            )
        })
        return JSONOutput.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
    }
}
