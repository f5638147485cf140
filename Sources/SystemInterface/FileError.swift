// SPDX-License-Identifier: GPL-3.0-or-later

/// Why the file gate (``FileGate``, ``FileSystem``) would not read or write a path, or why the
/// system refused: facts only, worded for people by Console's `ErrorWords`.
public enum FileError: Error, Sendable, Hashable {
    // Reading.
    /// Nothing is there.
    case notFound(path: String)
    /// A symbolic link whose target does not exist.
    case danglingLink(path: String)
    /// Symbolic links that lead to each other (`ELOOP`), or more than 40 in a row.
    case linkLoop(path: String)
    /// Not a regular file: a folder, a device, a named pipe or a socket.
    case notAFile(path: String, kind: FileKind)
    /// Larger than what is read from such a file.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The system refused to open or read it.
    case unreadable(path: String, errno: Errno)
    // Writing.
    /// A board a Rotor session has open: only that session writes it.
    case inUse(path: String)
    /// A file is there and the person did not agree to replace it.
    case alreadyExists(path: String)
    /// Another program changed or replaced the file since Rotor read or last wrote it.
    case changed(path: String)
    /// The file has no write permission (made read-only, even for root), or the system said so.
    case readOnly(path: String)
    /// The system refused the write.
    case writeFailed(path: String, errno: Errno)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .notFound(let path), .danglingLink(let path), .linkLoop(let path), .notAFile(let path, _),
             .tooLarge(let path, _, _), .unreadable(let path, _), .inUse(let path), .alreadyExists(let path),
             .changed(let path), .readOnly(let path), .writeFailed(let path, _):
            path
        }
    }

    /// The same error about another path: the one a person gave, where the write was made to
    /// the file its links lead to.
    public func renamed(_ path: String) -> FileError {
        switch self {
        case .notFound: .notFound(path: path)
        case .danglingLink: .danglingLink(path: path)
        case .linkLoop: .linkLoop(path: path)
        case .notAFile(_, let kind): .notAFile(path: path, kind: kind)
        case .tooLarge(_, let bytes, let limit): .tooLarge(path: path, bytes: bytes, limit: limit)
        case .unreadable(_, let errno): .unreadable(path: path, errno: errno)
        case .inUse: .inUse(path: path)
        case .alreadyExists: .alreadyExists(path: path)
        case .changed: .changed(path: path)
        case .readOnly: .readOnly(path: path)
        case .writeFailed(_, let errno): .writeFailed(path: path, errno: errno)
        }
    }

    /// A refusal of a path to write to, not a failure of the write: what the command line
    /// reports with exit code 73.
    public var isRefusedTarget: Bool {
        switch self {
        case .notAFile, .inUse, .alreadyExists, .linkLoop: true
        default: false
        }
    }
}
