// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness

/// The built `rotor` executable, run as a person would run it.
public enum RotorProcess {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `rotor` built beside the test bundle.
    public static var executable: URL {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let beside = testBundle.deletingLastPathComponent().appending(path: "rotor")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appending(path: ".build/debug/rotor")
    }

    /// Runs `rotor` with arguments, standard input from a string, in a folder; waits for it.
    public static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        directory: URL? = nil
    ) throws(HarnessError) -> ChildProcess.Result {
        var variables = ProcessInfo.processInfo.environment
        variables["LANG"] = "C.UTF-8"
        variables.removeValue(forKey: "LC_ALL")
        variables.removeValue(forKey: "LC_MESSAGES")
        for (key, value) in environment { variables[key] = value }
        return try ChildProcess.run(executable.path, arguments, environment: variables, input: input, directory: directory?.path)
    }
}
