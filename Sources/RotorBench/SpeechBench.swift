// SPDX-License-Identifier: GPL-3.0-or-later

import Console
import Foundation
import Processes
import Harness
import Localization
import Semantics
import Speech
import Widgets

#if canImport(Glibc)
    import Glibc
#endif

/// Rotor's speaker in this process, measured at the sink's monitor: start, stop, interruption
/// and gaps while both cores are busy.
final class SpeechBench {
    /// The phrase every program speaks in the comparison.
    static let phrase = "Lisbon, image"
    /// Several seconds of speech, long enough to be stopped mid-word and checked for gaps.
    static let longText = """
        The quick brown fox jumps over the lazy dog while the screen reader keeps talking about \
        the cards on the board, the photos in the grid, and the corner where the camera tile rests.
        """

    /// A sample louder than this is sound at the monitor. The null sink's silence is exact zeros,
    /// so any other sample is speech: the first one is the first sample of the utterance,
    /// whatever its loudness. (A loudness threshold, such as the tests' 200, would add the
    /// phrase's soft onset — 1.45 ms for "Lisbon, image" — and favour the louder of two voices.)
    static let threshold: Int16 = 0

    let speaker: AudioSpeaker
    private let recorder: MonitorRecorder
    /// Whether an utterance at volume 0 is inaudible, so it can stand for "a new utterance"
    /// without hiding the old speech's end.
    private(set) var silentUtteranceIsSilent = false

    /// The speaker's stream as mixers show it: Rotor's own words, in English.
    static let mixerNames = MixerNames(
        application: Strings.builtIn.text(CatalogText.consoleAudioApplicationName, .english),
        stream: Strings.builtIn.text(CatalogText.consoleAudioStreamName, .english))

    /// Opens the speaker on the server (through `PULSE_SERVER`) and speaks once to warm up.
    init(server: PulseServer, recorder: MonitorRecorder) throws(BenchError) {
        setenv("PULSE_SERVER", server.address, 1)
        self.recorder = recorder
        let failed = FailureFlag()
        speaker = AudioSpeaker(names: Self.mixerNames, events: { event in
            if event == .audioUnavailable { failed.raise() }
        })
        speaker.waitUntilIdle()
        guard !failed.isRaised else { throw .noSound("Rotor (no audio device)") }
        for _ in 0..<2 {
            _ = try startOnce()
        }
        silentUtteranceIsSilent = checkSilentUtterance()
    }

