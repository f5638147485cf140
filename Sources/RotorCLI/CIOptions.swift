// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Localization
import Reporting
import SystemInterface

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

    /// The severity that fails the run: `--fail-on`, else `--strict` (warning), else the
    /// command's default (`l10n check`: error; the audit: note, every violation).
    static func failOn(_ invocation: Invocation, default fallback: Severity = .error) -> Severity {
        invocation.value("fail-on").flatMap(Severity.init(rawValue:)) ?? (invocation.has("strict") ? .warning : fallback)
    }

    /// The baseline `--baseline FILE` names, read; nil without the option.
    static func baseline(_ invocation: Invocation) throws(RotorError) -> Baseline? {
        guard let path = invocation.value("baseline") else { return nil }
        let bytes = try read(path, limit: InputLimit.baseline)
        do {
            return try Baseline(json: Data(bytes))
        } catch {
            throw .usage(.unusableBaseline(path: path, problem: error))
        }
    }

    /// A small file a command reads (a configuration, a baseline), through the file gate: a
    /// missing or unreadable one, or one past its limit, is a usage error.
    static func read(_ path: String, limit: Int) throws(RotorError) -> [UInt8] {
        do {
            return try FileGate.read(path, limit: limit)
        } catch {
            throw .usage(.unreadableInput(error))
        }
    }

    /// Checks `--write-baseline FILE` before anything is done: a folder, a device, a named pipe,
    /// a socket or a board a Rotor session holds is refused (exit code 73), so that no report
    /// is made for nothing.
    static func checkWriteBaseline(_ invocation: Invocation) throws(RotorError) {
        guard let path = invocation.value("write-baseline") else { return }
        do {
            _ = try FileGate.checkTarget(path, replacing: true)
        } catch {
            throw .target(DocumentError(error))
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
        exitCode(report.exitCode, invocation)
    }

    /// A report's exit code, made 0 for findings that `--write-baseline` wrote down.
    static func exitCode(_ code: Int32, _ invocation: Invocation) -> Int32 {
        guard invocation.value("write-baseline") != nil, code == ExitCode.findings else { return code }
        return ExitCode.clean
    }

    /// Writes `--write-baseline FILE` of a report, when asked.
    static func writeBaseline(of full: CIReport, _ invocation: Invocation) throws(RotorError) {
        guard let path = invocation.value("write-baseline") else { return }
        do {
            try FileSystem.real.replace(path, with: Array(Baseline(full).json().utf8), options: .init(mode: 0o644))
        } catch {
            // Checked again at the last moment: what became a device or a session's board
            // meanwhile is still refused.
            throw error.isRefusedTarget ? .target(DocumentError(error)) : .reportFile(DocumentError(error))
        }
    }
}
