// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import Documents
import Foundation
import Pictures
import Localization
import Reporting
import Semantics
import SystemInterface
import Widgets

/// `rotor audit [SCREEN|FILE ...]`: VoiceOver parity, content, geometry, Dynamic Type, contrast
/// and language rules over screens in every language and direction asked for, as text, JSON in
/// axe-core's shape, JUnit XML, SARIF, GitHub workflow commands, or an HTML page with each
/// screen's snapshot; with `l10n check`'s `--fail-on` and baselines.
/// Exit code 0 when no violation is at or above `--fail-on` (default: every violation), 1 when
/// one is, 64 on usage errors, 65 when a file could not be read (the others are still audited,
/// and every format records what could not be read), 73 when `--write-baseline` names what Rotor
/// does not write over, 74 when the report cannot be written.
enum AuditCommand {
    static let spec = Subcommand(
        name: "audit",
        overviewKey: .helpAuditOverview,
        summaryKey: .helpAuditSummary,
        arguments: [ArgumentSpec(
            alternatives: [
                .init(nameKey: .helpValueScreen, helpKey: CatalogText.helpArgumentAuditScreen),
                .init(nameKey: .helpValueFile, helpKey: .helpArgumentAuditFile),
                .init(nameKey: .helpValueFolder, helpKey: .helpArgumentAuditSources),
            ],
            optional: true, repeating: true
        )],
        options: [
            .value("lang", CommonOptions.languageCodes, shown: .literal("L"), repeatable: true, help: CatalogText.helpOptionLangAudit),
            .value("direction", ["ltr", "rtl", "both"], shown: .literal("D"), help: CatalogText.helpOptionDirectionAudit),
            .value("format", formats, shown: .literal("F"), help: CatalogText.helpOptionFormat),
            .value("fail-on", ["error", "warning", "note"], help: CatalogText.helpOptionFailOnAudit),
            CIOptions.baseline,
            CIOptions.writeBaseline,
            CommonOptions.locales,
            CommonOptions.screenSize,
            .value("content-size", ContentSize.allCases.map(\.rawValue), shown: .literal("SIZE"), help: CatalogText.helpOptionContentSizeAudit),
            .value("appearance", ["light", "dark", "both"], shown: .literal("A"), help: CatalogText.helpOptionAppearanceAudit),
            .value("config", shown: .word(.helpValueFile), help: CatalogText.helpOptionConfigAudit),
            CommonOptions.openAs,
        ],
        listsRules: true,
        exitStatusKey: .helpAuditExitStatus,
        run: run
    )

    /// The formats: the CI layer's, and the HTML page.
    static let formats = ["text", "json", "junit", "sarif", "github", "html"]

    /// The least severity that fails an audit without `--fail-on`: every violation does.
    static let defaultFailOn = Severity.note

