// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Processes
import SystemInterface
import TestSupport
import Testing

/// A journal beside a board that cannot be read, or only in part, is named when the board is
/// opened and left where it is (it was once ignored without a word): garbage, a damaged line in
/// the middle, a link to nothing, and one this user may not read.
@Suite struct UnreadableJournalTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "rotor-journals")
    }

    static let board = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]}]}"#

    private func board() throws -> String {
        let path = folder.file("tasks.json").path
        try Self.board.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// A journal of a killed session: a board, a change confirmed and never written.
    private func killedSessionsJournal(_ path: String) throws -> String {
        var unwritable = FileSystem.real
        unwritable.rename = { _, _ throws(Errno) in throw Errno(rawValue: EIO) }
        let (file, document) = try DocumentFile.open(path, fileSystem: unwritable)
        guard case .kanban(var board) = document else { throw Errno(rawValue: EINVAL) }
        board.columns[0].cards.append(.init(id: "b", title: .verbatim("Buy milk")))
        try file.journal?.append(.change(.init(.kanban(.addCard(board.columns[0].cards[1], toColumn: "todo")), said: "added Buy milk")), sequence: 1)
        try file.journal?.append(.change(.init(.kanban(.addCard(.init(id: "c", title: .verbatim("Call the bank")), toColumn: "todo")),
                                               said: "added Call the bank")), sequence: 2)
        let journal = try #require(file.journal?.path)
        file.close()
        return journal
    }

    @Test func garbageIsNamedAndLeft() throws {
        let path = try board()
        let garbage = folder.file(".tasks.json.rotor-journal-99-abc").path
        try "not a journal\n{}\n".write(toFile: garbage, atomically: false, encoding: .utf8)
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "quit\n", within: .seconds(60))
        #expect(result.standardOutput.contains(
            "'\(garbage)' is not a journal Rotor can read (its first line is damaged). Its changes are not made again; it is left where it is."),
            "\(result.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: garbage))
    }

    @Test func aDamagedLineIsNamedAndTheChangesBeforeItAreMadeAgain() throws {
        let path = try board()
        let journal = try killedSessionsJournal(path)
        // The second change's line is overwritten with garbage of the same length: damage in
        // the middle, not a last line a kill cut short.
        var lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count == 4, "header, two changes, and the end: \(lines)")
        lines[2] = String(repeating: "#", count: lines[2].count)
        try lines.joined(separator: "\n").write(toFile: journal, atomically: false, encoding: .utf8)
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "quit\n", within: .seconds(60))
        #expect(result.standardOutput.contains("The journal '\(journal)' is damaged at line 3: the changes from there on are not made again."),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Restored 1 change to \(path)"), "\(result.standardOutput)")
    }

    @Test func aLinkToNothingIsNamed() throws {
        let path = try board()
        let dangling = folder.file(".tasks.json.rotor-journal-99-abc").path
        #expect(symlink("elsewhere", dangling) == 0)
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "quit\n", within: .seconds(60))
        #expect(result.standardOutput.contains(
            "The journal '\(dangling)' cannot be read: it is a symbolic link to a file that does not exist. Its changes are not made again; it is left where it is."),
            "\(result.standardOutput)")
    }

    /// Another user's session left a journal this user may not read: named, with the system's reason.
    @Test(.enabled(if: geteuid() == 0, "another user needs root"))
    func aJournalThisUserMayNotReadIsNamed() throws {
        let user: UInt32 = 54_321
        chmod(folder.url.path, 0o777)
        let path = try board()
        let journal = try killedSessionsJournal(path)
        chmod(journal, 0o600)
        chown(path, user, user)
        let home = folder.file("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        chown(home.path, user, user)
        let result = try RotorProcess.run(
            ["open", path, "--no-speech"], input: "quit\n", environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_STATE_HOME": home.path],
            within: .seconds(60), user: user)
        #expect(result.standardOutput.contains(
            "The journal '\(journal)' cannot be read: Permission denied. Its changes are not made again; it is left where it is."),
            "\(result.standardOutput) \(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: journal))
    }
}
