// SPDX-License-Identifier: GPL-3.0-or-later

/// Where a finding is in a file: its path as the user named it, and the line and column (from 1)
/// when known, so that editors and CI annotations jump there.
public struct SourceLocation: Sendable, Hashable, Codable {
    /// The file's path, relative to the working folder or absolute, as given.
    public var path: String
    /// The line, counting from 1.
    public var line: Int?
    /// The column, counting characters from 1.
    public var column: Int?

    /// Creates a location.
    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }
}
