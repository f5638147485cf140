// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import SystemInterface

extension ChildProcess {
    /// How a run ended and what it printed.
    public struct Result: Sendable {
        /// The exit code, or 128 + the signal that ended the program.
        public var status: Int32
        /// Everything written to standard output (empty when it is not UTF-8).
        public var standardOutput: String
        /// Everything written to standard error (empty when it is not UTF-8).
        public var standardError: String
    }

    /// Runs a program with arguments and a complete environment, standard input from a
    /// string, in `directory` when given, and waits for it.
    ///
    /// Standard input comes from a file and output goes to files, so no pipe can fill up, and
    /// a server the program leaves behind cannot hold this process up.
    public static func run(
        _ program: String, _ arguments: [String], environment: [String: String],
        input: String = "", directory: String? = nil
    ) throws(ProcessError) -> Result {
        let folder = try TemporaryDirectory(prefix: "rotor-spawn")
        defer { folder.remove() }
        let inputFile = folder.file("in").path
        let outputFile = folder.file("out").path
        let errorFile = folder.file("err").path
        do {
            try FileSystem.real.create(inputFile, with: Array(input.utf8), options: .init(mode: 0o600))
        } catch {
            throw .fileFailed(path: inputFile, reason: "\(error)")
        }
        // A folder to run in: through the shell, as glibc's addchdir is not visible to Swift.
        guard let path = find(program) else { throw .missingProgram(program) }
        let command = directory.map { ("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", $0, path] + arguments) }
            ?? (path, arguments)
        let child = try ChildProcess(
            command.0, command.1, environment: environment,
            input: .file(inputFile), output: .file(outputFile), error: .file(errorFile))
        let status = try child.wait()
        func text(_ path: String) -> String {
            guard let bytes = try? FileGate.read(path, limit: InputLimit.programOutput) else { return "" }
            return String(validating: bytes, as: UTF8.self) ?? ""
        }
        return Result(status: status, standardOutput: text(outputFile), standardError: text(errorFile))
    }
}
