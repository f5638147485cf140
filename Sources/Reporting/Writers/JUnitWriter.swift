// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety

/// A report as JUnit XML, as CI servers show test results: a test suite per rule with a test
/// case per finding (a `failure` when it is at or above `--fail-on`, `skipped` below it) or one
/// passing test case when the rule found nothing, and a suite of `error`s for the inputs that
/// could not be read. Both jobs, the audit and the catalog check, write it.
///
/// Every text from the input shows its controls and bidi formatting characters as visible
/// symbols (``TerminalText/visible(_:)``), and every attribute and element is on one line of the
/// file, its line breaks written as character references: CI servers show the messages as they
/// are, and no line of the file can begin with what a CI log runs as a command.
public enum JUnitWriter {
    /// The report as an XML document, ending in a newline.
    public static func render(_ report: CIReport) -> String {
        let prefix = ToolInfo.name + "." + report.job.split(separator: " ").joined(separator: ".")
        let failures = report.findings.filter { $0.severity.fails(at: report.failOn) }.count
        let cases = report.notifications.count + report.rules.reduce(0) { total, rule in
            total + max(1, report.findings.filter { $0.ruleID == rule.id }.count)
        }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(escape(ToolInfo.name + " " + report.job))\" tests=\"\(cases)\" failures=\"\(failures)\" errors=\"\(report.notifications.count)\">",
        ]
        if !report.notifications.isEmpty {
            let name = prefix + ".input"
            lines.append("  <testsuite name=\"\(escape(name))\" tests=\"\(report.notifications.count)\" failures=\"0\" errors=\"\(report.notifications.count)\" skipped=\"0\">")
            for notification in report.notifications {
                lines.append("    <testcase classname=\"\(escape(name))\" name=\"\(escape(notification.location.path))\" file=\"\(escape(notification.location.path))\">")
                lines.append("      <error type=\"\(escape(notification.id))\" message=\"\(escape(notification.message))\"/>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        for rule in report.rules {
            let name = prefix + "." + rule.id
            let found = byRule[rule.id] ?? []
            let failed = found.filter { $0.severity.fails(at: report.failOn) }.count
            lines.append("  <testsuite name=\"\(escape(name))\" tests=\"\(max(1, found.count))\" failures=\"\(failed)\" errors=\"0\" skipped=\"\(found.count - failed)\">")
            guard !found.isEmpty else {
                lines.append("    <testcase classname=\"\(escape(name))\" name=\"\(escape(rule.id))\"/>")
                lines.append("  </testsuite>")
                continue
            }
            for finding in found {
                var open = "    <testcase classname=\"\(escape(name))\" name=\"\(escape(finding.subject))\""
                if let location = finding.location { open += " file=\"\(escape(location.path))\"" }
                if let line = finding.location?.line { open += " line=\"\(line)\"" }
                lines.append(open + ">")
                var body = (finding.location.map(place) ?? TerminalText.visible(finding.subject)) + ": " + TerminalText.visible(finding.message)
                if let fix = finding.fix { body += "\n" + TerminalText.visible(fix) }
                let element = finding.severity.fails(at: report.failOn) ? "failure" : "skipped"
                let type = element == "failure" ? " type=\"\(finding.severity.rawValue)\"" : ""
                lines.append("      <\(element)\(type) message=\"\(escape(finding.message))\">\(XMLText.escape(body))</\(element)>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `path:line:column` as far as it is known, the path's controls as symbols.
    private static func place(_ location: SourceLocation) -> String {
        [TerminalText.visible(location.path), location.line.map(String.init), location.line.flatMap { _ in location.column.map(String.init) }]
            .compactMap { $0 }.joined(separator: ":")
    }

    /// A text from the input as an attribute or element holds it.
    private static func escape(_ text: String) -> String {
        XMLText.escape(TerminalText.visible(text))
    }
}
