// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Glibc
import SystemInterface

/// The write-ahead journal of one editing session: every change is appended and flushed to the
/// disk before it is confirmed, so that a confirmation costs the same on a board of three cards
/// as on one of a million, and a kill at any moment loses nothing that was confirmed.
///
/// SQLite's write-ahead log is the model. The journal (`.tasks.json.rotor-journal-SESSION`)
/// begins with the digest of the board it applies to; beside it a hard link
/// (`.tasks.json.rotor-base-SESSION`) keeps that version of the board, whatever is written over
/// the board's name later. The board itself is written as before, atomically and off the reply's
/// path; each write is announced in the journal (``announceFold(through:digest:)``) before its
/// rename, so a later session can tell which version the board holds. When the session ends
/// with every change written, the journal and the link are removed; when it does not (a kill,
/// a failed write), the next session on the board finds them (``JournalContents``).
///
/// Appends come from the session's thread, announcements from the saver's: one lock keeps the
/// lines whole and in order.
///
/// A journal belongs to one live session: the session holds an exclusive `flock` on it for as
/// long as it writes it, taken before the journal has its name, so another session (even one
/// that got the board after its lock file was deleted) sees it live (``isLive(_:)``) and never
/// resumes, offers or removes it. A journal never passes ``InputLimit/journal`` bytes: an append
/// that would is refused and stops the journal (the change is then written to the board before
/// it is confirmed), so every journal Rotor writes is one it can read back.
public final class Journal: @unchecked Sendable {
    /// Where the journal is.
    public let path: String
    private let fileSystem: FileSystem
    private let lock = NSLock()
    private var descriptor: FileDescriptor?
    /// The length of the journal up to its last whole line.
    private var length: Int
    /// The error that stopped the journal, when one did: nothing is appended after a failure,
    /// so a gap never hides in the middle.
    public private(set) var failure: Errno?
    /// The number of the last change appended (or found, in a journal resumed).
    public private(set) var lastSequence: Int
    private var removed = false

    private init(path: String, descriptor: FileDescriptor, length: Int, lastSequence: Int = 0, fileSystem: FileSystem) {
        self.path = path
        self.lastSequence = lastSequence
        self.descriptor = descriptor
        self.length = length
        self.fileSystem = fileSystem
    }

    deinit {
        if let descriptor { Posix.close(descriptor) }
    }

    /// The journal of a session on a board.
    static func path(board: String, session: String) -> String {
        FileGate.folder(of: board) + "/" + prefix(board: board) + session
    }

    /// What every journal of a board's name begins with.
    static func prefix(board: String) -> String {
        "." + FileGate.name(of: board) + ".rotor-journal-"
    }

    /// The version of the board a journal began on.
    static func basePath(forJournal path: String) -> String {
        guard let range = path.range(of: ".rotor-journal-", options: .backwards) else { return path + ".base" }
        return path.replacingCharacters(in: range, with: ".rotor-base-")
    }

    /// A name for a new session: its process and a random part, so no two sessions share one.
    static func newSession() -> String {
        "\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    }

    /// Whether a live session holds the journal at a path (its `flock`).
    public static func isLive(_ path: String) -> Bool {
        BoardLock.isLocked(file: path)
    }

    /// Begins a journal for a board whose bytes have `digest`, and keeps that version of the
    /// board beside it (`base`, a hard link made by the caller, or nil for changes kept apart
    /// from any version). The journal is written whole under a temporary name, locked, and only
    /// then given its own, so no session ever sees half of one or an unlocked live one; its name
    /// lasts through a power cut before this returns.
    static func begin(
        board: String, session: String, base: ContentDigest?, fileSystem: FileSystem
    ) throws(Errno) -> Journal {
        let path = path(board: board, session: session)
        let header = JournalRecord.header(base: base, session: session, opened: Date()).line
        let descriptor = try make(path, header, fileSystem: fileSystem, keepOpen: true)
        return Journal(path: path, descriptor: descriptor, length: header.count, fileSystem: fileSystem)
    }

    /// Writes a journal of changes kept apart from any version of the board (the ones a recovery
    /// could not apply), closed and unlocked: no session writes it. Nothing happens when it is
    /// there already (a recovery made again after a kill).
    static func keep(_ intents: [JournaledIntent], board: String, session: String, fileSystem: FileSystem) throws(Errno) {
        var bytes = JournalRecord.header(base: nil, session: session, opened: Date()).line
        for (index, intent) in intents.enumerated() { bytes += JournalRecord.edit(sequence: index + 1, .change(intent)).line }
        do {
            _ = try make(path(board: board, session: session), bytes, fileSystem: fileSystem, keepOpen: false)
        } catch {
            if error != .fileExists { throw error }
        }
    }

    /// Makes a journal file holding `bytes` under a temporary name, locked when it is to be kept
    /// open, and links it to its name (`EEXIST` when taken).
    private static func make(_ path: String, _ bytes: [UInt8], fileSystem: FileSystem, keepOpen: Bool) throws(Errno) -> FileDescriptor {
        let temporary = path + ".\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = try fileSystem.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        do {
            if keepOpen { try Posix.flock(descriptor, LOCK_EX | LOCK_NB) }
            try fileSystem.writeAll(descriptor, bytes)
            try fileSystem.fsync(descriptor)
            try fileSystem.link(temporary, path)
        } catch {
            Posix.close(descriptor)
            try? fileSystem.unlink(temporary)
            throw error
        }
        try? fileSystem.unlink(temporary)
        fileSystem.flushFolder(FileGate.folder(of: path))
        if !keepOpen { Posix.close(descriptor) }
        return descriptor
    }

