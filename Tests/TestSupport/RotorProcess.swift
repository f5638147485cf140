// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Harness

/// The built `rotor` executable, run as a person would run it.
public enum RotorProcess {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A new, empty configuration folder, so no settings file of the machine's user is read
    /// and no run's settings reach another.
    public static func isolatedConfiguration() -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-config-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The `rotor` built beside the test bundle, or the one `ROTOR_EXECUTABLE` names (a copy
    /// kept still while a long test runs and the package is built again).
    public static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["ROTOR_EXECUTABLE"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let beside = testBundle.deletingLastPathComponent().appending(path: "rotor")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appending(path: ".build/debug/rotor")
    }

    /// Runs `rotor` with arguments, standard input from a string, in a folder; waits for it.
    public static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        directory: URL? = nil
    ) throws(ProcessError) -> ChildProcess.Result {
        var variables = ProcessInfo.processInfo.environment
        variables["LANG"] = "C.UTF-8"
        variables.removeValue(forKey: "LC_ALL")
        variables.removeValue(forKey: "LC_MESSAGES")
        // Every run starts from the default settings, never from the person running the tests,
        // and leaves no folder behind.
        let configuration = isolatedConfiguration()
        defer { try? FileManager.default.removeItem(at: configuration) }
        variables["XDG_CONFIG_HOME"] = configuration.path
        for (key, value) in environment { variables[key] = value }
        return try ChildProcess.run(executable.path, arguments, environment: variables, input: input, directory: directory?.path)
    }

    /// How a run given a deadline ended.
    public struct TimedResult: Sendable {
        /// The exit code, or 128 + the signal that ended it (137 when the deadline killed it).
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
        /// Whether it was still running at the deadline, and was killed: a hang.
        public var timedOut: Bool
    }

    /// Runs `rotor` as ``run(_:input:environment:directory:)`` does, but kills it when it has not
    /// ended within `timeout` (and says so), so that a test of something that used to hang
    /// (a named pipe opened for reading) fails instead of hanging. With `user`, it runs as that
    /// user and group (`setpriv`), for what only another user meets.
    public static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], within timeout: Duration,
        user: UInt32? = nil
    ) throws(ProcessError) -> TimedResult {
        let folder = try TemporaryDirectory(prefix: "rotor-timed")
        defer { folder.remove() }
        let inputFile = folder.file("in").path
        _ = FileManager.default.createFile(atPath: inputFile, contents: Data(input.utf8))
        var variables = ProcessInfo.processInfo.environment
        variables["LANG"] = "C.UTF-8"
        variables.removeValue(forKey: "LC_ALL")
        variables.removeValue(forKey: "LC_MESSAGES")
        variables["XDG_CONFIG_HOME"] = isolatedConfiguration().path
        for (key, value) in environment { variables[key] = value }
        let command = user.map { id in
            ("setpriv", ["--reuid", String(id), "--regid", String(id), "--clear-groups", executable.path] + arguments)
        } ?? (executable.path, arguments)
        let child = try ChildProcess(
            command.0, command.1, environment: variables,
            input: .file(inputFile), output: .file(folder.file("out").path), error: .file(folder.file("err").path))
        let deadline = ContinuousClock.now + timeout
        while !child.hasExited, ContinuousClock.now < deadline { usleep(5_000) }
        let timedOut = !child.hasExited
        if timedOut { child.kill() }
        let status = try child.wait()
        func text(_ name: String) -> String { (try? String(contentsOfFile: folder.file(name).path, encoding: .utf8)) ?? "" }
        return TimedResult(status: status, standardOutput: text("out"), standardError: text("err"), timedOut: timedOut)
    }
}
