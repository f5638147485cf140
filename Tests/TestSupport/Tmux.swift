// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Harness

/// A real terminal for tests: a tmux server on its own socket, one window, keys sent and the
/// screen read back.
public final class Tmux {
    /// The name of the server's own socket (`tmux -L NAME`).
    public let socket: String
    private let size: (columns: Int, rows: Int)

    /// Starts a detached session running `command` through `sh -c`.
    public init(command: String, columns: Int = 120, rows: Int = 40) throws {
        socket = "rotor-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        size = (columns, rows)
        try tmux(["new-session", "-d", "-x", String(columns), "-y", String(rows), command])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Sends keys as tmux names them ("Right", "Enter", "C-c") or literal text.
    public func send(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Sends literal text, with no key names interpreted.
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text])
    }

    /// The visible screen, trailing blank lines dropped.
    public func screen() throws -> String {
        let text = try tmux(["capture-pane", "-p"])
        return text.components(separatedBy: "\n").reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
    }

    /// The program the pane's shell started: the process this terminal's test is about, found by
    /// the pane's own pid, so a signal never reaches another test's process.
    public func program() throws -> pid_t? {
        let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// Every line the pane has shown, its scrollback first, trailing blank lines dropped.
    public func history() throws -> [String] {
        let text = try tmux(["capture-pane", "-p", "-S", "-"])
        return Array(text.components(separatedBy: "\n").reversed().drop { $0.isEmpty }.reversed())
    }

    /// The visible screen with its colours and attributes as escape sequences (`capture-pane -e`).
    public func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e"])
    }

    /// The window title tmux keeps for the pane.
    public func title() throws -> String {
        try tmux(["display-message", "-p", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen holds `text` (up to `timeout` seconds); returns the screen.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            usleep(50_000)
        }
        throw TmuxError.timedOut(waitingFor: text, screen: last)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // Through files, not pipes: the server that new-session starts outlives the client.
        // A BrlAPI host no BRLTTY listens on: a `rotor` under test never takes the braille display
        // of the person running the tests (a test of braille names its own server in its command).
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TMUX") }
        environment["BRLAPI_HOST"] = ":rotor-tests-no-brltty"
        let result = try ChildProcess.run(
            "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments, environment: environment
        )
        guard result.status == 0 else { throw TmuxError.failed(arguments, result.status) }
        return result.standardOutput
    }
}

/// A tmux step that did not happen.
public enum TmuxError: Error, CustomStringConvertible {
    /// A tmux command exited with a status other than 0.
    case failed([String], Int32)
    /// The screen did not show a text in time.
    case timedOut(waitingFor: String, screen: String)

    /// The failure in a sentence, with the last screen when there is one.
    public var description: String {
        switch self {
        case .failed(let arguments, let status): "tmux \(arguments.joined(separator: " ")) exited \(status)"
        case .timedOut(let text, let screen): "timed out waiting for '\(text)'; the screen was:\n\(screen)"
        }
    }
}
