// SPDX-License-Identifier: GPL-3.0-or-later
import SystemInterface

/// Why a program could not be started, waited for or read from.
public enum ProcessError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A program is not installed (found neither on `PATH` nor in the usual folders).
    case missingProgram(String)
    /// `posix_spawn` refused to start a program.
    case spawnFailed(program: String, Errno)
    /// A system call around the child failed.
    case systemCallFailed(String, Errno)
    /// A file or folder for the child's input or output could not be created, written or read.
    case fileFailed(path: String, reason: String)

    /// The failure in a plain English sentence, for logs and test reports; people see these
    /// through the callers' own catalog words.
    public var description: String {
        switch self {
        case .missingProgram(let name): "\(name) is not installed"
        case .spawnFailed(let program, let errno): "could not start \(program): \(errno)"
        case .systemCallFailed(let call, let errno): "\(call) failed: \(errno)"
        case .fileFailed(let path, let reason): "could not use \(path): \(reason)"
        }
    }
}
