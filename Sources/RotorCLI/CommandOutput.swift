// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// Where a command's text goes: standard output and standard error, or memory in tests.
public struct CommandOutput: Sendable {
    /// Writes text to standard output (or its stand-in).
    public var out: @Sendable (String) throws(Errno) -> Void
    /// Writes text to standard error (or its stand-in).
    public var error: @Sendable (String) throws(Errno) -> Void

    /// Creates an output from two writers.
    public init(
        out: @escaping @Sendable (String) throws(Errno) -> Void,
        error: @escaping @Sendable (String) throws(Errno) -> Void
    ) {
        self.out = out
        self.error = error
    }

    /// The process's standard output and standard error.
    public static let standard = CommandOutput(
        out: { text throws(Errno) in try Posix.writeAll(STDOUT_FILENO, Array(text.utf8)) },
        error: { text throws(Errno) in try Posix.writeAll(STDERR_FILENO, Array(text.utf8)) }
    )
}
