// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Localization
import Semantics
import Speech
import SystemInterface
import Widgets

/// Runs a session for a runner: each reply delivered, every change made durable before it is
/// confirmed and then written to the file behind the document, every setting saved to the
/// settings file, and nothing lost without being told.
///
/// A change is appended to the file's ``Journal`` (and flushed) before its reply is delivered,
/// which costs the same whatever the board's size; the board itself is written by a
/// ``DocumentSaver`` on its own thread. With ``savesInBackground`` (the interactive terminal) a
/// reply goes out once its change is in the journal, and a write that fails is said when it is
/// known; otherwise (scripts), and whenever the journal cannot hold a change, a reply waits for
/// the board to be written, so a failure is said in it.
///
/// A session on a file it cannot write (another session holds it, or it cannot be written)
/// refuses changes, after looking once more whether it has become writable; `save as PATH`
/// edits a copy. Changes an earlier session kept are offered, and `recover` applies them on
/// top of the board as it is now.
public final class SessionDriver {
    public private(set) var session: Session
    public let announcer: Announcer
    public let file: DocumentFile?
    /// Where settings are saved; nil when they are not (no home, or a file that cannot be used).
    public let settingsFile: SettingsFile?
    /// Whether a reply may go out before its change is written to the board (once it is in the journal).
    public var savesInBackground = false
    /// Changes made since the board was last written: non-zero after a failed write, or while
    /// a write is on its way. Counted once every save has finished (``finishSaving()``, or any
    /// file command).
    public var unsavedChanges: Int { latestChange - savedChange }
    /// Whether `quit` has warned about unsaved changes, so the next `quit` ends the session.
    private var warnedAboutUnsavedChanges = false
    /// Whether any command of a script failed, so script mode can exit with 1.
    public private(set) var anyCommandFailed = false
    /// Notices to say when the session starts (a settings file that cannot be used).
    private let startNotices: [String]
    private let saver: DocumentSaver?
    /// The number of the latest change to the document, and of the latest one known on disk.
    private var latestChange = 0
    private var savedChange = 0
    /// The journal changes go to: the file's, taken when the saver is not using the file.
    private var journal: Journal?
    /// Steps of undo made since the journal began, and steps of those taken back: an undo or a
    /// redo of a step from before it cannot be journaled.
    private var journaledSteps = 0
    private var journaledUndone = 0
    /// The path `save as` found a file at, and that file's version, so that the same request as
    /// the very next command replaces it (and only that version: a file replaced meanwhile is
    /// asked about again). Any other command withdraws the offer.
    private var replaceOffered: (path: String, identity: FileIdentity?)?

    /// Creates a driver; `file` is where the document came from, if anywhere.
    public init(
        session: Session, announcer: Announcer, file: DocumentFile? = nil, settingsFile: SettingsFile? = nil,
        startNotices: [String] = []
    ) {
        self.session = session
        self.announcer = announcer
        self.file = file
        self.settingsFile = settingsFile
        self.startNotices = startNotices
        self.saver = file.map { DocumentSaver(file: $0, wake: { [announcer] in announcer.wakeUp() }) }
        journal = file?.journal
        latestChange = journal?.lastSequence ?? 0
        savedChange = min(file?.writtenSequence ?? 0, latestChange)
        // Changes an earlier session confirmed and never wrote are written now.
        if latestChange > savedChange, let saver {
            saver.submit(session.document, change: latestChange, resolve: resolve)
        }
    }

    deinit {
        saver?.close()
    }

