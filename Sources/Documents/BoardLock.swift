// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// The advisory lock that makes one Rotor session the only one that writes a board: an
/// exclusive `flock` on a lock file beside it (`.tasks.json.rotor-lock`).
///
/// The lock file is removed when the session ends, so that the folder is left as it was, and
/// that makes the order of the last two steps matter. The holder removes the name first and
/// releases the lock second; an opener, once its `flock` succeeds, checks that the path still
/// names the file it locked (`fstat` against `lstat`: device and inode) and starts again when
/// it does not. Each other order or a missing check lets two sessions write:
///
/// - released, then removed: a third session opens and locks the old file between the two
///   steps, the holder then removes its name, and a fourth creates a new file and locks that;
/// - removed, then released, without the check: a session that opened the old file before the
///   removal waits, locks it after the release, and holds a lock no later opener sees.
///
/// With the check, a lock on a file that no longer has the name is let go at once, and two
/// sessions can only ever both believe they hold the file the path names if they hold the same
/// `flock`, which the kernel forbids. A holder that is killed leaves the file; the kernel
/// releases its lock and the next opener takes it over, the path still naming it.
public final class BoardLock: Sendable {
    /// What trying to lock a board came to.
    public enum Outcome: Sendable {
        /// This session holds the lock until ``release()``.
        case held(BoardLock)
        /// Another session holds it.
        case heldByAnother
        /// The lock file cannot be made or opened (a folder that cannot be written, say).
        case unavailable(Errno)
    }

    /// The lock file's path.
    public let path: String
    private let descriptor: FileDescriptor
    private let identity: FileIdentity

    private init(path: String, descriptor: FileDescriptor, identity: FileIdentity) {
        self.path = path
        self.descriptor = descriptor
        self.identity = identity
    }

    /// The lock file of a board: hidden, beside it.
    public static func path(for board: String) -> String {
        FileSystem.folder(of: board) + "/." + FileSystem.name(of: board) + ".rotor-lock"
    }

    /// Takes the lock of a board without waiting.
    public static func acquire(board: String) -> Outcome {
        acquire(path(for: board))
    }

    /// Takes a lock file's lock without waiting.
    static func acquire(_ path: String) -> Outcome {
        // Each round that starts again follows a holder that removed the file and let go of it:
        // a few are possible under heavy contention, a hundred only if something else keeps
        // removing the file.
        var failure = Errno(rawValue: EAGAIN)
        for _ in 0..<100 {
            let descriptor: FileDescriptor
            do {
                // A link planted where the lock file belongs is not followed.
                descriptor = try Posix.open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, mode: 0o644)
            } catch {
                return .unavailable(error)
            }
            do {
                try Posix.flock(descriptor, LOCK_EX | LOCK_NB)
            } catch {
                Posix.close(descriptor)
                return error == .wouldBlock ? .heldByAnother : .unavailable(error)
            }
            do {
                let locked = FileIdentity(try Posix.fstat(descriptor))
                if FileIdentity(try Posix.linkStatus(path)) == locked {
                    return .held(BoardLock(path: path, descriptor: descriptor, identity: locked))
                }
            } catch {
                failure = error
            }
            // The file locked is no longer the one the path names: its holder removed it.
            Posix.close(descriptor)
        }
        return .unavailable(failure)
    }

    /// Removes the lock file, then lets the lock go; nothing this session writes may follow.
    public func release() {
        if let named = try? Posix.linkStatus(path), FileIdentity(named) == identity {
            try? Posix.unlink(path)
        }
        try? Posix.flock(descriptor, LOCK_UN)
        Posix.close(descriptor)
    }

    /// A file as the kernel knows it, whatever its names.
    struct FileIdentity: Equatable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }
}
