// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Processes
import Harness
import Localization
import Semantics
import Speech
import TestSupport
import Testing
import Widgets

/// Saves on a disk that is really full (a 64 KiB tmpfs filled up) or really read-only (a
/// read-only bind mount): the change stays in memory and is said to, the file is untouched,
/// and `save` (once there is room, or the folder is writable again) or `save as PATH` puts the
/// change on disk.
@Suite(.enabled(if: Mount.isAllowed, Comment(rawValue: Mount.refusal ?? "")))
struct FullAndReadOnlyDiskTests {
    static let board = """
        {
          "kind": "kanban",
          "columns": [
            {"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]},
            {"id": "done", "title": "Done", "cards": []}
          ]
        }
        """

    /// A session on a file, as `rotor open FILE` makes one, saying nothing aloud.
    static func driver(_ path: String) throws -> SessionDriver {
        let (file, document) = try DocumentFile.open(path)
        var session = Session(screen: "tasks.json", document: document, environment: .init(editing: true))
        session.editableScreen = "tasks.json"
        return SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
    }

    /// The columns of the board on disk, by card id.
    static func columns(_ path: String) throws -> [[String]] {
        let (document, _, _) = try DocumentFile.read(path)
        guard case .kanban(let board) = document else { return [] }
        return board.columns.map { $0.cards.map(\.id) }
    }

