// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting

/// One check of `rotor l10n check`: a stable id (its entry in `docs/l10n-rules.md`), a default
/// severity by what the app's user would meet, and in the catalog a message
/// (`l10n.finding.<id>`), a fix (`l10n.fix.<id>`) and a description (`l10n.rule.<id>`).
public enum LocalizationCheck: String, Sendable, Hashable, CaseIterable, Codable {
    /// A `%` that starts nothing printf can read: `%$11d`, `%Β`, a `%` at the end.
    case formatInvalid = "format-invalid"
    /// A percent sign before a word that printf reads as a conversion: the `% g` of "100% guaranteed".
    case formatUnescapedPercent = "format-unescaped-percent"
    /// A text that numbers some placeholders (`%1$@`) and not others (`%@`).
    case formatMixedPositions = "format-mixed-positions"
    /// Numbered placeholders that skip a number: `%2$@` and `%3$@` with no `%1$`.
    case formatPositionGap = "format-position-gap"
    /// One argument read as two types: `%1$lld` and `%1$@`.
    case formatTypeConflict = "format-type-conflict"
    /// A placeholder written with a sign that only looks like `%`: `٪@`, `％d`.
    case placeholderLookalike = "placeholder-lookalike"
    /// A placeholder for an argument the code does not pass.
    case placeholderExtra = "placeholder-extra"
    /// A translation that leaves out an argument the code passes.
    case placeholderMissing = "placeholder-missing"
    /// A placeholder that reads its argument as another type than the code passes.
    case placeholderType = "placeholder-type"
    /// A substitution's plural form that shows another number than the one it is chosen by.
    case substitutionArgument = "substitution-argument"
    /// A plural variation without a category numbers of the language reach.
    case pluralMissingCategory = "plural-missing-category"
    /// A plural category no number of the language reaches.
    case pluralExtraCategory = "plural-extra-category"
    /// A language of the catalog has no translation of the entry.
    case missingTranslation = "missing-translation"
    /// A language's `.lproj` folder lacks a file of the source language's table.
    case missingTable = "missing-table"
    /// A text is empty or blank where its source is not.
    case emptyValue = "empty-value"
    /// Bidirectional isolates or embeddings do not balance.
    case bidiUnbalanced = "bidi-unbalanced"
    /// A text holds a control character other than a tab or a line break.
    case controlCharacter = "control-character"
    /// The translation is the source text, and not a name that stays.
    case identicalToSource = "identical-to-source"
    /// The translation's state is `new`.
    case stateNew = "state-new"
    /// The translation's state is `needs_review`.
    case stateNeedsReview = "state-needs-review"
    /// The entry is stale: the source no longer uses it.
    case staleEntry = "stale-entry"
    /// The translation takes much longer to hear than the source.
    case spokenLength = "spoken-length"
    /// A key the code asks for that its table lacks: the raw key, or the code's own text, is shown.
    case keyMissing = "key-missing"
    /// A catalog key no code uses, nor can build at run time.
    case keyUnused = "key-unused"
    /// An argument the code passes that the catalog's text reads as another type.
    case argumentType = "argument-type"

    /// The check's stable id, such as `placeholder-extra`.
    public var id: String { rawValue }

    /// The severity its findings have by default; some findings are less serious than that
    /// (a plural category only exact millions reach is a warning, a `%` in a text the app may
    /// never format is a warning).
    public var severity: Severity {
        switch self {
        case .formatInvalid, .formatUnescapedPercent, .formatMixedPositions, .formatPositionGap, .formatTypeConflict,
             .placeholderLookalike, .placeholderExtra, .placeholderType, .substitutionArgument, .pluralMissingCategory,
             .missingTranslation, .emptyValue, .bidiUnbalanced, .controlCharacter, .keyMissing, .argumentType:
            .error
        case .placeholderMissing, .missingTable, .keyUnused:
            .warning
        case .pluralExtraCategory, .identicalToSource, .stateNew, .stateNeedsReview, .staleEntry, .spokenLength:
            .note
        }
    }

    /// What it is about, as a tag in SARIF: `format`, `plural`, `completeness`, `text`, `review`.
    public var category: String {
        switch self {
        case .formatInvalid, .formatUnescapedPercent, .formatMixedPositions, .formatPositionGap, .formatTypeConflict,
             .placeholderLookalike, .placeholderExtra, .placeholderMissing, .placeholderType, .substitutionArgument, .argumentType:
            "format"
        case .pluralMissingCategory, .pluralExtraCategory: "plural"
        case .missingTranslation, .missingTable, .emptyValue, .stateNew, .stateNeedsReview, .staleEntry, .keyMissing, .keyUnused:
            "completeness"
        case .bidiUnbalanced, .controlCharacter: "text"
        case .identicalToSource, .spokenLength: "review"
        }
    }

    /// Its entry in Rotor's documentation.
    public var documentation: String { "docs/l10n-rules.md#" + id }

    /// Whether it is off unless a configuration gives it a severity: `spoken-length`, which
    /// matters for a catalog a screen reader speaks (Rotor's own, where it is on) and was useful
    /// once in 30 of its findings sampled on apps' catalogs, which people mostly read.
    public var isOptIn: Bool { self == .spokenLength }

    /// The catalog key of a finding's message.
    public var messageKey: L10nKey { .message(self) }
    /// The catalog key of a finding's fix.
    public var fixKey: L10nKey { .fix(self) }
    /// The catalog key of the rule's description.
    public var descriptionKey: L10nKey { .rule(self) }
}
