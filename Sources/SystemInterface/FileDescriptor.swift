// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// An open file, pipe, terminal or socket of this process, as the kernel numbers it.
///
/// A type of its own rather than a bare `Int32`, so that a descriptor cannot be passed where a
/// count, a flag or a process id is meant. It does not own the descriptor: ``Posix/close(_:)``
/// closes it.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kernel's number for it.
    public let rawValue: Int32

    /// Wraps a number the kernel gave.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Standard input (0).
    public static let standardInput = FileDescriptor(rawValue: STDIN_FILENO)
    /// Standard output (1).
    public static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)
    /// Standard error (2).
    public static let standardError = FileDescriptor(rawValue: STDERR_FILENO)

    /// The number, as `ls /proc/self/fd` shows it.
    public var description: String { String(rawValue) }
}

extension pollfd {
    /// An entry for ``Posix/poll(_:timeoutMilliseconds:)`` that waits for `descriptor` to have
    /// something to read.
    public init(readable descriptor: FileDescriptor) {
        self.init(fd: descriptor.rawValue, events: Int16(POLLIN), revents: 0)
    }
}
