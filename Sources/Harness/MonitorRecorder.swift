// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import SystemInterface
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Records a server's monitor with `parec` in 1 ms fragments and stamps each arriving chunk with
/// the monotonic clock (`SuspendingClock` on Linux); `pa_simple_get_latency` is useless on a
/// monitor.
///
/// Every figure "at the monitor" is the arrival of the first (or last) chunk holding a sample
/// louder than a threshold the caller gives: 0 makes any sample but the null sink's exact zeros
/// sound; a larger one skips a phrase's soft onset. The instrument's resolution is about 1 ms.
public final class MonitorRecorder {
    private struct Recording {
        var samples: [Int16] = []
        /// Each chunk's arrival, the end of its samples in `samples`, and its loudest sample.
        var chunks: [(arrival: SuspendingClock.Instant, end: Int, peak: Int)] = []

        /// The index of the first chunk that arrived at or after `instant`.
        func firstChunk(after instant: SuspendingClock.Instant) -> Int {
            var low = 0
            var high = chunks.count
            while low < high {
                let middle = (low + high) / 2
                if chunks[middle].arrival < instant { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The last chunk louder than `threshold` among those from index `start` on.
        func lastAudible(from start: Int, louderThan threshold: Int16) -> Int? {
            var index = chunks.count - 1
            while index >= start {
                if chunks[index].peak > Int(threshold) { return index }
                index -= 1
            }
            return nil
        }
    }

    /// The recording, shared with the thread that reads parec's output.
    private final class Store: Sendable {
        let recording = Mutex(Recording())
    }

    /// The format the monitor is recorded in (the server's).
    public let format: PulseServer.Format
    private let store = Store()
    private let process: ChildProcess

    /// Starts `parec` on the server's monitor and waits until chunks arrive.
    public init(server: PulseServer) throws(HarnessError) {
        let format = server.format
        self.format = format
        process = try HarnessError.wrapping { () throws(ProcessError) in try ChildProcess(
            "parec",
            [
                "-d", server.monitorSource, "--format=s16le", "--rate=\(format.sampleRate)",
                "--channels=\(format.channels)", "--latency-msec=1", "--raw",
            ],
            environment: server.environment, output: .pipe) }
        // The reading thread owns the pipe and closes it at the end of the stream.
        guard let descriptor = process.takeOutput() else { throw .serverDidNotStart("parec") }
        let thread = Thread { [store] in
            Self.read(descriptor, into: store)
            Posix.close(descriptor)
        }
        thread.start()
        let deadline = SuspendingClock.now + .seconds(5)
        while store.recording.withLock({ $0.chunks.count < 10 }) {
            guard SuspendingClock.now < deadline else {
                process.kill()
                throw .serverDidNotStart("parec")
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    deinit {
        stop()
    }

    private static func read(_ descriptor: FileDescriptor, into store: Store) {
        var buffer = [UInt8](repeating: 0, count: 8_192)
        var carry: UInt8?
        while true {
            let count = (try? buffer.withUnsafeMutableBytes { bytes in
                Result { () throws(Errno) in try Posix.read(descriptor, into: bytes) }
            }.get()) ?? 0
            let arrival = SuspendingClock.now
            guard count > 0 else { break }
            var bytes = buffer[0..<count]
            var samples: [Int16] = []
            samples.reserveCapacity(count / 2 + 1)
            if let low = carry, let high = bytes.first {
                samples.append(Int16(bitPattern: UInt16(low) | UInt16(high) << 8))
                bytes = bytes.dropFirst()
                carry = nil
            }
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
                index += 2
            }
            if index < bytes.endIndex { carry = bytes[index] }
            let peak = samples.reduce(0) { max($0, abs(Int($1))) }
            store.recording.withLock { recording in
                recording.samples += samples
                recording.chunks.append((arrival, recording.samples.count, peak))
            }
        }
    }

    /// Stops recording.
    public func stop() {
        process.kill()
    }

    /// When the first chunk louder than `threshold` at or after `instant` arrived.
    public func firstAudible(after instant: SuspendingClock.Instant, louderThan threshold: Int16) -> SuspendingClock.Instant? {
        store.recording.withLock { recording in
            let start = recording.firstChunk(after: instant)
            return recording.chunks[start...].first { $0.peak > Int(threshold) }?.arrival
        }
    }

    /// When the last chunk louder than `threshold` at or after `instant` arrived.
    public func lastAudible(after instant: SuspendingClock.Instant, louderThan threshold: Int16) -> SuspendingClock.Instant? {
        store.recording.withLock { recording in
            recording.lastAudible(from: recording.firstChunk(after: instant), louderThan: threshold)
                .map { recording.chunks[$0].arrival }
        }
    }

    /// Waits for the first chunk louder than `threshold` at or after `instant`, up to `timeout`.
    public func waitForSound(
        after instant: SuspendingClock.Instant, louderThan threshold: Int16, timeout: Duration
    ) -> SuspendingClock.Instant? {
        let deadline = SuspendingClock.now + timeout
        repeat {
            if let found = firstAudible(after: instant, louderThan: threshold) { return found }
            Thread.sleep(forTimeInterval: 0.000_5)
        } while SuspendingClock.now < deadline
        return nil
    }

    /// Waits until nothing louder than `threshold` has arrived for `quiet` while the stream
    /// still delivers, up to `timeout`; false on timeout.
    @discardableResult
    public func waitForSilence(
        lasting quiet: Duration, louderThan threshold: Int16, timeout: Duration = .seconds(10)
    ) -> Bool {
        let deadline = SuspendingClock.now + timeout
        repeat {
            let now = SuspendingClock.now
            let silent = store.recording.withLock { recording in
                guard let last = recording.chunks.last, now - last.arrival < .milliseconds(50) else { return false }
                // Silent when every loud chunk arrived at least `quiet` ago.
                var index = recording.chunks.count - 1
                while index >= 0, now - recording.chunks[index].arrival < quiet {
                    if recording.chunks[index].peak > Int(threshold) { return false }
                    index -= 1
                }
                return true
            }
            if silent { return true }
            Thread.sleep(forTimeInterval: 0.002)
        } while SuspendingClock.now < deadline
        return false
    }

    /// Whether the chunk that arrived last is louder than `threshold`.
    public func isAudibleNow(louderThan threshold: Int16) -> Bool {
        store.recording.withLock { $0.chunks.last.map { $0.peak > Int(threshold) } ?? false }
    }

    /// Waits until the chunk that arrived last is louder than `threshold`, up to `timeout`.
    @discardableResult
    public func waitUntilAudibleNow(louderThan threshold: Int16, timeout: Duration) -> Bool {
        let deadline = SuspendingClock.now + timeout
        repeat {
            if isAudibleNow(louderThan: threshold) { return true }
            Thread.sleep(forTimeInterval: 0.000_5)
        } while SuspendingClock.now < deadline
        return false
    }

    /// Every sample of the chunks that arrived between two instants.
    public func samples(from start: SuspendingClock.Instant, to end: SuspendingClock.Instant) -> [Int16] {
        store.recording.withLock { recording in
            let first = recording.firstChunk(after: start)
            let last = recording.firstChunk(after: end)
            guard first < last else { return [] }
            let from = first == 0 ? 0 : recording.chunks[first - 1].end
            return Array(recording.samples[from..<recording.chunks[last - 1].end])
        }
    }
}
