// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// The one way Rotor opens a file it reads, and checks a path it is about to write: every board,
/// journal, settings file, configuration, baseline, catalog, table and picture goes through it
/// (``FileSystem`` writes through it too).
///
/// - A path is looked at before it is opened, and opened without waiting (`O_NONBLOCK`): a named
///   pipe never blocks a read (once, `rotor open f.json` on a FIFO hung in `open`, deaf to every
///   signal but SIGKILL, holding the board's lock), and a device is never opened at all.
/// - What was opened is looked at again (`fstat`): only a regular file is read; a folder, a
///   device, a named pipe or a socket is refused by name. A stream is read only where a command is
///   explicitly about one (`--output -`, a script on standard input), never through here.
/// - Every read has a byte limit (``InputLimit``), checked against the file's length before a
///   byte is read and again while reading.
/// - What went wrong says which of the usual cases it is: nothing there, a symbolic link to
///   nothing, links in a loop, not a file, too large, or the system's own reason.
public enum FileGate {
    /// A regular file open for reading: its descriptor, which the caller closes, and its status
    /// when it was opened.
    public struct OpenFile: Sendable {
        /// The path as it was given.
        public let path: String
        /// The open descriptor.
        public let descriptor: FileDescriptor
        /// The file's status once opened.
        public let status: stat

        /// The version of the file that was opened.
        public var identity: FileIdentity { FileIdentity(status) }

        /// Reads the file from its start to its end, refusing more than `limit` bytes.
        public func readAll(limit: Int) throws(FileError) -> [UInt8] {
            let length = Int(status.st_size)
            guard length <= limit else { throw .tooLarge(path: path, bytes: length, limit: limit) }
            var bytes = [UInt8]()
            bytes.reserveCapacity(length)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var offset = 0
            while true {
                let count: Int
                do {
                    count = try chunk.withUnsafeMutableBytes { buffer in
                        Result { () throws(Errno) in try Posix.read(descriptor, into: buffer, at: offset) }
                    }.get()
                } catch {
                    throw .unreadable(path: path, errno: error)
                }
                if count == 0 { return bytes }
                bytes.append(contentsOf: chunk[0..<count])
                offset += count
                // The file grew while it was read: still no more than the limit.
                guard bytes.count <= limit else { throw .tooLarge(path: path, bytes: bytes.count, limit: limit) }
            }
        }

        /// Closes the descriptor.
        public func close() {
            Posix.close(descriptor)
        }
    }

    /// Opens a regular file for reading, without waiting and without opening anything else.
    public static func open(_ path: String) throws(FileError) -> OpenFile {
        // Looked at first: opening a device can do something by itself (a tape rewinds, a
        // terminal becomes the controlling one), so only a regular file is opened at all.
        let seen: stat
        do {
            seen = try Posix.stat(path)
        } catch {
            throw classify(error, path)
        }
        guard seen.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path, kind: FileKind(mode: seen.st_mode)) }
        let descriptor: FileDescriptor
        do {
            descriptor = try Posix.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        } catch {
            throw classify(error, path)
        }
        // Looked at again: what was opened may not be what was seen a moment before.
        let status: stat
        do {
            status = try Posix.fstat(descriptor)
        } catch {
            Posix.close(descriptor)
            throw .unreadable(path: path, errno: error)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            Posix.close(descriptor)
            throw .notAFile(path: path, kind: FileKind(mode: status.st_mode))
        }
        return OpenFile(path: path, descriptor: descriptor, status: status)
    }

    /// Reads a whole regular file, refusing one larger than `limit` bytes.
    public static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        try readWithIdentity(path, limit: limit).bytes
    }

    /// Reads a whole regular file, with the version of it that was read.
    public static func readWithIdentity(_ path: String, limit: Int) throws(FileError) -> (bytes: [UInt8], identity: FileIdentity) {
        let file = try open(path)
        defer { file.close() }
        return (try file.readAll(limit: limit), file.identity)
    }

    /// What a path names, its links followed; nil when nothing is there (a symbolic link to
    /// nothing names nothing: writing through it makes its target).
    public static func kind(of path: String) -> FileKind? {
        guard let status = try? Posix.stat(finalTarget(of: path)) else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// Whether anything is at a path, a symbolic link to nothing included.
    public static func exists(_ path: String) -> Bool {
        (try? Posix.linkStatus(path)) != nil
    }

    /// Why a path could not be looked at or opened, as one of the gate's cases.
    public static func classify(_ error: Errno, _ path: String) -> FileError {
        switch error.rawValue {
        case ENOENT, ENOTDIR:
            if let status = try? Posix.linkStatus(path), status.st_mode & S_IFMT == S_IFLNK { return .danglingLink(path: path) }
            return .notFound(path: path)
        case ELOOP:
            return .linkLoop(path: path)
        case ENXIO:
            // Opening a socket, or a device with nothing behind it.
            let kind = (try? Posix.stat(path)).map { FileKind(mode: $0.st_mode) } ?? .device
            return .notAFile(path: path, kind: kind)
        default:
            return .unreadable(path: path, errno: error)
        }
    }

    /// Whether this process may write a file: the system's answer (`access`), and for root, who
    /// may write anything, whether the file has any write permission at all, so that a file a
    /// person made read-only (`chmod a-w`) is left alone by root too.
    public static func isWritable(_ path: String) -> Bool {
        guard Posix.canAccess(path, W_OK) else { return false }
        guard geteuid() == 0, let status = try? Posix.stat(path), status.st_mode & S_IFMT == S_IFREG else { return true }
        return status.st_mode & 0o222 != 0
    }

    /// Checks a path before writing to it; returns whether a file is there to replace. Refuses
    /// what is not a regular file, a board a Rotor session holds, a symbolic link loop, and an
    /// existing file unless `replacing` says the person agreed.
    public static func checkTarget(_ path: String, replacing: Bool) throws(FileError) -> Bool {
        let target = finalTarget(of: path)
        let status: stat
        do {
            status = try Posix.stat(target)
        } catch {
            switch classify(error, target) {
            case .linkLoop: throw .linkLoop(path: path)
            default: return false
            }
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path, kind: FileKind(mode: status.st_mode)) }
        if BoardLock.isHeld(board: target) { throw .inUse(path: path) }
        guard replacing else { throw .alreadyExists(path: path) }
        return true
    }

    /// The file a path ends at once symbolic links are followed: the path itself when it is
    /// not a link, the link's target (which need not exist yet) when it is. Relative targets
    /// are taken from the link's folder; a loop stops after 40 links, as the kernel's does, and
    /// the path is returned for the write to fail on it.
    public static func finalTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let status = try? Posix.linkStatus(current), status.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? Posix.readLink(current)
            else { return current }
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        return path
    }

    /// The last part of a path: the file's own name.
    public static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The folder a path is in: "." for a bare file name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