    /// One start: from `speak` to the first sample written (in process) and to the first
    /// audible sample at the monitor, in milliseconds. The speech is stopped once heard.
    /// With `pan`, the phrase is placed as spatial speech places it.
    func startOnce(pan: Pan? = nil) throws(BenchError) -> (firstWrite: Double?, firstAudible: Double) {
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: Self.threshold)
        speaker.waitUntilIdle()
        let start = SuspendingClock.now
        speaker.speak([Utterance(Self.phrase, language: "en", pan: pan)])
        guard let heard = recorder.waitForSound(after: start, louderThan: Self.threshold, timeout: .seconds(3)) else {
            throw .noSound("Rotor")
        }
        let write = speaker.lastSpeakToFirstWrite?.milliseconds
        speaker.stop()
        speaker.waitUntilIdle()
        return (write, (heard - start).milliseconds)
    }

    /// One stop while speech is audible, by `stop()` or by a new utterance: from the call to
    /// the last audible chunk at the monitor, in milliseconds (0 when nothing more was heard).
    func stopOnce(byNewUtterance: Bool, pan: Pan? = nil) throws(BenchError) -> Double {
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: Self.threshold)
        let start = SuspendingClock.now
        speaker.speak([Utterance(Self.longText, language: "en", pan: pan)])
        guard recorder.waitForSound(after: start, louderThan: Self.threshold, timeout: .seconds(3)) != nil else {
            throw .noSound("Rotor")
        }
        Thread.sleep(forTimeInterval: Double.random(in: 0.15...0.35))
        recorder.waitUntilAudibleNow(louderThan: Self.threshold, timeout: .seconds(1))
        let stopped: SuspendingClock.Instant
        if byNewUtterance {
            var quiet = speaker.settings
            quiet.volume = 0
            speaker.update(quiet)
            stopped = .now
            speaker.speak([Utterance(Self.phrase, language: "en")])
        } else {
            stopped = .now
            speaker.stop()
        }
        Thread.sleep(forTimeInterval: 0.15)
        let last = recorder.lastAudible(after: stopped, louderThan: Self.threshold)
        if byNewUtterance {
            speaker.stop()
            speaker.waitUntilIdle()
            var normal = speaker.settings
            normal.volume = VoiceSettings.default.volume
            speaker.update(normal)
        }
        speaker.waitUntilIdle()
        return last.map { ($0 - stopped).milliseconds } ?? 0
    }

    /// Speaks the long text to its end and compares what the monitor recorded with what
    /// eSpeak NG produces for it.
    func gapCheck(reference: [Int16]) throws(BenchError) -> GapDetector.Finding? {
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: Self.threshold)
        speaker.waitUntilIdle()
        let start = SuspendingClock.now
        speaker.speak([Utterance(Self.longText, language: "en")])
        speaker.waitUntilIdle()
        Thread.sleep(forTimeInterval: 0.1)
        let recorded = recorder.samples(from: start, to: .now)
        return GapDetector(sampleRate: recorder.format.sampleRate, threshold: Self.threshold)
            .compare(recorded: recorded, written: reference)
    }

    /// The same samples played by `pacat` with the buffer Rotor has now (target length, and
    /// requests of Rotor's 5 ms; pacat prebuffers a whole target where Rotor prebuffers 5 ms),
    /// read from `samples` (``writeRaw(_:in:)``): a client whose data is always ready before the
    /// server asks, so a gap it gets comes from the machine, the server or libpulse, never from a
    /// late write.
    func pacatGapCheck(reference: [Int16], samples: URL, server: PulseServer) throws(BenchError) -> GapDetector.Finding? {
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: Self.threshold)
        let start = SuspendingClock.now
        let status = try BenchError.harnessed { () throws(ProcessError) -> Int32 in
            try ChildProcess("pacat", [
                "--playback", "--raw", "--format=s16le", "--rate=\(recorder.format.sampleRate)", "--channels=1",
                "--latency-msec=\(speaker.underrunFigures.targetMilliseconds)", "--process-time-msec=5",
                "--stream-name=pacat",
            ], environment: server.environment, input: .file(samples.path)).wait()
        }
        guard status == 0 else { throw .childFailed("pacat exited with \(status)") }
        Thread.sleep(forTimeInterval: 0.1)
        let recorded = recorder.samples(from: start, to: .now)
        return GapDetector(sampleRate: recorder.format.sampleRate, threshold: Self.threshold)
            .compare(recorded: recorded, written: reference)
    }

    /// Writes samples as raw s16le, as pacat reads them, once for every run.
    static func writeRaw(_ samples: [Int16], in directory: URL) throws(BenchError) -> URL {
        let file = directory.appending(path: "reference.raw")
        guard FileManager.default.createFile(atPath: file.path, contents: samples.withUnsafeBytes { Data($0) }) else {
            throw .childFailed("pacat: could not write its samples to \(file.path)")
        }
        return file
    }

    /// The samples eSpeak NG produces for the long text, through Rotor's WAV speaker.
    static func referenceSamples(in directory: URL) throws(BenchError) -> [Int16] {
        try synthesize(longText, in: directory).samples
    }

    /// How long the silence is that eSpeak NG starts `text` with (its default voice settings,
    /// as Rotor speaks), in milliseconds: a phrase starting with "K" or "S" begins with tens of
    /// milliseconds of zeros, which the monitor cannot tell from latency.
    static func leadingSilence(of text: String, in directory: URL) throws(BenchError) -> Double {
        let wav = try synthesize(text, in: directory)
        let first = wav.samples.firstIndex { $0 != 0 } ?? 0
        return Double(first) * 1_000 / Double(wav.sampleRate)
    }

    /// The pauses say-all leaves between the Kanban demo's elements and the ones eSpeak NG makes
    /// at a comma inside them, in milliseconds.
    ///
    /// Say-all hands every element's phrase to the audio queue at once and each is synthesized
    /// straight after the one before, so the pause between two elements is the first one's
    /// trailing silence and the second's leading silence (underruns would add to it; the gap
    /// figures count those). A comma's pause is the longest silence inside a phrase with one.
    static func sayAllPauses(in directory: URL) throws(BenchError) -> (between: [Double], comma: [Double]) {
        let tree = TreeBuilder().tree(for: DemoScreen.kanban.document, in: Environment())
        let phrases = tree.elements.flatMap { Phrase().utterances($0, .english) }
        var runs: [(leading: Int, trailing: Int, inner: Int, rate: Int)] = []
        for phrase in phrases {
            let wav = try synthesize(phrase, in: directory)
            let samples = wav.samples
            let first = samples.firstIndex { $0 != 0 } ?? 0
            let last = samples.lastIndex { $0 != 0 } ?? samples.count - 1
            var inner = 0
            var current = 0
            for sample in samples[first...last] {
                current = sample == 0 ? current + 1 : 0
                inner = max(inner, current)
            }
            runs.append((first, samples.count - 1 - last, phrase.contains(", ") ? inner : 0, wav.sampleRate))
        }
        func milliseconds(_ count: Int, _ rate: Int) -> Double { Double(count) * 1_000 / Double(rate) }
        let between = zip(runs, runs.dropFirst()).map { milliseconds($0.trailing + $1.leading, $0.rate) }
        let comma = runs.filter { $0.inner > 0 }.map { milliseconds($0.inner, $0.rate) }
        return (between, comma)
    }

    /// The WAV file Rotor's WAV speaker writes for `text` in English (eSpeak NG's sample rate).
    private static func synthesize(_ text: String, in directory: URL) throws(BenchError) -> WAVFile {
        let url = directory.appending(path: "synthesized.wav")
        let speaker = WAVSpeaker(url: url)
        speaker.speak([Utterance(text, language: "en")])
        do {
            try speaker.finish()
            let wav = try WAVFile(contentsOf: url)
            guard !wav.samples.isEmpty else { throw BenchError.protocolError("an empty WAV file") }
            return wav
        } catch {
            throw .protocolError("synthesizing to a WAV file: \(error)")
        }
    }

    /// Whether the phrase at volume 0 stays below the audibility threshold at the monitor.
    private func checkSilentUtterance() -> Bool {
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: Self.threshold)
        var quiet = speaker.settings
        quiet.volume = 0
        speaker.update(quiet)
        let start = SuspendingClock.now
        speaker.speak([Utterance(Self.phrase, language: "en")])
        speaker.waitUntilIdle()
        Thread.sleep(forTimeInterval: 0.1)
        var normal = speaker.settings
        normal.volume = VoiceSettings.default.volume
        speaker.update(normal)
        return recorder.firstAudible(after: start, louderThan: Self.threshold) == nil
    }
}
