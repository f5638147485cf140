// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Synchronization
import Testing

@testable import Speech

/// An audio output that records what it is given, and can fail.
final class FakeOutput: AudioOutput, @unchecked Sendable {
    let samplesWritten = Mutex(0)
    let flushes = Mutex(0)
    let failing = Mutex(false)

    func write(
        _ samples: UnsafeBufferPointer<Int16>, while shouldContinue: () -> Bool
    ) -> AudioWriteResult {
        if failing.withLock({ $0 }) {
            return .failed(.audioWriteFailed(code: 1))
        }
        samplesWritten.withLock { $0 += samples.count }
        return .written
    }

    func flush() { flushes.withLock { $0 += 1 } }
    func pendingMicroseconds() -> UInt64? { 0 }
    func close() {}
}

/// A device that can be switched on and off, counting connection attempts.
final class FakeDevice: Sendable {
    let available = Mutex(false)
    let attempts = Mutex(0)
    let output = FakeOutput()

    var connector: AudioConnector {
        { [self] _ in
            attempts.withLock { $0 += 1 }
            return available.withLock { $0 }
                ? .success(output) : .failure(.audioConnectionFailed(code: 6))
        }
    }
}

extension EngineTests {
    /// AudioSpeaker's availability logic, with a fake device (no server, no sound).
    @Suite struct AudioSpeakerTests {
        @Test func reportsOnceRetriesAtMostEveryIntervalAndReportsTheReturn() throws {
            let device = FakeDevice()
            let events = EventLog()
            let speaker = AudioSpeaker(
                events: { events.record($0) }, retryInterval: .milliseconds(300),
                connector: device.connector)
            let hello = [Utterance("Hello", language: "en")]

            speaker.waitUntilIdle()
            #expect(events.all == [.audioUnavailable])
            #expect(device.attempts.withLock { $0 } == 1)

            for _ in 0..<3 {
                speaker.speak(hello)
                speaker.waitUntilIdle()
            }
            #expect(device.attempts.withLock { $0 } == 1, "retried before the interval")
            #expect(device.output.samplesWritten.withLock { $0 } == 0)

            Thread.sleep(forTimeInterval: 0.35)
            speaker.speak(hello)
            speaker.waitUntilIdle()
            #expect(device.attempts.withLock { $0 } == 2)
            #expect(events.all == [.audioUnavailable], "reported twice")

            device.available.withLock { $0 = true }
            Thread.sleep(forTimeInterval: 0.35)
            speaker.speak(hello)
            speaker.waitUntilIdle()
            #expect(events.all == [.audioUnavailable, .audioRestored])
            #expect(device.output.samplesWritten.withLock { $0 } > 0)

            // A write that fails mid-utterance: reported once, then text only.
            device.output.failing.withLock { $0 = true }
            speaker.speak(hello)
            speaker.waitUntilIdle()
            speaker.speak(hello)
            speaker.waitUntilIdle()
            #expect(events.all == [.audioUnavailable, .audioRestored, .audioUnavailable])
            #expect(device.attempts.withLock { $0 } == 3)
        }

        @Test func settingsAreClamped() {
            let speaker = AudioSpeaker(
                events: { _ in }, retryInterval: .seconds(2), connector: FakeDevice().connector)
            speaker.update(VoiceSettings(rate: 9999, pitch: -4, volume: 500, spanishVariant: "pt"))
            #expect(speaker.settings == VoiceSettings(rate: 450, pitch: 0, volume: 200))
            speaker.waitUntilIdle()
        }

        @Test func stopInterruptsAndFlushes() throws {
            let device = FakeDevice()
            device.available.withLock { $0 = true }
            let speaker = AudioSpeaker(
                events: { _ in }, retryInterval: .seconds(2), connector: device.connector)
            speaker.waitUntilIdle()
            speaker.speak([Utterance(longEnglish, language: "en")])
            speaker.stop()
            speaker.waitUntilIdle()
            let written = device.output.samplesWritten.withLock { $0 }
            // The whole text is more than a minute of audio; the stop cut it short.
            #expect(written < 22_050 * 60)
        }
    }
}