    /// Says where the session starts, whether the file is read-only, what an earlier session
    /// left (changes made again, changes kept to recover); then `notices`. With `orienting`, the
    /// first start that can be remembered (a settings file can be saved) ends with the
    /// orientation, how to move, act, get help and quit, and it is remembered there: never again
    /// unless asked.
    public func start(orienting: Bool = false, notices extra: [String] = []) {
        var reply = session.start()
        if orienting, !session.settings.oriented, let settingsFile {
            let orientation = session.orientation()
            reply.utterances += orientation
            orientation.forEach { session.remember($0) }
            session.settings.oriented = true
            try? settingsFile.save(session.settings)
        }
        var notices = startNotices + extra
        if let file {
            if let reason = file.readOnlyReason {
                notices.append(session.text(reason == .lockedByAnotherSession ? .consoleFileInUse : .consoleFileReadOnly))
            }
            if file.restoredChanges > 0 {
                notices.append(session.text(.consoleRestored(file.restoredChanges, file.path)))
            }
            notices += file.journalProblems.map(session.errorWords.describe)
            if let newest = file.kept.last {
                let count = file.kept.reduce(0) { $0 + $1.pendingSteps.toApply.count + $1.pendingSteps.undoneAfterSaving.count }
                let written = session.spokenTime(newest.opened)
                notices.append(session.text(.consoleKeptFound(count, file.path, written)))
            }
        }
        reply.utterances.insert(contentsOf: notices, at: min(1, reply.utterances.count))
        announcer.deliver(reply, session)
    }

    /// Handles a typed line; returns the reply as delivered.
    @discardableResult
    public func handle(line: String) -> Reply {
        let bytes = line.utf8.count
        guard bytes <= InputLimit.line else { return refuseLine(bytes: bytes) }
        return deliver(guarded { $0.handle(line: line) })
    }

    /// Says that a line longer than ``InputLimit/line`` bytes was not run.
    @discardableResult
    public func refuseLine(bytes: Int) -> Reply {
        let words = session.errorWords
        return deliver(Reply([session.text(.consoleLineTooLong(words.number(bytes), words.number(InputLimit.line)))], isError: true))
    }

    /// Runs a command (a key); returns the reply as delivered.
    @discardableResult
    public func execute(_ command: Command) -> Reply {
        deliver(guarded { $0.execute(command) })
    }

    /// Handles what the speaker and the saver reported: notices, focus following say-all, and
    /// a save that failed in the background.
    public func handleEvents() {
        for id in announcer.handleEvents(session) { session.sayAllReached(id) }
        let failures = takeSaveOutcomes()
        if !failures.isEmpty { announcer.deliver(Reply(failures, sounds: [.error]), session) }
    }

    /// Stops speech (a key was pressed); say-all stays on the element heard last.
    public func interrupt() {
        announcer.stop()
        handleEvents()
    }

    /// Waits until every change so far is on disk, or its save has failed (then
    /// ``unsavedChanges`` counts it); the saver goes on taking changes.
    public func waitUntilSaved() {
        saver?.waitUntilSaved()
        _ = takeSaveOutcomes()
    }

    /// Waits for the last save and counts what it came to; the file is the caller's again.
    /// A session calls it when it ends, before it looks at ``unsavedChanges``.
    public func finishSaving() {
        saver?.close()
        _ = takeSaveOutcomes()
    }

    /// Keeps a line said outside a reply (Tab's choices) in the history `history` walks.
    public func remember(_ line: String) {
        session.remember(line)
    }

    /// Says what typing says, without printing it.
    public func echo(_ text: String, kind: Utterance.Kind) {
        announcer.echo(text, kind: kind, session)
    }

    /// Where the changes not written to the board are kept for the next session (the journal),
    /// or nil when there are none or some are only in memory.
    @discardableResult
    public func keepUnsavedChanges() -> String? {
        finishSaving()
        guard unsavedChanges > 0, allJournaled, let journal else { return nil }
        return journal.path
    }

    /// Whether every change is in a journal that works.
    private var allJournaled: Bool {
        guard let journal, journal.isUsable else { return false }
        return journal.lastSequence >= latestChange
    }

    // MARK: Replies

