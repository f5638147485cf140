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
///   over the original, the folder flushed; ``FileSystem``), keeps the file's permissions and
///   owner, and refuses to overwrite a file another program changed: the file the name holds a
///   moment before the rename must still be the version read or last written, by identity
///   (device, inode, length, time) and by a digest of its bytes. A file made read-only meanwhile
///   is not written. A symbolic link is written through, in its target's folder.
/// - One session at a time writes a board (``BoardLock``, checked again on every save, and an
///   `flock` on the board's own file, which also covers its other names); another is told the
///   file is in use and gets it read-only. Changes a session could not write stay in its
///   journal, its own while it lives, and are offered to the next session (``kept``) to apply
///   on top of the board as it is then; journals that cannot be read are named
///   (``journalProblems``), never skipped in silence.
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
    /// Journals beside the board that could not be read, or only in part: their changes are not
    /// made again, and they are left where they are.
    public private(set) var journalProblems: [JournalReadError] = []
    /// What the file holds that the model does not (``DocumentCodec/extras(of:)``).
    private var original: JSONValue
    /// The bytes loaded or last saved, as a digest.
    private var loaded: FileContent
    /// The version of the file loaded or last saved.
    private var loadedIdentity: FileIdentity?
    private var lock: BoardLock?
    /// The board's own file, open and locked while this session writes it.
    private var held: FileDescriptor?
    /// A recovery whose leftover changes are not yet in a journal of their own: the journal
    /// that records it stays beside the board.
    private var unfinishedRecovery = false
    private let fileSystem: FileSystem

    private init(path: String, original: JSONValue, bytes: [UInt8], identity: FileIdentity?, fileSystem: FileSystem) {
        self.path = path
        self.target = FileGate.finalTarget(of: path)
        self.original = DocumentCodec.extras(of: original)
        self.loaded = FileContent(bytes)
        self.loadedIdentity = identity
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
            if journal.isUsable, writtenSequence >= journal.lastSequence, !unfinishedRecovery { journal.remove() } else { journal.close() }
            self.journal = nil
        }
        releaseLocks()
    }

    /// Lets the board go: its lock file, then its own file's lock.
    private func releaseLocks() {
        lock?.release()
        lock = nil
        if let held { Posix.close(held) }
        held = nil
    }

    /// Reads and parses a file without opening it for editing.
    public static func read(_ path: String) throws(DocumentError) -> (Document, JSONValue, [UInt8]) {
        let (document, json, bytes, opened) = try load(path)
        opened.close()
        return (document, json, bytes)
    }

    /// Opens a file through the gate, reads and parses it; the file is returned open, for the
    /// caller to lock or close.
    private static func load(_ path: String) throws(DocumentError) -> (Document, JSONValue, [UInt8], FileGate.OpenFile) {
        let opened: FileGate.OpenFile
        let bytes: [UInt8]
        do {
            opened = try FileGate.open(path)
        } catch {
            throw DocumentError(error, reading: true)
        }
        do {
            bytes = try opened.readAll(limit: DocumentLimits.fileBytes)
        } catch {
            opened.close()
            throw DocumentError(error, reading: true)
        }
        do {
            let (document, json) = try decode(bytes, path: path)
            return (document, json, bytes, opened)
        } catch {
            opened.close()
            throw error
        }
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
        let (document, json, bytes, opened) = try load(path)
        let file = DocumentFile(path: path, original: json, bytes: bytes, identity: opened.identity, fileSystem: fileSystem)
        file.lockOrMarkReadOnly(opened)
        return (file, file.beginJournal(on: document, bytes: bytes))
    }

    /// Creates a new file holding a document; refuses to replace an existing one, even one made
    /// a moment before. The file is not held open for editing.
    public static func create(
        _ path: String, document: Document, resolve: (LocalizableText) -> String, fileSystem: FileSystem = .real
    ) throws(DocumentError) -> DocumentFile {
        let file = DocumentFile(path: path, original: .object([]), bytes: [], identity: nil, fileSystem: fileSystem)
        if let kind = FileGate.kind(of: file.target) {
            throw kind == .regularFile ? .alreadyExists(path: path) : .notAFile(path: path, kind: kind)
        }
        let (bytes, kept) = try file.text(of: document, resolve: resolve)
        let descriptor: FileDescriptor?
        do {
            descriptor = try fileSystem.create(file.target, with: bytes, options: .init(mode: 0o644, keepOpen: true))
        } catch {
            throw DocumentError(error.renamed(path))
        }
        file.original = kept
        file.adopt(descriptor, bytes)
        file.lockOrMarkReadOnly()
        return file
    }

    /// Writes the document over the file, atomically; the file on disk must still be the one
    /// Rotor loaded or last wrote, checked at the last moment before the rename. `sequence`,
    /// the number of the newest change the document holds, is announced in the journal before
    /// the rename, so a later session knows which changes the board holds.
    public func save(_ document: Document, through sequence: Int? = nil, resolve: (LocalizableText) -> String) throws(DocumentError) {
        // A file that could not be written when it was opened may have been made writable since
        // (a remount, a chmod): look again rather than refuse for good. A lock stays another's.
        if readOnlyReason == .noPermission {
            readOnlyReason = nil
            lockOrMarkReadOnly()
        }
        if readOnlyReason != nil { throw .readOnly(path: path) }
        try confirmLock()
        // A first look, which costs a `stat`: another program's write is refused before the
        // text is made. The look that counts is the last one, inside the write.
        guard let identity = try? Posix.stat(target), FileIdentity(identity) == loadedIdentity else { throw .changedOnDisk(path: path) }
        let (bytes, kept) = try text(of: document, resolve: resolve)
        let announced = sequence.flatMap { sequence in
            (try? journal?.announceFold(through: sequence, digest: ContentDigest(bytes))).map { sequence }
        }
        let descriptor: FileDescriptor?
        do {
            descriptor = try fileSystem.replace(target, with: bytes, options: .init(
                heldBySelf: true, keepOpen: true, check: { [self] status throws(FileError) in try lastLook(status) }))
        } catch {
            if let announced { journal?.withdrawFold(through: announced) }
            if case .readOnly = error {
                // Made read-only during the session: not written, and not held any more.
                releaseLocks()
                readOnlyReason = .noPermission
            }
            throw DocumentError(error.renamed(path))
        }
        original = kept
        adopt(descriptor, bytes)
        if let sequence { writtenSequence = max(writtenSequence, sequence) }
        if let journal, announced == nil, !journal.isUsable {
            // The board now holds more than the journal that stopped, which a later session
            // would otherwise offer again as changes the board lacks. (The property stays: the
            // session reads it on its own thread, and begins a new journal there.)
            journal.remove()
        }
    }

    /// The check a save makes a moment before its rename: the board's name still holds the
    /// version loaded or last written (the same file, length and time, and the same bytes, for
    /// a write in place within one tick of the clock), and nothing changed while its bytes were
    /// read.
    private func lastLook(_ status: stat?) throws(FileError) {
        guard let status, FileIdentity(status) == loadedIdentity else { throw .changed(path: path) }
        guard let current = try? FileGate.read(target, limit: DocumentLimits.fileBytes), loaded.matches(current),
              let again = try? Posix.stat(target), FileIdentity(again) == loadedIdentity
        else { throw .changed(path: path) }
    }

    /// Checks that this session still holds the board's lock file, before a save: a lock file
    /// deleted meanwhile (`git clean -fdx`, by hand) is made and taken again; one another
    /// session made and holds since means the board is that session's now, and nothing more is
    /// written here.
    private func confirmLock() throws(DocumentError) {
        guard let lock else { throw .readOnly(path: path) }
        guard !lock.isNamed else { return }
        switch BoardLock.acquire(board: target) {
        case .held(let renewed):
            lock.release()
            self.lock = renewed
        case .heldByAnother:
            releaseLocks()
            readOnlyReason = .lockedByAnotherSession
            throw .inUse(path: path)
        case .unavailable:
            releaseLocks()
            readOnlyReason = .noPermission
            throw .readOnly(path: path)
        }
    }

    /// Takes the version just written as the one on disk: its bytes' digest, its identity, and
    /// its open, locked file in place of the old one's.
    private func adopt(_ descriptor: FileDescriptor?, _ bytes: [UInt8]) {
        loaded = FileContent(bytes)
        if let descriptor {
            loadedIdentity = (try? Posix.fstat(descriptor)).map(FileIdentity.init)
            if let held { Posix.close(held) }
            held = descriptor
        } else {
            loadedIdentity = (try? Posix.stat(target)).map(FileIdentity.init)
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
        let newTarget = FileGate.finalTarget(of: newPath)
        let kind = FileGate.kind(of: newTarget)
        if let kind, kind != .regularFile { throw .notAFile(path: newPath, kind: kind) }
        let exists = kind != nil
        var newLock: BoardLock?
        if newTarget != target {
            switch BoardLock.acquire(board: newTarget) {
            case .held(let held): newLock = held
            case .heldByAnother: throw .inUse(path: newPath)
            case .unavailable: newLock = nil
            }
            // Held under another name (a hard link), or by a session whose lock file is gone.
            if exists, newLock == nil ? BoardLock.isHeld(board: newTarget) : BoardLock.isLocked(file: newTarget) {
                newLock?.release()
                throw .inUse(path: newPath)
            }
        }
        if exists, !replacing {
            newLock?.release()
            throw .alreadyExists(path: newPath)
        }
        let (bytes, kept) = try text(of: document, resolve: resolve)
        let descriptor: FileDescriptor?
        do {
            let options = FileSystem.Options(mode: 0o644, heldBySelf: newLock != nil || newTarget == target, keepOpen: true)
            descriptor = exists
                ? try fileSystem.replace(newTarget, with: bytes, options: options)
                : try fileSystem.create(newTarget, with: bytes, options: options)
        } catch {
            newLock?.release()
            throw DocumentError(error.renamed(newPath))
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
        adopt(descriptor, bytes)
        readOnlyReason = nil
        writtenSequence = 0
        if lock == nil { lockOrMarkReadOnly() }
        if readOnlyReason == nil { startJournal(digest: loaded.digest, bytes: bytes) }
    }

    /// Reads the file again, taking what another program wrote; the changes this session had
    /// not written are let go (the person chose the other version), and a new journal begins.
    public func reload() throws(DocumentError) -> Document {
        let (document, json, bytes, opened) = try Self.load(path)
        original = DocumentCodec.extras(of: json)
        loaded = FileContent(bytes)
        loadedIdentity = opened.identity
        writtenSequence = 0
        journal?.remove()
        journal = nil
        if readOnlyReason == nil, lock != nil {
            // The version taken is the one held from now on.
            if hold(opened) {
                startJournal(digest: loaded.digest, bytes: bytes)
            } else {
                releaseLocks()
                readOnlyReason = .lockedByAnotherSession
            }
        } else {
            opened.close()
        }
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
        // A board made read-only during the session still has its journal, changes and all.
        if journal == nil { startJournal(digest: loaded.digest, bytes: nil) }
        return .writable
    }

    /// Whether the file on disk is still the version Rotor read or last wrote.
    public var isUnchanged: Bool { isUnchangedOnDisk() }

    // MARK: Kept changes

    /// Removes the journals of earlier sessions whose changes were not applied: the person let
    /// them go, or they are now in this session's journal.
    public func discardKept() {
        for contents in kept {
            try? fileSystem.unlink(contents.basePath)
            try? fileSystem.unlink(contents.path)
        }
        kept = []
    }

    /// A note for a recovery of every kept journal, with the changes that did not fit.
    public func recoveryNote(leftovers: [JournaledIntent]) -> RecoveryNote {
        RecoveryNote(consumed: kept.map(\.session), leftovers: leftovers, keptAs: Journal.newSession())
    }

    /// Finishes a recovery whose note is in this session's journal: the changes that did not
    /// fit go to a journal of their own, then the kept journals it consumed go. A kill at any
    /// step is finished by the next session (``settleRecoveries(_:)``); a failure here is said,
    /// and the note keeps the changes.
    public func finishRecovery(_ note: RecoveryNote) throws(DocumentError) {
        if !note.leftovers.isEmpty {
            do {
                try Journal.keep(note.leftovers, board: target, session: note.keptAs, fileSystem: fileSystem)
            } catch {
                unfinishedRecovery = true
                throw DocumentError(FileSystem.writeError(error, path))
            }
        }
        discardKept()
        if !note.leftovers.isEmpty, let contents = try? JournalContents.read(Journal.path(board: target, session: note.keptAs)) {
            kept = [contents]
        }
    }

    // MARK: Opening for writing

    /// Takes the board's lock file and then its own file's lock (`opened`, the version just read,
    /// or the one the path names); read-only when another session has either, or the file or its
    /// folder cannot be written.
    private func lockOrMarkReadOnly(_ opened: FileGate.OpenFile? = nil) {
        let folder = FileGate.folder(of: target)
        guard FileGate.isWritable(target), Posix.canAccess(folder, W_OK) else {
            opened?.close()
            readOnlyReason = .noPermission
            return
        }
        switch BoardLock.acquire(board: target) {
        case .held(let taken):
            lock = taken
            let holding = opened ?? (try? FileGate.open(target))
            if let holding, !hold(holding) {
                // Another session has the board's file: under another name (a hard link), or
                // after its lock file was deleted.
                releaseLocks()
                readOnlyReason = .lockedByAnotherSession
                return
            }
            removeStaleTemporaries(in: folder)
        case .heldByAnother:
            opened?.close()
            readOnlyReason = .lockedByAnotherSession
        case .unavailable:
            opened?.close()
            readOnlyReason = .noPermission
        }
    }

    /// Locks an open version of the board as the one this session holds; false (and closed)
    /// when another process holds it. The version already held is kept as it is.
    private func hold(_ opened: FileGate.OpenFile) -> Bool {
        if let held, let status = try? Posix.fstat(held), FileIdentity(status).isSameFile(as: opened.identity) {
            opened.close()
            return true
        }
        do {
            try Posix.flock(opened.descriptor, LOCK_EX | LOCK_NB)
        } catch {
            opened.close()
            return false
        }
        if let held { Posix.close(held) }
        held = opened.descriptor
        return true
    }

    /// Finds the journals of earlier sessions on a board this session now holds: one that the
    /// board's version shows to be ours is resumed, its changes made again on `document`; the
    /// others are kept to offer; without one to resume, a new journal begins. A journal a live
    /// session holds means that session has the board: it is left alone, and the board is
    /// read-only here.
    private func beginJournal(on document: Document, bytes: [UInt8]) -> Document {
        guard readOnlyReason == nil, lock != nil else { return document }
        var (found, problems) = journals()
        if found.contains(where: { Journal.isLive($0.path) }) || problems.contains(where: { Journal.isLive($0.path) }) {
            releaseLocks()
            readOnlyReason = .lockedByAnotherSession
            return document
        }
        journalProblems = problems + found.compactMap { contents in
            contents.damagedLine.map { JournalReadError.damaged(path: contents.path, line: $0) }
        }
        settleRecoveries(&found)
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
            try? fileSystem.unlink(contents.basePath)
            try? fileSystem.unlink(contents.path)
        }
        kept = found.filter { !$0.pendingSteps.toApply.isEmpty || !$0.pendingSteps.undoneAfterSaving.isEmpty }
        if resumed == nil { startJournal(digest: loaded.digest, bytes: bytes) }
        return document
    }

    /// Finishes the recoveries the journals record, whatever step a kill stopped them at: the
    /// journals a recovery consumed go, and the journal of the changes it could not apply is
    /// made when it is not there yet.
    private func settleRecoveries(_ found: inout [JournalContents]) {
        let notes = found.flatMap(\.recoveries)
        let consumed = Set(notes.flatMap(\.consumed))
        for note in notes where !note.leftovers.isEmpty && !consumed.contains(note.keptAs) {
            guard !found.contains(where: { $0.session == note.keptAs }) else { continue }
            try? Journal.keep(note.leftovers, board: target, session: note.keptAs, fileSystem: fileSystem)
            if let made = try? JournalContents.read(Journal.path(board: target, session: note.keptAs)) { found.append(made) }
        }
        for contents in found where consumed.contains(contents.session) {
            try? fileSystem.unlink(contents.basePath)
            try? fileSystem.unlink(contents.path)
        }
        found.removeAll { consumed.contains($0.session) }
    }

    /// Begins this session's journal on the version of the board with `digest`, kept beside it
    /// by a hard link (or, where the file system has none, a copy of `bytes`).
    private func startJournal(digest: ContentDigest, bytes: [UInt8]?) {
        let session = Journal.newSession()
        let base = Journal.basePath(forJournal: Journal.path(board: target, session: session))
        do {
            try fileSystem.link(target, base)
        } catch {
            // No hard links here (or too many): a copy, when the bytes are at hand.
            if let bytes { _ = try? fileSystem.create(base, with: bytes, options: .init(mode: 0o600)) }
        }
        do {
            journal = try Journal.begin(board: target, session: session, base: digest, fileSystem: fileSystem)
            journalFailure = nil
        } catch {
            try? fileSystem.unlink(base)
            journalFailure = error
        }
    }

    /// The journals beside the board, oldest first, and those that could not be read.
    private func journals() -> (found: [JournalContents], problems: [JournalReadError]) {
        let folder = FileGate.folder(of: target)
        let prefix = Journal.prefix(board: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        var found: [JournalContents] = []
        var problems: [JournalReadError] = []
        for name in names.sorted() where name.hasPrefix(prefix) && !name.hasSuffix(".tmp") {
            do {
                found.append(try JournalContents.read(folder + "/" + name))
            } catch {
                problems.append(error)
            }
        }
        return (found.sorted { $0.opened < $1.opened }, problems)
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

    /// Whether the file still holds what Rotor loaded or last saved.
    private func isUnchangedOnDisk() -> Bool {
        guard let current = try? FileGate.read(target, limit: DocumentLimits.fileBytes) else { return false }
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

    /// Temporary files of this document left by a Rotor that was killed mid-save (the original
    /// is whole: the rename never happened) or while it began a journal: only litter.
    private func removeStaleTemporaries(in folder: String) {
        let prefix = "." + FileGate.name(of: target) + "."
        let journals = Journal.prefix(board: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            // `.tasks.json.PID.RANDOM.tmp`, or `.tasks.json.rotor-journal-PID-RANDOM.RANDOM.tmp`.
            let rest = name.hasPrefix(journals) ? name.dropFirst(journals.count) : name.dropFirst(prefix.count)
            let pid = rest.split(whereSeparator: { $0 == "." || $0 == "-" }).first.flatMap { pid_t($0) }
            if let pid, pid != getpid(), !Posix.processExists(pid) {
                try? fileSystem.unlink("\(folder)/\(name)")
            }
        }
    }
}
