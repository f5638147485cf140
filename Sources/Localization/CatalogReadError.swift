// SPDX-License-Identifier: GPL-3.0-or-later
import SystemInterface

/// Why a catalog could not be read: an Xcode String Catalog, or a folder of `.lproj` folders.
///
/// Facts only; the executable words them.
public enum CatalogReadError: Error, Sendable, Hashable {
    /// The file or folder could not be opened.
    case unreadable(path: String)
    /// The file gate would not read the file (a link to nothing, a loop of links, a named pipe,
    /// a device, too large) or the system could not.
    case file(FileError)
    /// The path is neither an `.xcstrings` file nor a folder of `.lproj` folders.
    case unsupportedFormat(path: String)
    /// The `.xcstrings` file is not JSON; the detail is the JSON parser's.
    case invalidJSON(path: String, detail: String)
    /// The JSON is not a string catalog (no `strings` object).
    case notACatalog(path: String)
    /// An entry of the catalog has an unexpected shape.
    case malformedEntry(path: String, key: String)
    /// A `.strings` file does not parse, at a line.
    case invalidStrings(path: String, line: Int)
    /// A `.stringsdict` file is not a property list of the expected shape.
    case invalidStringsDict(path: String)

    /// The file or folder the error is about.
    public var path: String {
        switch self {
        case .unreadable(let path), .unsupportedFormat(let path), .invalidJSON(let path, _), .notACatalog(let path),
             .malformedEntry(let path, _), .invalidStrings(let path, _), .invalidStringsDict(let path):
            path
        case .file(let error):
            error.path
        }
    }
}
