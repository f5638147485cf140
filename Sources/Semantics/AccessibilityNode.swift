// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// A named action of an element, as VoiceOver's actions rotor lists it.
public struct AccessibilityAction: Sendable, Hashable {
    /// The localized name ("Move to Done").
    public var name: String
    /// What performing it asks of the component.
    public var intent: Intent

    /// Creates an action.
    public init(name: String, intent: Intent) {
        self.name = name
        self.intent = intent
    }
}

/// One element VoiceOver can focus: a label, a value, traits, a hint and actions.
public struct AccessibilityNode: Sendable, Hashable, Identifiable {
    /// Stable across rebuilds while the element exists, so focus can stay on it.
    public var id: NodeID
    public var label: String
    public var value: String
    public var traits: Traits
    public var hint: String
    /// The element's actions, in the order VoiceOver's rotor lists them: a card's moves, made
    /// from ``moves`` when read, then its own actions. Setting them replaces both.
    public var actions: [AccessibilityAction] {
        get {
            guard let moves, case .card(let card) = id else { return ownActions }
            return moves.actions(forCard: card) + ownActions
        }
        set {
            ownActions = newValue
            moves = nil
        }
    }
    /// The moves a card shares with every card of its column, when it has them; its other
    /// actions are ``ownActions``. An audit checks a column's moves once, not once per card.
    public private(set) var moves: ColumnMoves?
    /// The actions that are this element's alone (all of them, when it shares no ``moves``).
    public private(set) var ownActions: [AccessibilityAction]
    /// Whether the element has any action, found without making them.
    public var hasActions: Bool { !ownActions.isEmpty || !(moves?.targets.isEmpty ?? true) }
    /// How many actions the element has, counted without making them.
    public var actionCount: Int { ownActions.count + (moves?.targets.count ?? 0) }
    /// VoiceOver's double tap, when it does something.
    public var defaultAction: Intent?
    /// Where the element is on screen (VoiceOver's `accessibilityFrame`, with its tilt), worked
    /// out from the component's layout and mirrored in right-to-left; nil when nothing placed it.
    ///
    /// Kept to a thousandth of a point (``PackedFrame``): a board has 100,000 elements, and
    /// their size is what opening and rebuilding it costs.
    public var frame: Frame? {
        get { packedFrame.frame }
        set { packedFrame = PackedFrame(newValue) }
    }
    private var packedFrame: PackedFrame

    /// Creates an element.
    public init(
        id: NodeID, label: String, value: String = "", traits: Traits = [], hint: String = "",
        actions: [AccessibilityAction] = [], moves: ColumnMoves? = nil, defaultAction: Intent? = nil, frame: Frame? = nil
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.traits = traits
        self.hint = hint
        self.ownActions = actions
        self.moves = moves
        self.defaultAction = defaultAction
        self.packedFrame = PackedFrame(frame)
    }

    /// Elements are equal when they say and do the same: shared moves and the same actions
    /// made for the element are the same.
    public static func == (left: AccessibilityNode, right: AccessibilityNode) -> Bool {
        left.id == right.id && left.label == right.label && left.value == right.value && left.traits == right.traits
            && left.hint == right.hint && left.defaultAction == right.defaultAction && left.packedFrame == right.packedFrame
            && (left.moves === right.moves && left.ownActions == right.ownActions || left.actions == right.actions)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(traits)
        hasher.combine(hint)
        hasher.combine(actionCount)
        hasher.combine(defaultAction)
        hasher.combine(packedFrame)
    }
}

/// A run of elements that belong together: a Kanban column, the grid, the board.
public struct AccessibilityGroup: Sendable, Hashable, Identifiable {
    /// Which group it is, stable across rebuilds.
    public var id: GroupID
    /// What the group is called when a person asks where they are.
    public var label: String
    public var elements: [AccessibilityNode]
    /// The area the group takes on screen (a Kanban column's background), when it has one of its own.
    public var frame: Frame?
    /// What the group draws that VoiceOver does not focus on its own, such as the deck's cards,
    /// back to front. (Kept on the group, not on each element: a board has 100,000 elements.)
    public var parts: [Frame]

    /// Creates a group.
    public init(id: GroupID, label: String, elements: [AccessibilityNode], frame: Frame? = nil, parts: [Frame] = []) {
        self.id = id
        self.label = label
        self.elements = elements
        self.frame = frame
        self.parts = parts
    }
}
