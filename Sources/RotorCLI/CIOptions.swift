// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Localization
import Reporting

/// The options `rotor l10n check` (and the audit, which shares the report layer) takes for CI:
/// the report's format, the severity that fails the run, and a baseline to read or write.
enum CIOptions {
    /// The formats of a CI report.
    static let formats = ReportFormat.allCases.map(\.rawValue)

    static let format = OptionSpec.value("format", formats, help: CatalogText.helpOptionFormat)
    static let failOn = OptionSpec.value("fail-on", ["error", "warning", "note"], help: CatalogText.helpOptionFailOn)
    static let baseline = OptionSpec.value("baseline", shown: .word(.helpValueFile), help: .helpOptionBaseline)
    static let writeBaseline = OptionSpec.value("write-baseline", shown: .word(.helpValueFile), help: .helpOptionWriteBaseline)

    /// Every one of them.
    static let specs = [format, failOn, baseline, writeBaseline]

    /// The largest configuration or baseline file read.
    static let fileLimit = 64 << 20

    /// The severity that fails the run: `--fail-on`, else `--strict` (warning), else the
    /// command's default (`l10n check`: error; the audit: note, every violation).
    static func failOn(_ invocation: Invocation, default fallback: Severity = .error) -> Severity {
        invocation.value("fail-on").flatMap(Severity.init(rawValue:)) ?? (invocation.has("strict") ? .warning : fallback)
    }

    /// The baseline `--baseline FILE` names, read; nil without the option.
    static func baseline(_ invocation: Invocation) throws(RotorError) -> Baseline? {
        guard let path = invocation.value("baseline") else { return nil }
        let bytes = try read(path)
        do {
            return try Baseline(json: Data(bytes))
        } catch {
            throw .usage(.unusableBaseline(path: path, problem: error))
        }
    }

    /// A small file a command reads (a configuration, a baseline): a missing or unreadable one
    /// is a usage error.
    static func read(_ path: String) throws(RotorError) -> [UInt8] {
        do {
            return try FileSystem.read(path, limit: fileLimit)
        } catch {
            throw .usage(.unreadableFile(error))
        }
    }

    /// Writes the report in its format, writes `--write-baseline FILE` of `full` (the findings
    /// before any baseline held some back), and returns the exit code.
    static func finish(
        _ report: CIReport, full: CIReport, _ invocation: Invocation, _ context: CommandContext
    ) throws(RotorError) -> Int32 {
        let format = invocation.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        let words = Wording(strings: context.strings, language: context.language)
        let folder = FileManager.default.currentDirectoryPath
        try context.write(format.render(report, words, workingDirectory: folder), workflowCommands: format == .github)
        try writeBaseline(of: full, invocation)
        return exitCode(of: report, invocation)
    }

    /// The exit code of a run: the report's, but 0 for findings when `--write-baseline` wrote them
    /// all down as accepted (an input that could not be read still exits 65: the baseline lacks it).
    static func exitCode(of report: CIReport, _ invocation: Invocation) -> Int32 {
        guard invocation.value("write-baseline") != nil, report.exitCode == ExitCode.findings else { return report.exitCode }
        return ExitCode.clean
    }

    /// Writes `--write-baseline FILE` of a report, when asked.
    static func writeBaseline(of full: CIReport, _ invocation: Invocation) throws(RotorError) {
        guard let path = invocation.value("write-baseline") else { return }
        do {
            try FileSystem.real.replace(path, with: Array(Baseline(full).json().utf8), mode: 0o644)
        } catch {
            throw .reportFile(.writeFailed(path: path, errno: error.rawValue))
        }
    }
}
