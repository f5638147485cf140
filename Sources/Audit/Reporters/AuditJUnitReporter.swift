// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import TextSafety
import Localization
import Semantics

/// An audit report as JUnit XML, as CI servers show test results: one `testsuite` per rule, one
/// `testcase` per scope it checked (`kanban es rtl`), a `failure` listing the violations; a file
/// that could not be read is a test case with an `error`. No bidi isolates in any text.
public enum AuditJUnitReporter: Reporter {

    /// The report as an XML document, ending in a newline.
    public static func render(_ report: AuditReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        // Things to review are skipped test cases, not failures: a CI server shows them, and
        // they do not fail the build.
        let failures = report.checks.filter { !$0.rule.isReview && !$0.findings.isEmpty }.count
        let errors = report.inputErrors.count
        func plain(_ text: String) -> String { XMLText.escape(BidiIsolation.removingIsolates(text)) }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(ToolInfo.name) audit" tests="\#(report.checks.count + errors)" failures="\#(failures)" errors="\#(errors)">"#,
        ]
        if errors > 0 {
            lines.append(#"  <testsuite name="\#(ToolInfo.name).audit.input" tests="\#(errors)" failures="0" errors="\#(errors)" skipped="0">"#)
            for error in report.inputErrors {
                let place = error.line.map { ":\($0)" + (error.column.map { ":\($0)" } ?? "") } ?? ""
                lines.append(#"    <testcase classname="\#(ToolInfo.name).audit.input" name="\#(plain(error.file))">"#)
                lines.append(#"      <error type="unreadable" message="\#(plain(error.message))">\#(plain(error.file + place + ": " + error.message))</error>"#)
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        for rule in report.checkedRules {
            let checks = report.checks.filter { $0.rule == rule }
            let found = checks.filter { !$0.findings.isEmpty }.count
            let (failed, skipped) = rule.isReview ? (0, found) : (found, 0)
            let help = BidiIsolation.removingIsolates(strings.text(rule.helpKey, language))
            lines.append(#"  <testsuite name="\#(ToolInfo.name).audit.\#(rule.id)" tests="\#(checks.count)" failures="\#(failed)" errors="0" skipped="\#(skipped)">"#)
            for check in checks {
                let name = XMLText.escape(check.scope.parts.joined(separator: " "))
                let open = #"    <testcase classname="\#(ToolInfo.name).audit.\#(rule.id)" name="\#(name)""#
                guard !check.findings.isEmpty else {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                let body = BidiIsolation.removingIsolates(check.findings.map { finding in
                    strings.text(AuditKey.report(.node), language, arguments: [AuditTextReporter.location(finding, words), finding.summary(strings, language)])
                }.joined(separator: "\n"))
                if rule.isReview {
                    lines.append(#"      <skipped message="\#(XMLText.escape(help))">\#(XMLText.escape(body))</skipped>"#)
                } else {
                    lines.append(#"      <failure type="\#(rule.impact.rawValue)" message="\#(XMLText.escape(help))">\#(XMLText.escape(body))</failure>"#)
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
