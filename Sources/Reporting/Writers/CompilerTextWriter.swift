// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import TextSafety

/// A report as compilers write diagnostics, so that editors and GitHub's problem matchers jump to
/// each finding: `path:line:column: error: message [rule-id]`, the fix indented below, then a
/// summary per group and per rule, and the totals.
///
/// The words `error`, `warning` and `note` stay in English, as compilers write them and as
/// problem matchers look for them; everything else is in the reader's language. Each message
/// is one line: a control character in a catalog's text shows as its symbol; and no line
/// begins with what a CI log runs as a workflow command (a path that starts with `::` is
/// written `./::…`).
public enum CompilerTextWriter {
    /// The report as text, ending in a newline.
    public static func render(_ report: CIReport, _ words: Wording) -> String {
        var lines: [String] = []
        for notification in report.notifications {
            lines.append("\(place(notification.location)): error: \(oneLine(notification.message)) [\(notification.id)]")
        }
        for finding in report.findings {
            let keyword = finding.severity == .review ? "note" : finding.severity.rawValue
            lines.append("\(finding.location.map(place) ?? oneLine(finding.subject)): \(keyword): \(oneLine(finding.message)) [\(finding.ruleID)]")
            if let fix = finding.fix {
                lines.append("    " + oneLine(words(.reportTextFix(fix))))
            }
        }
        if report.findings.isEmpty {
            if report.notifications.isEmpty { lines.append(words(.reportTextClean)) }
        } else {
            lines += summary(report, words)
        }
        if report.baselined > 0 {
            lines.append(words(.reportTextBaselined(report.baselined)))
        }
        return TerminalText.defusingWorkflowCommands(lines.map { $0 + "\n" }.joined())
    }

    /// `path:line:column`, as far as it is known.
    static func place(_ location: SourceLocation) -> String {
        var place = oneLine(location.path)
        if place.hasPrefix("::") || place.hasPrefix("##[") { place = "./" + place }
        if let line = location.line {
            place += ":\(line)"
            if let column = location.column { place += ":\(column)" }
        }
        return place
    }

    /// A text on one line, safe for a terminal: line breaks and controls as visible symbols.
    static func oneLine(_ text: String) -> String {
        TerminalText.neutralize(text)
    }

    /// The tables per group and per rule, and the totals.
    static func summary(_ report: CIReport, _ words: Wording) -> [String] {
        let severities: [Severity] = report.findings.contains { $0.severity == .review }
            ? [.error, .warning, .note, .review] : [.error, .warning, .note]
        let titles = severities.map { severity in
            switch severity {
            case .error: words(.reportColumnErrors)
            case .warning: words(.reportColumnWarnings)
            case .note: words(.reportColumnNotes)
            case .review: words(.reportColumnReviews)
            }
        }
        var lines: [String] = []
        var byGroup: [String: [Severity: Int]] = [:]
        var byRule: [String: [Severity: Int]] = [:]
        for finding in report.findings {
            for group in finding.groups { byGroup[group, default: [:]][finding.severity, default: 0] += 1 }
            byRule[finding.ruleID, default: [:]][finding.severity, default: 0] += 1
        }
        if !byGroup.isEmpty {
            lines.append(report.groupHeading)
            lines += table(title: report.groupTitle, columns: titles, rows: byGroup, severities: severities)
        }
        lines.append(words(.reportTextPerRule))
        lines += table(title: words(.reportColumnRule), columns: titles, rows: byRule, severities: severities)
        var totals = words(.reportTextTotals(
            String(report.count(.error)), String(report.count(.warning)), String(report.count(.note))
        ))
        if severities.contains(.review) {
            totals += " " + words(.reportTextTotalReviews(String(report.count(.review))))
        }
        lines.append(totals)
        return lines
    }

    /// Rows sorted by name under a header, each column as wide as its widest cell.
    static func table(title: String, columns: [String], rows: [String: [Severity: Int]], severities: [Severity]) -> [String] {
        let names = rows.keys.sorted()
        let cells = [[title] + columns] + names.map { name in
            [oneLine(name)] + severities.map { String(rows[name]?[$0] ?? 0) }
        }
        let widths = (0..<(columns.count + 1)).map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { row in
            "  " + row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
