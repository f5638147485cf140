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

/// A save keeps what the person set on the file: its permissions (a board at 664 stayed 664,
/// not the umask's 644), its owner and group when root edits another user's board, and its
/// read-only state: a board or a settings file made read-only is not written, and the person is
/// told. Settings answer whether they were saved.
@Suite(.enabled(if: geteuid() == 0, "other owners need root"))
struct ModeAndOwnerTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "rotor-modes")
        chmod(folder.url.path, 0o755)
    }

    static let board = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]}]}"#

    private func status(_ path: String) -> stat {
        var status = stat()
        stat(path, &status)
        return status
    }

    private func board(mode: mode_t, owner: uid_t? = nil) throws -> String {
        let path = folder.file("tasks.json").path
        try Self.board.write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, mode)
        if let owner { chown(path, owner, owner) }
        return path
    }

    /// Permissions and owners, each kept across a save by root.
    @Test(arguments: [
        (mode_t(0o664), uid_t?.none), (0o600, nil), (0o644, 65_534), (0o660, 54_321), (0o2664, 54_321),
    ] as [(mode_t, uid_t?)])
    func aSaveKeepsPermissionsAndOwner(mode: mode_t, owner: uid_t?) throws {
        let path = try board(mode: mode, owner: owner)
        let before = status(path)
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "add Buy milk\n", within: .seconds(60))
        #expect(result.standardOutput.contains("Added Buy milk"), "\(result.standardOutput)")
        let after = status(path)
        #expect(after.st_ino != before.st_ino, "written atomically, a new file")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Buy milk"))
        #expect(after.st_mode & 0o7777 == mode, "mode \(String(after.st_mode & 0o7777, radix: 8)), was \(String(mode, radix: 8))")
        #expect(after.st_uid == before.st_uid && after.st_gid == before.st_gid, "owner \(after.st_uid):\(after.st_gid)")
    }

    /// A board made read-only during a session (even for root, who may write anything) is not
    /// saved over: the change is refused, kept, and written once the board is writable again.
    @Test func aBoardMadeReadOnlyDuringASessionIsNotWritten() throws {
        let path = try board(mode: 0o644)
        let (file, document) = try DocumentFile.open(path)
        var session = Session(screen: "tasks.json", document: document, environment: .init())
        session.editableScreen = "tasks.json"
        let driver = SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
        defer { file.close() }
        #expect(driver.handle(line: "add Buy milk").utterances.first == "Added Buy milk")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        chmod(path, 0o444)
        let refused = driver.handle(line: "add Call the bank")
        #expect(refused.utterances.last == "'\(path)' cannot be written. Type 'save as PATH' to keep your changes in another file. Your change is kept in memory.",
                "\(refused.utterances)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == written, "the read-only board is untouched")
        #expect(status(path).st_mode & 0o7777 == 0o444)
        #expect(driver.handle(line: "add Something else").utterances.first == ("Nothing changed: \(path) cannot be written. Type 'save as PATH' to edit a copy."))
        chmod(path, 0o644)
        #expect(driver.handle(line: "save").utterances == ["Saved \(path)"])
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Call the bank"))
    }

    private func settings(mode: mode_t) throws -> (config: URL, file: String) {
        let config = folder.file("config")
        try FileManager.default.createDirectory(at: config.appending(path: "rotor"), withIntermediateDirectories: true)
        let file = config.appending(path: "rotor/settings.json").path
        try #"{"voice": {"rate": 250}}"#.write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, mode)
        return (config, file)
    }

    /// A settings file at 640 stays 640 (it became 600), and one at 444 is not written: `rate`
    /// says the setting is not saved, and `settings` says why, until a save works.
    @Test func settingsKeepTheirModeAndSayWhenTheyAreNotSaved() throws {
        let (config, file) = try settings(mode: 0o640)
        let saved = try RotorProcess.run(["open", "kanban", "--no-speech"], input: "rate 300\n", environment: ["XDG_CONFIG_HOME": config.path], within: .seconds(60))
        #expect(saved.standardOutput.contains("Rate 300\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("300"))
        #expect(status(file).st_mode & 0o7777 == 0o640)

        chmod(file, 0o444)
        let refused = try RotorProcess.run(
            ["open", "kanban", "--no-speech"], input: "rate 200\nsettings\n", environment: ["XDG_CONFIG_HOME": config.path], within: .seconds(60))
        let lines = refused.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("Rate 200"), "\(lines)")
        #expect(lines.contains("This setting is not saved: Rotor cannot write \(file): it is read-only."), "\(lines)")
        #expect(lines.contains("Settings are not saved: the last change could not be written to \(file): it is read-only"), "\(lines)")
        #expect(lines.contains("Rate: 200, this session, not saved"), "\(lines)")
        #expect(!lines.contains("Settings are saved in \(file)"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("300"), "the read-only file keeps what it had")
        #expect(status(file).st_mode & 0o7777 == 0o444)
    }

    /// A settings folder this user may not write (another user's): the setting says it is not
    /// saved, where it once answered "Rate 300" and `settings` said "saved".
    @Test func aSettingsFolderThatCannotBeWrittenIsSaid() throws {
        let (config, file) = try settings(mode: 0o644)
        chmod(config.path, 0o755)
        chmod(config.appending(path: "rotor").path, 0o755)
        let result = try RotorProcess.run(
            ["open", "kanban", "--no-speech"], input: "rate 300\nsettings\n",
            environment: ["XDG_CONFIG_HOME": config.path, "HOME": folder.url.path], within: .seconds(60), user: 54_321)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("Rate 300"), "\(lines) \(result.standardError)")
        #expect(lines.contains("This setting is not saved: Rotor cannot write \(file): it is read-only."), "\(lines)")
        #expect(lines.first { $0.hasPrefix("Settings are") } == "Settings are not saved: the last change could not be written to \(file): it is read-only")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("250"))
    }

    /// A WAV file written again keeps its permissions: it goes through the same writer.
    @Test func aWAVFileKeepsItsPermissions() throws {
        let wav = folder.file("said.wav").path
        #expect(FileManager.default.createFile(atPath: wav, contents: Data("old".utf8)))
        chmod(wav, 0o640)
        let result = try RotorProcess.run(["say", "Hello", "--speak-to", wav], within: .seconds(60))
        #expect(result.status == 0, "\(result.standardError)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: wav))
        #expect(bytes.prefix(4) == Data("RIFF".utf8), "a WAV file now")
        #expect(status(wav).st_mode & 0o7777 == 0o640)
    }
}
