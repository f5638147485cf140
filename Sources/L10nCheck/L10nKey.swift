// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// The catalog keys of the catalog checker's words: each check's message, fix and description,
/// and the lines of its report.
public enum L10nKey: CatalogKey, Hashable {
    /// A line of the check's report (`l10n.text.*`).
    case report(Report)
    /// A check's message (`l10n.finding.<id>`).
    case message(LocalizationCheck)
    /// A check's fix (`l10n.fix.<id>`).
    case fix(LocalizationCheck)
    /// A check's one-line description, for the rule lists of SARIF (`l10n.rule.<id>`).
    case rule(LocalizationCheck)
    /// Why a check's findings matter to the app's user (`l10n.why.<id>`).
    case why(LocalizationCheck)

    /// The lines of the check's report.
    public enum Report: String, Sendable, CaseIterable {
        /// "“%1$@” in %2$@: %3$@": a finding's key, languages and message.
        case finding
        /// "Findings per language:".
        case perLanguage
        /// The column of languages.
        case language
        /// "“%1$@”: %2$@": a finding in the code, which holds for no language in particular.
        case codeFinding
        /// What a key missing from its table makes people meet: the raw key on screen.
        case rawKeyShown
        /// The raw key read aloud by VoiceOver.
        case rawKeySpoken
        /// The code's own text, untranslated, on screen.
        case codeTextShown
        /// The code's own text, untranslated, read aloud by VoiceOver.
        case codeTextSpoken
        /// Said once when the Swift sources could not be read: only the catalogs were checked.
        case sourcesNotRead
    }

    /// The key as the catalog spells it.
    public var key: String {
        switch self {
        case .report(let line): "l10n.text." + line.rawValue
        case .message(let check): "l10n.finding." + check.rawValue
        case .fix(let check): "l10n.fix." + check.rawValue
        case .rule(let check): "l10n.rule." + check.rawValue
        case .why(let check): "l10n.why." + check.rawValue
        }
    }

    /// Every key of every family.
    public static var allKeys: [L10nKey] {
        Report.allCases.map(report) + LocalizationCheck.allCases.map(message) + LocalizationCheck.allCases.map(fix)
            + LocalizationCheck.allCases.map(rule) + LocalizationCheck.allCases.map(why)
    }
}