    /// The languages audited when no `--lang` is given.
    static let defaultLanguages: [Language] = Language.allCases

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        try CommonOptions.loadLocales(invocation, &context)
        try CIOptions.checkWriteBaseline(invocation)
        if SourceAuditCommand.names(invocation.positionals, invocation) {
            return try SourceAuditCommand.run(invocation, &context)
        }
        let languages = (invocation.values["lang"] ?? []).compactMap(Language.init(code:)).uniqued()
        let directions: [LayoutDirection] = switch invocation.value("direction") {
        case "ltr": [.leftToRight]
        case "rtl": [.rightToLeft]
        default: LayoutDirection.allCases
        }
        let audited = languages.isEmpty ? defaultLanguages : languages
        let screen = try CommonOptions.screen(invocation)
        let size = invocation.value("content-size").flatMap(ContentSize.init(rawValue:))
        let appearances: [Appearance] = switch invocation.value("appearance") {
        case "light": [.light]
        case "dark": [.dark]
        default: Appearance.allCases
        }
        let (targets, failures) = try targets(invocation.positionals, openAs: invocation.value(CommonOptions.openAs.name), context)
        let auditor = Auditor(
            strings: context.strings, screen: screen, contentSize: size ?? .default, largestContentSize: size ?? .ax5,
            appearances: appearances, catalogFile: try catalogFile(invocation)
        )
        var report = auditor.audit(targets, languages: audited, directions: directions)
        report.inputErrors = failures
        let words = Wording(strings: context.strings, language: context.language)
        let failOn = CIOptions.failOn(invocation, default: defaultFailOn)
        // The files read (SARIF's artifacts): a demo screen is no file a person has.
        let inputs = invocation.positionals.filter { name in !targets.contains { $0.name == name && $0.file == nil } }
        let full = report
        if let baseline = try CIOptions.baseline(invocation) {
            report = report.filtered(by: baseline)
        }
        // The CI layer's report is made only for the formats written from it: on a large board
        // it is a second copy of every finding, with its words.
        let rendered = switch invocation.value("format") {
        case "json": AuditJSONReporter.render(report, words)
        case "junit": JUnitWriter.render(report.ciReport(words, inputs: inputs, failOn: failOn))
        case "sarif":
            SARIFWriter.render(report.ciReport(words, inputs: inputs, failOn: failOn), workingDirectory: FileManager.default.currentDirectoryPath)
        case "github": GitHubWriter.render(report.ciReport(words, inputs: inputs, failOn: failOn))
        case "html": AuditHTMLReporter.render(pictures(report, targets, screen: screen, size: size ?? .default, context), words)
        default: AuditTextReporter.render(report, words)
        }
        try context.write(rendered, workflowCommands: invocation.value("format") == "github")
        if invocation.value("write-baseline") != nil {
            try CIOptions.writeBaseline(of: full.ciReport(words, inputs: inputs, failOn: failOn), invocation)
        }
        return CIOptions.exitCode(report.exitCode(failOn: failOn), invocation)
    }

    /// The catalog findings on the demos point into: `--locales PATH` as given; none without
    /// it, as Rotor's own catalog is no file a person has (the findings are at the demo).
    static func catalogFile(_ invocation: Invocation) throws(RotorError) -> (path: String, bytes: [UInt8])? {
        guard let path = invocation.value("locales") else { return nil }
        // Read already by `--locales` (whose failure stops the command); read again for its lines.
        guard let bytes = try? FileGate.read(path, limit: InputLimit.catalog) else { return nil }
        return (path, bytes)
    }

    /// The report with a picture of each target: in the reader's language when it was audited
    /// (else the first audited), in the first direction audited.
    static func pictures(
        _ report: AuditReport, _ targets: [AuditTarget], screen: Size?, size: ContentSize, _ context: CommandContext
    ) -> AuditPictures {
        let language = report.languages.contains(context.language) ? context.language : report.languages.first ?? context.language
        let direction = report.directions.first ?? language.defaultLayoutDirection
        let environment = Semantics.Environment(
            language: language, layoutDirection: direction, screen: screen, contentSize: size,
            appearance: report.appearances.first ?? .light
        )
        let builder = TreeBuilder(strings: context.strings)
        let screens = targets.map { target in
            AuditPictures.Screen(
                name: target.name, tree: builder.tree(for: target.document, in: environment), language: language, direction: direction,
                document: target.document, environment: environment
            )
        }
        return AuditPictures(report: report, screens: screens, strings: context.strings)
    }

    /// What the arguments name: every demo screen when none is given; a demo's name, or a
    /// document file (read, never locked or changed), with where it writes each item. A file that
    /// cannot be read is not audited: it comes back worded, with its place when it has one.
    static func targets(
        _ names: [String], openAs: String? = nil, _ context: CommandContext
    ) throws(RotorError) -> (targets: [AuditTarget], failures: [AuditReport.InputError]) {
        guard !names.isEmpty else {
            return (DemoScreen.allCases.map { AuditTarget(name: $0.rawValue, document: $0.document) }, [])
        }
        var targets: [AuditTarget] = []
        var failures: [AuditReport.InputError] = []
        for name in names {
            do throws(RotorError) {
                let source = try DocumentSource.resolve(name, openAs: openAs, edit: false)
                guard let bytes = source.bytes else {
                    targets.append(AuditTarget(name: source.name, document: source.document))
                    continue
                }
                targets.append(AuditTarget(name: name, document: source.document, file: name, positions: DocumentPositions.of(bytes)))
            } catch {
                guard case .document(let error) = error else { throw error }
                let words = ErrorWords(strings: context.strings, language: context.language)
                var place: (Int?, Int?) = (nil, nil)
                if case .syntax(let syntax) = error { place = (syntax.line, syntax.column) }
                failures.append(AuditReport.InputError(
                    file: name, message: words.describe(RotorError.document(error)) ?? "", line: place.0, column: place.1
                ))
            }
        }
        return (targets, failures)
    }
}

private extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
