// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Harness
import Synchronization

/// Measures how late the machine wakes a thread, while something else is measured: a thread
/// that sleeps 1 ms again and again and keeps every wake-up later than ``lateMilliseconds``,
/// plus the steal time the kernel counts (the host running another guest on this core).
///
/// This is how the benchmark tells a gap the machine made from one Rotor made: a thread that
/// does nothing but sleep, and shares nothing with the speaker but the process, is held up at
/// the same times.
final class StallWatch: Sendable {
    /// A wake-up later than this would empty a 20 ms device buffer that a write tops up every
    /// 5 ms.
    static let lateMilliseconds = 15.0

    /// What the watch saw.
    struct Finding: Codable, Sendable {
        /// Wake-ups later than ``StallWatch/lateMilliseconds``.
        var lateWakeups: Int
        /// The latest wake-up, ms after it was due.
        var longestMilliseconds: Double
        /// Steal time over the watch, as a share of all the cores' time (%).
        var stealPercent: Double
        /// How long it watched (s).
        var seconds: Double
    }

    private let late = Mutex<[Double]>([])
    private let running = Atomic<Bool>(true)
    private let done = DispatchSemaphore(value: 0)
    private let began = ContinuousClock.now
    private let stealAtStart = StallWatch.stealTicks()

    /// Starts watching at once.
    init() {
        let thread = Thread { [self] in watch() }
        thread.name = "rotor-bench stall watch"
        thread.start()
    }

    /// Stops watching and says what it saw.
    func stop() -> Finding {
        running.store(false, ordering: .releasing)
        done.wait()
        let seconds = (ContinuousClock.now - began).milliseconds / 1_000
        let steal = Double(max(StallWatch.stealTicks() - stealAtStart, 0)) / 100
        let cores = Double(max(ProcessInfo.processInfo.activeProcessorCount, 1))
        let wakeups = late.withLock { $0 }
        return Finding(
            lateWakeups: wakeups.filter { $0 > Self.lateMilliseconds }.count,
            longestMilliseconds: wakeups.max() ?? 0,
            stealPercent: seconds > 0 ? steal / (seconds * cores) * 100 : 0,
            seconds: seconds)
    }

    private func watch() {
        defer { done.signal() }
        var longest = 0.0
        while running.load(ordering: .acquiring) {
            let asleep = ContinuousClock.now
            Thread.sleep(forTimeInterval: 0.001)
            let lateness = (ContinuousClock.now - asleep).milliseconds - 1
            if lateness > Self.lateMilliseconds || lateness > longest {
                longest = max(longest, lateness)
                late.withLock { $0.append(lateness) }
            }
        }
    }

    /// Steal time of all cores so far, in clock ticks (1/100 s), from /proc/stat; 0 if unknown.
    private static func stealTicks() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = text.split(separator: "\n").first
        else { return 0 }
        let fields = line.split(separator: " ")
        return fields.count > 8 ? Int(fields[8]) ?? 0 : 0
    }
}
