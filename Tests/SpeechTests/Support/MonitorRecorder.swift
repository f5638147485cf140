// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Records the null sink's monitor with `parec` (1 ms fragments) and stamps each arriving chunk
/// with CLOCK_MONOTONIC (`SuspendingClock` on Linux), as FACTS.md advises.
final class MonitorRecorder: Sendable {
    /// One read from parec: when it arrived and its samples.
    struct Chunk: Sendable {
        var arrival: SuspendingClock.Instant
        var samples: [Int16]
        func isAudible(threshold: Int16) -> Bool {
            samples.contains { abs(Int($0)) > Int(threshold) }
        }
    }

    /// A sample louder than this is speech; the null sink's silence is exact zeros.
    static let threshold: Int16 = 200

    private let process: Process
    private let chunks = Mutex<[Chunk]>([])
    private let stopped = Mutex(false)

    init(server: PulseServer) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: PulseServer.executable("parec") ?? "/usr/bin/parec")
        process.arguments = [
            "-d", "\(PulseServer.sinkName).monitor", "--format=s16le", "--rate=22050",
            "--channels=1", "--latency-msec=1",
        ]
        process.environment = server.environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let handle = pipe.fileHandleForReading
        let thread = Thread { [self] in
            var carry: UInt8?
            while true {
                let data = handle.availableData
                let arrival = SuspendingClock.now
                if data.isEmpty { return }
                var bytes = [UInt8](data)
                if let byte = carry {
                    bytes.insert(byte, at: 0)
                    carry = nil
                }
                if bytes.count % 2 == 1 {
                    carry = bytes.removeLast()
                }
                let samples = stride(from: 0, to: bytes.count, by: 2).map {
                    Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
                }
                self.chunks.withLock { $0.append(Chunk(arrival: arrival, samples: samples)) }
            }
        }
        thread.start()
        // Wait until the stream delivers.
        let deadline = SuspendingClock.now + .seconds(5)
        while chunks.withLock({ $0.isEmpty }), SuspendingClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        if first {
            terminate(process)
        }
    }

    deinit {
        stop()
    }

    /// Every chunk that arrived at or after `instant`.
    func chunks(after instant: SuspendingClock.Instant) -> [Chunk] {
        chunks.withLock { $0.filter { $0.arrival >= instant } }
    }

    /// When the first audible chunk at or after `instant` arrived.
    func firstAudible(after instant: SuspendingClock.Instant) -> SuspendingClock.Instant? {
        chunks(after: instant).first { $0.isAudible(threshold: Self.threshold) }?.arrival
    }

    /// When the last audible chunk at or after `instant` arrived.
    func lastAudible(after instant: SuspendingClock.Instant) -> SuspendingClock.Instant? {
        chunks(after: instant).last { $0.isAudible(threshold: Self.threshold) }?.arrival
    }

    /// Whether the most recent chunk is audible.
    var isAudibleNow: Bool {
        chunks.withLock { $0.last?.isAudible(threshold: Self.threshold) ?? false }
    }

    /// Waits until audio is audible at this moment, up to `timeout`.
    func waitUntilAudible(timeout: Duration = .seconds(5)) -> Bool {
        let deadline = SuspendingClock.now + timeout
        while SuspendingClock.now < deadline {
            if isAudibleNow { return true }
            Thread.sleep(forTimeInterval: 0.0005)
        }
        return false
    }
}

extension Duration {
    /// In milliseconds, for printing and comparing.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
