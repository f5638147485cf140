// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Processes
import Harness
import Localization
import Semantics
import Speech
import SystemInterface
import TestSupport
import Testing
import Widgets

/// Real files in temporary folders: what is on disk after every change, and what happens when
/// the disk or another program gets in the way.
@Suite struct DocumentFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "rotor-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appending(path: name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    private static let board = """
        {
          "kind": "kanban",
          "owner": "Ana",
          "columns": [
            {"id": "todo", "title": "To do", "colour": "red", "cards": [
              {"id": "a", "title": "Fix the login crash", "due": "2026-12-01"},
              {"id": "b", "title": "Write release notes"}
            ]},
            {"id": "done", "title": "Done", "cards": []}
          ]
        }
        """

    @Test func everyChangeIsOnDiskAfterEachStep() throws {
        let path = try write("tasks.json", Self.board)
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "next\ndo Move to Done\n")
        #expect(result.standardOutput.contains("Done, 1 card"))
        let (document, _, _) = try DocumentFile.read(path)
        guard case .kanban(let board) = document else { Issue.record("not a board"); return }
        #expect(board.columns.map { $0.cards.map(\.id) } == [["b"], ["a"]])
    }

    @Test func unknownFieldsAreKeptOnSave() throws {
        let path = try write("tasks.json", Self.board)
        _ = try RotorProcess.run(["open", path, "--no-speech"], input: "next\nrename Fix the login crash today\n")
        let saved = try read(path)
        #expect(saved.contains("\"owner\": \"Ana\""))
        #expect(saved.contains("\"colour\": \"red\""))
        #expect(saved.contains("\"due\": \"2026-12-01\""))
        #expect(saved.contains("\"title\": \"Fix the login crash today\""))
    }

    @Test func editingByVoiceAddRenameMoveDeleteUndo() throws {
        let path = folder.appending(path: "new.json").path
        let created = try RotorProcess.run(["new", "kanban", path])
        #expect(created.status == 0)
        let script = """
            add Buy milk
            rename Buy oat milk
            add Call the bank
            do Move up
            next
            delete
            undo
            where

            """
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: script)
        #expect(result.standardOutput.hasPrefix("new.json, Kanban board\n"), "a person's file is announced by its name")
        #expect(result.standardOutput.contains("Added Buy milk\nBuy milk, Actions available\nTo do, 1 card"))
        #expect(result.standardOutput.contains("Renamed to Buy oat milk\n"))
        #expect(result.standardOutput.contains("Moved up\nnew.json, Kanban board, To do, 1 of 2"))
        #expect(result.standardOutput.contains("Deleted Buy oat milk"))
        #expect(result.standardOutput.contains("Undid: deleted Buy oat milk\nBuy oat milk, Actions available"), "focus is on the restored card")
        #expect(result.standardOutput.hasSuffix("new.json, Kanban board, To do, 2 of 2\nleft column\n"))
        #expect(try read(path).contains("Buy oat milk"), "the undo was saved too")
        let again = try RotorProcess.run(["new", "kanban", path])
        #expect(again.status == 1)
        #expect(again.standardError.contains("already exists"))
    }

    @Test func anotherProgramsChangeIsNeverOverwritten() throws {
        let path = try write("tasks.json", Self.board)
        let (file, document) = try DocumentFile.open(path)
        let outside = Self.board.replacingOccurrences(of: "Write release notes", with: "Edited elsewhere")
        try outside.write(toFile: path, atomically: false, encoding: .utf8)
        var changed = document
        changed.apply(.kanban(.move(cardID: "a", toColumn: "done")))
        #expect(throws: DocumentError.changedOnDisk(path: path)) { try file.save(changed) { $0.raw } }
        #expect(try read(path) == outside)
        guard case .kanban(let reloaded) = try file.reload() else { Issue.record("not a board"); return }
        #expect(reloaded.card(id: "b")?.title == .verbatim("Edited elsewhere"))
        try file.save(changed) { $0.raw }
        #expect(try read(path).contains("\"done\""))
    }

    @Test func theExternalChangeIsSpokenWithWhatToDoAndReloadTakesIt() throws {
        let path = try write("tasks.json", Self.board)
        let (file, document) = try DocumentFile.open(path)
        var session = Session(screen: "tasks.json", document: document, environment: .init())
        session.editableScreen = "tasks.json"
        let driver = SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
        let outside = Self.board.replacingOccurrences(of: "Write release notes", with: "Edited elsewhere")
        try outside.write(toFile: path, atomically: false, encoding: .utf8)
        _ = driver.handle(line: "next")
        let reply = driver.handle(line: "do Move to Done")
        #expect(reply.utterances.last == "'\(path)' was changed by another program, so Rotor did not overwrite it. "
            + "Type 'reload' to take the other version, or 'save as PATH' to keep yours in another file. Your change is kept in memory.")
        #expect(try read(path) == outside)
        let reload = driver.handle(line: "reload")
        #expect(reload.utterances.first == "Reloaded \(path)")
        #expect(driver.handle(line: "find elsewhere").utterances == ["Edited elsewhere, Actions available"])
    }

    @Test func aSecondSessionIsToldTheFileIsInUseRefusesChangesAndSaveAsEditsACopy() throws {
        let path = try write("tasks.json", Self.board)
        let (first, _) = try DocumentFile.open(path)
        #expect(first.readOnlyReason == nil)
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "next\ndo Move to Done\n")
        #expect(result.standardOutput.contains(
            "This file is open in another Rotor session, so it is read-only here: changes are refused. Type 'save as PATH' to edit a copy."))
        #expect(result.standardOutput.contains("Nothing changed: \(path) is open in another Rotor session. Type 'save as PATH' to edit a copy."))
        #expect(!result.standardOutput.contains("Moved to Done"), "the refused change is not said as made")
        #expect(result.status == 1, "a script whose change was refused exits with 1")
        #expect(try read(path) == Self.board, "the read-only session changed nothing on disk")
        let copy = folder.appending(path: "copy.json").path
        let saveAs = try RotorProcess.run(["open", path, "--no-speech"], input: "save as \(copy)\nnext\ndo Move to Done\n")
        #expect(saveAs.standardOutput.contains("Saved \(copy)"))
        #expect(saveAs.standardOutput.contains("Moved to Done"), "the copy is edited")
        #expect(try read(copy).contains("Fix the login crash"))
        #expect(try read(path) == Self.board)
        _ = first
    }

    /// A board big enough that a save takes a while, and a script that does little else but
    /// move a card and save; returns the board's path and the script's.
    private func savingSession() throws -> (board: String, script: String) {
        let columns = (0..<3).map { column in
            let cards = (0..<300).map { #"{"id": "c\#(column)-\#($0)", "title": "Card \#($0) of column \#(column)"}"# }
            return #"{"id": "k\#(column)", "title": "Column \#(column)", "cards": [\#(cards.joined(separator: ","))]}"#
        }
        let path = try write("big.json", #"{"kind": "kanban", "columns": [\#(columns.joined(separator: ","))]}"#)
        let script = folder.appending(path: "moves").path
        let steps = (0..<300).flatMap { _ in ["do 1", "save", "save", "save"] }
        try (["next"] + steps).joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        return (path, script)
    }

    /// The board on disk is whole: every card once.
    private func expectWhole(_ path: String, _ round: String) throws {
        let (document, _, _) = try DocumentFile.read(path)
        guard case .kanban(let board) = document else { Issue.record("not a board"); return }
        let ids = board.columns.flatMap { $0.cards.map(\.id) }
        #expect(ids.count == 900 && Set(ids).count == 900, "\(round): cards lost or duplicated")
    }

    private var temporaries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// Kills at moments spread over start-up and a run of saves: the file is always whole.
    @Test func aKillAtAnyMomentLeavesTheOldFileOrTheNewOneWhole() throws {
        let (path, script) = try savingSession()
        let rounds = Int(ProcessInfo.processInfo.environment["ROTOR_KILL_ROUNDS"] ?? "") ?? 100
        var killedMidWrite = 0
        for round in 0..<rounds {
            let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            let rotor = try ChildProcess(
                RotorProcess.executable.path, ["open", path, "--no-speech"],
                environment: ProcessInfo.processInfo.environment, input: .file(script))
            // Wait for the first save, however long start-up takes (sanitizers slow it), then
            // kill at a varying moment among the saves that follow.
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline,
                  (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) == before {
                usleep(500)
            }
            usleep(useconds_t((round * 7_919) % 25_000))
            rotor.kill()
            try expectWhole(path, "round \(round)")
            if !temporaries.isEmpty { killedMidWrite += 1 }
        }
        // Opening the file again clears what a killed save left behind.
        _ = try DocumentFile.open(path)
        #expect(temporaries.isEmpty)
        print("kill test: \(rounds) rounds, \(killedMidWrite) killed between the temporary file and the rename")
    }

    /// Kills that certainly land inside a save, under sanitizers too: an inotify watch on the
    /// folder reports the temporary file's creation, its first write or its permissions being
    /// set to the board's (the last step before it is flushed and renamed; the file is not
    /// closed, as it is kept open and locked as the board's own file), and Rotor is killed at
    /// that moment. The temporary file still there afterwards proves the kill landed before the
    /// rename; the board is still whole, and the next open removes the litter.
    @Test(arguments: [UInt32(IN_CREATE), UInt32(IN_MODIFY), UInt32(IN_ATTRIB)])
    func aKillInsideASaveLeavesTheOldFileWhole(moment: UInt32) throws {
        let (path, script) = try savingSession()
        var killedMidWrite = 0
        let rounds = 8
        for round in 0..<rounds {
            let watch = inotify_init1(Int32(IN_CLOEXEC))
            try #require(watch >= 0, "inotify: errno \(errno)")
            defer { close(watch) }
            try #require(inotify_add_watch(watch, folder.path, moment) >= 0, "inotify_add_watch: errno \(errno)")
            let rotor = try ChildProcess(
                RotorProcess.executable.path, ["open", path, "--no-speech"],
                environment: ProcessInfo.processInfo.environment, input: .file(script))
            let seen = Self.waitForTemporaryFile(watch, timeout: .seconds(20))
            rotor.kill()
            try #require(seen, "round \(round): no save began within 20 s")
            try expectWhole(path, "moment \(moment), round \(round)")
            if !temporaries.isEmpty { killedMidWrite += 1 }
            _ = try DocumentFile.open(path)
            #expect(temporaries.isEmpty, "the next open removes what the killed save left")
        }
        print("kill test, inotify mask \(moment): \(killedMidWrite) of \(rounds) kills between the temporary file and the rename")
        if moment != UInt32(IN_ATTRIB) {
            // After the creation or a write of the temporary file, the rename is still to come.
            #expect(killedMidWrite > 0, "no kill landed inside a save; the test proved nothing")
        }
    }

    /// Waits for an inotify event about a temporary file (`….tmp`); false on timeout.
    private static func waitForTemporaryFile(_ watch: Int32, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = Glibc.read(watch, &buffer, buffer.count)
            guard count > 0 else { continue }
            var offset = 0
            while offset + 16 <= count {
                // struct inotify_event: wd, mask, cookie (Int32/UInt32 each), len, then the name.
                let length = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self).hasSuffix(".tmp") { return true }
                offset += 16 + length
            }
        }
        return false
    }

    /// A script killed by a signal cleans up (its lock file goes) and dies of the signal.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalInScriptModeCleansUpAndExitsAsSignalled(signal: Int32) throws {
        let path = try write("tasks.json", Self.board)
        let fifo = folder.appending(path: "commands").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Held open for reading and writing, the pipe lets the child open it at once and never
        // reaches its end: the script waits for more commands until the signal comes.
        let commands = open(fifo, O_RDWR)
        defer { close(commands) }
        let rotor = try ChildProcess(
            RotorProcess.executable.path, ["open", path, "--no-speech"], environment: ProcessInfo.processInfo.environment,
            input: .file(fifo))
        _ = "next\n".withCString { Foundation.write(commands, $0, 5) }
        let lock = folder.appending(path: ".tasks.json.rotor-lock").path
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: lock), Date() < deadline { usleep(2_000) }
        #expect(FileManager.default.fileExists(atPath: lock), "the session took its lock")
        kill(rotor.pid, signal)
        let status = try rotor.wait()
        #expect(status == 128 + signal, "died of the signal, as a signalled program should (status \(status))")
        #expect(!FileManager.default.fileExists(atPath: lock), "the lock file was removed first")
        #expect(try read(path) == Self.board)
    }

    /// Another program holding a file's lock, as a second Rotor would (root can write any file,
    /// so a lock is the one way a test run as root gets a read-only session).
    static func holdLock(_ lock: String) throws -> ChildProcess {
        try "".write(toFile: lock, atomically: true, encoding: .utf8)
        let holder = try ChildProcess("/usr/bin/flock", ["--no-fork", lock, "sleep", "60"], environment: ProcessInfo.processInfo.environment)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let descriptor = open(lock, O_RDONLY)
            defer { close(descriptor) }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 { break }
            flock(descriptor, LOCK_UN)
            usleep(10_000)
        }
        return holder
    }
}
