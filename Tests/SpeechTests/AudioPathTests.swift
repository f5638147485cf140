// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
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

let longEnglish = String(
    repeating: "The quick brown fox jumps over the lazy dog while the screen reader keeps talking. ",
    count: 20)

extension EngineTests {
    /// The real path: eSpeak NG → PulseAudio → a null sink, recorded at its monitor.
    @Suite struct AudioPathTests {
        /// Speech reaches the monitor, and a stop silences it for good: the text had a minute
        /// left, and nothing more is heard. (How fast is `rotor-bench`'s `first_audible_ms` and
        /// `stop_silence_ms`, never a test.)
        @Test func speechArrivesAndAStopSilencesIt() throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let recorder = try MonitorRecorder(server: server)
            defer { recorder.stop() }
            let events = EventLog()
            withPulseServer(server.address) {
                let speaker = AudioSpeaker(names: MixerNames(application: "Rotor", stream: "Rotor tests"), events: { events.record($0) })
                speaker.waitUntilIdle()
                let start = SuspendingClock.now
                speaker.speak([Utterance("Lisbon, image", language: "en")])
                speaker.waitUntilIdle()
                #expect(recorder.waitForSound(after: start, louderThan: speechThreshold, timeout: .seconds(5)) != nil, "no speech arrived")

                speaker.speak([Utterance(longEnglish, language: "en")])
                #expect(recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5)), "the long text is not heard")
                speaker.stop()
                // The text had a minute and a half left: the speaker goes idle and the monitor
                // silent well before that, or the stop did nothing.
                #expect(speaker.isIdle(within: .seconds(10)), "still speaking 10 s after the stop")
                #expect(recorder.waitForSilence(lasting: .milliseconds(300), louderThan: 0, timeout: .seconds(5)), "speech went on after the stop")
                let quiet = SuspendingClock.now
                #expect(recorder.waitForSound(after: quiet, louderThan: 0, timeout: .milliseconds(1_500)) == nil, "the stopped text came back")
                #expect(events.all.isEmpty)
            }
        }

