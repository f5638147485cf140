// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Synchronization
import Testing

@testable import Speech

/// An audio output that records what it is given, in order, and behaves like a device that
/// never plays: once `capacity` samples are queued it is full, and a write blocks (checking
/// `shouldContinue`, as PulseOutput does) until the speech is interrupted; a flush throws the
/// queued samples away, making room. It can also fail.
final class FakeOutput: AudioOutput, @unchecked Sendable {
    /// What happened to the output, in order.
    enum Event: Equatable {
        case write(samples: Int)
        case flush
        /// A write was blocked for 10 s: nothing made room, so the fake drained itself rather
        /// than hang the test.
        case stalled
    }

    let log = Mutex<[Event]>([])
    /// Every sample written, in order.
    let written = Mutex<[Int16]>([])
    let failing = Mutex(false)
    /// How many queued samples make it full; nil for never.
    let capacity = Mutex<Int?>(nil)
    /// Samples written since the last flush.
    let queued = Mutex(0)

    var samplesWritten: Int {
        log.withLock { $0.reduce(0) { if case .write(let count) = $1 { $0 + count } else { $0 } } }
    }

    var flushes: Int { log.withLock { $0.count { $0 == .flush } } }

    func write(
        _ samples: UnsafeBufferPointer<Int16>, pan: Pan?, while shouldContinue: () -> Bool
    ) -> AudioWriteResult {
        if failing.withLock({ $0 }) {
            return .failed(.audioWriteFailed(code: 1))
        }
        var remaining = samples.count
        var blockedSince: ContinuousClock.Instant?
        while remaining > 0 {
            guard shouldContinue() else { return .interrupted }
            let room = capacity.withLock { $0 }.map { max($0 - queued.withLock { $0 }, 0) } ?? remaining
            if room == 0 {
                let since = blockedSince ?? .now
                blockedSince = since
                if ContinuousClock.now - since > .seconds(10) {
                    log.withLock { $0.append(.stalled) }
                    queued.withLock { $0 = 0 }
                }
                Thread.sleep(forTimeInterval: 0.001)
                continue
            }
            blockedSince = nil
            let piece = min(room, remaining)
            log.withLock { $0.append(.write(samples: piece)) }
            let offset = samples.count - remaining
            written.withLock { $0 += samples[offset..<(offset + piece)] }
            queued.withLock { $0 += piece }
            remaining -= piece
        }
        return .written
    }

    func flush() {
        log.withLock { $0.append(.flush) }
        queued.withLock { $0 = 0 }
    }
    func pendingMicroseconds() -> UInt64? { 0 }
    func playout() -> Playout? { Playout(queuedMicroseconds: 0, deviceMicroseconds: 0) }
    /// What the sound server would report: times it ran out of audio mid-job.
    let serverUnderflows = Mutex(0)
    func interrupt() {}
    func beginJob() {}
    func endJob() {}
    func underflows() -> Int { serverUnderflows.withLock { $0 } }
    func close() {}

    /// Waits until the output is full and a write is blocked, up to a generous `timeout`.
    func waitUntilFull(timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let capacity = capacity.withLock({ $0 }), queued.withLock({ $0 }) >= capacity { return true }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return false
    }
}

/// A device that can be switched on and off, counting connection attempts.
final class FakeDevice: Sendable {
    let available = Mutex(false)
    let attempts = Mutex(0)
    /// The buffer each connection asked for, in order.
    let targets = Mutex<[Int]>([])
    let output = FakeOutput()

    var connector: AudioConnector {
        { [self] _, target in
            attempts.withLock { $0 += 1 }
            targets.withLock { $0.append(target) }
            return available.withLock { $0 }
                ? .success(output) : .failure(.audioConnectionFailed(code: 6))
        }
    }
}

