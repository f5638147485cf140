// SPDX-License-Identifier: GPL-3.0-or-later

#if canImport(Glibc)
    import Glibc
#endif

/// Why a measurement could not be made.
enum BenchError: Error, CustomStringConvertible {
    case missingProgram(String)
    case spawnFailed(program: String, code: Int32)
    case systemCallFailed(String, code: Int32)
    case serverDidNotStart(String)
    case noSound(String)
    case protocolError(String)
    case childFailed(String)
    case usage(String)

    var description: String {
        switch self {
        case .missingProgram(let name):
            "\(name) is not installed (make bench installs it with scripts/install-packages)"
        case .spawnFailed(let program, let code):
            "could not start \(program): \(String(cString: strerror(code)))"
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
