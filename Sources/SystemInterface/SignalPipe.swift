// SPDX-License-Identifier: GPL-3.0-or-later
import CSystem
import Glibc

/// The self-pipe that signals and other threads use to wake a poll loop.
///
/// A signal's handler (in C, `rotor_signals.c`) writes the signal's number as one byte, which is
/// async-signal-safe and touches no Swift state; ``wake()`` writes a 0 byte from any thread.
/// ``drain()`` returns the signals received since the last drain, in order, so none is lost.
public final class SignalPipe: Sendable {
    /// The end a poll loop watches.
    public let readDescriptor: FileDescriptor
    private let writeDescriptor: FileDescriptor

    /// Opens the pipe and routes these signals to it.
    public init(routing signals: [Int32]) throws(Errno) {
        let ends = try Posix.pipe()
        readDescriptor = ends.read
        writeDescriptor = ends.write
        let routed = signals.withUnsafeBufferPointer { rotor_signals_route(ends.write.rawValue, $0.baseAddress, Int32($0.count)) }
        if routed != 0 { throw Errno.current }
    }

    deinit {
        Posix.close(readDescriptor)
        Posix.close(writeDescriptor)
    }

    /// Wakes the poll loop; safe from any thread.
    public func wake() {
        var byte: UInt8 = 0
        _ = withUnsafeBytes(of: &byte) { Glibc.write(writeDescriptor.rawValue, $0.baseAddress, 1) }
    }

    /// The signals received since the last call, in order of arrival; wake-ups are dropped.
    public func drain() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = (try? buffer.withUnsafeMutableBytes { bytes in
                Result { () throws(Errno) in try Posix.read(readDescriptor, into: bytes) }
            }.get()) ?? 0
            guard count > 0 else { return signals }
            signals += buffer[0..<count].filter { $0 != 0 }.map(Int32.init)
        }
    }

    /// Dies of a signal as a program killed by it would (exit status 128 + the signal), after
    /// the caller has cleaned up: its default action restored, then raised.
    public static func dieOf(_ signal: Int32) -> Never {
        _ = rotor_signals_reset(signal)
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signal)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        raise(signal)
        exit(128 + signal)
    }
}
