// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

/// The result of `rotor l10n check` on one catalog: what was checked and what was found, and how
/// the CI reports word it.
public struct L10nReport: Sendable, Hashable {
    /// The catalog's path.
    public var path: String
    /// The language translations are made from.
    public var sourceLanguage: String
    /// Every language the catalog holds, the source first, then in alphabetical order.
    public var languages: [String]
    /// How many entries it has.
    public var entries: Int
    /// The findings, in the catalog's order.
    public var findings: [LocalizationFinding]
    /// The files of a folder that could not be read (or only up to a line); the rest was checked.
    public var unreadable: [CatalogReadError] = []
    /// Every key of the catalog, when the checker keeps them (``CatalogChecker/keepsKeys``).
    public var keys: [TableKey] = []

    /// Creates a report.
    public init(path: String, sourceLanguage: String, languages: [String], entries: Int, findings: [LocalizationFinding]) {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.entries = entries
        self.findings = findings
    }

    /// The report of a catalog read whole.
    public init(catalog: LocalizationCatalog, findings: [LocalizationFinding]) {
        self.init(
            path: catalog.path, sourceLanguage: catalog.sourceLanguage, languages: catalog.languages,
            entries: catalog.entries.count, findings: findings
        )
        unreadable = catalog.unreadable
    }

    /// Checks a catalog read whole.
    public init(checking catalog: LocalizationCatalog, with checker: CatalogChecker) {
        self.init(catalog: catalog, findings: checker.check(catalog))
    }

    /// The job's name in reports.
    public static let job = "l10n check"
    /// The name of a finding's languages in JSON and SARIF.
    public static let groupKey = "languages"

    /// Every rule as CI reports list them, in the reader's words; rules switched off, and rules
    /// off unless asked for (``LocalizationCheck/isOptIn``) that were not, left out.
    public static func rules(_ words: Wording, settings: RuleSettings = RuleSettings()) -> [RuleDescriptor] {
        LocalizationCheck.allCases.compactMap { check in
            if check.isOptIn, settings.settings[check.id] == nil { return nil }
            guard let severity = settings.severity(of: check.id, default: check.severity) else { return nil }
            let short = words.strings.text(check.descriptionKey, words.language, isolating: false)
            return RuleDescriptor(
                id: check.id, shortDescription: short,
                fullDescription: short + " " + words.strings.text(L10nKey.why(check), words.language, isolating: false),
                defaultSeverity: severity, documentation: check.documentation, words: words, tags: [check.category]
            )
        }
    }

    /// The findings as CI reports them, in the reader's words, sorted by where they are; the
    /// settings switch rules off and change severities.
    public func ciFindings(_ words: Wording, settings: RuleSettings = RuleSettings()) -> [CIFinding] {
        Self.ciFindings(findings, words, settings: settings)
    }

    /// Findings as CI reports them, in the reader's words, sorted by where they are: a finding in
    /// the code (no languages) says its key and what is wrong.
    public static func ciFindings(
        _ findings: [LocalizationFinding], _ words: Wording, settings: RuleSettings = RuleSettings()
    ) -> [CIFinding] {
        let (strings, language) = (words.strings, words.language)
        let list = words.listSeparator
        let found = findings.map { finding in
            let subject = finding.form.isEmpty ? finding.key : "\(finding.key) (\(finding.form))"
            let message = finding.languages.isEmpty
                ? strings.text(L10nKey.report(.codeFinding), language, arguments: [subject, finding.message(strings, language)],
                               isolating: false)
                : strings.text(L10nKey.report(.finding), language, arguments: [
                    subject, finding.languages.joined(separator: list), finding.message(strings, language),
                ], isolating: false)
            return CIFinding(
                ruleID: finding.check.id, severity: finding.severity, message: message, fix: finding.fix(strings, language),
                location: finding.location, subject: subject, identity: finding.identity,
                groups: finding.languages, properties: ["key": finding.key, "form": finding.form, "catalog": finding.catalog]
            )
        }
        return settings.apply(to: found).enumerated().sorted { left, right in
            // Every catalog finding has its place in a file.
            let (a, b) = (left.element.location ?? SourceLocation(path: ""), right.element.location ?? SourceLocation(path: ""))
            return (a.path, a.line ?? 0, a.column ?? 0, left.offset) < (b.path, b.line ?? 0, b.column ?? 0, right.offset)
        }.map(\.element)
    }
}
