// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Records the sink's monitor with `parec` in 1 ms fragments and stamps each arriving chunk with
/// the monotonic clock, as FACTS.md advises (`pa_simple_get_latency` is useless on a monitor).
///
/// Every figure "at the monitor" is the arrival of the first (or last) chunk holding a sample
/// louder than ``threshold``; the instrument's resolution is about 1 ms.
final class MonitorRecorder {
    /// A sample louder than this is sound. The null sink's silence is exact zeros, so any other
    /// sample is speech: the first one is the first sample of the utterance, whatever its
    /// loudness. (A loudness threshold, such as the tests' 200, would add the phrase's soft
    /// onset — 1.45 ms for "Lisbon, image" — and favour the louder of two voices.)
    static let threshold: Int16 = 0
    /// The recording's sample rate: eSpeak NG's, and the private sink's.
    static let sampleRate = 22_050

    private struct Recording {
        var samples: [Int16] = []
        /// Each chunk's arrival and the end of its samples in `samples`.
        var chunks: [(arrival: SuspendingClock.Instant, end: Int, audible: Bool)] = []
        var lastAudible: SuspendingClock.Instant?

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
    }

    /// The recording, shared with the thread that reads parec's output.
    private final class Store: Sendable {
        let recording = Mutex(Recording())
    }

    private let store = Store()
    private let process: ChildProcess

    /// Starts `parec` on the server's monitor and waits until chunks arrive.
    init(server: PulseServer) throws(BenchError) {
        process = try ChildProcess(
            "parec",
            [
                "-d", server.monitorSource, "--format=s16le", "--rate=\(Self.sampleRate)", "--channels=1",
                "--latency-msec=1", "--raw",
            ],
            environment: server.environment, output: .pipe)
        guard let descriptor = process.outputDescriptor else { throw .serverDidNotStart("parec") }
        let thread = Thread { [store] in
            Self.read(descriptor, into: store)
        }
        thread.start()
        let deadline = SuspendingClock.now + .seconds(5)
        while store.recording.withLock({ $0.chunks.count < 10 }) {
            guard SuspendingClock.now < deadline else { throw .serverDidNotStart("parec") }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    private static func read(_ descriptor: Int32, into store: Store) {
        var buffer = [UInt8](repeating: 0, count: 8_192)
        var carry: UInt8?
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            let arrival = SuspendingClock.now
            if count < 0, errno == EINTR { continue }
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
            let audible = samples.contains { abs(Int($0)) > Int(threshold) }
            store.recording.withLock { recording in
                recording.samples += samples
                recording.chunks.append((arrival, recording.samples.count, audible))
                if audible { recording.lastAudible = arrival }
            }
        }
    }

    /// Stops recording.
    func stop() {
        process.kill()
    }

    /// When the first audible chunk at or after `instant` arrived.
    func firstAudible(after instant: SuspendingClock.Instant) -> SuspendingClock.Instant? {
        store.recording.withLock { recording in
            let start = recording.firstChunk(after: instant)
            return recording.chunks[start...].first { $0.audible }?.arrival
        }
    }

    /// When the last audible chunk at or after `instant` arrived.
    func lastAudible(after instant: SuspendingClock.Instant) -> SuspendingClock.Instant? {
        store.recording.withLock { recording in
            guard let last = recording.lastAudible, last >= instant else { return nil }
            return last
        }
    }

    /// Waits for the first audible chunk at or after `instant`, up to `timeout`.
    func waitForSound(after instant: SuspendingClock.Instant, timeout: Duration) -> SuspendingClock.Instant? {
        let deadline = SuspendingClock.now + timeout
        repeat {
            if let found = firstAudible(after: instant) { return found }
            Thread.sleep(forTimeInterval: 0.000_5)
        } while SuspendingClock.now < deadline
        return nil
    }

    /// Waits until nothing audible has arrived for `quiet`, up to `timeout`; false on timeout.
    @discardableResult
    func waitForSilence(lasting quiet: Duration, timeout: Duration = .seconds(10)) -> Bool {
        let deadline = SuspendingClock.now + timeout
        repeat {
            let now = SuspendingClock.now
            let silent = store.recording.withLock { recording in
                guard let last = recording.chunks.last, now - last.arrival < .milliseconds(50) else { return false }
                return recording.lastAudible.map { now - $0 >= quiet } ?? true
            }
            if silent { return true }
            Thread.sleep(forTimeInterval: 0.002)
        } while SuspendingClock.now < deadline
        return false
    }

    /// Whether the chunk that arrived last is audible.
    var isAudibleNow: Bool {
        store.recording.withLock { $0.chunks.last?.audible ?? false }
    }

    /// Waits until the chunk that arrived last is audible, up to `timeout`.
    @discardableResult
    func waitUntilAudibleNow(timeout: Duration) -> Bool {
        let deadline = SuspendingClock.now + timeout
        repeat {
            if isAudibleNow { return true }
            Thread.sleep(forTimeInterval: 0.000_5)
        } while SuspendingClock.now < deadline
        return false
    }

    /// Every sample of the chunks that arrived between two instants.
    func samples(from start: SuspendingClock.Instant, to end: SuspendingClock.Instant) -> [Int16] {
        store.recording.withLock { recording in
            let first = recording.firstChunk(after: start)
            let last = recording.firstChunk(after: end)
            guard first < last else { return [] }
            let from = first == 0 ? 0 : recording.chunks[first - 1].end
            return Array(recording.samples[from..<recording.chunks[last - 1].end])
        }
    }
}