    /// Runs a command on the session; a change to a file this session cannot write is taken
    /// back and refused, unless the file has become writable meanwhile.
    private func guarded(_ body: (inout Session) -> Reply) -> Reply {
        let before = session
        let reply = body(&session)
        guard reply.documentChanged, let file, session.screen == session.editableScreen, file.readOnlyReason != nil else {
            return reply
        }
        saver?.waitUntilSaved()
        switch file.becomeWritable() {
        case .writable:
            restartJournalCounts()
            return reply
        case .changedOnDisk:
            session = before
            do {
                session.replaceDocument(try file.reload())
            } catch {
                return session.record(Reply([session.errorWords.describe(error)], isError: true))
            }
            savedChange = latestChange
            restartJournalCounts()
            return session.record(Reply(
                [session.text(.consoleReloadedBeforeEdit(file.path))] + session.execute(.read).utterances, isError: true))
        case .readOnly:
            session = before
            let refusal: CatalogText = file.readOnlyReason == .lockedByAnotherSession
                ? .consoleEditRefusedInUse(file.path) : .consoleEditRefusedReadOnly(file.path)
            return session.record(Reply([session.text(refusal)], isError: true))
        }
    }

    private func deliver(_ reply: Reply) -> Reply {
        var reply = reply
        if reply.isError { anyCommandFailed = true }
        let offer = replaceOffered
        replaceOffered = nil
        if let request = reply.fileRequest {
            let (said, outcome) = perform(request, offer: offer)
            reply.utterances += said
            switch outcome {
            case .saved: reply.sounds = [.saved]
            case .done: break
            case .failed:
                // A file command that could not be done failed: its sound, and a script's exit code.
                reply.sounds = [.error]
                reply.isError = true
                anyCommandFailed = true
            }
        } else if reply.documentChanged, saver != nil, session.screen == session.editableScreen {
            reply = commit(reply)
        }
        if reply.settingsChanged, let settingsFile {
            // A setting answers whether it was saved: a file that cannot be written is said,
            // and `settings` says so until a save works.
            do {
                try settingsFile.save(session.settings)
                session.launch.settingsSaveFailure = nil
            } catch {
                let reason = session.errorWords.reason(error)
                session.launch.settingsSaveFailure = reason
                reply.utterances.append(session.text(.consoleSettingNotSaved(settingsFile.path, reason)))
                reply.sounds = [.error]
            }
        }
        if reply.quit {
            // Quitting waits for the last save: what it came to decides whether to warn.
            saver?.waitUntilSaved()
            let failures = takeSaveOutcomes()
            if unsavedChanges > 0, !warnedAboutUnsavedChanges {
                warnedAboutUnsavedChanges = true
                let warning: CatalogText = allJournaled
                    ? .consoleKeptOnQuit(unsavedChanges) : .consoleUnsavedOnQuit(unsavedChanges)
                reply = Reply(failures + [session.text(warning)], sounds: [.error])
            } else if !failures.isEmpty {
                reply.utterances = failures + reply.utterances
                reply.sounds = [.error]
            }
        }
        for id in announcer.deliver(reply, session) { session.sayAllReached(id) }
        return reply
    }

    /// Makes a change durable before its reply goes out: in the journal, or, when the journal
    /// cannot hold it, written to the board (the reply then waits). Then the board is written.
    private func commit(_ reply: Reply) -> Reply {
        guard let saver else { return reply }
        latestChange += 1
        let journaled = journalChange(reply.edit)
        saver.submit(session.document, change: latestChange, resolve: resolve)
        return savesInBackground && journaled ? reply : withSaveOutcome(reply)
    }

    /// Appends a change to the journal; false when it cannot be (no journal, a failed write, an
    /// undo of a step from before the journal began), and then the journal stops.
    private func journalChange(_ edit: DocumentEdit?) -> Bool {
        guard let journal, journal.isUsable else { return false }
        let representable = switch edit {
        case .undo?: journaledSteps > 0
        case .redo?: journaledUndone > 0
        case .change?, .group?: true
        case nil: false
        }
        guard representable, let edit else {
            journal.stop()
            return false
        }
        do {
            try journal.append(edit, sequence: latestChange)
        } catch {
            return false
        }
        switch edit {
        case .change, .group:
            journaledSteps += 1
            journaledUndone = 0
        case .undo:
            journaledSteps -= 1
            journaledUndone += 1
        case .redo:
            journaledSteps += 1
            journaledUndone -= 1
        }
        return true
    }

