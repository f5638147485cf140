// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Harness
import Processes
import Semantics
import Speech
import SystemInterface
import TestSupport
import Testing
import Widgets

/// Where `save as` and `snapshot --output` write, as root in a throwaway folder: device nodes
/// made there with mknod, named pipes, folders, symbolic links, a board another session holds,
/// and a file that exists. Each is what it claims to be afterwards.
@Suite(.enabled(if: geteuid() == 0, "device nodes need root"))
struct SaveTargetTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "rotor-targets")
    }

    static let board = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]}]}"#

    /// The kinds of things a path can name besides a file, made in the folder.
    enum Node: String, CaseIterable, Sendable {
        case device, pipe, folder

        func make(at path: String) -> Bool {
            switch self {
            case .device: mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0  // 1, 3: what /dev/null is
            case .pipe: mkfifo(path, 0o600) == 0
            case .folder: mkdir(path, 0o755) == 0
            }
        }

        var type: mode_t {
            switch self {
            case .device: S_IFCHR
            case .pipe: S_IFIFO
            case .folder: S_IFDIR
            }
        }

        var words: String {
            switch self {
            case .device: "is a device, not a file; Rotor does not write to it."
            case .pipe: "is a named pipe, not a file; Rotor does not write to it."
            case .folder: "is a folder; Rotor writes only to files."
            }
        }
    }

    private func type(_ path: String) -> mode_t? {
        (try? Posix.linkStatus(path)).map { $0.st_mode & S_IFMT }
    }

    private func driver() throws -> SessionDriver {
        let path = folder.file("tasks.json").path
        try Self.board.write(toFile: path, atomically: true, encoding: .utf8)
        let (file, document) = try DocumentFile.open(path)
        var session = Session(screen: "tasks.json", document: document, environment: .init())
        session.editableScreen = "tasks.json"
        return SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
    }

    @Test(arguments: Node.allCases)
    func saveAsRefusesWhatIsNotAFile(node: Node) throws {
        let driver = try driver()
        let target = folder.file("target").path
        #expect(node.make(at: target))
        let reply = driver.handle(line: "save as \(target)")
        #expect(reply.utterances == ["'\(target)' \(node.words)"])
        #expect(reply.isError)
        #expect(type(target) == node.type, "still a \(node)")
        #expect(driver.file?.path == folder.file("tasks.json").path, "the session stays on its file")
    }

    @Test(arguments: Node.allCases)
    func snapshotOutputRefusesWhatIsNotAFile(node: Node) throws {
        let target = folder.file("target").path
        #expect(node.make(at: target))
        let result = try RotorProcess.run(["snapshot", "kanban", "--output", target, "--force"])
        #expect(result.status == 73)
        #expect(result.standardError == "'\(target)' \(node.words)\n")
        #expect(type(target) == node.type, "still a \(node)")
    }

    @Test func saveAsAsksBeforeReplacingAFileAndTheSameRequestAgainReplacesIt() throws {
        let driver = try driver()
        let existing = folder.file("existing.json").path
        try "keep me".write(toFile: existing, atomically: true, encoding: .utf8)
        #expect(driver.handle(line: "save as \(existing)").utterances
            == ["\(existing) already exists. Type the same 'save as' again to replace it, or choose another name."])
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me")
        #expect(driver.handle(line: "save as \(existing)").utterances == ["Saved \(existing)"])
        #expect(try String(contentsOfFile: existing, encoding: .utf8).contains("Fix the login crash"))

        let other = folder.file("other.json").path
        try "keep me too".write(toFile: other, atomically: true, encoding: .utf8)
        #expect(driver.handle(line: "save as --force \(other)").utterances == ["Saved \(other)"], "scripts replace without asking")
        #expect(try String(contentsOfFile: other, encoding: .utf8).contains("Fix the login crash"))
    }

    @Test func saveAsThroughALinkWritesItsTargetAndTheLinkStays() throws {
        let driver = try driver()
        let real = folder.file("real.json").path
        let link = folder.file("link.json").path
        try "old".write(toFile: real, atomically: true, encoding: .utf8)
        #expect(symlink("real.json", link) == 0)
        _ = driver.handle(line: "save as \(link)")
        #expect(driver.handle(line: "save as \(link)").utterances == ["Saved \(link)"])
        #expect(type(link) == S_IFLNK, "the link is still a link")
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("Fix the login crash"))
        #expect(driver.handle(line: "add Buy milk").utterances.first == "Added Buy milk")
        driver.waitUntilSaved()
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("Buy milk"), "later changes go through the link too")
        #expect(type(link) == S_IFLNK)
    }

    @Test func saveAsAndSnapshotRespectABoardAnotherSessionHolds() throws {
        let driver = try driver()
        let held = folder.file("held.json").path
        try Self.board.write(toFile: held, atomically: true, encoding: .utf8)
        let (holder, _) = try DocumentFile.open(held)
        defer { holder.close() }
        #expect(driver.handle(line: "save as --force \(held)").utterances == ["'\(held)' is open in another Rotor session; Rotor does not write over it."])
        let snapshot = try RotorProcess.run(["snapshot", "kanban", "--output", held, "--force"])
        #expect(snapshot.status == 73)
        #expect(snapshot.standardError == "'\(held)' is open in another Rotor session; Rotor does not write over it.\n")
        #expect(try String(contentsOfFile: held, encoding: .utf8) == Self.board)
    }

    @Test func snapshotAsksBeforeReplacingAFileAndForceReplacesIt() throws {
        let existing = folder.file("kanban.svg").path
        try "keep me".write(toFile: existing, atomically: true, encoding: .utf8)
        let refused = try RotorProcess.run(["snapshot", "kanban", "--output", existing])
        #expect(refused.status == 73)
        #expect(refused.standardError == "'\(existing)' already exists; Rotor will not replace it. Add --force to replace it.\n")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me")
        let forced = try RotorProcess.run(["snapshot", "kanban", "--output", existing, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("<?xml"))

        let link = folder.file("link.svg").path
        #expect(symlink("kanban.svg", link) == 0)
        #expect(try RotorProcess.run(["snapshot", "deck-fan", "--output", link, "--force"]).status == 0)
        #expect(type(link) == S_IFLNK)
        #expect(try String(contentsOfFile: existing, encoding: .utf8).contains("Card fan"), "written through the link")
        let dangling = folder.file("dangling.svg").path
        #expect(symlink("made.svg", dangling) == 0)
        #expect(try RotorProcess.run(["snapshot", "kanban", "--output", dangling]).status == 0, "a link to nothing makes its target")
        #expect(type(folder.file("made.svg").path) == S_IFREG)
    }

    /// On a terminal, `snapshot` asks before it replaces a file, in words, and takes only yes.
    @Test(arguments: [("n", false), ("y", true)])
    func snapshotAsksOnATerminal(answer: String, replaces: Bool) throws {
        let existing = folder.file("kanban.svg").path
        try "keep me".write(toFile: existing, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal()
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        let rotor = try ChildProcess(
            RotorProcess.executable.path, ["snapshot", "kanban", "--output", existing], environment: environment, terminal: terminal.slavePath)
        terminal.detachSlave()
        defer { rotor.kill() }
        #expect(terminal.waitForOutput(containing: "\(existing) already exists. Replace it? [y/N] ", after: rotor.started, timeout: .seconds(20)) != nil)
        terminal.type(answer + "\r")
        #expect(try rotor.wait() == (replaces ? 0 : 73))
        #expect(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("<?xml") == replaces)
    }

    /// A board opened through a link is written to the link's target, in the target's folder;
    /// the link stays, and a session on the target itself sees the board in use.
    @Test func aLinkedBoardIsWrittenThroughAndStaysALink() throws {
        let dotfiles = folder.file("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let real = dotfiles.appending(path: "real.json").path
        try Self.board.write(toFile: real, atomically: true, encoding: .utf8)
        let link = folder.file("link.json").path
        #expect(symlink(real, link) == 0)
        let (holder, _) = try DocumentFile.open(link)
        let other = try RotorProcess.run(["open", real, "--no-speech"], input: "add Elsewhere\n")
        #expect(other.standardOutput.contains("Nothing changed: \(real) is open in another Rotor session."), "one lock, beside the target")
        holder.close()
        let result = try RotorProcess.run(["open", link, "--no-speech"], input: "add Buy milk\n")
        #expect(result.standardOutput.contains("Added Buy milk"))
        #expect(type(link) == S_IFLNK, "the link is still a link")
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("Buy milk"))
        let litter = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".") }
        #expect(litter.isEmpty, "nothing written beside the link: \(litter)")
    }

    /// A settings file a dotfiles manager links in is written through: the setting reaches the
    /// target and the link stays.
    @Test func aLinkedSettingsFileIsWrittenThrough() throws {
        let config = folder.file("config")
        try FileManager.default.createDirectory(at: config.appending(path: "rotor"), withIntermediateDirectories: true)
        let dotfiles = folder.file("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let real = dotfiles.appending(path: "rotor-settings.json").path
        try "{}".write(toFile: real, atomically: true, encoding: .utf8)
        let link = config.appending(path: "rotor/settings.json").path
        #expect(symlink(real, link) == 0)
        let result = try RotorProcess.run(["open", "kanban", "--no-speech"], input: "rate 250\n", environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(type(link) == S_IFLNK, "the link is still a link")
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("250"))
    }
}
