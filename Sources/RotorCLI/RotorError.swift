// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Pictures
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
    /// A picture could not be made or written.
    case picture(PictureError)
    /// A path given to write to is not one Rotor writes over: a folder, a device, a named pipe,
    /// a board another session holds, or a file the person did not agree to replace.
    case target(DocumentError)
    /// A file a report goes to (a baseline) could not be written.
    case reportFile(DocumentError)
    /// `rotor-swift`, which reads Swift sources, is not there or failed.
    case sourceReader(SourceReader.Failure)

    /// The exit code: 64 for usage (BSD's EX_USAGE), 1 for a document, 74 when output or a
    /// report's file could not be written (EX_IOERR), 71 when the system refused (EX_OSERR); a reader that went away (`| head -1`) ends it quietly with 0.
    /// For pictures: 69 when the rasterizer is not installed (EX_UNAVAILABLE), 70 when it failed
    /// (EX_SOFTWARE), 73 when the picture's file cannot be written; and for every path to write
    /// that is not one to write over (a device, a named pipe, a board a session holds: a picture,
    /// `--write-baseline`, `--speak-to`), 73 (EX_CANTCREAT). For Swift sources: 69 when
    /// `rotor-swift` is not there, 70 when it failed.
    public var exitCode: Int32 {
        switch self {
        case .usage: RotorCommand.usageExitCode
        case .document: 1
        case .output(let error): error == .brokenPipe ? 0 : RotorCommand.outputExitCode
        case .system: 71
        case .picture(.rasterizerMissing): 69
        case .picture(.rasterizerFailed): 70
        case .picture(.unwritable): 73
        case .target: 73
        case .reportFile: RotorCommand.outputExitCode
        case .sourceReader(.missing): 69
        case .sourceReader(.failed): 70
        }
    }
}
