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
        FileSystem.folder(of: board) + "/" + prefix(board: board) + session
    }

    /// What every journal of a board's name begins with.
    static func prefix(board: String) -> String {
        "." + FileSystem.name(of: board) + ".rotor-journal-"
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

    /// Begins a journal for a board whose bytes have `digest`, and keeps that version of the
    /// board beside it (`base`, a hard link made by the caller, or nil for changes kept apart
    /// from any version). The journal's name lasts through a power cut before this returns.
    static func begin(
        board: String, session: String, base: ContentDigest?, fileSystem: FileSystem
    ) throws(Errno) -> Journal {
        let path = path(board: board, session: session)
        let descriptor = try fileSystem.open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        let header = JournalRecord.header(base: base, session: session, opened: Date()).line
        do {
            try fileSystem.writeAll(descriptor, header)
            try fileSystem.fsync(descriptor)
        } catch {
            Posix.close(descriptor)
            try? Posix.unlink(path)
            throw error
        }
        fileSystem.flushFolder(FileSystem.folder(of: path))
        return Journal(path: path, descriptor: descriptor, length: header.count, fileSystem: fileSystem)
    }

    /// Goes on with the journal of a session that ended without writing all of it: what it
    /// holds stays, and this session's changes follow. A line a kill cut short is cut off.
    static func resume(_ contents: JournalContents, fileSystem: FileSystem) throws(Errno) -> Journal {
        let descriptor = try fileSystem.open(contents.path, O_WRONLY | O_APPEND | O_CLOEXEC, 0)
        do {
            let whole = contents.wholeLength
            if try Posix.seekToEnd(descriptor) != whole {
                try Posix.truncate(descriptor, to: whole)
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
        do {
            try fileSystem.writeAll(descriptor, line)
            try fileSystem.fsync(descriptor)
            length += line.count
            if case .edit(let sequence, _) = record { lastSequence = max(lastSequence, sequence) }
        } catch {
            // What was written of the line is cut off, so a later session reads every whole
            // line and no half of one; the journal takes nothing more.
            try? Posix.truncate(descriptor, to: length)
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
        if let descriptor { Posix.close(descriptor) }
        descriptor = nil
        try? Posix.unlink(Self.basePath(forJournal: path))
        try? Posix.unlink(path)
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
