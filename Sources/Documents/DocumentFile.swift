// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import SystemInterface
import Widgets

/// A document on disk that never loses a change.
///
/// - Every change a session confirms is in its ``Journal`` first, flushed to the disk, so a
///   kill at any moment loses nothing confirmed; the next session on the board makes those
///   changes again when it opens it (the journal is then *resumed*).
/// - Every write of the board is atomic (a temporary file in the same folder, flushed, renamed
///   over the original, the folder flushed) and refuses to overwrite a file another program
///   changed; a symbolic link is written through, in its target's folder.
/// - One session at a time writes a board (``BoardLock``); another is told the file is in use
///   and gets it read-only. Changes a session could not write stay in its journal, its own,
///   and are offered to the next session (``kept``) to apply on top of the board as it is then.
public final class DocumentFile {
    /// Why the file is read-only, when it is.
    public enum ReadOnlyReason: Sendable, Hashable {
        case lockedByAnotherSession
        case noPermission
    }

    /// The path as the person gave it, as messages say it.
    public private(set) var path: String
    /// The file that is written: the path with its symbolic links followed.
    public private(set) var target: String
    public private(set) var readOnlyReason: ReadOnlyReason?
    /// This session's journal, while the board is open for writing and the journal works.
    public private(set) var journal: Journal?
    /// Why the journal could not be begun, when it could not.
    public private(set) var journalFailure: Errno?
    /// The number of the last change the board on disk holds.
    public private(set) var writtenSequence = 0
    /// How many changes of an earlier session, confirmed but never written to the board, were
    /// made again when the board was opened.
    public private(set) var restoredChanges = 0
    /// Journals of earlier sessions whose changes the board does not hold, oldest first.
    public private(set) var kept: [JournalContents] = []
    /// What the file holds that the model does not (``DocumentCodec/extras(of:)``).
    private var original: JSONValue
    /// The bytes loaded or last saved, as a digest.
    private var loaded: FileContent
    private var lock: BoardLock?
    private let fileSystem: FileSystem

    private init(path: String, original: JSONValue, bytes: [UInt8], fileSystem: FileSystem) {
        self.path = path
        self.target = FileSystem.finalTarget(of: path)
        self.original = DocumentCodec.extras(of: original)
        self.loaded = FileContent(bytes)
        self.fileSystem = fileSystem
    }

    deinit {
        close()
    }

    /// Ends the session's hold on the board before the process ends (a signal's exit runs no
    /// deinit): the journal is removed when the board holds every change in it, else left for
    /// the next session; then the lock goes.
    public func close() {
        if let journal {
            if journal.isUsable, writtenSequence >= journal.lastSequence { journal.remove() } else { journal.close() }
            self.journal = nil
        }
        lock?.release()
        lock = nil
    }

    /// Reads and parses a file without opening it for editing.
    public static func read(_ path: String) throws(DocumentError) -> (Document, JSONValue, [UInt8]) {
        let bytes = try FileSystem.read(path, limit: DocumentLimits.fileBytes)
        let (document, json) = try decode(bytes, path: path)
        return (document, json, bytes)
    }

    /// Parses a file's bytes.
    static func decode(_ bytes: [UInt8], path: String) throws(DocumentError) -> (Document, JSONValue) {
        if let encoding = TextEncoding.other(than: bytes) { throw .unsupportedEncoding(path: path, encoding: encoding) }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        return (try DocumentCodec.decode(json), json)
    }

    /// Opens a file for editing; read-only when another Rotor holds it or it cannot be written.
    /// The document returned has the changes an earlier session confirmed and did not write.
    public static func open(_ path: String, fileSystem: FileSystem = .real) throws(DocumentError) -> (DocumentFile, Document) {
        let (document, json, bytes) = try read(path)
        let file = DocumentFile(path: path, original: json, bytes: bytes, fileSystem: fileSystem)
        file.lockOrMarkReadOnly()
        return (file, file.beginJournal(on: document, bytes: bytes))
    }

    /// Creates a new file holding a document; refuses to replace an existing one, even one made
    /// a moment before. The file is not held open for editing.
    public static func create(
        _ path: String, document: Document, resolve: (LocalizableText) -> String, fileSystem: FileSystem = .real
    ) throws(DocumentError) -> DocumentFile {
        let file = DocumentFile(path: path, original: .object([]), bytes: [], fileSystem: fileSystem)
        if let kind = SaveTarget.kind(of: file.target), kind != .regularFile { throw .notAFile(path: path, kind: kind) }
        guard !Posix.canAccess(path, F_OK) else { throw .alreadyExists(path: path) }
        let (bytes, kept) = try file.text(of: document, resolve: resolve)
        do {
            try fileSystem.create(file.target, with: bytes, mode: 0o644)
        } catch {
            if error == .fileExists { throw .alreadyExists(path: path) }
            throw error.meansReadOnly ? .readOnly(path: path) : .writeFailed(path: path, errno: error.rawValue)
        }
        file.original = kept
        file.loaded = FileContent(bytes)
        file.lockOrMarkReadOnly()
        return file
    }

