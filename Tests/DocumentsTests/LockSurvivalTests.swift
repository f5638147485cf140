// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Processes
import Speech
import SystemInterface
import TestSupport
import Testing
import Widgets

/// One writer per board, whatever happens to the lock file: deleted while a session holds it
/// (`git clean -fdx`, by hand), the board renamed over by another program as well, two hard
/// links to one board, and a stale lock left by another user. Sessions are real `rotor`
/// processes where the attack needs another process, and in-process drivers where the test
/// reads what a session decided.
@Suite(.serialized) struct LockSurvivalTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "rotor-locks")
    }

    static let board = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]}]}"#

    private func board(_ name: String = "tasks.json") throws -> String {
        let path = folder.file(name).path
        try Self.board.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func driver(_ path: String) throws -> SessionDriver {
        let (file, document) = try DocumentFile.open(path)
        var session = Session(screen: FileGate.name(of: path), document: document, environment: .init())
        session.editableScreen = FileGate.name(of: path)
        return SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
    }

    private func journals(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.hasPrefix("." + FileGate.name(of: path) + ".rotor-journal-") && !$0.hasSuffix(".tmp") }
    }

    /// The lock file deleted while a session holds the board: a second session still finds the
    /// board in use (the first holds the board's own file), leaves the first one's live journal
    /// alone, and the first one's next change is written, its lock file made again.
    @Test func aDeletedLockFileLetsNoSecondWriterIn() throws {
        let path = try board()
        let first = try driver(path)
        #expect(first.handle(line: "add Buy milk").utterances.first == "Added Buy milk")
        let live = try journals(of: path)
        #expect(live.count == 1)
        #expect(unlink(BoardLock.path(for: path)) == 0, "git clean -fdx")

        let second = try RotorProcess.run(["open", path, "--no-speech"], input: "add Elsewhere\n", within: .seconds(60))
        #expect(second.standardOutput.contains("This file is open in another Rotor session, so it is read-only here"), "\(second.standardOutput)")
        #expect(second.standardOutput.contains("Nothing changed: \(path) is open in another Rotor session."))
        #expect(try journals(of: path) == live, "the first session's live journal is neither resumed nor removed")

        let goesOn = first.handle(line: "add Call the bank")
        #expect(goesOn.utterances.first == "Added Call the bank" && !goesOn.isError, "the first session goes on writing: \(goesOn.utterances)")
        #expect(FileManager.default.fileExists(atPath: BoardLock.path(for: path)), "its lock file is made again")
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("Buy milk") && saved.contains("Call the bank") && !saved.contains("Elsewhere"))
        first.finishSaving()
        first.file?.close()
        #expect(try journals(of: path).isEmpty, "every change written, the journal goes")
    }

    /// The lock file deleted and the board replaced by another program too (so nothing of the
    /// first session's holds is on the board's name): the first session's live journal still
    /// keeps a second one out.
    @Test func aLiveJournalKeepsASecondSessionOutWhenNothingElseDoes() throws {
        let path = try board()
        let first = try driver(path)
        _ = first.handle(line: "add Buy milk")
        #expect(unlink(BoardLock.path(for: path)) == 0)
        try (Self.board + "\n").write(toFile: path + ".new", atomically: false, encoding: .utf8)
        #expect(rename(path + ".new", path) == 0, "another program's save")
        let live = try journals(of: path)

        let second = try driver(path)
        #expect(second.file?.readOnlyReason == .lockedByAnotherSession)
        #expect(second.file?.journal == nil)
        #expect(try journals(of: path) == live)
        second.file?.close()
        // The first session's next write is refused (the board is another program's now), and
        // its change stays in its own journal.
        let reply = first.handle(line: "add Call the bank")
        #expect(reply.utterances.last?.contains("was changed by another program") == true, "\(reply.utterances)")
        first.finishSaving()
        first.file?.close()
    }

    /// Two hard links to one board are one board: a session on one name holds the other.
    @Test func twoNamesOfOneBoardAreOneBoard() throws {
        let path = try board("a.json")
        let other = folder.file("b.json").path
        #expect(link(path, other) == 0)
        let first = try driver(path)
        defer { first.file?.close() }
        let second = try RotorProcess.run(["open", other, "--no-speech"], input: "add Elsewhere\n", within: .seconds(60))
        #expect(second.standardOutput.contains("Nothing changed: \(other) is open in another Rotor session."), "\(second.standardOutput)")
        #expect(try String(contentsOfFile: other, encoding: .utf8) == Self.board)
    }

    /// A lock file left by another user's killed session, which this user may not write (644:
    /// it once made a writable board "cannot be written") or not even read (600: judged by the
    /// kernel's table of locks): judged by whether a process holds it, not by its owner. Left by
    /// a dead session it is taken over; held by a live one, the board is in use.
    @Test(.enabled(if: geteuid() == 0, "another user needs root"), arguments: [mode_t(0o644), 0o600])
    func aStaleLockOfAnotherUserIsJudgedByItsHolder(mode: mode_t) throws {
        let user: UInt32 = 54_321
        let stranger: UInt32 = 65_534
        chmod(folder.url.path, 0o777)
        let path = try board()
        chown(path, user, user)
        let lock = BoardLock.path(for: path)
        #expect(FileManager.default.createFile(atPath: lock, contents: nil))
        chown(lock, stranger, stranger)
        chmod(lock, mode)
        let home = folder.file("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        chown(home.path, user, user)
        let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_STATE_HOME": home.path]

        // Held by a live process of the other user.
        let holder = try ChildProcess(
            "setpriv", ["--reuid", String(stranger), "--regid", String(stranger), "--clear-groups", "flock", "-o", "-x", lock, "sleep", "60"],
            environment: ProcessInfo.processInfo.environment)
        defer { holder.kill() }
        let number = try inode(lock)
        var held = false
        for _ in 0..<500 where !held {
            held = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8))?.contains(":\(number) ") == true
            if !held { usleep(10_000) }
        }
        try #require(held, "the other user's process never took the lock")
        let refused = try RotorProcess.run(
            ["open", path, "--no-speech"], input: "add Buy milk\n", environment: environment, within: .seconds(60), user: user)
        #expect(refused.standardOutput.contains("Nothing changed: \(path) is open in another Rotor session."), "\(refused.standardOutput) \(refused.standardError)")

        // Left by a process that is gone: taken over, and the change written.
        holder.kill()
        let taken = try RotorProcess.run(
            ["open", path, "--no-speech"], input: "add Buy milk\n", environment: environment, within: .seconds(60), user: user)
        #expect(taken.standardOutput.contains("Added Buy milk"), "\(taken.standardOutput) \(taken.standardError)")
        #expect(!taken.standardOutput.contains("cannot be written"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Buy milk"))
    }

    private func inode(_ path: String) throws -> UInt64 {
        var status = stat()
        try #require(lstat(path, &status) == 0)
        return UInt64(status.st_ino)
    }

    /// `save as X` that found a file asks; only the same request as the very next command
    /// replaces it, and only the file it asked about.
    @Test func aRefusedSaveAsDoesNotStayArmed() throws {
        let driver = try driver(try board())
        defer { driver.file?.close() }
        let existing = folder.file("existing.json").path
        try "keep me".write(toFile: existing, atomically: false, encoding: .utf8)
        let asked = "\(existing) already exists. Type the same 'save as' again to replace it, or choose another name."
        #expect(driver.handle(line: "save as \(existing)").utterances == [asked])
        _ = driver.handle(line: "next")
        #expect(driver.handle(line: "save as \(existing)").utterances == [asked], "a command in between withdraws the offer")
        try "a new file there".write(toFile: existing + ".new", atomically: false, encoding: .utf8)
        #expect(rename(existing + ".new", existing) == 0)
        #expect(driver.handle(line: "save as \(existing)").utterances == [asked], "another file at the name is asked about again")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "a new file there")
        #expect(driver.handle(line: "save as \(existing)").utterances == ["Saved \(existing)"])
    }
}
