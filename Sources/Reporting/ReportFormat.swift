// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// A format a CI report is written in, and its writer.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// As compilers write diagnostics, then a summary per group and per rule.
    case text
    /// One JSON object.
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// JUnit XML, for CI test views.
    case junit
    /// GitHub Actions workflow commands, one annotation a finding.
    case github

    /// The report in this format, ending in a newline.
    public func render(_ report: CIReport, _ words: Wording, workingDirectory: String) -> String {
        switch self {
        case .text: CompilerTextWriter.render(report, words)
        case .json: CIJSONWriter.render(report)
        case .sarif: SARIFWriter.render(report, workingDirectory: workingDirectory)
        case .junit: JUnitWriter.render(report)
        case .github: GitHubWriter.render(report)
        }
    }
}
