// SPDX-License-Identifier: GPL-3.0-or-later

/// Why a document file could not be opened or saved: structured, worded by Console's `ErrorWords`.
public enum DocumentError: Error, Sendable, Hashable {
    // Reading.
    case notFound(path: String)
    case unreadable(path: String, errno: Int32)
    case tooLarge(bytes: Int, limit: Int)
    case syntax(JSONSyntaxError)
    case missingField(path: String, field: String)
    case wrongType(path: String, expected: String, found: String)
    case duplicateID(path: String, id: String)
    case unknownKind(String)
    case invalidValue(path: String, value: String, valid: [String])
    case tooMany(path: String, count: Int, limit: Int)
    case textTooLong(path: String, length: Int, limit: Int)
    case emptyFolder(path: String)
    // Writing.
    case changedOnDisk(path: String)
    case readOnly(path: String)
    case writeFailed(path: String, errno: Int32)
    case alreadyExists(path: String)
}
