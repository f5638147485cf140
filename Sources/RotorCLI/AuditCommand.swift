// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import Documents
import Semantics
import Widgets

/// `rotor audit [SCREEN ...]`: VoiceOver parity, content, motion and language rules over
/// screens in every language and direction asked for, as text, JSON, JUnit XML or SARIF.
/// Exit code 0 when clean, 1 on violations, 64 on usage errors.
enum AuditCommand {
    static let options: [OptionSpec] = [
        .value("lang", CommonOptions.languageCodes),
        .value("direction", ["ltr", "rtl", "both"]),
        .value("format", ["text", "json", "junit", "sarif"]),
        .value("locales"),
    ]

    /// The languages audited when no `--lang` is given.
    static let defaultLanguages: [Language] = Language.allCases

    static func run(_ arguments: [String], _ strings: inout Strings, _ language: Language) throws(UsageError) -> Int32 {
        let invocation = try parseArguments(arguments, options: options, command: "audit")
        if invocation.has("help") {
            Output.out(HelpCommand.text(for: "audit", strings, language))
            return 0
        }
        _ = try CommonOptions.environment(invocation, &strings, language)
        let languages = (invocation.values["lang"] ?? []).compactMap(Language.init(code:)).uniqued()
        let directions: [LayoutDirection] = switch invocation.value("direction") {
        case "ltr": [.leftToRight]
        case "rtl": [.rightToLeft]
        default: LayoutDirection.allCases
        }
        let audited: [AuditTarget]
        do {
            audited = try targets(invocation.positionals)
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .folderNeedsAs(let path): throw .folderNeedsAs(path)
            case .document(let problem):
                Output.error(DocumentWords(strings: strings, language: language).describe(problem))
                return 1
            }
        }
        let report = Auditor(strings: strings).audit(
            audited,
            languages: languages.isEmpty ? defaultLanguages : languages,
            directions: directions
        )
        let output = switch invocation.value("format") {
        case "json": AuditJSONReporter(strings: strings, language: language).render(report)
        case "junit": AuditJUnitReporter(strings: strings, language: language).render(report)
        case "sarif": AuditSARIFReporter(strings: strings, language: language).render(report)
        default: AuditTextReporter(strings: strings, language: language).render(report)
        }
        Output.out(output)
        return report.hasViolations ? 1 : 0
    }

    /// What the arguments name: every demo screen when none is given; a demo's name, or a
    /// document file (read, never locked or changed).
    static func targets(_ names: [String]) throws(SourceError) -> [AuditTarget] {
        guard !names.isEmpty else {
            return DemoScreen.allCases.map { AuditTarget(name: $0.rawValue, document: $0.document) }
        }
        var targets: [AuditTarget] = []
        for name in names {
            targets.append(AuditTarget(name: name, document: try DocumentSource.resolve(name, edit: false).document))
        }
        return targets
    }
}

private extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
