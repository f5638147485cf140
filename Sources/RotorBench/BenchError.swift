// SPDX-License-Identifier: GPL-3.0-or-later

import Harness
import Processes

/// Why a measurement could not be made.
enum BenchError: Error, CustomStringConvertible {
    /// A program, server, recorder, terminal or system call failed (worded by the harness).
    case harness(HarnessError)
    case noSound(String)
    case protocolError(String)
    case childFailed(String)
    case usage(String)

    /// Runs a step of the shared harness; its failure becomes the bench's.
    static func harnessed<T>(_ step: () throws(HarnessError) -> T) throws(BenchError) -> T {
        do {
            return try step()
        } catch {
            throw .harness(error)
        }
    }

    /// Runs a step that starts or waits for a program; its failure becomes the bench's.
    static func harnessed<T>(_ step: () throws(ProcessError) -> T) throws(BenchError) -> T {
        do {
            return try step()
        } catch {
            throw .harness(HarnessError(error))
        }
    }

    var description: String {
        switch self {
        case .harness(.missingProgram(let name)):
            "\(name) is not installed (make bench installs it with scripts/install-packages)"
        case .harness(let error):
            error.description
        case .noSound(let what):
            "nothing audible arrived at the sink's monitor from \(what)"
        case .protocolError(let detail):
            "unexpected answer: \(detail)"
        case .childFailed(let detail):
            "a measuring child process failed: \(detail)"
        case .usage(let detail):
            detail
        }
    }
}
