// SPDX-License-Identifier: GPL-3.0-or-later

import Harness

#if canImport(Glibc)
    import Glibc
#endif

/// Why a measurement could not be made.
enum BenchError: Error, CustomStringConvertible {
    /// A program, server, recorder or terminal of the shared harness failed.
    case harness(HarnessError)
    case systemCallFailed(String, code: Int32)
    case serverDidNotStart(String)
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

    var description: String {
        switch self {
        case .harness(.missingProgram(let name)):
            "\(name) is not installed (make bench installs it with scripts/install-packages)"
        case .harness(let error):
            error.description
        case .systemCallFailed(let call, let code):
            "\(call) failed: \(String(cString: strerror(code)))"
        case .serverDidNotStart(let what):
            "\(what) did not start"
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
