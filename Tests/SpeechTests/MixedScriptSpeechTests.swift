// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Harness
import Synchronization
import TestSupport
import Localization
import Testing

@preconcurrency import CEspeakNG
@testable import Speech

extension EngineTests {
    /// A phrase that mixes scripts, spoken into WAV files by `rotor say --speak-to` and in process:
    /// each run is read by its own voice (the phonemes show which), no Latin run is spelled, and no
    /// silence is heard between runs beyond what one voice makes there.
    @Suite struct MixedScriptSpeechTests {
        /// Silence is what a recording's quiet stretches are below; the tests of the audio path use 200.
        static let quiet = 200

        /// The longest run of quiet samples inside the speech (not before or after it), in ms.
        static func longestPause(_ samples: [Int16], sampleRate: Int = 22_050) -> Double {
            guard let first = samples.firstIndex(where: { abs(Int($0)) > quiet }),
                  let last = samples.lastIndex(where: { abs(Int($0)) > quiet }) else { return 0 }
            var longest = 0
            var run = 0
            for sample in samples[first...last] {
                if abs(Int(sample)) <= quiet {
                    run += 1
                    longest = max(longest, run)
                } else {
                    run = 0
                }
            }
            return Double(longest) * 1_000 / Double(sampleRate)
        }

        /// The samples of `text` read whole by one voice, without cutting it into runs: how the voice
        /// itself reads the text (the `he` voice spells Latin, the `ar` voice switches to English).
        static func oneVoice(_ text: String, voice: String) -> [Int16] {
            let samples = SynthesisEngine.shared.perform { session -> [Int16] in
                // In the same job: the session's cached voice is stale once this one is selected.
                defer { session.forgetVoice() }
                let collected = SampleBox()
                _ = ESpeak.setVoice(named: voice)
                _ = ESpeak.setParameter(espeakRATE, 175)
                _ = ESpeak.setParameter(espeakWORDGAP, 0)
                SynthesisEngine.withHandler({ samples in
                    collected.append(samples)
                    return true
                }) { _ = ESpeak.synthesize(text) }
                return collected.samples
            }
            return samples ?? []
        }

        /// `rotor say TEXT --lang LANG --speak-to FILE.wav`, read back.
        static func say(_ text: String, lang: String, extra: [String] = []) throws -> WAVFile {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let url = directory.file("say.wav")
            let result = try RotorProcess.run(["say", text, "--lang", lang, "--speak-to", url.path] + extra)
            #expect(result.status == 0, "\(result.standardError)")
            let language = Language(code: lang) ?? .english
            #expect(result.standardOutput == BidiIsolation.paragraph(text, in: language) + "\n", "the text is printed as given, in its language's direction")
            return try WAVFile(contentsOf: url)
        }

        @Test func aLatinTitleInHebrewIsReadInEnglishNotSpelled() throws {
            let text = "העברה אל Fix the login crash"
            let runs = Phonemes.runs(of: text, language: "he")
            #expect(runs.map(\.voice) == ["he", "en"])
            #expect(runs.map(\.text) == ["העברה אל", "Fix the login crash"])
            #expect(runs[1].phonemes == Phonemes.of("Fix the login crash", language: "en"), "English phonemes: \(runs[1].phonemes)")
            #expect(!runs.contains { $0.phonemes.contains("_:") }, "nothing spelled letter by letter")

            let wav = try Self.say(text, lang: "he")
            let hebrew = try render([Utterance("העברה אל", language: "he")])
            let english = try render([Utterance("Fix the login crash", language: "en")])
            #expect(abs(wav.duration - (hebrew.duration + english.duration)) < 0.06, "\(wav.duration) against \(hebrew.duration) + \(english.duration)")
            // The he voice alone spells the title: several times as long.
            let spelled = Double(Self.oneVoice(text, voice: "he").count) / 22_050
            #expect(spelled > wav.duration * 2, "spelled \(spelled) s, read \(wav.duration) s")
            // No pause longer than the voices' own: "העברה אל" has one of 134 ms, between its words.
            let own = max(Self.longestPause(hebrew.samples), Self.longestPause(english.samples), 80)
            #expect(Self.longestPause(wav.samples) <= own + 40, "\(Self.longestPause(wav.samples)) ms against the voices' own \(own) ms")
        }

