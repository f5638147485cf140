// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import SourceModel
import SystemInterface

/// Runs `rotor-swift`, the executable that reads Swift files with the toolchain's SwiftParser,
/// and reads back the index it prints. `rotor` itself never loads the toolchain's libraries.
public enum SourceReader {
    /// Why the reader could not give an index.
    public enum Failure: Error, Sendable, Equatable {
        /// No `rotor-swift` beside `rotor`, in `ROTOR_SWIFT` or on the `PATH`; where it was looked for.
        case missing(String)
        /// It ended with a status, or printed what is not an index; what it said on standard error.
        case failed(status: Int32, message: String)
    }

    /// The executable's name.
    static let name = "rotor-swift"

    /// Where the reader is: `ROTOR_SWIFT`, else beside the running `rotor`, else on the `PATH`.
    static func executable(_ variables: [String: String]) -> String? {
        if let given = variables["ROTOR_SWIFT"], !given.isEmpty { return ChildProcess.find(given) }
        if let own = try? Posix.readLink("/proc/self/exe") {
            let beside = (own as NSString).deletingLastPathComponent + "/" + name
            if Posix.canAccess(beside, X_OK) { return beside }
        }
        return ChildProcess.find(name)
    }

    /// The index of the files, in their order.
    static func read(_ paths: [String], _ variables: [String: String]) throws(Failure) -> [SwiftFileIndex] {
        guard !paths.isEmpty else { return [] }
        guard let program = executable(variables) else {
            let own = (try? Posix.readLink("/proc/self/exe")).map { ($0 as NSString).deletingLastPathComponent } ?? "."
            throw .missing(own + "/" + name)
        }
        let result: (status: Int32, output: [UInt8], error: String)
        do {
            result = try ChildProcess.runForBytes(
                program, [], environment: variables, input: Array(paths.map { $0 + "\0" }.joined().utf8))
        } catch {
            throw .failed(status: -1, message: "\(error)")
        }
        guard result.status == 0 else {
            throw .failed(status: result.status, message: result.error.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        do {
            return try IndexCoding.decode(result.output)
        } catch {
            throw .failed(status: result.status, message: "\(error)")
        }
    }
}