    /// Writes the document over the file, atomically; the file on disk must still be the one
    /// Rotor loaded or last wrote. `sequence`, the number of the newest change the document
    /// holds, is announced in the journal before the rename, so a later session knows which
    /// changes the board holds.
    public func save(_ document: Document, through sequence: Int? = nil, resolve: (LocalizableText) -> String) throws(DocumentError) {
        // A file that could not be written when it was opened may have been made writable since
        // (a remount, a chmod): look again rather than refuse for good. A lock stays another's.
        if readOnlyReason == .noPermission {
            readOnlyReason = nil
            lockOrMarkReadOnly()
        }
        if readOnlyReason != nil { throw .readOnly(path: path) }
        guard isUnchangedOnDisk() else { throw .changedOnDisk(path: path) }
        let mode = (try? Posix.stat(target)).map { $0.st_mode & 0o7777 } ?? 0o644
        let (bytes, kept) = try text(of: document, resolve: resolve)
        let announced = sequence.flatMap { sequence in
            (try? journal?.announceFold(through: sequence, digest: ContentDigest(bytes))).map { sequence }
        }
        do {
            try fileSystem.replace(target, with: bytes, mode: mode)
        } catch {
            if let announced { journal?.withdrawFold(through: announced) }
            throw error.meansReadOnly ? .readOnly(path: path) : .writeFailed(path: path, errno: error.rawValue)
        }
        original = kept
        loaded = FileContent(bytes)
        if let sequence { writtenSequence = max(writtenSequence, sequence) }
        if let journal, announced == nil, !journal.isUsable {
            // The board now holds more than the journal that stopped, which a later session
            // would otherwise offer again as changes the board lacks. (The property stays: the
            // session reads it on its own thread, and begins a new journal there.)
            journal.remove()
        }
    }

    /// Begins a journal afresh once the board holds every change (after the old one stopped,
    /// or to take a new version): the version on disk is its base. Nothing happens when the
    /// board cannot be written.
    public func restartJournal() {
        guard readOnlyReason == nil, lock != nil else { return }
        journal?.remove()
        journal = nil
        startJournal(digest: loaded.digest, bytes: nil)
    }

    /// Writes the document to another file and goes on editing that one: the new file is
    /// checked (``SaveTarget``) and locked first, and replaced only when `replacing` says the
    /// person agreed. The old file's journal goes, its changes being in the new file.
    public func saveAs(
        _ newPath: String, _ document: Document, replacing: Bool = false, resolve: (LocalizableText) -> String
    ) throws(DocumentError) {
        let newTarget = FileSystem.finalTarget(of: newPath)
        let kind = SaveTarget.kind(of: newTarget)
        if let kind, kind != .regularFile { throw .notAFile(path: newPath, kind: kind) }
        let exists = kind != nil
        var newLock: BoardLock?
        if newTarget != target {
            switch BoardLock.acquire(board: newTarget) {
            case .held(let held): newLock = held
            case .heldByAnother: throw .inUse(path: newPath)
            case .unavailable: newLock = nil
            }
        }
        if exists, !replacing {
            newLock?.release()
            throw .alreadyExists(path: newPath)
        }
        let (bytes, kept) = try text(of: document, resolve: resolve)
        do {
            if exists {
                try fileSystem.replace(newTarget, with: bytes, mode: (try? Posix.stat(newTarget)).map { $0.st_mode & 0o7777 } ?? 0o644)
            } else {
                try fileSystem.create(newTarget, with: bytes, mode: 0o644)
            }
        } catch {
            newLock?.release()
            if error == .fileExists { throw .alreadyExists(path: newPath) }
            throw error.meansReadOnly ? .readOnly(path: newPath) : .writeFailed(path: newPath, errno: error.rawValue)
        }
        journal?.remove()
        journal = nil
        if newTarget != target {
            lock?.release()
            lock = newLock
        }
        path = newPath
        target = newTarget
        original = kept
        loaded = FileContent(bytes)
        readOnlyReason = nil
        writtenSequence = 0
        if lock == nil { lockOrMarkReadOnly() }
        if readOnlyReason == nil { startJournal(digest: loaded.digest, bytes: bytes) }
    }

