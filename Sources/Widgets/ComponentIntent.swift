// SPDX-License-Identifier: GPL-3.0-or-later

/// What a component's intents tell about themselves, so that code handling any intent asks the
/// intent instead of switching over the components.
public protocol ComponentIntent: Sendable, Hashable {
    /// The animation the original component runs when this intent changes it.
    var animation: AnimationSpec { get }
}

extension Intent {
    /// The component's own intent inside this one.
    public var component: any ComponentIntent {
        switch self {
        case .photoBoard(let intent): intent
        case .photoGrid(let intent): intent
        case .deckFan(let intent): intent
        case .kanban(let intent): intent
        case .snapCorner(let intent): intent
        case .source(let step): step
        }
    }
}

extension PhotoBoard.Intent: ComponentIntent {
    /// A card lifts and settles.
    public var animation: AnimationSpec { .photoLift }
}

extension PhotoGrid.Intent: ComponentIntent {
    /// Selection changes with a snappy curve.
    public var animation: AnimationSpec { .gridSelection }
}

extension DeckFan.Intent: ComponentIntent {
    /// The deck springs fanned or stacked.
    public var animation: AnimationSpec { .deckSettle }
}

extension KanbanBoard.Intent: ComponentIntent {
    /// A card moves with a snappy curve.
    public var animation: AnimationSpec { .kanbanMove }
}

extension SourceView.Step: ComponentIntent {
    /// What the source's own `withAnimation` does is not run: SwiftUI's default animation.
    public var animation: AnimationSpec { .sourceDefault }
}

extension SnapCorner.Intent: ComponentIntent {
    /// The tile springs to its corner.
    public var animation: AnimationSpec { .cornerSnap }
}
