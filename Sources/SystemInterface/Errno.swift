// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// A POSIX error number, as the system call that failed set it.
///
/// Only the values Rotor's code tells apart have names; any other keeps its number, and every
/// one has the system's own description for messages.
public struct Errno: Error, RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` value.
    public let rawValue: Int32

    /// Wraps an `errno` value.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The error the last failed call left in `errno`.
    public static var current: Errno { Errno(rawValue: errno) }

    /// A signal interrupted the call (`EINTR`); `Posix` retries such calls itself.
    public static let interrupted = Errno(rawValue: EINTR)
    /// No such file or folder (`ENOENT`).
    public static let noSuchFile = Errno(rawValue: ENOENT)
    /// The file exists already (`EEXIST`).
    public static let fileExists = Errno(rawValue: EEXIST)
    /// Permission denied (`EACCES`).
    public static let permissionDenied = Errno(rawValue: EACCES)
    /// Operation not permitted (`EPERM`).
    public static let notPermitted = Errno(rawValue: EPERM)
    /// Read-only file system (`EROFS`).
    public static let readOnlyFileSystem = Errno(rawValue: EROFS)
    /// No space left on the device (`ENOSPC`).
    public static let noSpace = Errno(rawValue: ENOSPC)
    /// The path is a folder (`EISDIR`).
    public static let isDirectory = Errno(rawValue: EISDIR)
    /// The reader of a pipe went away (`EPIPE`).
    public static let brokenPipe = Errno(rawValue: EPIPE)
    /// The call would block (`EAGAIN`, `EWOULDBLOCK`).
    public static let wouldBlock = Errno(rawValue: EAGAIN)
    /// No such process (`ESRCH`).
    public static let noSuchProcess = Errno(rawValue: ESRCH)

    /// Whether the error means the file cannot be written for lack of rights, or a read-only disk.
    public var meansReadOnly: Bool {
        self == .permissionDenied || self == .notPermitted || self == .readOnlyFileSystem
    }

    /// The system's description ("No space left on device").
    public var description: String { String(cString: strerror(rawValue)) }
}
