// SPDX-License-Identifier: GPL-3.0-or-later

/// Why a document file could not be opened or saved: structured, worded by Console's `ErrorWords`.
public enum DocumentError: Error, Sendable, Hashable {
    // Reading.
    case notFound(path: String)
    case unreadable(path: String, errno: Int32)
    case tooLarge(bytes: Int, limit: Int)
    case syntax(JSONSyntaxError)
    case missingField(path: String, field: String)
    case wrongType(path: String, expected: JSONValue.Kind, found: JSONValue.Kind)
    /// A number outside what the field allows; `literal` as the file writes it.
    case numberOutOfRange(path: String, literal: String, minimum: String, maximum: String)
    /// A number with a fraction where a count belongs.
    case notWholeNumber(path: String, literal: String)
    /// A file in another encoding than UTF-8, such as UTF-16.
    case unsupportedEncoding(path: String, encoding: String)
    case duplicateID(path: String, id: String)
    case unknownKind(String)
    case invalidValue(path: String, value: String, valid: [String])
    case tooMany(path: String, count: Int, limit: Int)
    /// More cards in all of a board's columns than Rotor opens.
    case tooManyCards(count: Int, limit: Int)
    case textTooLong(path: String, length: Int, limit: Int)
    case emptyFolder(path: String)
    // Writing.
    case changedOnDisk(path: String)
    case readOnly(path: String)
    case writeFailed(path: String, errno: Int32)
    /// Saved, the document would be larger than Rotor opens, so it is not written.
    case tooLargeToSave(bytes: Int, limit: Int)
    case alreadyExists(path: String)
    /// The path names a folder, a device, a named pipe or a socket, never written over.
    case notAFile(path: String, kind: SaveTarget.Kind)
    /// Another Rotor session holds the file (its lock).
    case inUse(path: String)
}
