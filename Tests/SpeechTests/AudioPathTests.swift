// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Harness
import Synchronization
import TestSupport
import Testing

@testable import Speech

#if canImport(Glibc)
    import Glibc
#endif

/// Collects events sent by a speaker.
final class EventLog: Sendable {
    private let events = Mutex<[SpeechEvent]>([])

    var all: [SpeechEvent] { events.withLock { $0 } }

    func record(_ event: SpeechEvent) {
        events.withLock { $0.append(event) }
    }

    /// Waits until `predicate` holds for the events, up to `timeout`.
    func wait(
        timeout: Duration = .seconds(3), until predicate: ([SpeechEvent]) -> Bool
    ) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if predicate(all) { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return predicate(all)
    }
}

/// A sample louder than this at the monitor is speech (the null sink's silence is exact zeros;
/// the bench counts any non-zero sample, these tests only what is clearly heard).
let speechThreshold: Int16 = 200

/// Sets PULSE_SERVER for this process while `body` runs.
func withPulseServer<T>(_ address: String, _ body: () throws -> T) rethrows -> T {
    let previous = getenv("PULSE_SERVER").map { String(cString: $0) }
    setenv("PULSE_SERVER", address, 1)
    defer {
        if let previous {
            setenv("PULSE_SERVER", previous, 1)
        } else {
            unsetenv("PULSE_SERVER")
        }
    }
    return try body()
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

let longEnglish = String(
    repeating: "The quick brown fox jumps over the lazy dog while the screen reader keeps talking. ",
    count: 20)

extension EngineTests {
    /// The real path: eSpeak NG → PulseAudio simple API → a null sink, recorded at its monitor.
    @Suite struct AudioPathTests {
        @Test func speechArrivesQuicklyAndStopsWithinMilliseconds() throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let recorder = try MonitorRecorder(server: server)
            defer { recorder.stop() }
            let events = EventLog()
            try withPulseServer(server.address) {
                let speaker = AudioSpeaker(events: { events.record($0) })
                speaker.waitUntilIdle()
                speaker.speak([Utterance("Warm up.", language: "en")])
                speaker.waitUntilIdle()

                // Start latency.
                var firstAudible: [Double] = []
                var firstWrite: [Double] = []
                for _ in 0..<7 {
                    Thread.sleep(forTimeInterval: 0.1)
                    let start = SuspendingClock.now
                    speaker.speak([Utterance("Lisbon, image", language: "en")])
                    speaker.waitUntilIdle()
                    Thread.sleep(forTimeInterval: 0.05)
                    let arrival = try #require(recorder.firstAudible(after: start, louderThan: speechThreshold), "no speech arrived")
                    firstAudible.append((arrival - start).milliseconds)
                    if let write = speaker.diagnostics.withLock({ $0.speakToFirstWrite }) {
                        firstWrite.append(write.milliseconds)
                    }
                }

                // Stop latency: stop while speech is audible, find the last audible chunk.
                var stopToSilence: [Double] = []
                var stopToFlush: [Double] = []
                for _ in 0..<7 {
                    Thread.sleep(forTimeInterval: 0.1)
                    speaker.speak([Utterance(longEnglish, language: "en")])
                    #expect(recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5)))
                    Thread.sleep(forTimeInterval: 0.2)
                    _ = recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5))
                    let stopped = SuspendingClock.now
                    speaker.stop()
                    speaker.waitUntilIdle()
                    Thread.sleep(forTimeInterval: 0.3)
                    let last = recorder.lastAudible(after: stopped, louderThan: speechThreshold)
                    stopToSilence.append(last.map { ($0 - stopped).milliseconds } ?? 0)
                    if let flush = speaker.diagnostics.withLock({ $0.stopToFlush }) {
                        stopToFlush.append(flush.milliseconds)
                    }
                }
                print(
                    """
                    [Speech] speak → first sample written: median \(format(median(firstWrite))) ms; \
                    → first audible at the monitor: median \(format(median(firstAudible))) ms, \
                    max \(format(firstAudible.max() ?? 0)) ms
                    [Speech] stop → flush done: median \(format(median(stopToFlush))) ms; \
                    stop → silence at the monitor: median \(format(median(stopToSilence))) ms, \
                    max \(format(stopToSilence.max() ?? 0)) ms
                    """)
                #expect(median(firstAudible) < 50)
                #expect((stopToSilence.max() ?? 0) < 50)
                #expect(events.all.isEmpty)
            }
        }

        @Test func aNewSpeakInterruptsWithoutOverlap() throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let recorder = try MonitorRecorder(server: server)
            defer { recorder.stop() }
            try withPulseServer(server.address) {
                let speaker = AudioSpeaker(events: { _ in })
                let short = [Utterance("Mover a Hecho", language: "es")]

                // The short text alone: from speak to its last audible sample.
                speaker.waitUntilIdle()
                let alone = SuspendingClock.now
                speaker.speak(short)
                speaker.waitUntilIdle()
                Thread.sleep(forTimeInterval: 0.2)
                let aloneEnd = try #require(recorder.lastAudible(after: alone, louderThan: speechThreshold), "no speech arrived")
                let aloneDuration = (aloneEnd - alone).milliseconds

                // A long text, interrupted by the short one.
                speaker.speak([Utterance(longEnglish, language: "en")])
                #expect(recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5)))
                Thread.sleep(forTimeInterval: 0.4)
                _ = recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5))
                let interrupted = SuspendingClock.now
                speaker.speak(short)
                speaker.waitUntilIdle()
                Thread.sleep(forTimeInterval: 0.2)
                let end = try #require(recorder.lastAudible(after: interrupted, louderThan: speechThreshold), "no speech after the interruption")
                let afterDuration = (end - interrupted).milliseconds
                print(
                    "[Speech] short text alone: \(format(aloneDuration)) ms; after interrupting a long text: \(format(afterDuration)) ms"
                )
                // No old speech follows: what is heard after the interruption is the short text.
                #expect(afterDuration < aloneDuration + 30)
                #expect(afterDuration > aloneDuration - 30)
            }
        }

        @Test func aServerThatDiesIsReportedOnceAndComesBack() throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let events = EventLog()
            let output = try capturingStandardError {
                try speakThroughAServerThatDies(server, events)
            }
            #expect(output.isEmpty, "libpulse wrote to stderr: \(output)")
        }

        private func speakThroughAServerThatDies(_ server: PulseServer, _ events: EventLog) throws {
            try withPulseServer(server.address) {
                let speaker = AudioSpeaker(events: { events.record($0) })
                speaker.waitUntilIdle()
                let recorder = try MonitorRecorder(server: server)
                speaker.speak([Utterance(longEnglish, language: "en")])
                #expect(recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5)))
                recorder.stop()
                server.kill()
                #expect(events.wait { $0 == [.audioUnavailable] })
                speaker.waitUntilIdle()
                speaker.speak([Utterance("Nobody hears this.", language: "en")])
                speaker.waitUntilIdle()
                #expect(events.all == [.audioUnavailable])

                try server.launch()
                Thread.sleep(forTimeInterval: 2.1)  // the retry interval
                let newRecorder = try MonitorRecorder(server: server)
                defer { newRecorder.stop() }
                let start = SuspendingClock.now
                speaker.speak([Utterance("Back again.", language: "en")])
                speaker.waitUntilIdle()
                #expect(events.all == [.audioUnavailable, .audioRestored])
                #expect(newRecorder.firstAudible(after: start, louderThan: speechThreshold) != nil)
            }
        }

        @Test func withoutAServerAudioIsReportedOnceAndNothingReachesStandardError() throws {
            let events = EventLog()
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let output = try capturingStandardError {
                withPulseServer("unix:" + directory.file("no-such-socket").path) {
                    let speaker = AudioSpeaker(events: { events.record($0) })
                    for text in ["One", "Two", "Three", "Four"] {
                        speaker.speak([Utterance(text, language: "en")])
                        speaker.waitUntilIdle()
                    }
                    speaker.stop()
                    speaker.waitUntilIdle()
                    Thread.sleep(forTimeInterval: 2.1)  // past the retry interval: one more try
                    speaker.speak([Utterance("Five", language: "en")])
                    speaker.waitUntilIdle()
                }
            }
            #expect(events.all == [.audioUnavailable])
            #expect(output.isEmpty, "libpulse wrote to stderr: \(output)")
            // libpulse's error messages (e.g. an unusable XDG_RUNTIME_DIR) go to syslog.
            #expect(getenv("PULSE_LOG_SYSLOG") != nil)
        }
    }
}

func format(_ value: Double) -> String {
    String(format: "%.1f", value)
}
