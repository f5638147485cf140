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
        // Every run starts from the default settings, never from the person running the tests.
        variables["XDG_CONFIG_HOME"] = isolatedConfiguration().path
        for (key, value) in environment { variables[key] = value }
        return try ChildProcess.run(executable.path, arguments, environment: variables, input: input, directory: directory?.path)
    }
}
