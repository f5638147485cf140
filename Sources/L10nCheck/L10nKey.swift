// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// The catalog keys of the catalog checker's words: its report lines and each check's message
/// and fix.
public enum L10nKey: CatalogKey, Hashable {
    /// A line of the catalog check's text report (`l10n.text.*`).
    case report(Report)
    /// A catalog finding's line, by its severity (`l10n.text.error`).
    case severity(LocalizationCheck.Severity)
    /// A catalog check's message (`l10n.finding.<id>`).
    case message(LocalizationCheck)
    /// A catalog check's fix (`l10n.fix.<id>`).
    case fix(LocalizationCheck)

    /// The lines of the catalog check's text report.
    public enum Report: String, Sendable, CaseIterable {
        case catalog, clean, totals
    }

    /// The key as the catalog spells it.
    public var key: String {
        switch self {
        case .report(let line): "l10n.text." + line.rawValue
        case .severity(let severity): "l10n.text." + severity.rawValue
        case .message(let check): "l10n.finding." + check.rawValue
        case .fix(let check): "l10n.fix." + check.rawValue
        }
    }

    /// Every key of every family.
    public static var allKeys: [L10nKey] {
        Report.allCases.map(report) + LocalizationCheck.Severity.allCases.map(severity)
            + LocalizationCheck.allCases.map(message) + LocalizationCheck.allCases.map(fix)
    }
}
