// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// How Rotor writes a file: atomically, through the file gate's checks made at the last moment,
/// keeping the replaced file's permissions and owner. Every file Rotor writes goes through it:
/// boards, journals' companions, settings, baselines, pictures, WAV files.
///
/// Each system call is one closure, so a test replaces one to produce a fault the real disk
/// cannot (a failing `fsync`, a kill between two steps, another program's write at the moment
/// before the rename).
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
    /// Makes a second name for a file, refused when the name is taken.
    public var link: @Sendable (String, String) throws(Errno) -> Void = { existing, new throws(Errno) in
        try Posix.link(existing, new)
    }
    /// Removes a name.
    public var unlink: @Sendable (String) throws(Errno) -> Void = { path throws(Errno) in try Posix.unlink(path) }
    /// Cuts an open file to a length.
    public var truncate: @Sendable (FileDescriptor, Int) throws(Errno) -> Void = { descriptor, length throws(Errno) in
        try Posix.truncate(descriptor, to: length)
    }

    /// The real file system.
    public static let real = FileSystem()

    /// Creates the real file system; a test then replaces a call.
    public init() {}

    /// What a write is told besides its bytes.
    public struct Options {
        /// The permissions of a file made new (the umask applies); a file replaced keeps its own.
        public var mode: mode_t
        /// Whether the caller is the session that holds the file's board lock, so the lock is
        /// not a reason to refuse.
        public var heldBySelf: Bool
        /// Whether the new file is kept open and locked (`flock`) for the caller: the descriptor
        /// is returned, the lock taken before the file has its name.
        public var keepOpen: Bool
        /// The caller's own check of the file about to be replaced, made last, just before the
        /// rename (nil status when nothing is there any more).
        public var check: ((stat?) throws(FileError) -> Void)?

        /// Options for a write.
        public init(
            mode: mode_t = 0o644, heldBySelf: Bool = false, keepOpen: Bool = false,
            check: ((stat?) throws(FileError) -> Void)? = nil
        ) {
            self.mode = mode
            self.heldBySelf = heldBySelf
            self.keepOpen = keepOpen
            self.check = check
        }
    }

    /// Writes every byte through `write`; a write of nothing is a full disk.
    public func writeAll(_ descriptor: FileDescriptor, _ bytes: [UInt8]) throws(Errno) {
        try Posix.writeAll(descriptor, bytes, using: write)
    }

    /// Replaces a file atomically: the bytes go to a new temporary file in the same folder,
    /// which is given the old file's permissions and owner, flushed and renamed over the target,
    /// and the folder is flushed. A failure at any step removes the temporary file and leaves the
    /// target as it was; a kill at any moment leaves the old file or the new one, whole.
    ///
    /// Just before the rename the target is looked at once more, and the write refused when it
    /// is no longer a regular file, when a Rotor session holds it (unless `heldBySelf`), when it
    /// has been made read-only, or when `check` says so: whatever happened while the bytes were
    /// being made is seen.
    ///
    /// A symbolic link is written through: its target is replaced, in the target's folder, and
    /// the link stays a link (a dotfiles manager's `settings.json → ~/dotfiles/…`).
    @discardableResult
    public func replace(_ path: String, with bytes: [UInt8], options: Options = Options()) throws(FileError) -> FileDescriptor? {
        try put(bytes, at: FileGate.finalTarget(of: path), named: path, options: options, replacing: true)
    }

    /// Creates a file atomically, as ``replace(_:with:options:)`` writes one, but never over
    /// another: ``FileError/alreadyExists(path:)`` when the name is taken, even by a file made a
    /// moment ago.
    @discardableResult
    public func create(_ path: String, with bytes: [UInt8], options: Options = Options()) throws(FileError) -> FileDescriptor? {
        try put(bytes, at: FileGate.finalTarget(of: path), named: path, options: options, replacing: false)
    }

    private func put(_ bytes: [UInt8], at target: String, named path: String, options: Options, replacing: Bool) throws(FileError) -> FileDescriptor? {
        let folder = FileGate.folder(of: target)
        let temporary = "\(folder)/.\(FileGate.name(of: target)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor: FileDescriptor
        do {
            descriptor = try open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, options.mode)
        } catch {
            throw Self.writeError(error, path)
        }
        var keep = false
        defer { if !keep { Posix.close(descriptor) } }
        do {
            try writeAll(descriptor, bytes)
            if replacing, let existing = try? Posix.stat(target), existing.st_mode & S_IFMT == S_IFREG {
                Self.copyAttributes(of: existing, to: descriptor)
            }
            try fsync(descriptor)
            // Locked before it has its name, so no moment shows the board unlocked.
            if options.keepOpen { try Posix.flock(descriptor, LOCK_EX | LOCK_NB) }
        } catch {
            try? unlink(temporary)
            throw Self.writeError(error, path)
        }
        do throws(FileError) {
            if replacing {
                try lastLook(at: target, named: path, options)
                do {
                    try rename(temporary, target)
                } catch {
                    throw Self.writeError(error, path)
                }
            } else {
                // A new name for the whole file, refused when taken; then the temporary name goes.
                do {
                    try link(temporary, target)
                } catch {
                    throw Self.writeError(error, path)
                }
                try? unlink(temporary)
            }
        } catch {
            try? unlink(temporary)
            throw error
        }
        // The rename is durable once the folder is flushed; the file is whole either way.
        flushFolder(folder)
        keep = options.keepOpen
        return keep ? descriptor : nil
    }

    /// The target as it is a moment before it is replaced.
    private func lastLook(at target: String, named path: String, _ options: Options) throws(FileError) {
        let status: stat?
        do {
            status = try Posix.stat(target)
        } catch {
            if case .linkLoop = FileGate.classify(error, target) { throw .linkLoop(path: path) }
            status = nil
        }
        if let status {
            guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path, kind: FileKind(mode: status.st_mode)) }
            if !options.heldBySelf, BoardLock.isHeld(board: target) { throw .inUse(path: path) }
            guard FileGate.isWritable(target) else { throw .readOnly(path: path) }
        }
        try options.check?(status)
    }

    /// Gives a new file the owner, group and permissions of the one it replaces: the owner first,
    /// as a change of owner clears the set-user-ID and set-group-ID bits the mode then restores.
    /// An owner this process may not give (not root) is left as it is, the group kept when it
    /// can be.
    private static func copyAttributes(of existing: stat, to descriptor: FileDescriptor) {
        if existing.st_uid != geteuid() || existing.st_gid != getegid() {
            if (try? Posix.changeOwner(descriptor, user: existing.st_uid, group: existing.st_gid)) == nil {
                try? Posix.changeOwner(descriptor, user: uid_t.max, group: existing.st_gid)
            }
        }
        try? Posix.changeMode(descriptor, existing.st_mode & 0o7777)
    }

    /// A failed system call of a write, as the gate's error.
    public static func writeError(_ error: Errno, _ path: String) -> FileError {
        if error == .fileExists { return .alreadyExists(path: path) }
        if error.meansReadOnly { return .readOnly(path: path) }
        return .writeFailed(path: path, errno: error)
    }

    /// Flushes a folder, so that the names made or changed in it last through a power cut.
    public func flushFolder(_ folder: String) {
        if let folderDescriptor = try? Posix.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) {
            try? fsync(folderDescriptor)
            Posix.close(folderDescriptor)
        }
    }
}
