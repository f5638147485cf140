// SPDX-License-Identifier: GPL-3.0-or-later

/// Where things start in a JSON text, by their path: each object member's key (the opening
/// quote of `"key"`), and each object in an array (its `{`), so that a report can point at the
/// line and column of a board's card or a catalog's entry.
public struct JSONPositions: Sendable, Hashable {
    /// One step into a JSON value: an object's member or an array's element.
    public enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The positions by path from the root; the root object itself is the empty path.
    public private(set) var byPath: [[Step]: TextPosition] = [:]

    /// The position of what a path leads to, when it was recorded.
    public subscript(_ path: [Step]) -> TextPosition? { byPath[path] }

    /// Records a position unless the path has one (a member's key comes before its value).
    mutating func record(_ path: [Step], _ position: TextPosition) {
        if byPath[path] == nil { byPath[path] = position }
    }
}