    /// Reads the file again, taking what another program wrote; the changes this session had
    /// not written are let go (the person chose the other version), and a new journal begins.
    public func reload() throws(DocumentError) -> Document {
        let (document, json, bytes) = try Self.read(path)
        original = DocumentCodec.extras(of: json)
        loaded = FileContent(bytes)
        writtenSequence = 0
        journal?.remove()
        journal = nil
        if readOnlyReason == nil, lock != nil { startJournal(digest: loaded.digest, bytes: bytes) }
        return document
    }

    /// What trying to make a read-only file writable came to.
    public enum Writability: Sendable, Hashable {
        /// Still read-only (``readOnlyReason`` says why).
        case readOnly
        /// Writable now: locked, with a journal when one could be begun.
        case writable
        /// Writable, but the file on disk is not the version read: ``reload()`` it first.
        case changedOnDisk
    }

    /// Tries again to make a read-only file writable: another session has closed it, or its
    /// folder was made writable.
    public func becomeWritable() -> Writability {
        guard readOnlyReason != nil else { return .writable }
        readOnlyReason = nil
        lockOrMarkReadOnly()
        guard readOnlyReason == nil else { return .readOnly }
        guard isUnchangedOnDisk() else { return .changedOnDisk }
        startJournal(digest: loaded.digest, bytes: nil)
        return .writable
    }

    /// Whether the file on disk is still the version Rotor read or last wrote.
    public var isUnchanged: Bool { isUnchangedOnDisk() }

    // MARK: Kept changes

    /// Removes the journals of earlier sessions whose changes were not applied: the person let
    /// them go, or they are now in this session's journal.
    public func discardKept() {
        for contents in kept {
            try? Posix.unlink(contents.basePath)
            try? Posix.unlink(contents.path)
        }
        kept = []
    }

    /// Replaces the kept journals with one holding only `leftovers` (changes that could not be
    /// applied yet, offered again later); the new one is on disk before the old ones go.
    public func keepOnly(_ leftovers: [JournaledIntent]) throws(DocumentError) {
        if !leftovers.isEmpty {
            do {
                let journal = try Journal.begin(board: target, session: Journal.newSession(), base: nil, fileSystem: fileSystem)
                for (index, intent) in leftovers.enumerated() { try journal.append(.change(intent), sequence: index + 1) }
                journal.close()
                discardKept()
                if let contents = JournalContents.read(journal.path) { kept = [contents] }
                return
            } catch {
                throw error.meansReadOnly ? .readOnly(path: path) : .writeFailed(path: path, errno: error.rawValue)
            }
        }
        discardKept()
    }

    // MARK: Opening for writing

    /// Takes the board's lock; read-only when another session has it or the file or its folder
    /// cannot be written.
    private func lockOrMarkReadOnly() {
        let folder = FileSystem.folder(of: target)
        guard Posix.canAccess(target, W_OK), Posix.canAccess(folder, W_OK) else {
            readOnlyReason = .noPermission
            return
        }
        switch BoardLock.acquire(board: target) {
        case .held(let held):
            lock = held
            removeStaleTemporaries(in: folder)
        case .heldByAnother:
            readOnlyReason = .lockedByAnotherSession
        case .unavailable:
            readOnlyReason = .noPermission
        }
    }

    /// Finds the journals of earlier sessions on a board this session now holds: one that the
    /// board's version shows to be ours is resumed, its changes made again on `document`; the
    /// others are kept to offer; without one to resume, a new journal begins.
    private func beginJournal(on document: Document, bytes: [UInt8]) -> Document {
        guard readOnlyReason == nil, lock != nil else { return document }
        var found = journals()
        var document = document
        var resumed: JournalContents?
        for contents in found.reversed() where contents.isOurs(disk: loaded.digest) {
            guard let replayed = contents.replay(disk: document, digest: loaded.digest),
                  let journal = try? Journal.resume(contents, fileSystem: fileSystem)
            else { continue }
            document = replayed
            resumed = contents
            self.journal = journal
            writtenSequence = contents.base == loaded.digest ? 0 : contents.writtenSequence(for: loaded.digest)
            restoredChanges = contents.lastSequence - writtenSequence
            break
        }
        found.removeAll { $0.path == resumed?.path }
        // A journal that offers nothing (every change written, or taken back) is only litter.
        for contents in found where contents.pendingSteps.toApply.isEmpty && contents.pendingSteps.undoneAfterSaving.isEmpty {
            try? Posix.unlink(contents.basePath)
            try? Posix.unlink(contents.path)
        }
        kept = found.filter { !$0.pendingSteps.toApply.isEmpty || !$0.pendingSteps.undoneAfterSaving.isEmpty }
        if resumed == nil { startJournal(digest: loaded.digest, bytes: bytes) }
        return document
    }

