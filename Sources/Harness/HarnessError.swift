// SPDX-License-Identifier: GPL-3.0-or-later

import Processes

#if canImport(Glibc)
    import Glibc
#endif

/// Why a real part (a program, a sound server, a recorder, a terminal, a file) could not be used.
///
/// The harness never records test issues itself: tests and the benchmark catch these and word
/// them as they need (``description`` is a plain English default).
public enum HarnessError: Error, Equatable, CustomStringConvertible {
    /// A program is not installed (found neither on `PATH` nor in the usual folders).
    case missingProgram(String)
    /// `posix_spawn` refused to start a program, with its error code.
    case spawnFailed(program: String, code: Int32)
    /// A system call failed, with `errno`.
    case systemCallFailed(String, code: Int32)
    /// A server or recorder did not become ready in time.
    case serverDidNotStart(String)
    /// A file or folder could not be created, written or read.
    case fileFailed(path: String, reason: String)
    /// A file is not a canonical PCM WAV file.
    case malformedWAV(path: String)

    /// A harness failure for a program that could not be started, waited for or fed.
    public init(_ error: ProcessError) {
        switch error {
        case .missingProgram(let name): self = .missingProgram(name)
        case .spawnFailed(let program, let errno): self = .spawnFailed(program: program, code: errno.rawValue)
        case .systemCallFailed(let call, let errno): self = .systemCallFailed(call, code: errno.rawValue)
        case .fileFailed(let path, let reason): self = .fileFailed(path: path, reason: reason)
        }
    }

    /// Runs a step that starts or waits for programs, its failure as a harness failure.
    public static func wrapping<T>(_ step: () throws(ProcessError) -> T) throws(HarnessError) -> T {
        do {
            return try step()
        } catch {
            throw HarnessError(error)
        }
    }

    /// The failure in a sentence.
    public var description: String {
        switch self {
        case .missingProgram(let name):
            "\(name) is not installed"
        case .spawnFailed(let program, let code):
            "could not start \(program): \(String(cString: strerror(code)))"
        case .systemCallFailed(let call, let code):
            "\(call) failed: \(String(cString: strerror(code)))"
        case .serverDidNotStart(let what):
            "\(what) did not start"
        case .fileFailed(let path, let reason):
            "could not use \(path): \(reason)"
        case .malformedWAV(let path):
            "\(path) is not a canonical PCM WAV file"
        }
    }
}
