// SPDX-License-Identifier: GPL-3.0-or-later

/// The stretches of a line a display shows one at a time, as its pan keys move through it.
///
/// A window holds as many cells as the display has, and ends after the last blank cell in it
/// rather than cut a word in two (as NVDA's "avoid splitting words" and Orca's word wrap do); a
/// word longer than the display is cut where the display ends. The next window starts at the
/// first cell that is not blank. An empty line has one empty window.
public struct BrailleWindows: Sendable, Equatable {
    /// Each window's cells, as a range of the line's cells, in reading order.
    public let ranges: [Range<Int>]

    /// The windows of `cells` on a display `width` cells wide (at least one).
    public init(cells: [UInt8], width: Int) {
        let width = max(width, 1)
        var ranges: [Range<Int>] = []
        var start = 0
        while start < cells.count {
            var end = min(start + width, cells.count)
            if end < cells.count, cells[end] != 0, let blank = cells[(start + 1)..<end].lastIndex(of: 0) {
                end = blank + 1
            }
            ranges.append(start..<end)
            start = end
            while start < cells.count, cells[start] == 0 { start += 1 }
        }
        self.ranges = ranges.isEmpty ? [0..<0] : ranges
    }

    /// The index of the window that shows cell `cell` (the last one for a cell past the end).
    public func index(containing cell: Int) -> Int {
        ranges.lastIndex { $0.lowerBound <= cell } ?? 0
    }

    /// The number of windows.
    public var count: Int { ranges.count }
}
