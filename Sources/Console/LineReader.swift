// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// Reads a script's lines from a descriptor while watching the signal self-pipe, so a signal
/// ends a blocked read at once instead of waiting for the next line.
struct LineReader {
    /// What the next read found.
    enum Item: Equatable {
        case line(String)
        /// A line longer than ``InputLimit/line`` bytes, read and dropped: its length.
        case tooLong(Int)
        case end
        case signal(Int32)
    }

    private let descriptor: FileDescriptor
    private let signals: SignalPipe
    private var buffer: [UInt8] = []
    /// How much of the buffer is known to hold no line break.
    private var scanned = 0
    /// The bytes of a line past the limit dropped so far, while one is being read.
    private var dropped: Int?
    private var pending: [Int32] = []
    private var ended = false

    /// Reads from `descriptor`, waking for the signals routed to `signals`.
    init(descriptor: FileDescriptor, signals: SignalPipe) {
        self.descriptor = descriptor
        self.signals = signals
    }

    /// The next line (without its line ending), the end of input, or a signal that arrived.
    mutating func next() -> Item {
        while true {
            if let signal = pending.first {
                pending.removeFirst()
                return .signal(signal)
            }
            pending = signals.drain()
            if !pending.isEmpty { continue }
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                scanned = 0
                if let count = dropped {
                    dropped = nil
                    return .tooLong(count + line.count)
                }
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            scanned = buffer.count
            if dropped != nil || buffer.count > InputLimit.line {
                // A line past the limit is counted, not kept.
                dropped = (dropped ?? 0) + buffer.count
                buffer = []
                scanned = 0
            }
            if ended {
                if let count = dropped {
                    dropped = nil
                    return .tooLong(count)
                }
                guard !buffer.isEmpty else { return .end }
                defer {
                    buffer = []
                    scanned = 0
                }
                return .line(String(decoding: buffer, as: UTF8.self))
            }
            var ready = [
                pollfd(readable: descriptor),
                pollfd(readable: signals.readDescriptor),
            ]
            guard (try? Posix.poll(&ready, timeoutMilliseconds: -1)) != nil else {
                ended = true
                continue
            }
            guard ready[0].revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4_096)
            let count = (try? chunk.withUnsafeMutableBytes { bytes in
                Result { () throws(Errno) in try Posix.read(descriptor, into: bytes) }
            }.get()) ?? 0
            if count <= 0 { ended = true } else { buffer += chunk[0..<count] }
        }
    }
}
