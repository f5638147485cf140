// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import Processes
import SystemInterface
import TestSupport
import Testing

/// Lines and titles are bounded in bytes, not only in characters: a 16 MB `rename` once took
/// 17 seconds and a gigabyte, and a "title" of half a million combining marks counted as one
/// character. And the command history is opened by readline only once the file gate has looked
/// at it: a named pipe there once held the whole session up.
@Suite struct InputLimitTests {
    static let board = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]}]}"#

    @Test func aLinePastItsLimitIsNotRunAndTheScriptGoesOn() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-lines")
        defer { folder.remove() }
        let path = folder.file("tasks.json").path
        try Self.board.write(toFile: path, atomically: false, encoding: .utf8)
        let huge = "rename " + String(repeating: "x", count: 16 << 20)
        let marks = "rename a" + String(repeating: "\u{301}", count: 50_000)
        let result = try RotorProcess.run(
            ["open", path, "--no-speech"], input: "next\n\(huge)\n\(marks)\nrename Fix the crash\n", within: .seconds(120))
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("That line is 16,777,223 bytes long, more than the 1,048,576 Rotor reads; it was not run."), "\(lines.prefix(6))")
        #expect(lines.contains("columns[0].cards[0].title is 100,001 bytes long, more than the 40,000 Rotor reads."), "\(lines.prefix(8))")
        #expect(lines.contains("Renamed to Fix the crash"), "the script goes on")
        #expect(result.status == 1, "a script whose commands did not all work")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Fix the crash"))
    }

    /// A named pipe where the history is kept: the session starts, says the history is not
    /// kept, and works.
    @Test func aHistoryThatIsANamedPipeIsSaidAndLeftAlone() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-history")
        defer { folder.remove() }
        let state = folder.file("state")
        try FileManager.default.createDirectory(at: state.appending(path: "rotor"), withIntermediateDirectories: true)
        let history = state.appending(path: "rotor/history").path
        #expect(mkfifo(history, 0o600) == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        environment["XDG_CONFIG_HOME"] = folder.file("config").path
        environment["TERM"] = "xterm"
        environment["LANG"] = "C.UTF-8"
        let terminal = try PseudoTerminal()
        let rotor = try ChildProcess(
            RotorProcess.executable.path, ["open", "kanban", "--no-speech"], environment: environment, terminal: terminal.slavePath)
        terminal.detachSlave()
        defer { rotor.kill() }
        let said = terminal.waitForOutput(
            containing: "Command history is not kept: \(history) cannot be used: it is a named pipe, not a file.",
            after: rotor.started, timeout: .seconds(60))
        #expect(said != nil, "the session said why the history is not kept")
        #expect(terminal.waitForOutput(containing: "rotor> ", after: rotor.started, timeout: .seconds(30)) != nil, "and went on")
        let typed = terminal.type("next\r")
        #expect(terminal.waitForOutput(containing: "Sketch the onboarding", after: typed, timeout: .seconds(30)) != nil)
        #expect(SpecialFile.type(at: history) == S_IFIFO)
    }
}
