// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Semantics
import Speech
import SystemInterface
import Widgets

/// Runs a session for a runner: each reply delivered, every change saved at once to the file
/// behind the document, every setting saved to the settings file, and nothing lost without
/// being told: a change that could not be saved is counted, `quit` warns about it once, and a
/// session ended by a signal or by the end of a script keeps it in a recovery file.
public final class SessionDriver {
    public private(set) var session: Session
    public let announcer: Announcer
    public let file: DocumentFile?
    /// Where settings are saved; nil when they are not (no home, or a file that cannot be used).
    public let settingsFile: SettingsFile?
    /// Changes made since the document was last saved: non-zero after a failed save, or in a
    /// session that has the file read-only.
    public private(set) var unsavedChanges = 0
    /// Whether `quit` has warned about unsaved changes, so the next `quit` ends the session.
    private var warnedAboutUnsavedChanges = false
    /// Whether any command of a script failed, so script mode can exit with 1.
    public private(set) var anyCommandFailed = false
    /// Notices to say when the session starts (a settings file that cannot be used).
    private let startNotices: [String]

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
    }

    /// Says where the session starts, whether the file is read-only, and whether a recovery
    /// file holds changes an earlier session could not save.
    public func start() {
        var reply = session.start()
        var notices = startNotices
        if let reason = file?.readOnlyReason {
            notices.append(session.text(reason == .lockedByAnotherSession ? .consoleFileInUse : .consoleFileReadOnly))
        }
        if let file, let recovery = file.recovery() {
            let written = recovery.written.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
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

    /// Handles what the speaker reported: notices, and focus following say-all.
    public func handleSpeechEvents() {
        for id in announcer.handleEvents(session) { session.sayAllReached(id) }
    }

    /// Stops speech (a key was pressed); say-all stays on the element heard last.
    public func interrupt() {
        announcer.stop()
        handleSpeechEvents()
    }

    /// Says what typing says, without printing it.
    public func echo(_ text: String, kind: Utterance.Kind) {
        announcer.echo(text, kind: kind, session)
    }

    /// Keeps the changes that could not be saved in the recovery file; the path, or nil when
    /// there was nothing to keep or it could not be written.
    @discardableResult
    public func keepUnsavedChanges() -> String? {
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
        } else if reply.documentChanged, let file, session.screen == session.editableScreen {
            unsavedChanges += 1
            if let error = save(to: file) {
                reply.utterances.append(error)
                reply.sounds = [.error]
            }
        }
        if reply.settingsChanged, let settingsFile {
            try? settingsFile.save(session.settings)
        }
        if reply.quit, unsavedChanges > 0, !warnedAboutUnsavedChanges {
            warnedAboutUnsavedChanges = true
            reply = Reply([session.text(.consoleUnsavedOnQuit, number: unsavedChanges)], sounds: [.error])
        }
        for id in announcer.deliver(reply, session) { session.sayAllReached(id) }
        return reply
    }

    /// Saves the document; nil when it worked, else the error in words.
    private func save(to file: DocumentFile) -> String? {
        do {
            try file.save(session.document, resolve: resolve)
            unsavedChanges = 0
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
        switch request {
        case .save:
            if let error = save(to: file) { return ([error], .failed) }
            return ([session.text(.consoleSaved, file.path)], .saved)
        case .saveAs(let path):
            do {
                try file.saveAs(path, session.document, resolve: resolve)
                unsavedChanges = 0
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
                unsavedChanges = 0
                return ([session.text(.consoleReloaded, file.path)] + session.execute(.read).utterances, .done)
            } catch {
                return ([session.errorWords.describe(error)], .failed)
            }
        case .recover:
            guard let recovery = file.recovery() else { return ([session.text(.consoleNoRecovery, file.path)], .done) }
            session.replaceDocument(recovery.document)
            unsavedChanges += 1
            if let error = save(to: file) { return ([error], .failed) }
            file.discardRecovery()
            return ([session.text(.consoleRecovered, file.path)] + session.execute(.read).utterances, .done)
        case .discardRecovery:
            guard file.recovery() != nil else { return ([session.text(.consoleNoRecovery, file.path)], .done) }
            file.discardRecovery()
            return ([session.text(.consoleRecoveryDiscarded)], .done)
        }
    }

    private var resolve: (LocalizableText) -> String {
        let builder = TreeBuilder(strings: session.strings)
        let language = session.environment.language
        return { builder.resolve($0, language) }
    }
}
