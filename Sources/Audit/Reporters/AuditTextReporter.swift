// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import Localization
import Semantics
import TextSafety
import Widgets

/// An audit report as sentences that read well aloud, in the reader's language.
///
/// Files that could not be read first, then the scope and the verdict; then, for each rule
/// broken, its id, impact and help, and one line per problem: where (screen, element, the
/// languages, directions and appearances it holds in) and what is wrong.
///
/// Each line is safe on a terminal and in a CI log, as the checker's compiler text is: a card
/// title's control characters and line breaks show as their symbols (``TerminalText/neutralize(_:)``),
/// so a title cannot start a line of its own, and no line begins with what GitHub Actions runs
/// as a workflow command.
public enum AuditTextReporter: Reporter {

    /// The report as text, one sentence a line, ending in a newline.
    public static func render(_ report: AuditReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        var lines: [String] = report.inputErrors.map { error in
            strings.text(AuditKey.report(.inputError), language, arguments: [error.file, error.message])
        }
        let list = words.listSeparator
        lines.append(strings.text(
            AuditKey.report(.scope), language, number: report.screens.count,
            arguments: [report.languages.map(\.code).joined(separator: list), report.directions.map { directionWord($0, words) }.joined(separator: list)]
        ))
        let violations = report.violations
        let passes = report.passes
        if violations.isEmpty {
            lines += report.verdict(violations: 0, words)
            // Beside a refusal, which rules passed on what was audited.
            if !report.inputErrors.isEmpty, !report.screens.isEmpty, !passes.isEmpty {
                lines.append(strings.text(AuditKey.report(.passed), language, arguments: [passes.map(\.id).joined(separator: list)]))
            }
        } else {
            let results = report.results
            let verdict = report.verdict(violations: results.filter { !$0.rule.isReview }.count, words)
            lines.append(verdict[0])
            lines += section(violations.map(\.rule), results, words)
            if !passes.isEmpty {
                lines.append("")
                lines.append(strings.text(AuditKey.report(.passed), language, arguments: [passes.map(\.id).joined(separator: list)]))
            }
            // That some inputs were refused comes last too, after the findings it does not cover.
            if verdict.count > 1 {
                lines.append("")
                lines += verdict.dropFirst()
            }
        }
        if report.baselined > 0 {
            lines.append(words(CatalogText.reportTextBaselined(report.baselined)))
        }
        let reviews = report.reviews
        if !reviews.isEmpty {
            lines.append("")
            let results = report.results.filter(\.rule.isReview)
            lines.append(strings.text(AuditKey.report(.reviews), language, number: results.count))
            lines += section(reviews.map(\.rule), results, words)
        }
        return TerminalText.defusingWorkflowCommands(lines.map { TerminalText.neutralize($0) + "\n" }.joined())
    }

    /// Each rule's line (id, impact, help), then a line per result of it.
    static func section(_ rules: [AuditRule], _ results: [AuditResult], _ words: Wording) -> [String] {
        let (strings, language) = (words.strings, words.language)
        var lines: [String] = []
        for rule in rules {
            lines.append("")
            lines.append(strings.text(
                AuditKey.report(.rule), language,
                arguments: [rule.id, strings.text(rule.impact.wordKey, language), strings.text(rule.helpKey, language)]
            ))
            for result in results where result.rule == rule {
                lines.append("  " + strings.text(
                    AuditKey.report(.node), language, arguments: [location(result, words), result.summary(strings, language)]
                ))
            }
        }
        return lines
    }

    /// Where a result is: screen, element, then the languages, directions and appearances it
    /// holds in, those that apply.
    public static func location(_ result: AuditResult, _ words: Wording) -> String {
        let finding = result.first
        let parts = [finding.scope.screen, finding.element.isEmpty ? nil : finding.element]
            + result.languages.map(\.code) + result.directions.map { directionWord($0, words) }
            + result.appearances.map { words(AuditKey.appearance($0)) }
        return parts.compactMap { $0 }.joined(separator: words.listSeparator)
    }

    /// Where one finding is: screen, element, language, direction and appearance, those that apply.
    public static func location(_ finding: AuditFinding, _ words: Wording) -> String {
        location(AuditResult(findings: [finding]), words)
    }

    /// A layout direction in running text: "left to right".
    public static func directionWord(_ direction: LayoutDirection, _ words: Wording) -> String {
        words(AuditKey.direction(direction))
    }
}