    /// The reply once every save has finished, with what a failed one says and its sound.
    private func withSaveOutcome(_ reply: Reply) -> Reply {
        saver?.waitUntilSaved()
        let failures = takeSaveOutcomes()
        renewJournalIfWritten()
        guard !failures.isEmpty else { return reply }
        var reply = reply
        reply.utterances += failures
        reply.sounds = [.error]
        reply.isError = true
        return reply
    }

    /// Begins a new journal once the board holds every change and the old journal has stopped,
    /// so the next confirmation is quick again. Only while the saver is idle.
    private func renewJournalIfWritten() {
        guard let file, unsavedChanges == 0, file.readOnlyReason == nil, !(journal?.isUsable ?? false) else { return }
        file.restartJournal()
        restartJournalCounts()
    }

    /// Takes the file's journal as the one changes go to, with no steps in it yet.
    private func restartJournalCounts() {
        journal = file?.journal
        journaledSteps = 0
        journaledUndone = 0
    }

    /// Counts the saves that finished; what each failed one says ("… The change is kept in
    /// memory.").
    private func takeSaveOutcomes() -> [String] {
        var failures: [String] = []
        for outcome in saver?.takeOutcomes() ?? [] {
            if let error = outcome.error {
                failures.append(session.errorWords.describe(error) + " " + session.text(.consoleChangeKept))
            } else {
                savedChange = max(savedChange, outcome.change)
                warnedAboutUnsavedChanges = false
            }
        }
        return failures
    }

    // MARK: File commands

    /// Saves the document now (the saver has finished); nil when it worked, else the error in words.
    private func save(to file: DocumentFile) -> String? {
        do {
            try file.save(session.document, through: latestChange, resolve: resolve)
            savedChange = latestChange
            warnedAboutUnsavedChanges = false
            renewJournalIfWritten()
            return nil
        } catch {
            return session.errorWords.describe(error) + " " + session.text(.consoleChangeKept)
        }
    }

    /// How a file command ended.
    private enum FileOutcome {
        /// The document was written.
        case saved
        /// Done without writing the document, or nothing to do.
        case done
        /// It could not be done; the words say why.
        case failed
    }

    /// Does what only the file can do; what to say, and how it ended.
    private func perform(_ request: Reply.FileRequest, offer: (path: String, identity: FileIdentity?)?) -> ([String], FileOutcome) {
        guard let file, session.screen == session.editableScreen else { return ([session.text(.consoleNoFile)], .failed) }
        // The file is used here, on this thread: the saver finishes first, and what a save
        // that failed meanwhile says comes before.
        saver?.waitUntilSaved()
        let failures = takeSaveOutcomes()
        let (said, outcome) = performNow(request, file, offer: offer)
        return (failures + said, outcome)
    }

    private func performNow(
        _ request: Reply.FileRequest, _ file: DocumentFile, offer: (path: String, identity: FileIdentity?)?
    ) -> ([String], FileOutcome) {
        switch request {
        case .save:
            if let error = save(to: file) { return ([error], .failed) }
            return ([session.text(.consoleSaved(file.path))], .saved)
        case .saveAs(let path, let replacing):
            let confirmed = offer.map { $0.path == path && $0.identity == Self.identity(of: path) } ?? false
            return saveAs(path, replacing: replacing || confirmed, file)
        case .reload:
            do {
                session.replaceDocument(try file.reload())
                savedChange = latestChange
                restartJournalCounts()
                return ([session.text(.consoleReloaded(file.path))] + session.execute(.read).utterances, .done)
            } catch {
                return ([session.errorWords.describe(error)], .failed)
            }
        case .recover:
            return recover(file)
        case .discardRecovery:
            guard !file.kept.isEmpty else { return ([session.text(.consoleNoRecovery(file.path))], .done) }
            file.discardKept()
            return ([session.text(.consoleRecoveryDiscarded)], .done)
        }
    }

