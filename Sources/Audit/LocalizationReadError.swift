// SPDX-License-Identifier: GPL-3.0-or-later

/// Why a catalog could not be read; the executable words it.
public enum LocalizationReadError: Error, Sendable, Hashable {
    /// The file or folder could not be opened.
    case unreadable(path: String)
    /// The path is neither an `.xcstrings` file nor a folder of `.lproj` folders.
    case unsupportedFormat(path: String)
    /// The `.xcstrings` file is not JSON.
    case invalidJSON(path: String, detail: String)
    /// The JSON is not a string catalog (no `strings` object).
    case notACatalog(path: String)
    /// An entry of the catalog has an unexpected shape.
    case malformedEntry(path: String, key: String)
    /// A `.strings` file does not parse, at a line.
    case invalidStrings(path: String, line: Int)
    /// A `.stringsdict` file is not a property list of the expected shape.
    case invalidStringsDict(path: String)
}