        @Test func anEnglishTitleInAnArabicActionIsReadByBothVoicesWithoutAGap() throws {
            let text = "نقل Fix the login crash إلى المنجز"
            let runs = Phonemes.runs(of: text, language: "ar")
            #expect(runs.map(\.voice) == ["ar", "en", "ar"])
            #expect(runs[1].phonemes == Phonemes.of("Fix the login crash", language: "en"))
            let wav = try Self.say(text, lang: "ar")
            // The ar voice reading the whole text, switching to English by itself, pauses as long.
            let reference = Self.longestPause(Self.oneVoice(text, voice: "ar"))
            #expect(Self.longestPause(wav.samples) <= reference + 40, "\(Self.longestPause(wav.samples)) ms against the voice's own \(reference) ms")
        }

        @Test func aCommaBetweenRunsKeepsTheVoicesOwnPause() throws {
            let wav = try Self.say("Fix the login crash، إجراءات متاحة", lang: "ar")
            let pause = Self.longestPause(wav.samples)
            // The ar voice's own comma, followed by the same words: "زر، إجراءات متاحة".
            let own = Self.longestPause(Self.oneVoice("زر، إجراءات متاحة", voice: "ar"))
            #expect(pause >= 100, "the comma's pause is kept: \(pause) ms")
            #expect(pause <= own + 40, "\(pause) ms against the voice's own \(own) ms")
        }

        @Test func theLatinVoiceIsChosenOnTheCommandLine() throws {
            let text = "שלום Hola amigos"
            let english = try Self.say(text, lang: "he")
            let spanish = try Self.say(text, lang: "he", extra: ["--latin-voice", "es"])
            #expect(abs(english.duration - spanish.duration) > 0.03, "another voice reads the Latin words")
            let runs = Phonemes.runs(of: text, language: "he", settings: VoiceSettings(latinVoice: "es"))
            #expect(runs.map(\.voice) == ["he", "es"])
            #expect(runs[1].phonemes == Phonemes.of("Hola amigos", language: "es"))
        }

        @Test func aHebrewCaptionOnAnEnglishBoardIsReadInHebrew() throws {
            let runs = Phonemes.runs(of: "תל אביב, Image, Actions available", language: "en")
            #expect(runs.map(\.voice) == ["he", "en"])
            let wav = try Self.say("תל אביב, Image, Actions available", lang: "en")
            #expect(wav.rms > 500)
        }

        /// Through the sound device too: the runs follow one another as in the WAV file, with no
        /// wait between them (a null sink's monitor, recorded).
        @Test func theAudioPathSpeaksTheRunsBackToBack() throws {
            guard let server = try PulseServer.startForTest() else { return }
            defer { server.stop() }
            let recorder = try MonitorRecorder(server: server)
            defer { recorder.stop() }
            let text = "نقل Fix the login crash إلى المنجز"
            let wav = try render([Utterance(text, language: "ar")])
            let loud = wav.samples.indices.filter { abs(Int(wav.samples[$0])) > Int(speechThreshold) }
            let wavSpan = Double((loud.last ?? 0) - (loud.first ?? 0)) * 1_000 / Double(wav.sampleRate)
            try withPulseServer(server.address) {
                let speaker = AudioSpeaker(names: MixerNames(application: "Rotor", stream: "Rotor tests"), events: { _ in })
                speaker.waitUntilIdle()
                let start = SuspendingClock.now
                speaker.speak([Utterance(text, language: "ar")])
                speaker.waitUntilIdle()
                Thread.sleep(forTimeInterval: 0.2)
                let first = try #require(recorder.firstAudible(after: start, louderThan: speechThreshold), "no speech arrived")
                let last = try #require(recorder.lastAudible(after: start, louderThan: speechThreshold))
                let heard = (last - first).milliseconds
                #expect(abs(heard - wavSpan) < 60, "heard for \(heard) ms; the WAV speaks for \(wavSpan) ms")
            }
        }

        @Test func hebrewCountsAreHeard() throws {
            let counted = try Self.say("בוצע, 3 כרטיסים", lang: "he")
            let bare = try Self.say("בוצע, כרטיסים", lang: "he")
            #expect(counted.duration > bare.duration + 0.2, "the he voice says nothing for digits; Rotor writes them out")
        }
    }
}

/// Samples collected on the engine thread.
private final class SampleBox: Sendable {
    private let stored = Mutex<[Int16]>([])

    func append(_ samples: UnsafeBufferPointer<Int16>) {
        stored.withLock { $0.append(contentsOf: samples) }
    }

    var samples: [Int16] { stored.withLock { $0 } }
}
