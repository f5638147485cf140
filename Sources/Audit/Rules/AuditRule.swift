// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting

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
    /// No element offers two actions of one name, such as two "Move to Done".
    case contentDuplicateAction = "content-duplicate-action"
    /// No hint repeats its element's label.
    case contentHintRepeatsLabel = "content-hint-repeats-label"
    /// No element has two traits that contradict each other (GTXiLib's conflicting sets).
    case contentConflictingTraits = "content-conflicting-traits"
    /// No label is a file or asset name ("IMG_0042", "Harbour.jpg", "ic_trash_24").
    case contentFileNameLabel = "content-file-name-label"
    /// An element that heads a group (a Kanban column's title and count) has the Header trait.
    case contentHeaderTrait = "content-header-trait"
    /// Every actionable element is at least 44×44 points (Apple's Human Interface Guidelines).
    case geometryTargetSize = "geometry-target-size"
    /// Every actionable element is at least 24×24 points (WCAG 2.2 success criterion 2.5.8).
    case geometryTargetSizeMinimum = "geometry-target-size-minimum"
    /// No actionable element's centre lies under another actionable element drawn above it.
    case geometryCovered = "geometry-covered"
    /// No two actionable elements have the same frame.
    case geometryIdenticalBounds = "geometry-identical-bounds"
    /// No actionable element's centre lies outside the screen on an axis that does not scroll.
    case geometryOffScreen = "geometry-off-screen"
    /// No text is cut off at a Dynamic Type content size the audit covers.
    case dynamicTypeTextClipped = "dynamic-type-text-clipped"
    /// Text stands out from its background: 4.5:1, or 3:1 for large text (WCAG 2.2 1.4.3).
    case contrastText = "contrast-text"
    /// An actionable element without text of its own stands out 3:1 from what is behind it
    /// (WCAG 2.2 1.4.11).
    case contrastNonText = "contrast-non-text"
    /// No text of a translated tree is the English of a catalog entry.
    case languageFallback = "language-fallback"
    /// To review, not a violation: an element says its state twice, in its value and its trait
    /// ("Selected, Photo 2, Selected"), as VoiceOver does for the original grid.
    case reviewRepeatedState = "review-repeated-state"
    /// To review: a hint names a gesture ("Drag or tap to …"); VoiceOver users act by other gestures.
    case reviewHintGesture = "review-hint-gesture"
    /// To review: a label says a state or an action ("selected", "tap") that VoiceOver conveys
    /// itself (Android's Accessibility Test Framework, RedundantDescription).
    case reviewStateInLabel = "review-state-in-label"
    /// To review: two elements in different groups of one screen share a label.
    case reviewDuplicateLabelScreen = "review-duplicate-label-screen"

    /// The rule's group: parity, content or language; or review, for what a person should look
    /// at that is not a violation (axe-core's "incomplete").
    public enum Category: String, Sendable, Hashable, CaseIterable, Codable {
        case parity, content, geometry, dynamicType = "dynamic-type", contrast, language, review
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
             .contentNoopAction, .contentUnsafeText, .contentDuplicateAction, .contentHintRepeatsLabel,
             .contentConflictingTraits, .contentFileNameLabel, .contentHeaderTrait: .content
        case .geometryTargetSize, .geometryTargetSizeMinimum, .geometryCovered, .geometryIdenticalBounds,
             .geometryOffScreen: .geometry
        case .dynamicTypeTextClipped: .dynamicType
        case .contrastText, .contrastNonText: .contrast
        case .languageFallback: .language
        case .reviewRepeatedState, .reviewHintGesture, .reviewStateInLabel, .reviewDuplicateLabelScreen: .review
        }
    }

    /// How badly a violation hurts.
    public var impact: Impact {
        switch self {
        case .parityDragAction, .contentEmptyLabel, .geometryTargetSizeMinimum: .critical
        case .parityCaption, .paritySelectionState, .parityDeckState, .parityCornerDirection,
             .contentNoopAction, .contentUnsafeText, .languageFallback, .contentDuplicateAction,
             .contentConflictingTraits, .geometryTargetSize, .geometryCovered, .geometryIdenticalBounds,
             .geometryOffScreen, .dynamicTypeTextClipped, .contrastText, .contentFileNameLabel: .serious
        case .parityHeaderCount, .contentDuplicateLabel, .contentLabelTooLong, .contentHintRepeatsLabel,
             .contrastNonText, .contentHeaderTrait: .moderate
        case .contentTraitInLabel, .reviewRepeatedState, .reviewHintGesture, .reviewStateInLabel,
             .reviewDuplicateLabelScreen: .minor
        }
    }

    /// The severity of its findings in CI reports: a review is never a failure; a violation's
    /// follows its impact.
    public var severity: Severity { isReview ? .review : impact.severity }

    /// The catalog key of the rule's one-line help.
    public var helpKey: AuditKey { .rule(self) }

    /// Where the rule's entry is: `docs/audit-rules.md#<id>` in Rotor's repository.
    public var helpPath: String { "docs/audit-rules.md#" + id }
}
