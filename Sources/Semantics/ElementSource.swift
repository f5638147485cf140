// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// Where a large screen's elements come from: built one at a time, when they are asked for.
///
/// A board of 100,000 cards is not 100,000 nodes kept in memory and rebuilt on every move: the
/// tree keeps the document and the words its elements share, and makes the node a person
/// focuses, the one the audit examines or the one a transcript prints, when it is asked for.
/// What a source gives must be what an eagerly built tree of the same document holds.
public protocol ElementSource: Sendable {
    /// How many groups there are, in reading order.
    var groupCount: Int { get }
    /// How many elements a group has (cheap: the tree asks it of every group when it is made).
    func count(ofGroup group: Int) -> Int
    /// A group's id, label and parts, and how many elements it has.
    func heading(ofGroup group: Int) -> GroupHeading
    /// The area a group takes on screen, when it has one of its own (may lay the group out).
    func frame(ofGroup group: Int) -> Frame?
    /// The id of an element, without building it.
    func id(inGroup group: Int, at offset: Int) -> NodeID
    /// The element itself.
    func element(inGroup group: Int, at offset: Int) -> AccessibilityNode
    /// Where the element with this id is, or nil.
    func locate(_ id: NodeID) -> (group: Int, offset: Int)?
    /// The static texts (headers, counts, placeholders): the few elements that announce
    /// themselves when they change.
    func staticTexts() -> [AccessibilityNode]
}

/// What a tree knows of a group without building its elements or laying it out.
public struct GroupHeading: Sendable, Hashable {
    public var id: GroupID
    public var label: String
    public var count: Int

    /// Creates a heading.
    public init(id: GroupID, label: String, count: Int) {
        self.id = id
        self.label = label
        self.count = count
    }
}
