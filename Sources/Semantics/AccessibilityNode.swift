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
    public var actions: [AccessibilityAction]
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
        actions: [AccessibilityAction] = [], defaultAction: Intent? = nil, frame: Frame? = nil
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.traits = traits
        self.hint = hint
        self.actions = actions
        self.defaultAction = defaultAction
        self.packedFrame = PackedFrame(frame)
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

/// The accessibility tree of one screen: its groups of elements in reading order.
///
/// The flat reading order and an index by id are built once, so stepping through a board of
/// 100,000 cards costs the same as through one of 100.
public struct AccessibilityTree: Sendable, Hashable {
    /// The screen's name.
    public let title: String
    /// The size of the screen the frames are on, in points.
    public let screen: Size
    public let groups: [AccessibilityGroup]
    /// Every element in reading order, the order of declaration in the original view.
    public let elements: [AccessibilityNode]
    /// The group of each element, by position in `elements`.
    public let groupOfElement: [Int]
    /// The first element's position of each group in `elements`.
    public let groupStarts: [Int]
    private let positions: [NodeID: Int]

    /// Creates a tree of a screen of a size (the default screen unless told).
    public init(title: String, groups: [AccessibilityGroup], screen: Size = Screen.defaultSize) {
        self.title = title
        self.screen = screen
        self.groups = groups
        var elements: [AccessibilityNode] = []
        var groupOfElement: [Int] = []
        var groupStarts: [Int] = []
        for (index, group) in groups.enumerated() {
            groupStarts.append(elements.count)
            elements.append(contentsOf: group.elements)
            groupOfElement.append(contentsOf: repeatElement(index, count: group.elements.count))
        }
        self.elements = elements
        self.groupOfElement = groupOfElement
        self.groupStarts = groupStarts
        var positions: [NodeID: Int] = [:]
        positions.reserveCapacity(elements.count)
        for (position, node) in elements.enumerated() { positions[node.id] = position }
        self.positions = positions
    }

    /// The position of the element with this id in `elements`.
    public func position(of id: NodeID) -> Int? { positions[id] }

    /// The element with this id.
    public func element(id: NodeID) -> AccessibilityNode? {
        positions[id].map { elements[$0] }
    }
}