    /// Goes on with the journal of a session that ended without writing all of it: what it
    /// holds stays, and this session's changes follow. A line a kill cut short is cut off.
    /// `EWOULDBLOCK` when a live session holds it.
    static func resume(_ contents: JournalContents, fileSystem: FileSystem) throws(Errno) -> Journal {
        let descriptor = try fileSystem.open(contents.path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0)
        do throws(Errno) {
            try Posix.flock(descriptor, LOCK_EX | LOCK_NB)
            // Still the journal that was read, under its name.
            let opened = FileIdentity(try Posix.fstat(descriptor))
            guard let named = try? Posix.linkStatus(contents.path), FileIdentity(named).isSameFile(as: opened) else {
                throw Errno.noSuchFile
            }
            let whole = contents.wholeLength
            if try Posix.seekToEnd(descriptor) != whole {
                try fileSystem.truncate(descriptor, whole)
                try fileSystem.fsync(descriptor)
            }
            return Journal(
                path: contents.path, descriptor: descriptor, length: whole, lastSequence: contents.lastSequence, fileSystem: fileSystem)
        } catch {
            Posix.close(descriptor)
            throw error
        }
    }

    /// Appends a change and flushes it to the disk; once this returns, the change survives a
    /// kill or a power cut. A failure stops the journal (``failure``).
    public func append(_ edit: DocumentEdit, sequence: Int) throws(Errno) {
        try write(.edit(sequence: sequence, edit))
    }

    /// Appends a recovery: its changes (when any could be applied, as one step numbered
    /// `sequence`) and what it took, in one line flushed to the disk. Once this returns the
    /// recovery has happened, whatever follows.
    public func append(recovery: RecoveryNote, _ edit: DocumentEdit?, sequence: Int) throws(Errno) {
        if let edit {
            try write(.edit(sequence: sequence, edit, recovery: recovery))
        } else {
            try write(.recovered(recovery))
        }
    }

    /// Says, before the board is renamed into place, that it will hold every change up to
    /// `sequence` and have this digest.
    func announceFold(through sequence: Int, digest: ContentDigest) throws(Errno) {
        try write(.folded(sequence: sequence, digest: digest))
    }

    /// Says that the write last announced did not happen.
    func withdrawFold(through sequence: Int) {
        try? write(.foldFailed(sequence: sequence))
    }

    private func write(_ record: JournalRecord) throws(Errno) {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        guard let descriptor, !removed else { throw Errno(rawValue: EBADF) }
        let line = record.line
        guard length + line.count <= InputLimit.journal else {
            // Past what a journal is read back at: the journal stops, and the change waits for
            // the board to be written instead.
            failure = Errno(rawValue: EFBIG)
            throw Errno(rawValue: EFBIG)
        }
        do {
            try fileSystem.writeAll(descriptor, line)
            try fileSystem.fsync(descriptor)
            length += line.count
            if case .edit(let sequence, _, _) = record { lastSequence = max(lastSequence, sequence) }
        } catch {
            // What was written of the line is cut off, so a later session reads every whole
            // line and no half of one; the journal takes nothing more.
            try? fileSystem.truncate(descriptor, length)
            failure = error
            throw error
        }
    }

    /// Whether changes may still be appended: the journal has not stopped, nor been removed.
    public var isUsable: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failure == nil && !removed
    }

    /// Stops the journal: a change was made that it cannot hold (an undo of a step from before
    /// it began), so nothing more is appended; what it holds stays valid.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        if failure == nil { failure = Errno(rawValue: ESTALE) }
    }

    /// Closes the journal and removes it and the version it began on: every change is on the
    /// board, or the person chose to let them go.
    func remove() {
        lock.lock()
        defer { lock.unlock() }
        guard !removed else { return }
        removed = true
        // The names go while the lock is held: no other session may take a journal that is
        // going away.
        try? fileSystem.unlink(Self.basePath(forJournal: path))
        try? fileSystem.unlink(path)
        if let descriptor { Posix.close(descriptor) }
        descriptor = nil
    }

    /// Closes the journal and leaves it beside the board, for the next session to find.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        if let descriptor { Posix.close(descriptor) }
        descriptor = nil
        removed = true
    }
}
