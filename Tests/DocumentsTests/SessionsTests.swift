// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Harness
import Processes
import Semantics
import Speech
import SystemInterface
import Synchronization
import TestSupport
import Testing
import Widgets

/// Sessions on one board never overwrite one another: a read-only session refuses changes,
/// each session's kept changes are its own, and `recover` applies them on top of the board as
/// it is now, saying what it applied and what it could not, as one step of undo.
@Suite struct SessionsTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "rotor-sessions")
    }

    static let board = """
        {"kind": "kanban", "columns": [
          {"id": "todo", "title": "To do", "cards": [
            {"id": "a", "title": "Fix the login crash"}, {"id": "b", "title": "Write release notes"}]},
          {"id": "done", "title": "Done", "cards": []}]}
        """

    private func write(_ name: String, _ text: String = Self.board) throws -> String {
        let path = folder.file(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// The titles of a board's cards by column, as the file on disk holds them.
    private static func cards(_ path: String) throws -> [[String]] {
        let (document, _, _) = try DocumentFile.read(path)
        guard case .kanban(let board) = document else { return [] }
        return board.columns.map { $0.cards.map(\.title.raw) }
    }

    /// A session on a file, as `rotor open FILE` makes one, saying nothing aloud.
    private static func driver(_ path: String) throws -> SessionDriver {
        let (file, document) = try DocumentFile.open(path)
        var session = Session(screen: "tasks.json", document: document, environment: .init())
        session.editableScreen = "tasks.json"
        return SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
    }

    /// `rotor open FILE` reading commands from a pipe this test writes to, line by line.
    private final class PipedSession {
        let process: ChildProcess
        private let commands: Int32
        let output: String

        init(_ path: String, folder: TemporaryDirectory, name: String) throws {
            let fifo = folder.file(name + ".fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            commands = open(fifo, O_RDWR)
            output = folder.file(name + ".out").path
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CONFIG_HOME"] = folder.file("config").path
            environment["LANG"] = "C.UTF-8"
            process = try ChildProcess(
                RotorProcess.executable.path, ["open", path, "--no-speech"], environment: environment,
                input: .file(fifo), output: .file(output))
        }

        /// Sends a line and waits until the session has answered it with `answer`.
        func send(_ line: String, answer: String) {
            _ = (line + "\n").withCString { Foundation.write(commands, $0, strlen($0)) }
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, !((try? String(contentsOfFile: output, encoding: .utf8))?.contains(answer) ?? false) {
                usleep(5_000)
            }
        }

        /// Ends the script and waits for the session to end; its exit code.
        func finish() throws -> Int32 {
            close(commands)
            return try process.wait()
        }

        var said: String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
    }

    /// The issue's sequence: A holds the board; B opens it read-only and its change is refused
    /// (before, B said "Added" and kept it in a recovery file that a later `recover` copied over
    /// A's saved rename); A renames a card and quits; the next session finds A's rename, and
    /// nothing to recover.
    @Test func aReadOnlySessionsChangeCanNeverUndoAnotherSessionsSavedWork() throws {
        let path = try write("tasks.json")
        let first = try PipedSession(path, folder: folder, name: "a")
        first.send("next", answer: "Fix the login crash")
        let second = try RotorProcess.run(["open", path, "--no-speech"], input: "add From second session\nquit\n")
        #expect(second.standardOutput.contains("This file is open in another Rotor session, so it is read-only here"))
        #expect(second.standardOutput.contains("Nothing changed: \(path) is open in another Rotor session."))
        #expect(!second.standardOutput.contains("Added"), "the refused change is not confirmed")
        first.send("rename Fix the login crash today", answer: "Renamed to")
        first.send("quit", answer: "Goodbye")
        #expect(try first.finish() == 0)
        let third = try RotorProcess.run(["open", path, "--no-speech"], input: "recover\nquit\n")
        #expect(third.standardOutput.contains("No unsaved changes to \(path) were kept."))
        #expect(try Self.cards(path) == [["Fix the login crash today", "Write release notes"], []], "A's saved rename is kept")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".tasks.json") }
        #expect(left.isEmpty, "no session left a lock, a journal or a recovery file: \(left)")
    }

    /// A read-only session whose writer has closed the board takes over: a change after the
    /// writer's saved work first loads that work ("Make your change again"), then is made.
    @Test func aReadOnlySessionTakesOverOnceTheWriterHasClosed() throws {
        let path = try write("tasks.json")
        let writer = try Self.driver(path)
        let reader = try Self.driver(path)
        #expect(reader.file?.readOnlyReason == .lockedByAnotherSession)
        _ = writer.handle(line: "add From the writer")
        writer.finishSaving()
        writer.file?.close()
        let first = reader.handle(line: "add From the reader")
        #expect(first.utterances.first
            == "Nothing changed: \(path) was changed while it was read-only here, so it is loaded again now. Make your change again.")
        let second = reader.handle(line: "add From the reader")
        #expect(second.utterances.first == "Added From the reader")
        reader.waitUntilSaved()
        #expect(try Self.cards(path) == [["Fix the login crash", "Write release notes", "From the writer", "From the reader"], []])
        reader.finishSaving()
        reader.file?.close()
    }

    /// Two sessions' kept changes are each their own: both are offered, and one `recover`
    /// applies both.
    @Test func eachSessionsKeptChangesAreItsOwn() throws {
        let path = try write("tasks.json")
        for title in ["Kept by one", "Kept by two"] {
            let driver = try Self.driver(path)
            let current = try read(path)
            try (current + " ").write(toFile: path, atomically: false, encoding: .utf8)
            _ = driver.handle(line: "add \(title)")
            #expect(driver.keepUnsavedChanges() != nil)
            driver.file?.close()
        }
        let journals = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".tasks.json.rotor-journal-") }
        #expect(journals.count == 2, "\(journals)")
        let next = try RotorProcess.run(["open", path, "--no-speech"], input: "recover\nquit\n")
        #expect(next.standardOutput.contains("2 changes to \(path) from a session begun"), "\(next.standardOutput)")
        #expect(next.standardOutput.contains("Applied 2 kept changes to \(path)."))
        #expect(try Self.cards(path) == [["Fix the login crash", "Write release notes", "Kept by one", "Kept by two"], []])
    }

    /// 24 read-only sessions at once: each is told it cannot change the board, none says a
    /// change is kept, and nothing is written beside the board.
    @Test func parallelReadOnlySessionsAreEachToldAndKeepNothing() throws {
        let path = try write("tasks.json")
        let (holder, _) = try DocumentFile.open(path)
        let results = Mutex<[ChildProcess.Result]>([])
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            if let result = try? RotorProcess.run(["open", path, "--no-speech"], input: "add Session \(index)\n") {
                results.withLock { $0.append(result) }
            }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 24)
        for result in all {
            #expect(result.standardOutput.contains("Nothing changed: \(path) is open in another Rotor session."))
            #expect(!result.standardError.contains("kept"), "\(result.standardError)")
        }
        #expect(try read(path) == Self.board)
        let beside = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".tasks.json") }
        #expect(beside.allSatisfy { $0 == ".tasks.json.rotor-lock" || $0.contains("-\(getpid())-") }, "\(beside)")
        holder.close()
    }

    /// A session whose write is refused because another program changed the board keeps the
    /// change in its journal; the next session offers it, `recover` applies it on top of the
    /// other program's version (which stays), says so, and `undo` takes it back.
    @Test func keptChangesAreAppliedOnTopOfNewerWorkAndCanBeUndone() throws {
        let path = try write("tasks.json")
        let driver = try Self.driver(path)
        let outside = Self.board.replacingOccurrences(of: "Write release notes", with: "Edited elsewhere")
        try outside.write(toFile: path, atomically: false, encoding: .utf8)
        let added = driver.handle(line: "add Buy milk")
        #expect(added.utterances.first == "Added Buy milk")
        #expect(added.utterances.last?.contains("was changed by another program") == true, "\(added.utterances)")
        let journal = try #require(driver.keepUnsavedChanges(), "the change is kept in the session's journal")
        driver.file?.close()
        #expect(FileManager.default.fileExists(atPath: journal))

        let next = try RotorProcess.run(["open", path, "--no-speech"], input: "recover\nundo\nquit\n")
        let lines = next.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("1 change to \(path) from a session begun ") && $0.hasSuffix(
            "is not in the file. Type 'recover' to apply it to the file as it is now, or 'discard-recovery' to delete it.") }, "\(lines)")
        #expect(lines.contains("Applied 1 kept change to \(path)."), "\(lines)")
        #expect(lines.contains("Undid: applied 1 kept change"), "\(lines)")
        #expect(try Self.cards(path) == [["Fix the login crash", "Edited elsewhere"], []], "undone, and the other program's edit stays")
        #expect(!FileManager.default.fileExists(atPath: journal), "the kept journal went once its change was applied")
    }

    /// `recover` applies what still applies and names what does not: a move of a card another
    /// program deleted.
    @Test func recoverSaysWhatItCouldNotApply() throws {
        let path = try write("tasks.json")
        let driver = try Self.driver(path)
        _ = driver.handle(line: "next")
        _ = driver.handle(line: "add Buy milk")
        driver.waitUntilSaved()
        // Another program deletes "Fix the login crash" from the saved board.
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        var columns = try #require(saved?["columns"] as? [[String: Any]])
        columns[0]["cards"] = (columns[0]["cards"] as? [[String: Any]])?.filter { $0["id"] as? String != "a" }
        try JSONSerialization.data(withJSONObject: ["kind": "kanban", "columns": columns]).write(to: URL(fileURLWithPath: path))
        _ = driver.handle(line: "first")
        _ = driver.handle(line: "find Fix the login")
        _ = driver.handle(line: "do Move to Done")
        _ = driver.handle(line: "find Buy milk")
        _ = driver.handle(line: "rename Buy oat milk")
        #expect(driver.keepUnsavedChanges() != nil)
        driver.file?.close()

        let next = try RotorProcess.run(["open", path, "--no-speech"], input: "recover\nquit\n")
        let lines = next.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("Applied 1 kept change to \(path)."), "\(lines)")
        #expect(lines.contains("1 kept change was not applied, as what it changes is no longer there: moved Fix the login crash to Done."), "\(lines)")
        #expect(try Self.cards(path) == [["Write release notes", "Buy oat milk"], []])
    }

    /// Kept changes that would take the board past a limit (a 501st column) are not applied:
    /// they stay kept and are offered again, and apply once there is room.
    @Test func overTheLimitChangesAreOfferedBack() throws {
        func board(columns: Int) -> String {
            let list = (0..<columns).map { #"{"id": "k\#($0)", "title": "Column \#($0)"}"# }
            return #"{"kind": "kanban", "columns": [\#(list.joined(separator: ","))]}"#
        }
        let path = try write("wide.json", board(columns: DocumentLimits.columns - 1))
        let driver = try Self.driver(path)
        try board(columns: DocumentLimits.columns).write(toFile: path, atomically: false, encoding: .utf8)
        _ = driver.handle(line: "add-column Kept column")
        #expect(driver.keepUnsavedChanges() != nil)
        driver.file?.close()

        let full = try RotorProcess.run(["open", path, "--no-speech"], input: "recover\nquit\n")
        #expect(full.standardOutput.contains(
            "1 kept change does not fit, as the board is full; it stays kept, so type 'recover' again once there is room: added column Kept column."),
            "\(full.standardOutput)")
        try board(columns: 3).write(toFile: path, atomically: false, encoding: .utf8)
        let roomy = try RotorProcess.run(["open", path, "--no-speech"], input: "recover\nquit\n")
        #expect(roomy.standardOutput.contains("1 change to \(path) from a session begun"), "offered again: \(roomy.standardOutput)")
        #expect(roomy.standardOutput.contains("Applied 1 kept change to \(path)."))
        #expect(try read(path).contains("Kept column"))
    }

    /// A session killed by SIGTERM after a write was refused keeps its change in its journal,
    /// and the next session offers it.
    @Test func aSignalKeepsTheJournal() throws {
        let path = try write("tasks.json")
        let session = try PipedSession(path, folder: folder, name: "a")
        session.send("next", answer: "Fix the login crash")
        try Self.board.replacingOccurrences(of: "To do", with: "Backlog").write(toFile: path, atomically: false, encoding: .utf8)
        session.send("add Buy milk", answer: "was changed by another program")
        kill(session.process.pid, SIGTERM)
        #expect(try session.finish() == 128 + SIGTERM)
        let journals = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".tasks.json.rotor-journal-") }
        #expect(journals.count == 1)
        let next = try RotorProcess.run(["open", path, "--no-speech"], input: "recover\nquit\n")
        #expect(next.standardOutput.contains("Applied 1 kept change to \(path)."), "\(next.standardOutput)")
        #expect(try Self.cards(path) == [["Fix the login crash", "Write release notes", "Buy milk"], []])
        #expect(try read(path).contains("Backlog"), "the other program's rename stays")
    }
}
