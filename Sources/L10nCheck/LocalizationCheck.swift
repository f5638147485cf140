// SPDX-License-Identifier: GPL-3.0-or-later

/// One check of `rotor l10n check`: a stable id, a severity, and in the catalog a message
/// (`l10n.finding.<id>`) and a fix (`l10n.fix.<id>`).
public enum LocalizationCheck: String, Sendable, Hashable, CaseIterable, Codable {
    /// A language of the catalog has no translation of the entry.
    case missingTranslation = "missing-translation"
    /// The entry is stale: the source no longer uses it.
    case staleEntry = "stale-entry"
    /// The translation's state is `new`: nobody has translated it.
    case stateNew = "state-new"
    /// The translation's state is `needs_review`.
    case stateNeedsReview = "state-needs-review"
    /// A text is empty or blank.
    case emptyValue = "empty-value"
    /// The translation is the source text, and not on the allow list.
    case identicalToSource = "identical-to-source"
    /// The translation has a placeholder the source does not: an error.
    case placeholderExtra = "placeholder-extra"
    /// The translation leaves out a placeholder of the source: a warning.
    case placeholderMissing = "placeholder-missing"
    /// A placeholder's type differs from the source's at the same position.
    case placeholderType = "placeholder-type"
    /// A plural variation lacks a category CLDR requires for the language.
    case pluralMissingCategory = "plural-missing-category"
    /// A plural variation has a category the language does not use.
    case pluralExtraCategory = "plural-extra-category"
    /// Bidirectional isolates or embeddings do not balance.
    case bidiUnbalanced = "bidi-unbalanced"
    /// A text holds a control character other than a tab or a line break.
    case controlCharacter = "control-character"
    /// The translation takes much longer to hear than the source.
    case spokenLength = "spoken-length"

    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, CaseIterable, Codable {
        /// Broken: wrong text, a crash, a gap.
        case error
        /// Worth a look.
        case warning

        /// The catalog key of a finding's line in the text report.
        public var textKey: L10nKey { .severity(self) }
    }

    /// The check's stable id, such as `placeholder-extra`.
    public var id: String { rawValue }

    /// How serious its findings are.
    public var severity: Severity {
        switch self {
        case .missingTranslation, .emptyValue, .placeholderExtra, .placeholderType, .pluralMissingCategory,
             .bidiUnbalanced, .controlCharacter: .error
        case .staleEntry, .stateNew, .stateNeedsReview, .identicalToSource, .placeholderMissing,
             .pluralExtraCategory, .spokenLength: .warning
        }
    }

    /// The catalog key of a finding's message.
    public var messageKey: L10nKey { .message(self) }
    /// The catalog key of a finding's fix.
    public var fixKey: L10nKey { .fix(self) }
}
