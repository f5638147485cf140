// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// What a path a board or a picture is to be written to names, and whether Rotor may write
/// there: a new file, or a regular file the person agreed to replace that no other session
/// holds. Never a folder, a device, a named pipe or a socket (root writing a picture "to"
/// `/dev/null` once left a regular file in its place).
public enum SaveTarget {
    /// What a path names, its links followed.
    public enum Kind: String, Sendable, Hashable {
        case regularFile, folder, device, pipe, socket
    }

    /// The kind of what is at a path, its links followed; nil when nothing is there (a link
    /// whose target does not exist yet names nothing: writing through it makes the target).
    public static func kind(of path: String) -> Kind? {
        guard let status = try? Posix.stat(FileSystem.finalTarget(of: path)) else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFCHR, S_IFBLK: return .device
        case S_IFIFO: return .pipe
        case S_IFSOCK: return .socket
        default: return .device
        }
    }

    /// Checks a path before writing to it: returns whether a file is there to replace. Throws
    /// for what is not a regular file, for a board another session holds, and for an existing
    /// file unless `replacing` says the person agreed.
    public static func check(_ path: String, replacing: Bool) throws(DocumentError) -> Bool {
        guard let kind = kind(of: path) else { return false }
        guard kind == .regularFile else { throw .notAFile(path: path, kind: kind) }
        // A board open in a session is that session's to write: a probe of its lock says.
        switch BoardLock.acquire(board: FileSystem.finalTarget(of: path)) {
        case .held(let lock): lock.release()
        case .heldByAnother: throw .inUse(path: path)
        case .unavailable: break
        }
        guard replacing else { throw .alreadyExists(path: path) }
        return true
    }
}
