// SPDX-License-Identifier: GPL-3.0-or-later

/// A line and a column in a text, each from 1; columns count Unicode code points.
public struct TextPosition: Sendable, Hashable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode code points.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