    /// Begins this session's journal on the version of the board with `digest`, kept beside it
    /// by a hard link (or, where the file system has none, a copy of `bytes`).
    private func startJournal(digest: ContentDigest, bytes: [UInt8]?) {
        let session = Journal.newSession()
        let base = Journal.basePath(forJournal: Journal.path(board: target, session: session))
        do {
            try Posix.link(target, base)
        } catch {
            // No hard links here (or too many): a copy, when the bytes are at hand.
            if let bytes { try? fileSystem.create(base, with: bytes, mode: 0o600) }
        }
        do {
            journal = try Journal.begin(board: target, session: session, base: digest, fileSystem: fileSystem)
            journalFailure = nil
        } catch {
            try? Posix.unlink(base)
            journalFailure = error
        }
    }

    /// The journals beside the board, oldest first.
    private func journals() -> [JournalContents] {
        let folder = FileSystem.folder(of: target)
        let prefix = Journal.prefix(board: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasPrefix(prefix) }
            .compactMap { JournalContents.read(folder + "/" + $0) }
            .sorted { $0.opened < $1.opened }
    }

    // MARK: Writing

    /// The text to save and what to keep of it for the next save.
    ///
    /// Written as it is encoded, each card or photo made and let go in turn (``EncodedJSON``).
    /// When the file's items have fields of their own, the whole value is made first, as what
    /// is kept for the next save comes from it.
    private func text(of document: Document, resolve: (LocalizableText) -> String) throws(DocumentError) -> ([UInt8], JSONValue) {
        let expectedSize = loaded.count + loaded.count / 16
        let compact = loaded.isCompact
        let original = original
        let result: Result<([UInt8], JSONValue), DocumentError> = withoutActuallyEscaping(resolve) { resolve in
            let encoded = DocumentCodec.encoded(document, over: original, resolve: resolve)
            let written: EncodedJSON
            let kept: JSONValue
            if DocumentCodec.hasItemExtras(original) {
                let json = encoded.materialized
                (written, kept) = (.value(json), DocumentCodec.extras(of: json))
            } else {
                // Columns are never removed, and no item has fields of its own: what is kept
                // stays as it was.
                (written, kept) = (encoded, original)
            }
            return Result { () throws(DocumentError) in
                (try Self.bytes(of: written, compact: compact, expectedSize: expectedSize), kept)
            }
        }
        return try result.get()
    }

    /// Whether the file still holds what Rotor loaded or last saved (read, compared, let go
    /// before the new text is made).
    private func isUnchangedOnDisk() -> Bool {
        guard let current = try? FileSystem.read(target, limit: DocumentLimits.fileBytes) else { return false }
        return loaded.matches(current)
    }

    /// The text to save: in the layout the file came in (compact when it had no line breaks, as
    /// a generated file has), compact when pretty would be larger than Rotor opens, and never
    /// larger than that: such a save is refused and the change stays in memory.
    public static func bytes(
        of json: JSONValue, like original: [UInt8], limit: Int = DocumentLimits.fileBytes
    ) throws(DocumentError) -> [UInt8] {
        try bytes(of: .value(json), compact: FileContent(original).isCompact, limit: limit)
    }

    static func bytes(
        of json: EncodedJSON, compact wasCompact: Bool, limit: Int = DocumentLimits.fileBytes, expectedSize: Int = 0
    ) throws(DocumentError) -> [UInt8] {
        if !wasCompact {
            let pretty = JSONWriter.bytes(json, layout: .pretty, expectedSize: expectedSize)
            if pretty.count <= limit { return pretty }
        }
        let compact = JSONWriter.bytes(json, layout: .compact, expectedSize: wasCompact ? expectedSize : 0)
        guard compact.count <= limit else { throw .tooLargeToSave(bytes: compact.count, limit: limit) }
        return compact
    }

    /// Temporary files of this document left by a Rotor that was killed mid-save: the original
    /// is whole (the rename never happened), so they are only litter.
    private func removeStaleTemporaries(in folder: String) {
        let prefix = "." + FileSystem.name(of: target) + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { pid_t($0) }
            if let pid, pid != getpid(), !Posix.processExists(pid) {
                try? Posix.unlink("\(folder)/\(name)")
            }
        }
    }
}
