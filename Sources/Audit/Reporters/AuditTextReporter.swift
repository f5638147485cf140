// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import Localization
import Semantics
import Widgets

/// An audit report as sentences that read well aloud, in the reader's language.
///
/// The scope first, then the verdict; then, for each rule broken, its id, impact and help, and
/// one line per violation: where (screen, element, language, direction) and what is wrong.
public enum AuditTextReporter: Reporter {

    /// The report as text, one sentence a line, ending in a newline.
    public static func render(_ report: AuditReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        var lines: [String] = []
        let list = words.listSeparator
        lines.append(strings.text(
            AuditKey.report(.scope), language, number: report.screens.count,
            arguments: [report.languages.map(\.code).joined(separator: list), report.directions.map { directionWord($0, words) }.joined(separator: list)]
        ))
        let violations = report.violations
        let passes = report.passes
        if violations.isEmpty {
            lines.append(strings.text(AuditKey.report(.clean), language, number: passes.count))
        } else {
            lines.append(strings.text(AuditKey.report(.violations), language, number: report.findings.count))
            lines += section(violations, words)
            if !passes.isEmpty {
                lines.append("")
                lines.append(strings.text(AuditKey.report(.passed), language, arguments: [passes.map(\.id).joined(separator: list)]))
            }
        }
        let reviews = report.reviews
        if !reviews.isEmpty {
            lines.append("")
            lines.append(strings.text(AuditKey.report(.reviews), language, number: reviews.reduce(0) { $0 + $1.findings.count }))
            lines += section(reviews, words)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Each rule's line (id, impact, help), then a line per finding.
    static func section(_ rules: [(rule: AuditRule, findings: [AuditFinding])], _ words: Wording) -> [String] {
        let (strings, language) = (words.strings, words.language)
        var lines: [String] = []
        for (rule, findings) in rules {
            lines.append("")
            lines.append(strings.text(
                AuditKey.report(.rule), language,
                arguments: [rule.id, strings.text(rule.impact.wordKey, language), strings.text(rule.helpKey, language)]
            ))
            for finding in findings {
                lines.append("  " + strings.text(AuditKey.report(.node), language, arguments: [location(finding, words), finding.summary(strings, language)]))
            }
        }
        return lines
    }

    /// Where a violation is: screen, element, language and direction, those that apply.
    public static func location(_ finding: AuditFinding, _ words: Wording) -> String {
        let parts = [finding.scope.screen, finding.element.isEmpty ? nil : finding.element, finding.scope.language?.code,
                     finding.scope.direction.map { directionWord($0, words) }]
        return parts.compactMap { $0 }.joined(separator: words.listSeparator)
    }

    /// A layout direction in running text: "left to right".
    public static func directionWord(_ direction: LayoutDirection, _ words: Wording) -> String {
        words(AuditKey.direction(direction))
    }
}
