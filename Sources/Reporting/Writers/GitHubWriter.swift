// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TextSafety

/// A report as GitHub Actions workflow commands: one annotation a finding,
/// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (`::warning`), and an `::error` for
/// each input that could not be read. Notes and findings to review are `::notice`s, written
/// only when `--fail-on note` asks for them: an app's catalog has hundreds, which would bury
/// the errors of a pull request.
///
/// Values are escaped as GitHub's toolkit escapes them: in the message `%`, CR and LF as `%25`,
/// `%0D`, `%0A`; in properties also `:` and `,` as `%3A` and `%2C`. Controls and bidi
/// formatting characters are shown as symbols first (``TerminalText/visible(_:)``), so nothing
/// in a catalog can start a command of its own or reorder an annotation.
public enum GitHubWriter {
    /// The commands, one a line, ending in a newline.
    public static func render(_ report: CIReport) -> String {
        var lines: [String] = []
        for notification in report.notifications {
            lines.append(command("error", location: notification.location, title: notification.id, message: [notification.message]))
        }
        for finding in report.findings {
            let name: String
            switch finding.severity {
            case .error: name = "error"
            case .warning: name = "warning"
            case .note, .review:
                guard report.failOn <= .note else { continue }
                name = "notice"
            }
            let parts = [finding.message] + (finding.fix.map { [$0] } ?? [])
            lines.append(command(name, location: finding.location, title: finding.ruleID, message: parts))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func command(_ name: String, location: SourceLocation?, title: String, message: [String]) -> String {
        var properties: [String] = []
        if let location { properties.append("file=" + property(location.path)) }
        if let line = location?.line { properties.append("line=\(line)") }
        if let column = location?.column { properties.append("col=\(column)") }
        properties.append("title=" + property(title))
        return "::\(name) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// A message of one or more parts: controls in each part as symbols, the parts on lines of
    /// their own, then GitHub's data escapes.
    static func data(_ parts: [String]) -> String {
        parts.map { TerminalText.visible($0) }.joined(separator: "\n")
            .replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: the data escapes, and `:` and `,`.
    static func property(_ text: String) -> String {
        data([text]).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
