// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Pictures
import Localization
import Semantics
import Widgets

/// `rotor audit [SCREEN|FILE ...]`: VoiceOver parity, content, motion and language rules over
/// screens in every language and direction asked for, as text, JSON, JUnit XML, SARIF, or an
/// HTML page with each screen's snapshot.
/// Exit code 0 when clean, 1 on violations, 64 on usage errors.
enum AuditCommand {
    static let spec = Subcommand(
        name: "audit",
        overviewKey: .auditOverview,
        summaryKey: .auditSummary,
        arguments: [ArgumentSpec(
            alternatives: [
                .init(nameKey: .valueScreen, helpKey: .argumentAuditScreen),
                .init(nameKey: .valueFile, helpKey: .argumentAuditFile),
            ],
            optional: true, repeating: true
        )],
        options: [
            .value("lang", CommonOptions.languageCodes, shown: .literal("L"), repeatable: true, help: .optionLangAudit),
            .value("direction", ["ltr", "rtl", "both"], shown: .literal("D"), help: .optionDirectionAudit),
            .value("format", ["text", "json", "junit", "sarif", "html"], shown: .literal("F"), help: .optionFormat),
            CommonOptions.locales,
            CommonOptions.screenSize,
        ],
        listsRules: true,
        exitStatusKey: .auditExitStatus,
        run: run
    )

    /// The languages audited when no `--lang` is given.
    static let defaultLanguages: [Language] = Language.allCases

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        try CommonOptions.loadLocales(invocation, &context)
        let languages = (invocation.values["lang"] ?? []).compactMap(Language.init(code:)).uniqued()
        let directions: [LayoutDirection] = switch invocation.value("direction") {
        case "ltr": [.leftToRight]
        case "rtl": [.rightToLeft]
        default: LayoutDirection.allCases
        }
        let audited = languages.isEmpty ? defaultLanguages : languages
        let screen = try CommonOptions.screen(invocation)
        let targets = try targets(invocation.positionals)
        let report = Auditor(strings: context.strings).audit(targets, languages: audited, directions: directions)
        let words = Wording(strings: context.strings, language: context.language)
        let rendered = switch invocation.value("format") {
        case "json": AuditJSONReporter.render(report, words)
        case "junit": AuditJUnitReporter.render(report, words)
        case "sarif": AuditSARIFReporter.render(report, words)
        case "html": AuditHTMLReporter.render(pictures(report, targets, screen: screen, context), words)
        default: AuditTextReporter.render(report, words)
        }
        try context.write(rendered)
        return report.hasViolations ? 1 : 0
    }

    /// The report with a picture of each target: in the reader's language when it was audited
    /// (else the first audited), in the first direction audited.
    static func pictures(_ report: AuditReport, _ targets: [AuditTarget], screen: Size?, _ context: CommandContext) -> AuditPictures {
        let language = report.languages.contains(context.language) ? context.language : report.languages.first ?? context.language
        let direction = report.directions.first ?? language.defaultLayoutDirection
        let environment = Semantics.Environment(language: language, layoutDirection: direction, screen: screen)
        let builder = TreeBuilder(strings: context.strings)
        let screens = targets.map { target in
            AuditPictures.Screen(
                name: target.name, tree: builder.tree(for: target.document, in: environment), language: language, direction: direction
            )
        }
        return AuditPictures(report: report, screens: screens, strings: context.strings)
    }

    /// What the arguments name: every demo screen when none is given; a demo's name, or a
    /// document file (read, never locked or changed).
    static func targets(_ names: [String]) throws(RotorError) -> [AuditTarget] {
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
