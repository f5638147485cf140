// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import L10nCheck
import Localization
import Reporting
import SystemInterface

/// `rotor l10n check [CATALOG ...]`: the format of every text, placeholders against what the
/// code passes, CLDR plurals from ICU, missing and unreviewed translations, bidi controls and
/// spoken length, in string catalogs and `.lproj` folders; reported as compilers write
/// diagnostics, or as JSON, SARIF, JUnit or GitHub workflow commands.
///
/// An app's folder is checked whole: every catalog under it, and its Swift sources against them
/// (``CodeCheck``: keys the code asks for that a table lacks, keys nothing uses, arguments read
/// as another type), or the sources `--sources` names. A catalog alone is checked alone.
/// Exit code 0 when nothing is at or above `--fail-on`, 1 when something is, 65 when a catalog
/// or one of its tables cannot be read (the report says so in every format), 64 on usage
/// errors, 73 when `--write-baseline` names what Rotor does not write over, 74 when the report
/// cannot be written.
enum L10nCommand {
    static let spec = Subcommand(
        name: "l10n",
        overviewKey: .helpL10nOverview,
        summaryKey: .helpL10nSummary,
        actions: ["check"],
        arguments: [ArgumentSpec(
            alternatives: [.init(nameKey: .helpValueCatalog, helpKey: .helpArgumentCatalog)], optional: true, repeating: true
        )],
        options: CIOptions.specs + [
            .value("config", shown: .word(.helpValueFile), help: CatalogText.helpOptionConfig),
            .value("allow", shown: .word(.helpValueWord), repeatable: true, help: .helpOptionAllow),
            .value("sources", shown: .word(.helpValueFolder), repeatable: true, help: .helpOptionSources),
            .ranged("max-ratio", .decimal(1...10, default: CatalogChecker.defaultMaxRatio), shown: .literal("R")) {
                .helpOptionMaxRatio($0.lower, $0.upper, $0.defaultValue)
            },
            .flag("strict", help: .helpOptionStrict),
        ],
        exitStatusKey: .helpL10nExitStatus,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        // The parser checked the action word and held --max-ratio to its range.
        let maxRatio = invocation.value("max-ratio").flatMap(Double.init)
        try CIOptions.checkWriteBaseline(invocation)
        let given = try invocation.value("config").map { path throws(RotorError) in (path, try configuration(at: path)) }
        let baseline = try CIOptions.baseline(invocation)
        let words = Wording(strings: context.strings, language: context.language)
        let allow = invocation.values["allow"] ?? []
        let paths = Array(invocation.positionals.dropFirst())
        let named = invocation.values["sources"] ?? []
        // Each catalog to check, with the app's folder it was found in.
        var catalogs: [(path: String?, app: String?)] = paths.isEmpty ? [(nil, nil)] : []
        var roots = named
        for path in paths {
            guard FileGate.kind(of: path) == .folder else {
                catalogs.append((path, nil))
                continue
            }
            let below = L10nSources.catalogs(in: path)
            // A folder of `.lproj` folders is a catalog; so is a folder with none below, which
            // then says what it is not.
            if LprojReader.isLprojFolder(URL(fileURLWithPath: path)) || below.isEmpty { catalogs.append((path, path)) }
            catalogs += below.filter { $0 != path }.map { ($0, path) }
            if named.isEmpty { roots.append(path) }
        }
        let (code, sourceNotifications) = roots.isEmpty ? (nil, []) : L10nSources.code(roots, context)
        let codeFacts = code?.facts() ?? [:]
        var findings: [CIFinding] = []
        var notifications: [ToolNotification] = sourceNotifications
        var settings = RuleSettings()
        var codeSettings: RuleSettings?
        var reports: [L10nReport] = []
        for (path, app) in catalogs {
            // Rotor's own catalog is spoken: its spoken length is measured.
            var configuration = path == nil ? L10nConfiguration.rotorsOwn : L10nConfiguration()
            if let given {
                configuration = given.1
            } else if let app, let own = try Self.configuration(beside: app) {
                configuration = own
            } else if let path, let beside = try Self.configuration(beside: path) {
                configuration = beside
            }
            settings = configuration.rules
            var checker = configuration.checker(allow: allow, maxRatio: maxRatio)
            if path != nil, code != nil {
                checker.code = checker.code.adding(codeFacts)
                checker.keepsKeys = true
                if codeSettings == nil { codeSettings = configuration.rules }
            }
            let report: L10nReport
            do throws(CatalogReadError) {
                report = try CatalogLoader.check(path: path, with: checker)
            } catch {
                let message = context.words.text(.errorUnreadableCatalog(error.path, context.words.describe(error)))
                notifications.append(ToolNotification(message: message, location: SourceLocation(path: error.path)))
                continue
            }
            // A folder's files that could not be read; the rest of it was checked.
            for error in report.unreadable {
                let message = context.words.text(.errorUnreadableCatalog(error.path, context.words.describe(error)))
                var line: Int?
                if case .invalidStrings(_, let stopped) = error { line = stopped }
                notifications.append(ToolNotification(message: message, location: SourceLocation(path: error.path, line: line)))
            }
            findings += report.ciFindings(words, settings: configuration.rules)
            if path != nil { reports.append(report) }
        }
        if let code {
            // The settings of the app's (first) catalog: `--config`, the app folder's, or the catalog's own.
            findings += L10nReport.ciFindings(code.findings(reports), words, settings: codeSettings ?? settings)
        }
        let full = CIReport(
            job: L10nReport.job, rules: L10nReport.rules(words, settings: settings), findings: findings,
            notifications: notifications, inputs: paths.isEmpty ? [CatalogLoader.builtInPath] : paths,
            groupKey: L10nReport.groupKey,
            groupHeading: context.strings.text(L10nKey.report(.perLanguage), context.language),
            groupTitle: context.strings.text(L10nKey.report(.language), context.language),
            failOn: CIOptions.failOn(invocation)
        )
        return try CIOptions.finish(baseline?.filter(full) ?? full, full: full, invocation, context)
    }

    /// The configuration file at a path (`--config`).
    static func configuration(at path: String) throws(RotorError) -> L10nConfiguration {
        let bytes = try CIOptions.read(path, limit: InputLimit.configuration)
        do {
            return try L10nConfiguration(json: Data(bytes))
        } catch {
            throw .usage(.unusableConfiguration(path: path, problem: error))
        }
    }

    /// The configuration file beside a catalog (inside a folder of `.lproj` folders), if any.
    /// Anything by that name counts, a symbolic link to nothing too: it is read, and what cannot
    /// be is a usage error that names it, never a configuration silently not applied.
    static func configuration(beside catalog: String) throws(RotorError) -> L10nConfiguration? {
        guard let kind = FileGate.kind(of: catalog) else { return nil }
        let folder = kind == .folder ? catalog : FileGate.folder(of: catalog)
        let path = folder + "/" + L10nConfiguration.fileName
        guard FileGate.exists(path) else { return nil }
        return try configuration(at: path)
    }
}