        /// The sound server's own view of a gap: the output counts the times the server ran out
        /// of audio in the middle of a job (a hold-up of 300 ms between two halves of one), and
        /// not where a job's audio ends or where a flush emptied the stream, however the jobs
        /// and flushes follow one another.
        ///
        /// The counts are exact, so nothing else may run the device dry: the stream has the
        /// largest buffer the speaker grows to (at 20 ms, a CI machine busy with sanitized
        /// programs once starved it for real, and the server rightly counted that), and the
        /// monitor is recorded at 1 ms, which makes the null sink pull audio as a sound card
        /// does (unrecorded, it renders far ahead and runs dry on its own).
        @Test func theOutputCountsTheServersUnderflowsMidJobOnly() throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let recorder = try MonitorRecorder(server: server)
            defer { recorder.stop() }
            try withPulseServer(server.address) {
                let output = try PulseOutput.connect(
                    sampleRate: 22_050, targetMilliseconds: PulseOutput.largestTargetMilliseconds,
                    names: MixerNames(application: "Rotor", stream: "Rotor tests")
                ).get()
                defer { output.close() }
                // 100 ms of a square wave.
                let tone = (0..<2_205).map { $0 % 50 < 25 ? Int16(8_000) : Int16(-8_000) }
                func write() {
                    _ = tone.withUnsafeBufferPointer { output.write($0, pan: nil, while: { true }) }
                }
                func playOut() {
                    let deadline = ContinuousClock.now + .seconds(5)
                    while let playout = output.playout(), playout.queuedMicroseconds > 0, ContinuousClock.now < deadline {
                        Thread.sleep(forTimeInterval: 0.002)
                    }
                    Thread.sleep(forTimeInterval: 0.1)  // the device plays the end; the server's report of it arrives
                }
                /// A job held up for 300 ms between its two halves.
                func jobWithAHoldUp() {
                    output.beginJob()
                    write()
                    Thread.sleep(forTimeInterval: 0.3)
                    write()
                    output.endJob()
                    playOut()
                }
                output.beginJob()
                write()
                write()
                output.endJob()
                playOut()
                #expect(output.underflows() == 0, "a job played without a break")

                jobWithAHoldUp()
                #expect(output.underflows() == 1, "the hold-up mid-job")

                output.beginJob()
                write()
                output.flush()
                Thread.sleep(forTimeInterval: 0.2)
                output.beginJob()
                write()
                write()
                output.endJob()
                playOut()
                #expect(output.underflows() == 1, "a flush, or a job after one, was taken for a gap")

                jobWithAHoldUp()
                #expect(output.underflows() == 2, "a hold-up after a flush went uncounted")
            }
        }

        /// The speaker goes idle once its audio has been heard, also on a sink that renders ahead
        /// of the audio: here a null sink with no low-latency client, whose latency never falls
        /// to zero (it counts the silence it renders after the audio too), as a sound card's does.
        /// An event-order check, not a timed one: the speaker asks the real output where its audio
        /// stands until nothing of the job is queued, then waits that report's device latency once
        /// and is idle; it never asks again after the report with nothing queued. A sink that
        /// renders ahead never reports a latency of zero, so waiting for zero would keep asking,
        /// and a phrase queued behind it (typing echo with interruption off) would wait as long;
        /// asking even once more after the drained report fails here. How long the wait takes is
        /// not tested: `make bench` measures it.
        @Test(arguments: [PulseOutput.targetMilliseconds, PulseOutput.largestTargetMilliseconds])
        func theSpeakerIsIdleOnceItsAudioWasHeardOnASinkThatRendersAhead(target: Int) throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let outputs = Mutex<[PlayoutLog]>([])
            try withPulseServer(server.address) {
                let speaker = AudioSpeaker(
                    events: { _ in }, retryInterval: .seconds(2),
                    connector: { rate, _ in
                        PulseOutput.connect(
                            sampleRate: rate, targetMilliseconds: target,
                            names: MixerNames(application: "Rotor", stream: "Rotor tests")
                        ).map { output in
                            let logged = PlayoutLog(output)
                            outputs.withLock { $0.append(logged) }
                            return logged
                        }
                    })
                speaker.waitUntilIdle()
                for round in 0..<3 {
                    speaker.speak([Utterance("Lisbon, image", language: "en")])
                    speaker.waitUntilIdle()
                    // The job's output (a new one if the last job grew the buffer), from the job's start.
                    let log = try #require(outputs.withLock { $0.last }, "no output was opened")
                    let all = log.events
                    let reports = all[(all.lastIndex(of: .beginJob) ?? all.startIndex)...]
                    // What the speaker asked after the job's last write, in order.
                    let afterEnd = reports.drop { $0 != .endJob }.dropFirst()
                    let asked = afterEnd.compactMap { if case .playout(let report) = $0 { report } else { nil } }
                    try #require(!asked.isEmpty, "round \(round): idle without asking where the audio stands: \(reports)")
                    let drained = asked.firstIndex { $0.queuedMicroseconds == 0 }
                    #expect(drained == asked.count - 1, "round \(round): asked again after nothing was queued: \(asked)")
                    #expect(asked.last.map { $0.deviceMicroseconds > 0 } == true,
                            "round \(round): the sink reported no latency, so this run does not test a sink that renders ahead")
                    #expect(reports.last == .playout(asked[asked.count - 1]), "round \(round): something after the last report: \(reports)")
                }
            }
        }

        /// A sound mixer lists the speech under the names the speaker was given, application and
        /// stream (the console gives it the catalog's words in the person's language), not its own.
        @Test func aMixerShowsTheStreamByTheGivenName() throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let recorder = try MonitorRecorder(server: server)
            defer { recorder.stop() }
            try withPulseServer(server.address) {
                let speaker = AudioSpeaker(names: MixerNames(application: "Rotor de prueba", stream: "Voz de prueba"), events: { _ in })
                speaker.speak([Utterance(longEnglish, language: "en")])
                defer {
                    speaker.stop()
                    speaker.waitUntilIdle()
                }
                try #require(recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5)), "the long text is not heard")
                #expect(server.playbackStreams("media.name") == ["Voz de prueba"])
                #expect(server.playbackStreams("application.name") == ["Rotor de prueba"])
            }
        }

        /// A new utterance interrupts without overlap: the new one here is a sound whose samples
        /// are known exactly, and at the monitor it follows the old speech and nothing follows
        /// it. No sample of the old utterance after the new one's first sample.
        @Test func aNewSpeakInterruptsWithoutOverlap() throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let recorder = try MonitorRecorder(server: server)
            defer { recorder.stop() }
            let marker = Earcon.screen.samples(sampleRate: server.format.sampleRate)
            try withPulseServer(server.address) {
                let speaker = AudioSpeaker(names: MixerNames(application: "Rotor", stream: "Rotor tests"), events: { _ in })
                speaker.waitUntilIdle()
                let start = SuspendingClock.now
                speaker.speak([Utterance(longEnglish, language: "en")])
                #expect(recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5)), "the long text is not heard")
                // Well into the old speech, and while it sounds.
                Thread.sleep(forTimeInterval: 0.3)
                _ = recorder.waitUntilAudibleNow(louderThan: speechThreshold, timeout: .seconds(5))
                speaker.speak([.sound(.screen)])
                // The new utterance does not wait for the old one's minute and a half.
                #expect(speaker.isIdle(within: .seconds(10)), "still speaking 10 s after the new utterance")
                #expect(recorder.waitForSilence(lasting: .milliseconds(500), louderThan: 0, timeout: .seconds(5)), "sound went on after the new utterance")
                let heard = recorder.samples(from: start, to: .now)
                // The sound is found by its second half, sample for sample. Its first half must be
                // there too, except that the flush may take a few milliseconds of what follows it
                // with it (silence then, never anything else).
                let half = marker.count / 2
                let position = Self.firstIndex(of: Array(marker[half...]), in: heard)
                try #require(position != nil, "the new utterance's samples never reached the monitor")
                let found = (position ?? 0) - half
                try #require(found >= 0, "the new utterance starts before the recording")
                let foreign = (0..<half).count { heard[found + $0] != marker[$0] && heard[found + $0] != 0 }
                #expect(foreign == 0, "\(foreign) samples of something else within the new utterance")
                let oldHeard = heard[..<found].contains { abs(Int($0)) > 1_000 }
                #expect(oldHeard, "the old speech was not heard before the new utterance")
                let soundAfter = heard[(found + marker.count)...].count { $0 != 0 }
                #expect(soundAfter == 0, "\(soundAfter) samples of sound after the new utterance")
            }
        }

        /// Where `needle` starts in `haystack`, sample for sample.
        static func firstIndex(of needle: [Int16], in haystack: [Int16]) -> Int? {
            guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
            // A sound starts softly; compare from its first loud sample.
            let anchor = needle.firstIndex { abs(Int($0)) > 1_000 } ?? 0
            for start in 0...(haystack.count - needle.count) where haystack[start + anchor] == needle[anchor] {
                if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            }
            return nil
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
                let speaker = AudioSpeaker(names: MixerNames(application: "Rotor", stream: "Rotor tests"), events: { events.record($0) })
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
                    let speaker = AudioSpeaker(names: MixerNames(application: "Rotor", stream: "Rotor tests"), events: { events.record($0) })
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

/// A real output with a log of the calls that tell where a job stands (its end, and every
/// report of its playout), in order; everything else is passed through unlogged.
final class PlayoutLog: AudioOutput, @unchecked Sendable {
    enum Event: Equatable {
        case beginJob
        case endJob
        case playout(Playout)
        /// The output could not say where its audio stands.
        case unknown
    }

    private let output: any AudioOutput
    private let log = Mutex<[Event]>([])

    init(_ output: any AudioOutput) {
        self.output = output
    }

    var events: [Event] { log.withLock { $0 } }

    func write(_ samples: UnsafeBufferPointer<Int16>, pan: Pan?, while shouldContinue: () -> Bool) -> AudioWriteResult {
        output.write(samples, pan: pan, while: shouldContinue)
    }
    func interrupt() { output.interrupt() }
    func flush() { output.flush() }
    func pendingMicroseconds() -> UInt64? { output.pendingMicroseconds() }
    func playout() -> Playout? {
        let report = output.playout()
        log.withLock { $0.append(report.map(Event.playout) ?? .unknown) }
        return report
    }
    func beginJob() {
        log.withLock { $0.append(.beginJob) }
        output.beginJob()
    }
    func endJob() {
        log.withLock { $0.append(.endJob) }
        output.endJob()
    }
    func underflows() -> Int { output.underflows() }
    func close() { output.close() }
}
