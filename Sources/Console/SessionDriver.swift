// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Localization
import Semantics
import Speech
import SystemInterface
import Widgets

/// Runs a session for a runner: each reply delivered, every change saved to the file behind
/// the document, every setting saved to the settings file, and nothing lost without being
/// told: a change that could not be saved is counted, `quit` warns about it once, and a
/// session ended by a signal or by the end of a script keeps it in a recovery file.
///
/// Changes are written by a ``DocumentSaver`` on its own thread. With ``savesInBackground``
/// (the interactive terminal) a reply is said at once and a save that fails is said when it is
/// known; otherwise (scripts) each reply waits for its save, so a failure is said in it.
public final class SessionDriver {
    public private(set) var session: Session
    public let announcer: Announcer
    public let file: DocumentFile?
    /// Where settings are saved; nil when they are not (no home, or a file that cannot be used).
    public let settingsFile: SettingsFile?
    /// Whether a reply goes out before its change is on disk.
    public var savesInBackground = false
    /// Changes made since the document was last saved: non-zero after a failed save, or in a
    /// session that has the file read-only. Counted once every save has finished
    /// (``finishSaving()``, or any file command).
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
    }

    deinit {
        saver?.close()
    }

    /// Says where the session starts, whether the file is read-only, and whether a recovery
    /// file holds changes an earlier session could not save; then `hint`, when given.
    public func start(hint: String? = nil) {
        var reply = session.start()
        if let hint { reply.utterances.append(hint) }
        var notices = startNotices
        if let reason = file?.readOnlyReason {
            notices.append(session.text(reason == .lockedByAnotherSession ? .consoleFileInUse : .consoleFileReadOnly))
        }
        if let file, let recovery = file.recovery() {
            let written = session.spokenTime(recovery.written)
            notices.append(session.text(.consoleRecoveryFound, file.path, written))
        }
        reply.utterances.insert(contentsOf: notices, at: min(1, reply.utterances.count))
        announcer.deliver(reply, session)
    }

    /// Handles a typed line; returns the reply as delivered.
    @discardableResult
    public func handle(line: String) -> Reply {
        deliver(session.handle(line: line))
    }

    /// Runs a command (a key); returns the reply as delivered.
    @discardableResult
    public func execute(_ command: Command) -> Reply {
        deliver(session.execute(command))
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

    /// Says what typing says, without printing it.
    public func echo(_ text: String, kind: Utterance.Kind) {
        announcer.echo(text, kind: kind, session)
    }

    /// Keeps the changes that could not be saved in the recovery file; the path, or nil when
    /// there was nothing to keep or it could not be written.
    @discardableResult
    public func keepUnsavedChanges() -> String? {
        finishSaving()
        guard unsavedChanges > 0, let file else { return nil }
        do {
            try file.writeRecovery(session.document, resolve: resolve)
            return file.recoveryPath
        } catch {
            return nil
        }
    }

    private func deliver(_ reply: Reply) -> Reply {
        var reply = reply
        if reply.isError { anyCommandFailed = true }
        if let request = reply.fileRequest {
            let (said, outcome) = perform(request)
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
        } else if reply.documentChanged, let saver, session.screen == session.editableScreen {
            latestChange += 1
            saver.submit(session.document, change: latestChange, resolve: resolve)
            if !savesInBackground { reply = withSaveOutcome(reply) }
        }
        if reply.settingsChanged, let settingsFile {
            try? settingsFile.save(session.settings)
        }
        if reply.quit {
            // Quitting waits for the last save: what it came to decides whether to warn.
            saver?.waitUntilSaved()
            let failures = takeSaveOutcomes()
            if unsavedChanges > 0, !warnedAboutUnsavedChanges {
                warnedAboutUnsavedChanges = true
                reply = Reply(failures + [session.text(.consoleUnsavedOnQuit, number: unsavedChanges)], sounds: [.error])
            } else if !failures.isEmpty {
                reply.utterances = failures + reply.utterances
                reply.sounds = [.error]
            }
        }
        for id in announcer.deliver(reply, session) { session.sayAllReached(id) }
        return reply
    }

    /// The reply once every save has finished, with what a failed one says and its sound.
    private func withSaveOutcome(_ reply: Reply) -> Reply {
        saver?.waitUntilSaved()
        let failures = takeSaveOutcomes()
        guard !failures.isEmpty else { return reply }
        var reply = reply
        reply.utterances += failures
        reply.sounds = [.error]
        reply.isError = true
        return reply
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

    /// Saves the document now (the saver has finished); nil when it worked, else the error in words.
    private func save(to file: DocumentFile) -> String? {
        do {
            try file.save(session.document, resolve: resolve)
            savedChange = latestChange
            warnedAboutUnsavedChanges = false
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
    private func perform(_ request: Reply.FileRequest) -> ([String], FileOutcome) {
        guard let file, session.screen == session.editableScreen else { return ([session.text(.consoleNoFile)], .failed) }
        // The file is used here, on this thread: the saver finishes first, and what a save
        // that failed meanwhile says comes before.
        saver?.waitUntilSaved()
        let failures = takeSaveOutcomes()
        let (said, outcome) = performNow(request, file)
        return (failures + said, outcome)
    }

    private func performNow(_ request: Reply.FileRequest, _ file: DocumentFile) -> ([String], FileOutcome) {
        switch request {
        case .save:
            if let error = save(to: file) { return ([error], .failed) }
            return ([session.text(.consoleSaved, file.path)], .saved)
        case .saveAs(let path):
            do {
                try file.saveAs(path, session.document, resolve: resolve)
                savedChange = latestChange
                return ([session.text(.consoleSaved, path)], .saved)
            } catch {
                return ([session.errorWords.describe(error)], .failed)
            }
        default:
            return performOther(request, file)
        }
    }

    private func performOther(_ request: Reply.FileRequest, _ file: DocumentFile) -> ([String], FileOutcome) {
        switch request {
        case .save, .saveAs:
            return ([], .done)
        case .reload:
            do {
                session.replaceDocument(try file.reload())
                savedChange = latestChange
                return ([session.text(.consoleReloaded, file.path)] + session.execute(.read).utterances, .done)
            } catch {
                return ([session.errorWords.describe(error)], .failed)
            }
        case .recover:
            guard let recovery = file.recovery() else { return ([session.text(.consoleNoRecovery, file.path)], .done) }
            session.replaceDocument(recovery.document)
            latestChange += 1
            if let error = save(to: file) { return ([error], .failed) }
            file.discardRecovery()
            return ([session.text(.consoleRecovered, file.path)] + session.execute(.read).utterances, .done)
        case .discardRecovery:
            guard file.recovery() != nil else { return ([session.text(.consoleNoRecovery, file.path)], .done) }
            file.discardRecovery()
            return ([session.text(.consoleRecoveryDiscarded)], .done)
        }
    }

    private var resolve: @Sendable (LocalizableText) -> String {
        let builder = TreeBuilder(strings: session.strings)
        let language = session.environment.language
        return { builder.resolve($0, language) }
    }
}
