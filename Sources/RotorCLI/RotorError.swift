// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import SystemInterface

/// Why a command stopped: the facts, worded by `ErrorWords`, and the exit code they give.
public enum RotorError: Error, Sendable, Equatable {
    /// A command line Rotor cannot run.
    case usage(UsageError)
    /// A document that could not be read or written.
    case document(DocumentError)
    /// Standard output could not be written.
    case output(Errno)
    /// The system refused what Rotor needs to run (a pipe, say).
    case system(Errno)

    /// The exit code: 64 for usage (BSD's EX_USAGE), 1 for a document, 74 when output could
    /// not be written (EX_IOERR), 71 when the system refused (EX_OSERR); a reader that went away (`| head -1`) ends it quietly with 0.
    public var exitCode: Int32 {
        switch self {
        case .usage: RotorCommand.usageExitCode
        case .document: 1
        case .output(let error): error == .brokenPipe ? 0 : RotorCommand.outputExitCode
        case .system: 71
        }
    }
}
