// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting

/// A rule of the audit of Swift sources (`rotor audit Sources/`): VoiceOver parity of the
/// team's own views, read from their code. Ids that a board audit also has (`content-*`,
/// `review-hint-gesture`) mean the same thing in both.
public enum SourceRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// A gesture other than a single tap with no accessibility action anywhere VoiceOver would
    /// find one (a11y-check's gesture-missing-alternative and draggable-missing-accessibility-action).
    case gestureAlternative = "source-gesture-alternative"
    /// A single tap on an element without the Button or Link trait and without an action
    /// (SwiftLint's accessibility_trait_for_button, a11y-check's tap-gesture-missing-button-trait).
    case tapTrait = "source-tap-trait"
    /// A drag that changes the value VoiceOver reads, with no adjustable action or other action
    /// that changes it.
    case dragAdjustable = "source-drag-adjustable"
    /// A context menu whose items are not offered as accessibility actions.
    case contextMenu = "source-context-menu"
    /// An image without an accessibility label (SwiftLint's accessibility_label_for_image).
    case imageLabel = "source-image-label"
    /// A control or an element a person acts on, hidden from VoiceOver by itself or around it.
    case hiddenInteractive = "source-hidden-interactive"
    /// A label that is a file or asset name (`IMG_0042`, `ic_trash_24`, `photo.jpg`).
    case fileNameLabel = "content-file-name-label"
    /// An empty accessibility label.
    case emptyLabel = "content-empty-label"
    /// A label that repeats a trait word VoiceOver says itself ("Play button").
    case traitInLabel = "content-trait-in-label"
    /// A hint that repeats its label.
    case hintRepeatsLabel = "content-hint-repeats-label"
    /// A hint that names a gesture.
    case hintGesture = "review-hint-gesture"

    /// The rule's id.
    public var id: String { rawValue }

    /// The severity of its findings unless the finding or a configuration says otherwise.
    public var severity: Severity {
        switch self {
        case .gestureAlternative, .hiddenInteractive, .fileNameLabel, .emptyLabel: .error
        case .tapTrait, .dragAdjustable, .contextMenu, .imageLabel, .traitInLabel, .hintRepeatsLabel: .warning
        case .hintGesture: .review
        }
    }

    /// The rule's group, as the board audit's categories name them.
    public var category: AuditRule.Category {
        switch self {
        case .gestureAlternative, .tapTrait, .dragAdjustable, .contextMenu, .hiddenInteractive: .parity
        case .imageLabel, .fileNameLabel, .emptyLabel, .traitInLabel, .hintRepeatsLabel: .content
        case .hintGesture: .review
        }
    }

    /// Where the rule's entry is, in Rotor's documentation.
    public var helpPath: String { "docs/audit-rules.md#" + id }

    /// The rule's one-line help in the catalog (`audit.rule.<id>`).
    public var helpKey: AuditKey { .sourceRule(self) }
}
