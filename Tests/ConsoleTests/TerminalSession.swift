// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import TestSupport
import Testing

/// `rotor` in a real terminal (tmux) with its own settings and history folders: keys in, the
/// lines it printed and the line being typed out.
final class TerminalSession {
    let terminal: Tmux
    /// The folder that holds `config/rotor/settings.json` and `rotor/history`.
    let state: URL

    /// Starts `rotor ARGUMENTS` with `LANG` as given, other variables (`TZ=UTC`) and the state
    /// folder (a new one unless told); `afterExit` is a shell command run in the terminal once
    /// Rotor has exited (`stty -a`, to see the modes it left).
    init(_ arguments: String, lang: String = "C.UTF-8", environment: String = "", state: URL? = nil, afterExit: String = "") throws {
        let state = state ?? FileManager.default.temporaryDirectory.appending(path: "rotor-state-\(UUID().uuidString)")
        self.state = state
        let command = "env XDG_STATE_HOME=\(state.path) XDG_CONFIG_HOME=\(state.path)/config LANG=\(lang) \(environment) "
            + "\(RotorProcess.executable.path) \(arguments); echo \"EXITED $?\"; \(afterExit.isEmpty ? "" : afterExit + "; ")sleep 60"
        // Wide enough that a long path in a notice is not wrapped onto two lines.
        terminal = try Tmux(command: command, columns: 240)
    }

    /// The settings file the session saves to.
    var settingsFile: URL { state.appending(path: "config/rotor/settings.json") }

    /// The lines Rotor printed so far (not the prompt's).
    func printed() throws -> [String] {
        try terminal.history().filter { !$0.hasPrefix("rotor>") && !$0.isEmpty }
    }

    /// Sends keys (tmux names: "Right", "F10", "IC" for Insert) and waits until Rotor has printed
    /// `expected` after what it had printed; then checks that nothing more comes within a moment.
    func press(_ keys: String..., prints expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try printed().count
        for key in keys { try terminal.send(key) }
        let deadline = Date().addingTimeInterval(10)
        var lines = try printed()
        while lines.count < before + expected.count, Date() < deadline {
            usleep(20_000)
            lines = try printed()
        }
        usleep(expected.isEmpty ? 300_000 : 100_000)
        lines = try printed()
        #expect(Array(lines.dropFirst(before)) == expected, "after \(keys)", sourceLocation: sourceLocation)
    }

    /// Types a command, presses Enter, and checks what Rotor printed for it.
    func run(_ command: String, prints expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try terminal.type(command)
        try press("Enter", prints: expected, sourceLocation: sourceLocation)
    }

    /// The line being typed, after the prompt (tmux drops the spaces at the end of a line).
    func line() throws -> String {
        let prompt = try terminal.screen().components(separatedBy: "\n").last { $0.hasPrefix("rotor>") } ?? ""
        return String(prompt.dropFirst("rotor>".count).drop { $0 == " " })
    }

    /// Waits until the line being typed is `text` (trailing spaces aside), or records an issue.
    func waitForLine(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let wanted = String(text.reversed().drop { $0 == " " }.reversed())
        let deadline = Date().addingTimeInterval(10)
        var current = ""
        while Date() < deadline {
            current = try line()
            if current == wanted { return }
            usleep(20_000)
        }
        Issue.record("the line is '\(current)', not '\(wanted)'", sourceLocation: sourceLocation)
    }

    /// Ends the session with Control-D and waits for the process to exit.
    func quit() throws {
        try terminal.send("C-d")
        try terminal.waitFor("EXITED")
    }
}
