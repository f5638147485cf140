// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// The thin seam around the file-system calls a save makes. Each is one `Posix` call; a test
/// replaces one to produce a fault the real disk cannot (a failing `fsync`, say).
public struct FileSystem: Sendable {
    /// Opens a file; returns its descriptor.
    public var open: @Sendable (String, Int32, mode_t) throws(Errno) -> FileDescriptor = { path, flags, mode throws(Errno) in
        try Posix.open(path, flags, mode: mode)
    }
    /// Writes some bytes; returns how many.
    public var write: @Sendable (FileDescriptor, UnsafeRawBufferPointer) throws(Errno) -> Int = { descriptor, bytes throws(Errno) in
        try Posix.write(descriptor, bytes)
    }
    /// Flushes a file to the disk.
    public var fsync: @Sendable (FileDescriptor) throws(Errno) -> Void = { descriptor throws(Errno) in try Posix.fsync(descriptor) }
    /// Renames a file over another.
    public var rename: @Sendable (String, String) throws(Errno) -> Void = { source, target throws(Errno) in
        try Posix.rename(source, target)
    }

    /// The real file system.
    public static let real = FileSystem()

    /// Writes every byte through `write`; a write of nothing is a full disk.
    func writeAll(_ descriptor: FileDescriptor, _ bytes: [UInt8]) throws(Errno) {
        try Posix.writeAll(descriptor, bytes, using: write)
    }

    /// Replaces a file atomically: the bytes go to a new temporary file in the same folder,
    /// which is flushed and renamed over the target, and the folder is flushed. A failure at
    /// any step removes the temporary file and leaves the target as it was; a kill at any
    /// moment leaves the old file or the new one, whole.
    ///
    /// A symbolic link is written through: its target is replaced, in the target's folder, and
    /// the link stays a link (a dotfiles manager's `settings.json → ~/dotfiles/…`).
    public func replace(_ target: String, with bytes: [UInt8], mode: mode_t) throws(Errno) {
        try put(bytes, at: Self.finalTarget(of: target), mode: mode, replacing: true)
    }

    /// Creates a file atomically, as ``replace(_:with:mode:)`` writes one, but never over
    /// another: `EEXIST` when the name is taken, even by a file made a moment ago.
    public func create(_ target: String, with bytes: [UInt8], mode: mode_t) throws(Errno) {
        try put(bytes, at: Self.finalTarget(of: target), mode: mode, replacing: false)
    }

    private func put(_ bytes: [UInt8], at target: String, mode: mode_t, replacing: Bool) throws(Errno) {
        let folder = Self.folder(of: target)
        let temporary = "\(folder)/.\(Self.name(of: target)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = try open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        var step: Result<Void, Errno> = Result { () throws(Errno) in
            try writeAll(descriptor, bytes)
            try fsync(descriptor)
        }
        Posix.close(descriptor)
        if case .success = step {
            step = Result { () throws(Errno) in
                if replacing {
                    try rename(temporary, target)
                } else {
                    // A new name for the whole file, refused when taken; then the temporary
                    // name goes.
                    try Posix.link(temporary, target)
                    try? Posix.unlink(temporary)
                }
            }
        }
        if case .failure(let error) = step {
            try? Posix.unlink(temporary)
            throw error
        }
        // The rename is durable once the folder is flushed; the file is whole either way.
        flushFolder(folder)
    }

    /// Flushes a folder, so that the names made or changed in it last through a power cut.
    public func flushFolder(_ folder: String) {
        if let folderDescriptor = try? Posix.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) {
            try? fsync(folderDescriptor)
            Posix.close(folderDescriptor)
        }
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

    /// Reads a whole regular file, refusing one larger than `limit` bytes.
    public static func read(_ path: String, limit: Int) throws(DocumentError) -> [UInt8] {
        let descriptor: FileDescriptor
        do {
            descriptor = try Posix.open(path, O_RDONLY | O_CLOEXEC)
        } catch {
            throw error == .noSuchFile ? .notFound(path: path) : .unreadable(path: path, errno: error.rawValue)
        }
        defer { Posix.close(descriptor) }
        let status: stat
        do {
            status = try Posix.fstat(descriptor)
        } catch {
            throw .unreadable(path: path, errno: error.rawValue)
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: path, errno: EISDIR) }
        guard Int(status.st_size) <= limit else { throw .tooLarge(bytes: Int(status.st_size), limit: limit) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { buffer in Result { () throws(Errno) in try Posix.read(descriptor, into: buffer) } }.get()
            } catch {
                throw .unreadable(path: path, errno: error.rawValue)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= limit else { throw .tooLarge(bytes: bytes.count, limit: limit) }
        }
    }
}
