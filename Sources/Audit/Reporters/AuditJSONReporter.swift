// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Reporting
import Semantics
import TextSafety

/// An audit report as JSON in axe-core's result shape: `testEngine`, `testRunner`,
/// `testEnvironment`, `timestamp`, `toolOptions`, then `violations`, `passes`, `incomplete` and
/// `inapplicable`, each rule with its `description`, `help`, `helpUrl` and `nodes`; each node with
/// its `impact`, `target` and `failureSummary`, and Rotor's own `languages`, `directions`,
/// `appearances`, `location` and `fingerprint`. Files that could not be read are in `errors`.
/// Keys are sorted; the text carries no bidi isolates (they are for terminals and HTML), and a
/// summary or message shows the controls and bidi formatting characters of its input as visible
/// symbols (``TerminalText/visible(_:)``), so a page that shows it reorders nothing.
public enum AuditJSONReporter: Reporter {

    struct Document: Encodable {
        var testEngine: ToolInfo.Named
        var testRunner: Runner
        var testEnvironment: Environment
        var timestamp: String
        var toolOptions: Options
        var violations: [Rule]
        var passes: [Rule]
        /// What to review, not violations.
        var incomplete: [Rule]
        var inapplicable: [Rule]
        var errors: [InputError]
        var summary: Summary
    }

    struct Runner: Encodable {
        var name: String
    }

    struct Environment: Encodable {
        /// The Dynamic Type content size the screens were laid out at.
        var contentSize: String
    }

    struct Options: Encodable {
        var screens: [String]
        var languages: [String]
        var directions: [String]
        var appearances: [String]
        var contentSize: String
    }

    struct Rule: Encodable {
        var id: String
        var impact: String?
        var tags: [String]
        var description: String
        var help: String
        var helpUrl: String
        var nodes: [Node]
    }

    struct Node: Encodable {
        var impact: String
        var target: [String]
        var failureSummary: String
        var languages: [String]
        var directions: [String]
        var appearances: [String]?
        var original: Bool
        var location: Location?
        var fingerprint: String
        /// A contrast finding's colours and ratios, one per appearance, in axe-core's names.
        var contrast: [PropertyValue]?
    }

    struct Location: Encodable {
        var file: String
        var line: Int
        var column: Int
    }

    struct InputError: Encodable {
        var file: String
        var message: String
        var line: Int?
        var column: Int?
    }

    struct Summary: Encodable {
        var violations: Int
        var rulesViolated: Int
        var rulesPassed: Int
        var inputErrors: Int
    }

    /// The report as pretty-printed JSON, ending in a newline.
    public static func render(_ report: AuditReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        let results = report.results
        func plain(_ text: String) -> String { TerminalText.visible(BidiIsolation.removingIsolates(text)) }
        func nodes(_ rule: AuditRule) -> [Node] {
            results.filter { $0.rule == rule }.map { result in
                Node(
                    impact: rule.impact.rawValue, target: result.first.target, failureSummary: plain(result.summary(strings, language)),
                    languages: result.languages.map(\.code), directions: result.directions.map(\.rawValue),
                    appearances: result.appearances.isEmpty ? nil : result.appearances.map(\.rawValue),
                    original: result.findings.contains(where: \.original),
                    location: result.location.map { Location(file: $0.path, line: $0.line ?? 1, column: $0.column ?? 1) },
                    fingerprint: result.fingerprint,
                    contrast: result.contrasts.isEmpty ? nil : result.contrasts.map(\.property)
                )
            }
        }
        func rule(_ rule: AuditRule, impact: Bool = true, nodes: [Node] = []) -> Rule {
            Rule(
                id: rule.id, impact: impact ? rule.impact.rawValue : nil, tags: [rule.category.rawValue],
                description: plain(strings.text(rule.helpKey, language)), help: plain(strings.text(rule.helpKey, language)),
                helpUrl: rule.helpPath, nodes: nodes
            )
        }
        let violations = report.violations.map { rule($0.rule, nodes: nodes($0.rule)) }
        let document = Document(
            testEngine: ToolInfo.named,
            testRunner: Runner(name: ToolInfo.name),
            testEnvironment: Environment(contentSize: report.contentSize.rawValue),
            timestamp: timestamp(report.date),
            toolOptions: Options(
                screens: report.screens, languages: report.languages.map(\.code), directions: report.directions.map(\.rawValue),
                appearances: report.appearances.map(\.rawValue), contentSize: report.contentSize.rawValue
            ),
            violations: violations,
            passes: report.passes.map { rule($0, impact: false) },
            incomplete: report.reviews.map { rule($0.rule, nodes: nodes($0.rule)) },
            inapplicable: report.inapplicable.map { rule($0, impact: false) },
            errors: report.inputErrors.map { InputError(file: $0.file, message: plain($0.message), line: $0.line, column: $0.column) },
            summary: Summary(
                violations: results.filter { !$0.rule.isReview }.count, rulesViolated: violations.count,
                rulesPassed: report.passes.count, inputErrors: report.inputErrors.count
            )
        )
        return JSONOutput.encode(document)
    }

    /// ISO 8601 in UTC to the second, as axe-core's `timestamp`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
