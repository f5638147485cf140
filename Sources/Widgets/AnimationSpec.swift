// SPDX-License-Identifier: GPL-3.0-or-later

/// An animation as data: the curves the original components ask SwiftUI for.
public enum AnimationSpec: Sendable, Hashable {
    /// `.snappy(duration:)`.
    case snappy(duration: Double)
    /// `.spring(response:dampingFraction:)`.
    case spring(response: Double, dampingFraction: Double)
    /// `.spring(duration:bounce:)`.
    case bouncySpring(duration: Double, bounce: Double)

    /// A card lifting while dragged on the photo board.
    public static let photoLift = AnimationSpec.snappy(duration: 0.25)
    /// A photo changing selection state, and leaving selection mode.
    public static let gridSelection = AnimationSpec.snappy(duration: 0.25)
    /// The deck settling fanned or stacked.
    public static let deckSettle = AnimationSpec.spring(response: 0.46, dampingFraction: 0.74)
    /// A Kanban card moving to another column.
    public static let kanbanMove = AnimationSpec.snappy(duration: 0.3)
    /// The tile springing to a corner.
    public static let cornerSnap = AnimationSpec.bouncySpring(duration: 0.45, bounce: 0.3)

    /// Every animation the five components use.
    /// SwiftUI's default animation (a spring of half a second, without bounce), for a view read
    /// from its source.
    public static let sourceDefault = AnimationSpec.spring(response: 0.55, dampingFraction: 1.0)

    public static let all: [AnimationSpec] = [photoLift, gridSelection, deckSettle, kanbanMove, cornerSnap]
}