extension EngineTests {
    /// AudioSpeaker's availability logic and its interruptions, with a fake device (no server,
    /// no sound) whose log shows the order of writes and flushes.
    @Suite struct AudioSpeakerTests {
        /// No retry before the interval, whatever happens meanwhile: with an interval of an hour,
        /// the device is tried once, however often Rotor speaks and even when it comes back.
        @Test func noRetryBeforeTheInterval() {
            let device = FakeDevice()
            let events = EventLog()
            let speaker = AudioSpeaker(events: { events.record($0) }, retryInterval: .seconds(3_600), connector: device.connector)
            let hello = [Utterance("Hello", language: "en")]
            speaker.waitUntilIdle()
            #expect(events.all == [.audioUnavailable])
            for _ in 0..<5 {
                speaker.speak(hello)
                speaker.waitUntilIdle()
            }
            device.available.withLock { $0 = true }
            speaker.speak(hello)
            speaker.waitUntilIdle()
            #expect(device.attempts.withLock { $0 } == 1, "retried before the interval")
            #expect(device.output.samplesWritten == 0)
            #expect(events.all == [.audioUnavailable], "reported once")
        }

        /// Once the interval has passed (here at once), each utterance tries again; the loss is
        /// reported once, the return once, and a write that fails mid-utterance once more.
        @Test func reportsOnceRetriesAfterTheIntervalAndReportsTheReturn() {
            let device = FakeDevice()
            let events = EventLog()
            let speaker = AudioSpeaker(events: { events.record($0) }, retryInterval: .zero, connector: device.connector)
            let hello = [Utterance("Hello", language: "en")]
            speaker.waitUntilIdle()
            for _ in 0..<3 {
                speaker.speak(hello)
                speaker.waitUntilIdle()
            }
            #expect(device.attempts.withLock { $0 } == 4, "one attempt at the start and one for each utterance")
            #expect(events.all == [.audioUnavailable], "reported once")
            #expect(device.output.samplesWritten == 0)

            device.available.withLock { $0 = true }
            speaker.speak(hello)
            speaker.waitUntilIdle()
            #expect(events.all == [.audioUnavailable, .audioRestored])
            #expect(device.output.samplesWritten > 0)

            // A write that fails mid-utterance: reported once, then text only.
            device.output.failing.withLock { $0 = true }
            speaker.speak(hello)
            speaker.waitUntilIdle()
            #expect(events.all == [.audioUnavailable, .audioRestored, .audioUnavailable])
        }

        /// A job whose writes came after the device ran dry (here the engine is held up for
        /// 1.5 s between a word of about half a second and the next, by that word's start
        /// event): the next job connects with a buffer 20 ms longer, up to 60 ms; a job that
        /// keeps up changes nothing.
        @Test func aLateWriteGrowsTheBufferForTheNextJob() throws {
            let device = FakeDevice()
            device.available.withLock { $0 = true }
            let holdUp = Mutex(true)
            let speaker = AudioSpeaker(
                events: { event in
                    if case .started = event, holdUp.withLock({ $0 }) { Thread.sleep(forTimeInterval: 1.5) }
                }, retryInterval: .seconds(2), connector: device.connector)
            let stalled = [Utterance("Hello", language: "en"), Utterance("World", language: "en", tag: 1)]
            for _ in 0..<3 {
                speaker.speak(stalled)
                speaker.waitUntilIdle()
            }
            #expect(speaker.underrunFigures.underruns == 3)
            #expect(speaker.underrunFigures.targetMilliseconds == PulseOutput.largestTargetMilliseconds)
            holdUp.withLock { $0 = false }
            speaker.speak(stalled)
            speaker.waitUntilIdle()
            speaker.speak(stalled)
            speaker.waitUntilIdle()
            #expect(device.targets.withLock { $0 } == [20, 40, 60], "one connection per grown buffer, none at the largest")
            #expect(speaker.underrunFigures.underruns == 3, "a job that kept up counted an underrun")
        }

