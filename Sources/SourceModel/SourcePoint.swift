// SPDX-License-Identifier: GPL-3.0-or-later

/// A place in a Swift file: a line and a column, counting from 1 (columns in characters).
public struct SourcePoint: Sendable, Hashable, Codable, Comparable {
    /// The line.
    public var line: Int
    /// The column, in characters.
    public var column: Int

    /// Creates a place.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// No place: where the reader made something up (a default it supplies).
    public static let unknown = SourcePoint(line: 0, column: 0)

    public static func < (lhs: SourcePoint, rhs: SourcePoint) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
