// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Synchronization
import Testing

@testable import Speech

extension EngineTests {
    /// The queue between synthesis and the device: synthesis runs a second ahead of a device
    /// that takes nothing, a stop ends both sides, a failed write stops synthesis, and each
    /// utterance is announced just before its first samples are written.
    ///
    /// In EngineTests because every playback drains on the one writer queue.
    @Suite struct PlaybackTests {
        static let rate = 22_050
        /// eSpeak NG's buffer: 20 ms.
        static let chunk = [Int16](repeating: 7, count: 441)

        /// Appends `count` chunks from a thread of its own, counting those accepted.
        final class Producer: Sendable {
            let accepted = Mutex(0)
            let refused = Mutex(false)
            let done = DispatchSemaphore(value: 0)

            init(_ playback: Playback, count: Int) {
                Thread.detachNewThread { [self] in
                    for _ in 0..<count {
                        let taken = PlaybackTests.chunk.withUnsafeBufferPointer { playback.append($0, pan: nil) }
                        guard taken else {
                            refused.withLock { $0 = true }
                            break
                        }
                        accepted.withLock { $0 += 1 }
                    }
                    done.signal()
                }
            }

            /// Waits until the count has not changed for 100 ms.
            func settle() -> Int {
                var last = -1
                while true {
                    let now = accepted.withLock { $0 }
                    if now == last { return now }
                    last = now
                    Thread.sleep(forTimeInterval: 0.1)
                }
            }
        }

        @Test func synthesisRunsASecondAheadOfAFullDeviceAndAStopEndsBoth() throws {
            let output = FakeOutput()
            output.capacity.withLock { $0 = 100 }
            let halted = Flag()
            let playback = Playback(sampleRate: Self.rate, while: { !halted.isRaised }, willWrite: {})
            Playback.writerQueue.async { playback.drain(to: output) }
            let producer = Producer(playback, count: 200)
            // One chunk is in the writer's blocked write, a second (50 chunks) is queued.
            #expect(producer.settle() == 51)
            #expect(output.samplesWritten == 100)

            halted.raise()
            let haltedAt = ContinuousClock.now
            #expect(producer.done.wait(timeout: .now() + 1) == .success, "synthesis was not halted")
            #expect(ContinuousClock.now - haltedAt < .milliseconds(100))
            #expect(producer.refused.withLock { $0 })
            #expect(playback.finish() == nil)
            #expect(output.samplesWritten == 100, "nothing queued was written after the stop")
        }

        @Test func aFailedWriteStopsSynthesisAndIsReturned() throws {
            let output = FakeOutput()
            output.failing.withLock { $0 = true }
            let playback = Playback(sampleRate: Self.rate, while: { true }, willWrite: {})
            Playback.writerQueue.async { playback.drain(to: output) }
            let producer = Producer(playback, count: 10_000)
            #expect(producer.done.wait(timeout: .now() + 5) == .success, "synthesis went on after the device failed")
            #expect(producer.refused.withLock { $0 })
            #expect(playback.hasFailed)
            #expect(playback.finish() == .audioWriteFailed(code: 1))
        }

        /// Every chunk is written whole and in order, and an utterance's announcement comes
        /// after the writes of the one before it and before its own.
        @Test func chunksAreWrittenInOrderAndAnnouncedAsTheirWritingStarts() throws {
            let output = FakeOutput()
            let playback = Playback(sampleRate: Self.rate, while: { true }, willWrite: {})
            Playback.writerQueue.async { playback.drain(to: output) }
            let announced = Mutex<[Int]>([])
            var expected: [Int16] = []
            for utterance in 0..<5 {
                let samples = (0..<3_000).map { Int16(truncatingIfNeeded: utterance * 3_000 + $0) }
                expected += samples
                let onStart: @Sendable () -> Void = { announced.withLock { $0.append(output.samplesWritten) } }
                for (index, start) in stride(from: 0, to: samples.count, by: 441).enumerated() {
                    let piece = Array(samples[start..<min(start + 441, samples.count)])
                    let taken = piece.withUnsafeBufferPointer {
                        playback.append($0, pan: nil, onStart: index == 0 ? onStart : nil)
                    }
                    try #require(taken)
                }
            }
            #expect(playback.finish() == nil)
            #expect(output.written.withLock { $0 } == expected)
            #expect(announced.withLock { $0 } == [0, 3_000, 6_000, 9_000, 12_000])
        }
    }
}