    static func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
    }

    /// Disk full: the move is refused by the disk, said with the system's words, kept in memory;
    /// `save` fails the same way while the disk is full and saves once there is room.
    @Test func aFullDiskKeepsTheChangeAndSaveRetriesOnceThereIsRoom() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-full")
        defer { folder.remove() }
        let disk = try Mount.tmpfs(at: folder.file("disk"), bytes: 64 * 1024)
        defer { try? disk.unmount() }
        let path = disk.point.appending(path: "tasks.json").path
        try Self.board.write(toFile: path, atomically: false, encoding: .utf8)
        let driver = try Self.driver(path)
        let filler = try disk.fill()

        _ = driver.handle(line: "next")
        let move = driver.handle(line: "do Move to Done")
        #expect(move.utterances.first == "Moved to Done")
        let refusal = try #require(move.utterances.last)
        #expect(refusal == "Could not save '\(path)': No space left on device. Type 'save' to try again or 'save as PATH' to use another file. Your change is kept in memory.")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.board, "the file on disk is untouched")
        #expect(try Self.temporaries(in: disk.point).isEmpty, "the failed save left its temporary file")
        #expect(driver.unsavedChanges == 1)

        let retry = driver.handle(line: "save")
        #expect(retry.utterances.last?.contains("No space left on device") == true, "still full")
        #expect(retry.isError && retry.sounds == [.error], "a save that failed sounds as an error")
        #expect(driver.anyCommandFailed, "a script would exit with 1")
        #expect(try Self.columns(path) == [["a"], []])

        try FileManager.default.removeItem(at: filler)
        let saved = driver.handle(line: "save")
        #expect(saved.utterances == ["Saved \(path)"])
        #expect(saved.sounds == [.saved])
        #expect(try Self.columns(path) == [[], ["a"]], "the change is on disk")
        #expect(driver.unsavedChanges == 0)
        #expect(try Self.temporaries(in: disk.point).isEmpty)
    }

    /// Disk full: `save as` a path on another disk rescues the change there, whole.
    @Test func aFullDisksChangeIsRescuedBySaveAs() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-full")
        defer { folder.remove() }
        let disk = try Mount.tmpfs(at: folder.file("disk"), bytes: 64 * 1024)
        defer { try? disk.unmount() }
        let path = disk.point.appending(path: "tasks.json").path
        try Self.board.write(toFile: path, atomically: false, encoding: .utf8)
        let driver = try Self.driver(path)
        _ = try disk.fill()

        _ = driver.handle(line: "next")
        #expect(driver.handle(line: "do Move to Done").utterances.last?.hasSuffix("Your change is kept in memory.") == true)
        let rescue = folder.file("rescued.json").path
        #expect(driver.handle(line: "save as \(disk.point.appending(path: "other.json").path)").utterances.last?.contains("No space left on device") == true,
                "the full disk refuses another name too")
        #expect(driver.handle(line: "save as \(rescue)").utterances == ["Saved \(rescue)"])
        #expect(try Self.columns(rescue) == [[], ["a"]], "the rescued file holds the change")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.board, "the file on the full disk is untouched")
        #expect(driver.unsavedChanges == 0)
    }

    /// A read-only mount: the file opens read-only and says so; a change is refused, and
    /// `save as` makes a copy that the session then edits.
    @Test func aReadOnlyMountOpensReadOnlyRefusesChangesAndSaveAsEditsACopy() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-readonly")
        defer { folder.remove() }
        let writable = folder.file("writable")
        try FileManager.default.createDirectory(at: writable, withIntermediateDirectories: true)
        try Self.board.write(to: writable.appending(path: "tasks.json"), atomically: false, encoding: .utf8)
        let view = try Mount.readOnlyBind(of: writable, at: folder.file("read-only"))
        defer { try? view.unmount() }
        let path = view.point.appending(path: "tasks.json").path
        let rescue = folder.file("rescued.json").path

        let result = try RotorProcess.run(
            ["open", path, "--no-speech"], input: "next\ndo Move to Done\nsave as \(rescue)\ndo Move to Done\nquit\n")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("This file cannot be written, so it is read-only here: changes are refused. Type 'save as PATH' to edit a copy."), "\(lines)")
        #expect(lines.contains("Nothing changed: \(path) cannot be written. Type 'save as PATH' to edit a copy."), "\(lines)")
        #expect(lines.contains("Saved \(rescue)"))
        #expect(lines.filter { $0 == "Moved to Done" }.count == 1, "only the copy's change is made: \(lines)")
        #expect(try Self.columns(rescue) == [[], ["a"]], "the copy holds the change")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.board, "the read-only file is untouched")
        #expect(result.status == 1, "a script whose change was refused exits with 1")
        let litter = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".") }
        #expect(litter.isEmpty, "nothing is left beside the copy: \(litter)")
    }

    /// A folder that turns read-only while the file is open (a read-only mount laid over the
    /// writable one: a mount with a file open for writing cannot be remounted read-only): the
    /// change is kept, `save` is refused while it stays so, and saves once it is writable again.
    @Test func aFolderThatTurnsReadOnlyKeepsTheChangeAndSaveRetries() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-readonly")
        defer { folder.remove() }
        let writable = folder.file("writable")
        try FileManager.default.createDirectory(at: writable, withIntermediateDirectories: true)
        try Self.board.write(to: writable.appending(path: "tasks.json"), atomically: false, encoding: .utf8)
        let view = try Mount.bind(of: writable, at: folder.file("view"))
        defer { try? view.unmount() }
        let path = view.point.appending(path: "tasks.json").path
        let driver = try Self.driver(path)
        #expect(driver.file?.readOnlyReason == nil)
        var cover: Mount? = try Mount.readOnlyBind(of: writable, at: view.point)
        defer { try? cover?.unmount() }

        _ = driver.handle(line: "next")
        #expect(driver.handle(line: "do Move to Done").utterances.last
            == "'\(path)' cannot be written. Type 'save as PATH' to keep your changes in another file. Your change is kept in memory.")
        #expect(driver.handle(line: "save").utterances.last?.hasPrefix("'\(path)' cannot be written.") == true)
        #expect(try Self.columns(path) == [["a"], []])

        try cover?.unmount()
        cover = nil
        #expect(driver.handle(line: "save").utterances == ["Saved \(path)"])
        #expect(try Self.columns(path) == [[], ["a"]], "the change is on disk")
    }

    /// A file opened on a read-only mount that is made writable later: the next change looks
    /// again instead of refusing for good, and is made and saved.
    @Test func aFileOpenedReadOnlyTakesChangesOnceItCanBeWritten() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-readonly")
        defer { folder.remove() }
        let writable = folder.file("writable")
        try FileManager.default.createDirectory(at: writable, withIntermediateDirectories: true)
        try Self.board.write(to: writable.appending(path: "tasks.json"), atomically: false, encoding: .utf8)
        let view = try Mount.readOnlyBind(of: writable, at: folder.file("view"))
        defer { try? view.unmount() }
        let path = view.point.appending(path: "tasks.json").path
        let driver = try Self.driver(path)
        #expect(driver.file?.readOnlyReason == .noPermission)

        _ = driver.handle(line: "next")
        #expect(driver.handle(line: "do Move to Done").utterances == ["Nothing changed: \(path) cannot be written. Type 'save as PATH' to edit a copy."])
        try view.remount(readOnly: false)
        #expect(driver.handle(line: "do Move to Done").utterances.first == "Moved to Done")
        #expect(try Self.columns(path) == [[], ["a"]], "the change is on disk")
        #expect(FileManager.default.fileExists(atPath: view.point.appending(path: ".tasks.json.rotor-lock").path), "the session holds the file now")
    }
}
