// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Harness
import Speech

#if canImport(Glibc)
    import Glibc
#endif

/// The pan law as heard: a phrase placed at five places across, recorded at a private stereo
/// null sink's monitor, its left/right energy ratio against the equal-power law's.
enum PanBench {
    /// One place's balances, in dB (positive: louder on the left).
    struct Row: Codable {
        var expectedDb: Double
        var measuredDb: Double
        var errorDb: Double
    }

    /// The places measured (0 the left edge, 1 the right); the edges themselves are
    /// infinitely unbalanced, so the outer two are a tenth in.
    static let places = [0.1, 0.25, 0.5, 0.75, 0.9]

    /// Measures every place on a server of its own, which is gone afterwards (the caller points
    /// `PULSE_SERVER` back at its own).
    static func run() throws(BenchError) -> [String: Row] {
        let server: PulseServer
        let recorder: MonitorRecorder
        do {
            server = try PulseServer.start(sink: "rotor_pan", format: .init(sampleRate: 22_050, channels: 2))
        } catch {
            throw .harness(error)
        }
        defer { server.stop() }
        do {
            recorder = try MonitorRecorder(server: server)
        } catch {
            throw .harness(error)
        }
        defer { recorder.stop() }
        setenv("PULSE_SERVER", server.address, 1)
        let speaker = AudioSpeaker(names: SpeechBench.mixerNames, events: { _ in })
        speaker.waitUntilIdle()
        var rows: [String: Row] = [:]
        for place in places {
            let pan = Pan(horizontal: place)
            recorder.waitForSilence(lasting: .milliseconds(60), louderThan: 0)
            let start = SuspendingClock.now
            speaker.speak([Utterance(SpeechBench.phrase, language: "en", pan: pan)])
            speaker.waitUntilIdle()
            recorder.waitForSilence(lasting: .milliseconds(100), louderThan: 0)
            let samples = recorder.samples(from: start, to: .now)
            var left = 0.0, right = 0.0
            for index in stride(from: 0, to: samples.count - 1, by: 2) {
                left += Double(samples[index]) * Double(samples[index])
                right += Double(samples[index + 1]) * Double(samples[index + 1])
            }
            guard left > 0, right > 0 else { throw .noSound("Rotor at x = \(place)") }
            let measured = 10 * log10(left / right)
            rows[String(place)] = Row(expectedDb: pan.balanceDecibels, measuredDb: measured, errorDb: measured - pan.balanceDecibels)
        }
        return rows
    }
}
