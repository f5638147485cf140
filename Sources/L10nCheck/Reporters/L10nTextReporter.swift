// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import Localization

/// A catalog check as sentences that read well aloud: for each catalog what was checked, then
/// one line per finding (severity, check, key and form, language, what is wrong, the fix),
/// then the totals.
public enum L10nTextReporter: Reporter {

    /// The report as text, ending in a newline.
    public static func render(_ report: L10nReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        var lines: [String] = []
        let list = words.listSeparator
        for catalog in report.catalogs {
            lines.append(strings.text(
                L10nKey.report(.catalog), language, number: catalog.entries.count,
                arguments: [catalog.path, catalog.languages.joined(separator: list)]
            ))
            for finding in report.findings where finding.catalog == catalog.path {
                let key = finding.form.isEmpty ? finding.key : "\(finding.key) (\(finding.form))"
                lines.append("  " + strings.text(finding.check.severity.textKey, language, arguments: [
                    finding.check.id, key, finding.language, finding.message(strings, language), finding.fix(strings, language),
                ]))
            }
        }
        if report.findings.isEmpty {
            lines.append(strings.text(L10nKey.report(.clean), language))
        } else {
            lines.append(strings.text(L10nKey.report(.totals), language, arguments: [strings.number(report.errorCount, language), strings.number(report.warningCount, language)]))
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
