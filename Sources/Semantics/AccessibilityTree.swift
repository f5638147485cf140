// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// The accessibility tree of one screen: its groups of elements in reading order.
///
/// Small screens are built whole; large boards (Kanban, the photo grid) come from an
/// ``ElementSource`` that builds an element when it is asked for, so a move on a board of
/// 100,000 cards builds the few elements it announces, not 100,000. Both kinds answer the same
/// questions the same way; `elements` and `groups` build everything (audits, pictures,
/// transcripts), the other accessors only what they return.
public struct AccessibilityTree: Sendable, Hashable {
    /// The screen's name.
    public let title: String
    /// The size of the screen the frames are on, in points.
    public let screen: Size
    /// The axes its content scrolls on (a Kanban board both, the photo grid up and down).
    public let scrolls: ScrollAxes
    private let storage: Storage
    /// The first element's position of each group, and one past the last element.
    private let starts: [Int]

    private enum Storage: Sendable {
        /// Every element built, with an index by id.
        case built(groups: [AccessibilityGroup], elements: [AccessibilityNode], positions: [NodeID: Int])
        /// Elements built when asked for.
        case source(any ElementSource)
    }

    /// Creates a tree of a screen of a size (the default screen unless told), every element built.
    public init(title: String, groups: [AccessibilityGroup], screen: Size = Screen.defaultSize, scrolls: ScrollAxes = []) {
        self.title = title
        self.screen = screen
        self.scrolls = scrolls
        var elements: [AccessibilityNode] = []
        var starts: [Int] = []
        for group in groups {
            starts.append(elements.count)
            elements.append(contentsOf: group.elements)
        }
        starts.append(elements.count)
        var positions: [NodeID: Int] = [:]
        positions.reserveCapacity(elements.count)
        for (position, node) in elements.enumerated() { positions[node.id] = position }
        self.storage = .built(groups: groups, elements: elements, positions: positions)
        self.starts = starts
    }

    /// Creates a tree whose elements are built when asked for.
    public init(title: String, source: any ElementSource, screen: Size, scrolls: ScrollAxes = []) {
        self.title = title
        self.screen = screen
        self.scrolls = scrolls
        var starts = [0]
        starts.reserveCapacity(source.groupCount + 1)
        for group in 0..<source.groupCount {
            starts.append(starts[group] + source.count(ofGroup: group))
        }
        self.storage = .source(source)
        self.starts = starts
    }

    /// How many elements there are.
    public var count: Int { starts.last ?? 0 }

    /// How many groups there are.
    public var groupCount: Int { starts.count - 1 }

    /// A group's id, label and size, without building its elements.
    public func heading(ofGroup group: Int) -> GroupHeading {
        switch storage {
        case .built(let groups, _, _):
            let built = groups[group]
            return GroupHeading(id: built.id, label: built.label, count: built.elements.count)
        case .source(let source):
            return source.heading(ofGroup: group)
        }
    }

    /// The position of a group's first element.
    public func start(ofGroup group: Int) -> Int { starts[group] }

    /// The group of the element at a position.
    public func group(ofElementAt position: Int) -> Int {
        // The last group starting at or before the position (empty groups start where the next does).
        var low = 0
        var high = groupCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The element at a position in reading order.
    public func element(at position: Int) -> AccessibilityNode {
        switch storage {
        case .built(_, let elements, _):
            return elements[position]
        case .source(let source):
            let group = group(ofElementAt: position)
            return source.element(inGroup: group, at: position - starts[group])
        }
    }

    /// The id of the element at a position, without building the element.
    public func id(at position: Int) -> NodeID {
        switch storage {
        case .built(_, let elements, _):
            return elements[position].id
        case .source(let source):
            let group = group(ofElementAt: position)
            return source.id(inGroup: group, at: position - starts[group])
        }
    }

    /// The position of the element with this id; `hint`, where it was, is looked at first.
    public func position(of id: NodeID, hint: Int? = nil) -> Int? {
        if let hint, hint >= 0, hint < count, self.id(at: hint) == id { return hint }
        switch storage {
        case .built(_, _, let positions):
            return positions[id]
        case .source(let source):
            return source.locate(id).map { starts[$0.group] + $0.offset }
        }
    }

    /// The element with this id.
    public func element(id: NodeID, hint: Int? = nil) -> AccessibilityNode? {
        position(of: id, hint: hint).map(element(at:))
    }

    /// What a group takes on screen: its own frame, or else its elements' frames (a Kanban
    /// column is laid out for it, never built).
    public func frames(ofGroup group: Int) -> [Frame] {
        switch storage {
        case .built(let groups, _, _):
            return groups[group].frame.map { [$0] } ?? groups[group].elements.compactMap(\.frame)
        case .source(let source):
            if let frame = source.frame(ofGroup: group) { return [frame] }
            return (0..<source.count(ofGroup: group)).compactMap { source.element(inGroup: group, at: $0).frame }
        }
    }

    /// The static texts (headers, counts, placeholders), in reading order.
    public func staticTexts() -> [AccessibilityNode] {
        switch storage {
        case .built(_, let elements, _): elements.filter { $0.traits.contains(.staticText) }
        case .source(let source): source.staticTexts()
        }
    }

    /// Every element in reading order, the order of declaration in the original view; built one
    /// at a time as the collection is read.
    public var elements: Elements { Elements(tree: self) }

    /// Every group with its elements, all built.
    public var groups: [AccessibilityGroup] {
        switch storage {
        case .built(let groups, _, _):
            return groups
        case .source(let source):
            return (0..<groupCount).map { group in
                let heading = source.heading(ofGroup: group)
                return AccessibilityGroup(
                    id: heading.id, label: heading.label,
                    elements: (0..<heading.count).map { source.element(inGroup: group, at: $0) },
                    frame: source.frame(ofGroup: group)
                )
            }
        }
    }

    /// A tree's elements in reading order, each built when it is read.
    public struct Elements: RandomAccessCollection, Sendable {
        let tree: AccessibilityTree
        public var startIndex: Int { 0 }
        public var endIndex: Int { tree.count }
        public subscript(position: Int) -> AccessibilityNode { tree.element(at: position) }
    }

    public static func == (left: AccessibilityTree, right: AccessibilityTree) -> Bool {
        left.title == right.title && left.screen == right.screen && left.groups == right.groups
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(screen)
        hasher.combine(count)
    }
}
