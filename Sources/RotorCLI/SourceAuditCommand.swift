// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import Documents
import Foundation
import Localization
import Reporting
import SourceModel
import SystemInterface

/// `rotor audit Sources/` (folders and `.swift` files): the team's own SwiftUI views, read from
/// their code by `rotor-swift` and audited for VoiceOver parity, images, hidden controls and
/// their texts, through the same CI layer as every audit.
///
/// Exit codes as for boards: 0 when nothing is at or above `--fail-on` (default: every
/// violation), 1 when something is, 65 when a file could not be read or does not parse (the
/// rest is still audited, and every format says which), 64 on usage errors, 69 when
/// `rotor-swift` is not there, 70 when it fails, 74 when the report cannot be written.
enum SourceAuditCommand {
    /// Whether the command's arguments name Swift sources: a `.swift` file, or a folder
    /// without `--as` (which makes a folder a board).
    static func names(_ paths: [String], _ invocation: Invocation) -> Bool {
        guard !paths.isEmpty, invocation.value("as") == nil else { return false }
        return paths.contains { path in
            var folder: ObjCBool = false
            return path.hasSuffix(".swift") || (FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue)
        }
    }

    /// The formats a source audit writes (not the board audit's HTML page of pictures).
    static let formats = ReportFormat.allCases.map(\.rawValue)

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let paths = invocation.positionals
        if let format = invocation.value("format"), !formats.contains(format) {
            throw .usage(.invalidValue(option: "--format", value: format, valid: formats))
        }
        let configuration = try self.configuration(invocation, paths)
        let found = SourceFiles.find(paths) { configuration.excludes($0) }
        if found.paths.isEmpty, found.problems.isEmpty, let folder = paths.first(where: { FileGate.kind(of: $0) == .folder }) {
            throw .usage(.noSwiftFiles(folder))
        }
        let indexes: [SwiftFileIndex]
        do {
            indexes = try SourceReader.read(found.paths, context.variables)
        } catch {
            throw .sourceReader(error)
        }
        let files = indexes + found.problems
        // A file that does not parse is read as far as the parser recovered; one that could
        // not be read at all adds nothing.
        let project = ProjectIndex(files: files.filter { $0.problem == nil || $0.problem?.kind == .syntax })
        let auditor = SourceAuditor(
            index: project, configuration: configuration, strings: context.strings
        )
        let words = Wording(strings: context.strings, language: context.language)
        let findings = configuration.rules.apply(to: SourceFinding.ciFindings(auditor.audit(), words))
        let notifications = files.compactMap { file -> ToolNotification? in
            guard let problem = file.problem else { return nil }
            return ToolNotification(
                message: BidiIsolation.removingIsolates(context.words.describe(problem, path: file.path)),
                location: SourceLocation(path: file.path, line: problem.at?.line, column: problem.at?.column)
            )
        }
        let full = CIReport(
            job: AuditReport.job, rules: SourceFinding.rules(words, settings: configuration.rules), findings: findings,
            notifications: notifications, inputs: paths, failOn: CIOptions.failOn(invocation, default: AuditCommand.defaultFailOn),
            subjectKind: "element"
        )
        let baseline = try CIOptions.baseline(invocation)
        return try CIOptions.finish(baseline?.filter(full) ?? full, full: full, invocation, context)
    }

    /// The team's settings: `--config FILE`, else `rotor-audit.json` in the first folder given.
    static func configuration(_ invocation: Invocation, _ paths: [String]) throws(RotorError) -> SourceAuditConfiguration {
        var path = invocation.value("config")
        if path == nil {
            for folder in paths {
                var isFolder: ObjCBool = false
                let candidate = folder + "/" + SourceAuditConfiguration.fileName
                // Anything by that name counts, a link to nothing too: what cannot be read is a
                // usage error that names it, never settings silently not applied.
                if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                   FileGate.exists(candidate) {
                    path = candidate
                    break
                }
            }
        }
        guard let path else { return SourceAuditConfiguration() }
        let bytes = try CIOptions.read(path, limit: InputLimit.configuration)
        do {
            return try SourceAuditConfiguration(json: Data(bytes))
        } catch {
            throw .usage(.unusableAuditConfiguration(path: path, problem: error))
        }
    }
}
