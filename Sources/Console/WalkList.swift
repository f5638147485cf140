// SPDX-License-Identifier: GPL-3.0-or-later

/// A list read a line at a time, as a screen's elements are: help (a heading for each group and
/// a line for each command and key) and the history of what was said. The arrows move through
/// it, Page Down and Page Up by group, Home and End to its ends; Escape closes it.
struct WalkList: Sendable, Equatable {
    /// What the list holds.
    enum Kind: Sendable, Equatable {
        case help
        case history
        /// The audit's issues of a view read from its source.
        case issues
    }

    /// What the list holds.
    let kind: Kind
    /// Every line, in order.
    let lines: [String]
    /// Where each group's heading is, in order; one group from the first line when there are none.
    let groupStarts: [Int]
    /// The line the person is on.
    private(set) var position: Int

    /// A list of lines, grouped from the given headings, on the line at `position`.
    init(kind: Kind, lines: [String], groupStarts: [Int] = [0], position: Int = 0) {
        self.kind = kind
        self.lines = lines
        self.groupStarts = groupStarts.isEmpty ? [0] : groupStarts
        self.position = min(max(position, 0), max(lines.count - 1, 0))
    }

    /// The line the person is on.
    var line: String { lines.isEmpty ? "" : lines[position] }

    /// One line on or back; false at either end, where the position stays.
    mutating func move(by step: Int) -> Bool {
        let target = position + step
        guard lines.indices.contains(target) else { return false }
        position = target
        return true
    }

    /// To the first or last line; false when already there.
    mutating func move(to target: Int) -> Bool {
        guard lines.indices.contains(target), target != position else { return false }
        position = target
        return true
    }

    /// To the heading of the next or previous group (Page Up on a group's later line goes to its
    /// own heading first); false when there is none that way.
    mutating func moveGroup(by step: Int) -> Bool {
        let target = step > 0 ? groupStarts.first { $0 > position } : groupStarts.last { $0 < position }
        guard let target else { return false }
        position = target
        return true
    }

    /// The lines from here to the end of the group this line is in.
    var restOfGroup: [String] {
        let end = groupStarts.first { $0 > position } ?? lines.count
        return Array(lines[position..<end])
    }

    /// The lines from here to the end.
    var rest: [String] { Array(lines[position...]) }
}
