// SPDX-License-Identifier: GPL-3.0-or-later
import SystemInterface

/// Why a document file could not be opened or saved: structured, worded by Console's `ErrorWords`.
public enum DocumentError: Error, Sendable, Hashable {
    // Reading.
    case notFound(path: String)
    case unreadable(path: String, errno: Int32)
    /// A symbolic link whose target does not exist.
    case danglingLink(path: String)
    /// Symbolic links that lead to each other.
    case linkLoop(path: String)
    /// The path to read names a folder, a device, a named pipe or a socket, never opened.
    case notAFileToRead(path: String, kind: FileKind)
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
    /// A text within the character limit whose UTF-8 is larger than ``DocumentLimits/textBytes``.
    case textTooLarge(path: String, bytes: Int, limit: Int)
    case emptyFolder(path: String)
    // Writing.
    case changedOnDisk(path: String)
    case readOnly(path: String)
    case writeFailed(path: String, errno: Int32)
    /// Saved, the document would be larger than Rotor opens, so it is not written.
    case tooLargeToSave(bytes: Int, limit: Int)
    case alreadyExists(path: String)
    /// The path names a folder, a device, a named pipe or a socket, never written over.
    case notAFile(path: String, kind: FileKind)
    /// Another Rotor session holds the file (its lock).
    case inUse(path: String)
}

extension DocumentError {
    /// The file gate's refusal or failure, as a document's error: a path that cannot be read
    /// (`reading`) or written.
    public init(_ error: FileError, reading: Bool = false) {
        switch error {
        case .notFound(let path): self = .notFound(path: path)
        case .danglingLink(let path): self = .danglingLink(path: path)
        case .linkLoop(let path): self = .linkLoop(path: path)
        case .notAFile(let path, let kind): self = reading ? .notAFileToRead(path: path, kind: kind) : .notAFile(path: path, kind: kind)
        case .tooLarge(_, let bytes, let limit): self = .tooLarge(bytes: bytes, limit: limit)
        case .unreadable(let path, let errno): self = .unreadable(path: path, errno: errno.rawValue)
        case .inUse(let path): self = .inUse(path: path)
        case .alreadyExists(let path): self = .alreadyExists(path: path)
        case .changed(let path): self = .changedOnDisk(path: path)
        case .readOnly(let path): self = .readOnly(path: path)
        case .writeFailed(let path, let errno): self = .writeFailed(path: path, errno: errno.rawValue)
        }
    }
}
