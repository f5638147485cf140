// SPDX-License-Identifier: GPL-3.0-or-later

/// Where a finding points in a file: a board file's element object, or a catalog entry.
public struct SourceLocation: Sendable, Hashable {
    /// The file as the report names it: the path given on the command line, or the catalog's
    /// path in Rotor's repository (`Locales/Localizable.xcstrings`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode code points.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
