// SPDX-License-Identifier: GPL-3.0-or-later

/// The result of `rotor l10n check`: the catalogs checked and what was found in them.
public struct L10nReport: Sendable, Hashable {
    /// The catalogs, in the order given.
    public var catalogs: [LocalizationCatalog]
    /// The findings, catalog by catalog.
    public var findings: [LocalizationFinding]

    /// Creates a report.
    public init(catalogs: [LocalizationCatalog], findings: [LocalizationFinding]) {
        self.catalogs = catalogs
        self.findings = findings
    }

    /// Checks catalogs.
    public init(checking catalogs: [LocalizationCatalog], with checker: CatalogChecker) {
        self.init(catalogs: catalogs, findings: catalogs.flatMap(checker.check))
    }

    /// How many findings are errors.
    public var errorCount: Int { findings.filter { $0.check.severity == .error }.count }
    /// How many findings are warnings.
    public var warningCount: Int { findings.filter { $0.check.severity == .warning }.count }
}
