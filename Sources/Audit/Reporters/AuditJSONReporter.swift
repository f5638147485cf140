// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import Foundation
import Localization
import Semantics
import TextSafety

/// An audit report as JSON close to axe-core's results: `tool`, `scope`, `violations` (each
/// rule with its `nodes`), `passes` and `summary`. The schema is in the README; keys are sorted,
/// so the same audit gives the same bytes.
public enum AuditJSONReporter: Reporter {

    struct Document: Encodable {
        var tool: ToolInfo.Named
        var scope: Scope
        var violations: [Rule]
        /// What to review, not violations (axe-core's "incomplete").
        var incomplete: [Rule]
        var passes: [Rule]
        var summary: Summary
    }

    struct Scope: Encodable {
        var screens: [String]
        var languages: [String]
        var directions: [String]
    }

    struct Rule: Encodable {
        var id: String
        var impact: String
        var tags: [String]
        var help: String
        var nodes: [Node]?
    }

    struct Node: Encodable {
        var target: [String]
        var language: String?
        var direction: String?
        var summary: String
    }

    struct Summary: Encodable {
        var violations: Int
        var rulesViolated: Int
        var rulesPassed: Int
    }

    /// The report as pretty-printed JSON, ending in a newline.
    public static func render(_ report: AuditReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        func nodes(_ findings: [AuditFinding]) -> [Node] {
            findings.map { finding in
                Node(target: finding.target, language: finding.scope.language?.code,
                     direction: finding.scope.direction?.rawValue, summary: finding.summary(strings, language))
            }
        }
        func rule(_ rule: AuditRule, _ nodes: [Node]?) -> Rule {
            Rule(id: rule.id, impact: rule.impact.rawValue, tags: [rule.category.rawValue],
                 help: strings.text(rule.helpKey, language), nodes: nodes)
        }
        let violations = report.violations
        let document = Document(
            tool: ToolInfo.named,
            scope: Scope(screens: report.screens, languages: report.languages.map(\.code), directions: report.directions.map(\.rawValue)),
            violations: violations.map { rule($0.rule, nodes($0.findings)) },
            incomplete: report.reviews.map { rule($0.rule, nodes($0.findings)) },
            passes: report.passes.map { rule($0, nil) },
            summary: Summary(violations: report.findings.count, rulesViolated: violations.count, rulesPassed: report.passes.count)
        )
        return JSONOutput.encode(document)
    }
}
