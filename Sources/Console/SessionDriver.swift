// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Semantics
import Widgets

/// Runs a session for a runner: each reply delivered, and every change saved at once to the
/// file behind the document, when there is one. A failed save keeps the change in memory and
/// says what happened and what to do.
public final class SessionDriver {
    public private(set) var session: Session
    public let announcer: Announcer
    public let file: DocumentFile?

    /// Creates a driver; `file` is where the document came from, if anywhere.
    public init(session: Session, announcer: Announcer, file: DocumentFile? = nil) {
        self.session = session
        self.announcer = announcer
        self.file = file
    }

    /// Says where the session starts, and whether the file is read-only.
    public func start() {
        var reply = session.start()
        if let reason = file?.readOnlyReason {
            reply.utterances.insert(session.text(reason == .lockedByAnotherSession ? .consoleFileInUse : .consoleFileReadOnly), at: 1)
        }
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

    private func deliver(_ reply: Reply) -> Reply {
        var reply = reply
        if let request = reply.fileRequest {
            reply.utterances += perform(request)
        } else if reply.documentChanged, let file, session.screen == session.editableScreen {
            if let error = save(to: file) { reply.utterances.append(error) }
        }
        announcer.deliver(reply, session)
        return reply
    }

    /// Saves the document; nil when it worked, else the error in words.
    private func save(to file: DocumentFile) -> String? {
        do {
            try file.save(session.document, resolve: resolve)
            return nil
        } catch {
            return session.errorWords.describe(error) + " " + session.text(.consoleChangeKept)
        }
    }

    private func perform(_ request: Reply.FileRequest) -> [String] {
        guard let file, session.screen == session.editableScreen else { return [session.text(.consoleNoFile)] }
        switch request {
        case .save:
            return [save(to: file) ?? session.text(.consoleSaved, file.path)]
        case .saveAs(let path):
            do {
                try file.saveAs(path, session.document, resolve: resolve)
                return [session.text(.consoleSaved, path)]
            } catch {
                return [session.errorWords.describe(error)]
            }
        case .reload:
            do {
                session.replaceDocument(try file.reload())
                return [session.text(.consoleReloaded, file.path)] + session.execute(.read).utterances
            } catch {
                return [session.errorWords.describe(error)]
            }
        }
    }

    private var resolve: (LocalizableText) -> String {
        let builder = TreeBuilder(strings: session.strings)
        let language = session.environment.language
        return { builder.resolve($0, language) }
    }
}
