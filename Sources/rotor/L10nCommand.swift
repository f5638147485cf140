// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import Semantics

/// `rotor l10n check [CATALOG ...]`: missing, stale and unreviewed translations, placeholders,
/// CLDR plurals, bidi controls and spoken length in string catalogs and `.lproj` folders.
/// Exit code 1 when there is an error (or, with `--strict`, a warning), 64 on usage errors.
enum L10nCommand {
    static let actions = ["check"]

    static let options: [OptionSpec] = [
        .value("format", ["text", "json"]),
        .value("allow"),
        .value("max-ratio"),
        .flag("strict"),
    ]

    static func run(_ arguments: [String], _ strings: inout Strings, _ language: Language) throws(UsageError) -> Int32 {
        let invocation = try parseArguments(arguments, options: options, command: "l10n")
        if invocation.has("help") {
            Output.out(HelpCommand.text(for: "l10n", strings, language))
            return 0
        }
        guard let action = invocation.positionals.first else { throw .missingArgument(command: "l10n", name: "check") }
        guard actions.contains(action) else {
            throw .unknownCommand(action, suggestion: Suggestion.closest(to: action, among: actions))
        }
        var maxRatio = CatalogChecker.defaultMaxRatio
        if let text = invocation.value("max-ratio") {
            guard let value = Double(text), value >= 1, value <= 10 else {
                throw .invalidValue(option: "--max-ratio", value: text, valid: ["1…10"])
            }
            maxRatio = value
        }
        let paths = Array(invocation.positionals.dropFirst())
        var catalogs: [LocalizationCatalog] = []
        do {
            if paths.isEmpty { catalogs.append(try CatalogLoader.builtIn()) }
            for path in paths { catalogs.append(try CatalogLoader.load(path: path)) }
        } catch {
            throw .unreadableCatalog(path: error.path, reason: CatalogReadErrorWords.describe(error, strings, language))
        }
        let checker = CatalogChecker(allow: invocation.values["allow"] ?? [], maxRatio: maxRatio)
        let report = L10nReport(checking: catalogs, with: checker)
        Output.out(invocation.value("format") == "json"
            ? L10nJSONReporter(strings: strings, language: language).render(report)
            : L10nTextReporter(strings: strings, language: language).render(report))
        let failing = report.errorCount + (invocation.has("strict") ? report.warningCount : 0)
        return failing > 0 ? 1 : 0
    }
}

/// Words for a catalog that could not be read, by `--locales` or `rotor l10n check`.
enum CatalogReadErrorWords {
    static func describe(_ error: CatalogReadError, _ strings: Strings, _ language: Language) -> String {
        switch error {
        case .unreadable: strings.text("error.catalog.unreadable", language)
        case .unsupportedFormat: strings.text("error.l10n.unsupportedFormat", language)
        case .invalidJSON(_, let detail): strings.text("error.catalog.invalidJSON", language, arguments: [detail])
        case .notACatalog: strings.text("error.catalog.notACatalog", language)
        case .malformedEntry(_, let key): strings.text("error.catalog.malformedEntry", language, arguments: [key])
        case .invalidStrings(_, let line): strings.text("error.l10n.invalidStrings", language, arguments: [String(line)])
        case .invalidStringsDict: strings.text("error.l10n.invalidStringsDict", language)
        }
    }
}