        /// A job in which the sound server ran out of audio, though every write of Rotor's was
        /// on time by its own clock (the server or libpulse's thread was held up): the next job
        /// connects with a longer buffer too, and the figures tell the two apart.
        @Test func anUnderflowTheServerSawGrowsTheBufferForTheNextJob() throws {
            let device = FakeDevice()
            device.available.withLock { $0 = true }
            let dryRunsMidJob = Mutex(0)
            // The server's report arrives while the job plays (at its utterance's start event).
            let speaker = AudioSpeaker(
                events: { event in
                    guard case .started = event else { return }
                    let count = dryRunsMidJob.withLock { $0 }
                    device.output.serverUnderflows.withLock { $0 += count }
                }, retryInterval: .seconds(2), connector: device.connector)
            let hello = [Utterance("Hello", language: "en", tag: 1)]
            speaker.speak(hello)
            speaker.waitUntilIdle()
            #expect(device.targets.withLock { $0 } == [20])
            dryRunsMidJob.withLock { $0 = 2 }
            speaker.speak(hello)
            speaker.waitUntilIdle()
            dryRunsMidJob.withLock { $0 = 0 }
            speaker.speak(hello)
            speaker.waitUntilIdle()
            #expect(device.targets.withLock { $0 } == [20, 40], "the job with the underflows grew the buffer once")
            #expect(speaker.underrunFigures.underflows == 2)
            #expect(speaker.underrunFigures.underruns == 0)
        }

        @Test func settingsAreClamped() {
            let speaker = AudioSpeaker(
                events: { _ in }, retryInterval: .seconds(2), connector: FakeDevice().connector)
            speaker.update(VoiceSettings(rate: 9999, pitch: -4, volume: 500, spanishVariant: "pt"))
            #expect(speaker.settings == VoiceSettings(rate: 1_350, pitch: 0, volume: 200))
            speaker.waitUntilIdle()
        }

        /// A stop while the device is full: the blocked write gives up, nothing more is written
        /// of that utterance, the queued audio is flushed once, and the flush comes before the
        /// next utterance's first write.
        @Test func stopInterruptsAndFlushes() throws {
            let device = FakeDevice()
            device.available.withLock { $0 = true }
            device.output.capacity.withLock { $0 = 44_100 }  // 2 s of audio, of more than a minute
            let speaker = AudioSpeaker(events: { _ in }, retryInterval: .seconds(2), connector: device.connector)
            speaker.waitUntilIdle()
            speaker.speak([Utterance(longEnglish, language: "en")])
            try #require(device.output.waitUntilFull(), "the speech never filled the device")
            speaker.stop()
            speaker.waitUntilIdle()
            let stopped = device.output.log.withLock { $0 }
            #expect(device.output.flushes == 1, "\(stopped)")
            #expect(stopped.last == .flush, "the flush comes after the last write")
            #expect(device.output.samplesWritten == 44_100, "nothing of the stopped utterance was written after the stop")

            speaker.speak([Utterance("Next", language: "en")])
            speaker.waitUntilIdle()
            let log = device.output.log.withLock { $0 }
            let flush = try #require(log.firstIndex(of: .flush))
            let nextWrite = try #require(log.indices.first { index in index >= stopped.count && { if case .write = log[index] { true } else { false } }() }, "the next utterance wrote nothing")
            #expect(flush < nextWrite, "the flush happened before the next job's first write")
            #expect(device.output.flushes == 1, "an utterance heard to its end is not flushed")
        }

        /// A new utterance while the device is full: the old one is cut and flushed, and all that
        /// is written after the flush is the new utterance, whole (a sound, whose samples are
        /// known exactly), and nothing of the old one.
        @Test func aNewUtteranceCutsTheOldOneAndOnlyItFollowsTheFlush() throws {
            let device = FakeDevice()
            device.available.withLock { $0 = true }
            device.output.capacity.withLock { $0 = 44_100 }
            let speaker = AudioSpeaker(events: { _ in }, retryInterval: .seconds(2), connector: device.connector)
            speaker.speak([Utterance(longEnglish, language: "en")])
            try #require(device.output.waitUntilFull(), "the speech never filled the device")
            speaker.speak([.sound(.screen)])
            speaker.waitUntilIdle()
            let log = device.output.log.withLock { $0 }
            let flush = try #require(log.firstIndex(of: .flush), "the old utterance was not flushed")
            #expect(device.output.flushes == 1)
            let before = log[..<flush].reduce(0) { if case .write(let count) = $1 { $0 + count } else { $0 } }
            #expect(before == 44_100, "the old utterance went on after the device was full: \(before) samples")
            let after = Array(device.output.written.withLock { $0 }.dropFirst(before))
            let isTheSound = after == Earcon.screen.samples(sampleRate: 22_050)
            #expect(isTheSound, "after the flush: \(after.count) samples that are not the new utterance alone")
        }
    }
}
