// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

extension ChildProcess {
    /// Runs a program as ``run(_:_:environment:input:directory:)`` does, and returns what it
    /// wrote to standard output as bytes (a binary format), with its status and its standard
    /// error as text.
    public static func runForBytes(
        _ program: String, _ arguments: [String], environment: [String: String], input: [UInt8]
    ) throws(ProcessError) -> (status: Int32, output: [UInt8], error: String) {
        let folder = try TemporaryDirectory(prefix: "rotor-spawn")
        defer { folder.remove() }
        let inputFile = folder.file("in").path
        let outputFile = folder.file("out").path
        let errorFile = folder.file("err").path
        do {
            try Data(input).write(to: URL(fileURLWithPath: inputFile))
        } catch {
            throw .fileFailed(path: inputFile, reason: "\(error)")
        }
        guard let path = find(program) else { throw .missingProgram(program) }
        let child = try ChildProcess(
            path, arguments, environment: environment, input: .file(inputFile), output: .file(outputFile), error: .file(errorFile))
        let status = try child.wait()
        let output = (try? Data(contentsOf: URL(fileURLWithPath: outputFile))).map { [UInt8]($0) } ?? []
        return (status, output, (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
    }
}
