// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import L10nCheck
import Localization
import Semantics

/// `rotor l10n check [CATALOG ...]`: missing, stale and unreviewed translations, placeholders,
/// CLDR plurals, bidi controls and spoken length in string catalogs and `.lproj` folders.
/// Exit code 1 when there is an error (or, with `--strict`, a warning), 64 on usage errors.
enum L10nCommand {
    static let spec = Subcommand(
        name: "l10n",
        overviewKey: .helpL10nOverview,
        summaryKey: .helpL10nSummary,
        actions: ["check"],
        arguments: [ArgumentSpec(
            alternatives: [.init(nameKey: .helpValueCatalog, helpKey: .helpArgumentCatalog)], optional: true, repeating: true
        )],
        options: [
            .value("format", ["text", "json"], help: CatalogText.helpOptionFormat),
            .value("allow", shown: .word(.helpValueWord), repeatable: true, help: .helpOptionAllow),
            .value("max-ratio", shown: .literal("R"), help: .helpOptionMaxRatio),
            .flag("strict", help: .helpOptionStrict),
        ],
        exitStatusKey: .helpL10nExitStatus,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        guard let action = invocation.positionals.first else { throw .usage(.missingArgument(command: spec.name, name: "check")) }
        guard spec.actions.contains(action) else {
            throw .usage(.unknownCommand(action, suggestion: Suggestion.closest(to: action, among: spec.actions)))
        }
        var maxRatio = CatalogChecker.defaultMaxRatio
        if let text = invocation.value("max-ratio") {
            guard let value = Double(text), value >= 1, value <= 10 else {
                throw .usage(.invalidValue(option: "--max-ratio", value: text, valid: ["1…10"]))
            }
            maxRatio = value
        }
        let paths = Array(invocation.positionals.dropFirst())
        var catalogs: [LocalizationCatalog] = []
        do {
            if paths.isEmpty { catalogs.append(try CatalogLoader.builtIn()) }
            for path in paths { catalogs.append(try CatalogLoader.load(path: path)) }
        } catch {
            throw .usage(.unreadableCatalog(error))
        }
        let checker = CatalogChecker(allow: invocation.values["allow"] ?? [], maxRatio: maxRatio)
        let report = L10nReport(checking: catalogs, with: checker)
        let words = Wording(strings: context.strings, language: context.language)
        try context.write(invocation.value("format") == "json"
            ? L10nJSONReporter.render(report, words)
            : L10nTextReporter.render(report, words))
        let failing = report.errorCount + (invocation.has("strict") ? report.warningCount : 0)
        return failing > 0 ? 1 : 0
    }
}
