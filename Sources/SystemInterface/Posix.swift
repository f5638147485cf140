// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// The one seam around the POSIX calls Rotor makes: each returns its result or throws the
/// `Errno`, and retries by itself when a signal interrupted it (`EINTR`).
///
/// Modelled on swift-system's `Internals/Syscalls.swift`: the C call in one place, the error
/// typed, no EINTR loop anywhere else.
public enum Posix {
    /// Calls `body` until it does not fail with `EINTR`; a result of -1 becomes the `Errno`.
    @inlinable
    public static func retryingOnInterrupt<Result: FixedWidthInteger>(_ body: () -> Result) throws(Errno) -> Result {
        while true {
            let result = body()
            if result != -1 { return result }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Opens a file; returns its descriptor.
    public static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try retryingOnInterrupt { Glibc.open(path, flags, mode) })
    }

    /// Closes a descriptor. A failure is not reported: the descriptor is gone either way.
    public static func close(_ descriptor: FileDescriptor) {
        _ = Glibc.close(descriptor.rawValue)
    }

    /// Reads up to `buffer.count` bytes; 0 at the end of the file.
    public static func read(_ descriptor: FileDescriptor, into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try retryingOnInterrupt { Glibc.read(descriptor.rawValue, buffer.baseAddress, buffer.count) }
    }

    /// Writes some of the bytes; returns how many were written.
    public static func write(_ descriptor: FileDescriptor, _ bytes: UnsafeRawBufferPointer) throws(Errno) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        return try retryingOnInterrupt { Glibc.write(descriptor.rawValue, base, bytes.count) }
    }

    /// Writes every byte, however many calls that takes. A write of 0 bytes is a full disk.
    /// `using` is the call that writes some of them (``write(_:_:)`` unless a test replaces it).
    public static func writeAll(
        _ descriptor: FileDescriptor, _ bytes: [UInt8],
        using write: (FileDescriptor, UnsafeRawBufferPointer) throws(Errno) -> Int = Posix.write
    ) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            let result = bytes[offset...].withUnsafeBytes { buffer in Result { () throws(Errno) in try write(descriptor, buffer) } }
            let written = try result.get()
            guard written > 0 else { throw .noSpace }
            offset += written
        }
    }

    /// Flushes a file's data and metadata to the disk.
    public static func fsync(_ descriptor: FileDescriptor) throws(Errno) {
        _ = try retryingOnInterrupt { Glibc.fsync(descriptor.rawValue) }
    }

    /// Renames a file, replacing the target atomically.
    public static func rename(_ source: String, _ target: String) throws(Errno) {
        _ = try retryingOnInterrupt { Glibc.rename(source, target) }
    }

    /// Removes a file.
    public static func unlink(_ path: String) throws(Errno) {
        _ = try retryingOnInterrupt { Glibc.unlink(path) }
    }

    /// Takes or releases an advisory lock (`LOCK_EX | LOCK_NB`, `LOCK_UN`).
    public static func flock(_ descriptor: FileDescriptor, _ operation: Int32) throws(Errno) {
        _ = try retryingOnInterrupt { lockFile(descriptor.rawValue, operation) }
    }

    /// The status of a path.
    public static func stat(_ path: String) throws(Errno) -> Glibc.stat {
        var status = Glibc.stat()
        _ = try retryingOnInterrupt { statusOfPath(path, &status) }
        return status
    }

    /// The status of an open file.
    public static func fstat(_ descriptor: FileDescriptor) throws(Errno) -> Glibc.stat {
        var status = Glibc.stat()
        _ = try retryingOnInterrupt { statusOfFile(descriptor.rawValue, &status) }
        return status
    }

    /// Whether the calling process may access a path in a mode (`F_OK`, `W_OK` …).
    public static func canAccess(_ path: String, _ mode: Int32) -> Bool {
        Glibc.access(path, mode) == 0
    }

    /// Whether a process exists (signal 0 reaches it, or it is someone else's).
    public static func processExists(_ pid: pid_t) -> Bool {
        Glibc.kill(pid, 0) == 0 || Errno.current != .noSuchProcess
    }

    /// Waits until a descriptor is ready; returns how many are. A signal ends the wait early
    /// with 0 ready, so the caller can look at its self-pipe.
    public static func poll(_ descriptors: inout [pollfd], timeoutMilliseconds: Int32) throws(Errno) -> Int {
        let count = nfds_t(descriptors.count)
        let ready = descriptors.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, count, timeoutMilliseconds) }
        if ready < 0 {
            let error = Errno.current
            if error == .interrupted { return 0 }
            throw error
        }
        return Int(ready)
    }

    /// A pipe whose two ends are close-on-exec and non-blocking.
    public static func pipe() throws(Errno) -> (read: FileDescriptor, write: FileDescriptor) {
        var ends: [Int32] = [-1, -1]
        _ = try retryingOnInterrupt { Glibc.pipe(&ends) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
    }

    /// A copy of a descriptor numbered `lowest` or above, closed on exec.
    public static func duplicate(_ descriptor: FileDescriptor, atLeast lowest: Int32) throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try retryingOnInterrupt { fcntl(descriptor.rawValue, F_DUPFD_CLOEXEC, lowest) })
    }

    /// Makes reads and writes on a descriptor wait until they can be done.
    public static func setBlocking(_ descriptor: FileDescriptor) throws(Errno) {
        let flags = try retryingOnInterrupt { fcntl(descriptor.rawValue, F_GETFL) }
        _ = try retryingOnInterrupt { fcntl(descriptor.rawValue, F_SETFL, flags & ~O_NONBLOCK) }
    }

    /// Reaps a child that has ended and returns its raw wait status; nil when `blocking` is
    /// false and it is still running.
    public static func waitForChild(_ pid: pid_t, blocking: Bool) throws(Errno) -> Int32? {
        var status: Int32 = 0
        let reaped = try retryingOnInterrupt { waitpid(pid, &status, blocking ? 0 : WNOHANG) }
        return reaped == pid ? status : nil
    }

    /// Sends a signal to a process; a process that is already gone is not an error.
    public static func signal(_ pid: pid_t, _ signal: Int32) {
        _ = Glibc.kill(pid, signal)
    }

    /// Whether a descriptor is a terminal.
    public static func isTerminal(_ descriptor: FileDescriptor) -> Bool {
        Glibc.isatty(descriptor.rawValue) == 1
    }

    /// A terminal's modes (`tcgetattr`).
    public static func terminalModes(_ descriptor: FileDescriptor) throws(Errno) -> termios {
        var modes = termios()
        _ = try retryingOnInterrupt { tcgetattr(descriptor.rawValue, &modes) }
        return modes
    }

    /// Sets a terminal's modes at once (`tcsetattr` with `TCSANOW`).
    public static func setTerminalModes(_ descriptor: FileDescriptor, _ modes: termios) throws(Errno) {
        var modes = modes
        _ = try retryingOnInterrupt { tcsetattr(descriptor.rawValue, TCSANOW, &modes) }
    }
}

// The C functions whose names the struct types `flock` and `stat` shadow inside `Posix`.
private func lockFile(_ descriptor: Int32, _ operation: Int32) -> Int32 { flock(descriptor, operation) }
private func statusOfPath(_ path: String, _ status: inout stat) -> Int32 { stat(path, &status) }
private func statusOfFile(_ descriptor: Int32, _ status: inout stat) -> Int32 { fstat(descriptor, &status) }
