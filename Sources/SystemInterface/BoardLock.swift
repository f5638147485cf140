// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// The advisory lock that makes one Rotor session the only one that writes a board: an
/// exclusive `flock` on a lock file beside it (`.tasks.json.rotor-lock`). The session also
/// holds an `flock` on the board's file itself (`Documents`' `DocumentFile`), so a board is
/// known to be in use even when its lock file was deleted (`git clean -fdx`) and under every
/// name a hard link gives it; ``isHeld(board:)`` asks both.
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
/// releases its lock and the next opener takes it over, the path still naming it, whoever owns
/// the file: a lock file is judged by whether a process holds it (opened read-only when it may
/// not be written, and, when it may not even be read, by the kernel's table of locks,
/// `/proc/locks`), never by its owner or its age. A holder checks on every save that its lock
/// file still has its name (``isNamed``) and takes it again, or stops writing, when it has not.
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
        FileGate.folder(of: board) + "/." + FileGate.name(of: board) + ".rotor-lock"
    }

    /// Takes the lock of a board without waiting.
    public static func acquire(board: String) -> Outcome {
        acquire(path(for: board))
    }

    /// Whether a Rotor session holds a board: its lock file, or the board's file itself, is
    /// locked by a process. Asked before a path is written by anything but that session.
    public static func isHeld(board: String) -> Bool {
        isLocked(path(for: board), noFollow: true) || isLocked(board, noFollow: false)
    }

    /// Whether a process holds an `flock` on a file (a lock file, a journal); a link there is
    /// not followed.
    public static func isLocked(file path: String) -> Bool {
        isLocked(path, noFollow: true)
    }

    /// Takes a lock file's lock without waiting.
    static func acquire(_ path: String) -> Outcome {
        // Each round that starts again follows a holder that removed the file and let go of it:
        // a few are possible under heavy contention, a hundred only if something else keeps
        // removing the file.
        var failure = Errno(rawValue: EAGAIN)
        for _ in 0..<100 {
            let descriptor: FileDescriptor
            switch open(path) {
            case .success(let opened):
                descriptor = opened
            case .failure(let error) where error == .permissionDenied:
                // Neither writable nor readable by this user: the lock file of another, alive or
                // left by a killed session. The kernel says which.
                guard let status = try? Posix.linkStatus(path) else { continue }
                if isLockedByAnyProcess(FileIdentity(status)) { return .heldByAnother }
                do {
                    try Posix.unlink(path)
                } catch {
                    return .unavailable(error)
                }
                continue
            case .failure(let error):
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
                if FileIdentity(try Posix.linkStatus(path)).isSameFile(as: locked) {
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

    /// Opens (or makes) a lock file without following a link planted in its place, without
    /// waiting on a named pipe, and read-only when it belongs to someone else: `flock` needs
    /// only an open file. Anything but a regular file there is refused.
    private static func open(_ path: String) -> Result<FileDescriptor, Errno> {
        let flags = O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
        var result = Result { () throws(Errno) in try Posix.open(path, O_RDWR | O_CREAT | flags, mode: 0o644) }
        if case .failure(let error) = result, error == .permissionDenied {
            result = Result { () throws(Errno) in try Posix.open(path, O_RDONLY | flags) }
        }
        guard case .success(let descriptor) = result else { return result }
        guard let status = try? Posix.fstat(descriptor), status.st_mode & S_IFMT == S_IFREG else {
            Posix.close(descriptor)
            return .failure(Errno(rawValue: EINVAL))
        }
        return result
    }

    /// Whether a process holds an `flock` on the file at a path (probed with a shared lock that
    /// is let go at once); a file that cannot be opened is judged by the kernel's table.
    private static func isLocked(_ path: String, noFollow: Bool) -> Bool {
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (noFollow ? O_NOFOLLOW : 0)
        guard let status = try? (noFollow ? Posix.linkStatus(path) : Posix.stat(path)), status.st_mode & S_IFMT == S_IFREG else {
            return false
        }
        guard let descriptor = try? Posix.open(path, flags) else { return isLockedByAnyProcess(FileIdentity(status)) }
        defer { Posix.close(descriptor) }
        do {
            try Posix.flock(descriptor, LOCK_SH | LOCK_NB)
            try? Posix.flock(descriptor, LOCK_UN)
            return false
        } catch {
            return error == .wouldBlock
        }
    }

    /// Whether the kernel's table of locks (`/proc/locks`) has a lock held, not waited for, on
    /// a file: the way to judge a lock file this user may not open.
    static func isLockedByAnyProcess(_ file: FileIdentity) -> Bool {
        guard let table = try? FileGate.read("/proc/locks", limit: 16 << 20) else { return false }
        // `1: FLOCK  ADVISORY  WRITE 1234 fe:00:5312628 0 EOF`: the device's major and minor in
        // hexadecimal, then the inode; a waiter's line has `->` after the number.
        let major = (file.device >> 8) & 0xfff | (file.device >> 32) & ~0xfff
        let minor = file.device & 0xff | (file.device >> 12) & ~0xff
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n") where !line.contains("->") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6 else { continue }
            let place = fields[5].split(separator: ":")
            guard place.count == 3, UInt64(place[2]) == file.inode,
                  UInt64(place[0], radix: 16) == major, UInt64(place[1], radix: 16) == minor
            else { continue }
            return true
        }
        return false
    }

    /// Whether the lock file still has its name: false when it was removed (`git clean`, by
    /// hand) or replaced while this session held it.
    public var isNamed: Bool {
        guard let named = try? Posix.linkStatus(path) else { return false }
        return FileIdentity(named).isSameFile(as: identity)
    }

    /// Removes the lock file, then lets the lock go; nothing this session writes may follow.
    public func release() {
        if isNamed { try? Posix.unlink(path) }
        try? Posix.flock(descriptor, LOCK_UN)
        Posix.close(descriptor)
    }
}
