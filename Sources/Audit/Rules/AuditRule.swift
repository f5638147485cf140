// SPDX-License-Identifier: GPL-3.0-or-later

/// One rule of `rotor audit`: a stable id (an identifier, never translated), an impact, a
/// category and a one-line help in the catalog (`audit.rule.<id>`).
public enum AuditRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every drag, long press and tap of the original has an action: Bring to front, Select,
    /// Move to <column>, Move to <corner>, the deck's double tap.
    case parityDragAction = "parity-drag-action"
    /// Every photo reads its caption, with the traits of the original.
    case parityCaption = "parity-caption"
    /// Selection shows as value and Selected trait exactly in selection mode, with a Done button.
    case paritySelectionState = "parity-selection-state"
    /// The deck reads Card fan, Fanned or Stacked, Button, and its hint.
    case parityDeckState = "parity-deck-state"
    /// A Kanban header reads its title and its card count with the right plural; the grid's
    /// header its selected count.
    case parityHeaderCount = "parity-header-count"
    /// The tile's corner words follow the layout direction: leading corners are on the right in
    /// right-to-left.
    case parityCornerDirection = "parity-corner-direction"
    /// No element has an empty or blank label, no action an empty name.
    case contentEmptyLabel = "content-empty-label"
    /// No label repeats a trait word VoiceOver adds itself ("Done button").
    case contentTraitInLabel = "content-trait-in-label"
    /// No two elements of one group share a label.
    case contentDuplicateLabel = "content-duplicate-label"
    /// No label takes longer to hear than the spoken-length budget.
    case contentLabelTooLong = "content-label-too-long"
    /// No action does nothing, such as "Move to" the card's own column.
    case contentNoopAction = "content-noop-action"
    /// No text holds control characters, terminal escape sequences or bidi controls.
    case contentUnsafeText = "content-unsafe-text"
    /// No text of a translated tree is the English of a catalog entry.
    case languageFallback = "language-fallback"
    /// To review, not a violation: an element says its state twice, in its value and its trait
    /// ("Selected, Photo 2, Selected"), as VoiceOver does for the original grid.
    case reviewRepeatedState = "review-repeated-state"

    /// The rule's group: parity, content or language; or review, for what a person should look
    /// at that is not a violation (axe-core's "incomplete").
    public enum Category: String, Sendable, Hashable, CaseIterable, Codable {
        case parity, content, language, review
    }

    /// Whether its findings are things to review rather than violations: they are reported, and
    /// do not fail the audit.
    public var isReview: Bool { category == .review }

    /// The rule's stable id, such as `parity-drag-action`.
    public var id: String { rawValue }

    /// The rule's group.
    public var category: Category {
        switch self {
        case .parityDragAction, .parityCaption, .paritySelectionState, .parityDeckState,
             .parityHeaderCount, .parityCornerDirection: .parity
        case .contentEmptyLabel, .contentTraitInLabel, .contentDuplicateLabel, .contentLabelTooLong,
             .contentNoopAction, .contentUnsafeText: .content
        case .languageFallback: .language
        case .reviewRepeatedState: .review
        }
    }

    /// How badly a violation hurts.
    public var impact: Impact {
        switch self {
        case .parityDragAction, .contentEmptyLabel: .critical
        case .parityCaption, .paritySelectionState, .parityDeckState, .parityCornerDirection,
             .contentNoopAction, .contentUnsafeText, .languageFallback: .serious
        case .parityHeaderCount, .contentDuplicateLabel, .contentLabelTooLong: .moderate
        case .contentTraitInLabel, .reviewRepeatedState: .minor
        }
    }

    /// The catalog key of the rule's one-line help.
    public var helpKey: AuditKey { .rule(self) }
}