    /// `save as PATH`: a file there is replaced only when asked twice (or with `--force`).
    private func saveAs(_ path: String, replacing: Bool, _ file: DocumentFile) -> ([String], FileOutcome) {
        do {
            try file.saveAs(path, session.document, replacing: replacing, resolve: resolve)
        } catch .alreadyExists {
            replaceOffered = (path, Self.identity(of: path))
            return ([session.text(.consoleReplaceAsk(path))], .failed)
        } catch {
            return ([session.errorWords.describe(error)], .failed)
        }
        replaceOffered = nil
        savedChange = latestChange
        warnedAboutUnsavedChanges = false
        restartJournalCounts()
        return ([session.text(.consoleSaved(path))], .saved)
    }

    /// The version of the file a path names, links followed.
    private static func identity(of path: String) -> FileIdentity? {
        (try? Posix.stat(path)).map(FileIdentity.init)
    }

    /// `recover`: the changes earlier sessions kept, applied to the board as it is now as one
    /// step of undo; what could not be applied is said, what did not fit stays kept.
    ///
    /// A recovery happens at one moment: the line in this session's journal that holds its
    /// changes and names the journals it took (``RecoveryNote``). Before that line is on disk,
    /// nothing is recovered; after it, the kept journals go and the changes that did not fit get
    /// a journal of their own, and a kill between those steps is finished by the next session.
    /// So a recovery without a journal that works is refused: it could be made twice.
    private func recover(_ file: DocumentFile) -> ([String], FileOutcome) {
        guard !file.kept.isEmpty else { return ([session.text(.consoleNoRecovery(file.path))], .done) }
        renewJournalIfWritten()
        guard let journal, journal.isUsable else { return ([session.text(.consoleRecoverNeedsJournal)], .failed) }
        let pending = file.kept.map(\.pendingSteps)
        let before = session
        let (reply, outcome) = session.applyKept(pending.flatMap(\.toApply))
        let note = file.recoveryNote(leftovers: outcome.full)
        let applied = !outcome.applied.isEmpty
        do {
            try journal.append(recovery: note, applied ? reply.edit : nil, sequence: latestChange + 1)
        } catch {
            session = before
            return ([session.errorWords.describe(DocumentError.writeFailed(path: journal.path, errno: error.rawValue))], .failed)
        }
        var said: [String] = []
        var committed = reply
        if applied {
            latestChange += 1
            journaledSteps += 1
            journaledUndone = 0
            saver?.submit(session.document, change: latestChange, resolve: resolve)
            if !savesInBackground { committed = withSaveOutcome(reply) }
            said.append(session.text(.consoleRecovered(outcome.applied.count, file.path)))
        }
        do {
            try file.finishRecovery(note)
        } catch {
            said.append(session.errorWords.describe(error))
        }
        let list = { (intents: [JournaledIntent]) in intents.map(\.said).joined(separator: self.session.listSeparator) }
        if !outcome.gone.isEmpty { said.append(session.text(.consoleRecoverGone(outcome.gone.count, list(outcome.gone)))) }
        let undone = pending.flatMap(\.undoneAfterSaving)
        if !undone.isEmpty { said.append(session.text(.consoleRecoverUndone(undone.count, list(undone)))) }
        if !outcome.full.isEmpty { said.append(session.text(.consoleRecoverFull(outcome.full.count, list(outcome.full)))) }
        return (said + (applied ? committed.utterances : []), applied ? .saved : .done)
    }

    private var resolve: @Sendable (LocalizableText) -> String {
        let builder = TreeBuilder(strings: session.strings)
        let language = session.environment.language
        return { builder.resolve($0, language) }
    }
}
