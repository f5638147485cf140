// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Widgets

/// An audit report as sentences that read well aloud, in the reader's language.
///
/// The scope first, then the verdict; then, for each rule broken, its id, impact and help, and
/// one line per violation: where (screen, element, language, direction) and what is wrong.
public struct AuditTextReporter: Sendable {
    /// Where the words come from.
    public let strings: Strings
    /// The reader's language, which need not be the audited trees' language.
    public let language: Language

    /// Creates a reporter.
    public init(strings: Strings, language: Language) {
        self.strings = strings
        self.language = language
    }

    /// The report as text, one sentence a line, ending in a newline.
    public func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        let list = strings.text("error.listSeparator", language)
        lines.append(strings.text(
            "audit.text.scope", language, number: report.screens.count,
            arguments: [report.languages.map(\.code).joined(separator: list), report.directions.map(directionWord).joined(separator: list)]
        ))
        let violations = report.violations
        let passes = report.passes
        if violations.isEmpty {
            lines.append(strings.text("audit.text.clean", language, number: passes.count))
            return lines.map { $0 + "\n" }.joined()
        }
        lines.append(strings.text("audit.text.violations", language, number: report.findings.count))
        for (rule, findings) in violations {
            lines.append("")
            lines.append(strings.text(
                "audit.text.rule", language,
                arguments: [rule.id, strings.text(rule.impact.wordKey, language), strings.text(rule.helpKey, language)]
            ))
            for finding in findings {
                lines.append("  " + strings.text("audit.text.node", language, arguments: [location(finding), finding.summary(strings, language)]))
            }
        }
        if !passes.isEmpty {
            lines.append("")
            lines.append(strings.text("audit.text.passed", language, arguments: [passes.map(\.id).joined(separator: list)]))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Where a violation is: screen, element, language and direction, those that apply.
    func location(_ finding: AuditFinding) -> String {
        let parts = [finding.scope.screen, finding.element.isEmpty ? nil : finding.element, finding.scope.language?.code,
                     finding.scope.direction.map(directionWord)]
        return parts.compactMap { $0 }.joined(separator: Phrase.separator)
    }

    func directionWord(_ direction: LayoutDirection) -> String {
        strings.text("audit.direction." + direction.rawValue, language)
    }
}
