// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Harness
import Testing

@testable import Speech

/// Speaks `utterances` into a WAV file, waits for the end, and reads the file back.
func render(_ utterances: [Utterance], settings: VoiceSettings = .default) throws -> WAVFile {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("speech.wav")
    let speaker = WAVSpeaker(url: url)
    speaker.update(settings)
    speaker.speak(utterances)
    speaker.waitUntilIdle()
    try speaker.finish()
    return try WAVFile(contentsOf: url)
}

extension EngineTests {
    /// Real eSpeak NG synthesis into WAV files.
    @Suite struct WAVSpeakerTests {
        @Test func writesAudibleMono16Bit22kHz() throws {
            let wav = try render([Utterance("Lisbon, image", language: "en")])
            #expect(wav.sampleRate == 22_050)
            #expect(wav.channels == 1)
            #expect(wav.bitsPerSample == 16)
            #expect(wav.peak > 5_000)
            #expect(wav.rms > 1_000)
        }

        @Test(arguments: [
            ("Hello", "Hello, this is a longer sentence."),
            ("Hola", "Hola, esta es una frase más larga."),
        ])
        func durationGrowsWithText(short: String, long: String) throws {
            let language = short == "Hola" ? "es" : "en"
            let shortWAV = try render([Utterance(short, language: language)])
            let longWAV = try render([Utterance(long, language: language)])
            #expect(longWAV.duration > shortWAV.duration * 1.5)
        }

        @Test func utterancesAreSpokenInOrderOneAfterAnother() throws {
            let one = try render([Utterance("Photo 2", language: "en")])
            let two = try render([Utterance("Button", language: "en")])
            let both = try render([Utterance("Photo 2", language: "en"), Utterance("Button", language: "en")])
            #expect(abs(both.duration - (one.duration + two.duration)) < 0.02)
        }

        @Test func spanishSpeaksWithTheSpanishVoice() throws {
            let text = "Mover a Hecho"
            let spanish = Phonemes.of(text, language: "es")
            let english = Phonemes.of(text, language: "en")
            #expect(!spanish.isEmpty)
            #expect(spanish != english)
            // Unknown languages fall back to English.
            #expect(Phonemes.of(text, language: "fr") == english)
            let spanishWAV = try render([Utterance(text, language: "es")])
            let englishWAV = try render([Utterance(text, language: "en")])
            #expect(spanishWAV.rms > 1_000)
            #expect(abs(spanishWAV.duration - englishWAV.duration) > 0.05)
        }

        @Test func latinAmericanSpanishIsItsOwnVoice() throws {
            let text = "Cerveza y zapatos"  // θ in Spain, s in Latin America
            let spain = Phonemes.of(text, language: "es")
            let latinAmerica = Phonemes.of(text, language: "es-419")
            #expect(spain != latinAmerica)
            let settings = VoiceSettings(spanishVariant: "es-419")
            let variantWAV = try render([Utterance(text, language: "es")], settings: settings)
            let explicitWAV = try render([Utterance(text, language: "es-419")])
            let spainWAV = try render([Utterance(text, language: "es")])
            #expect(abs(variantWAV.duration - explicitWAV.duration) < 0.01)
            #expect(abs(variantWAV.duration - spainWAV.duration) > 0.03)
        }

        @Test func settingsChangeTheSound() throws {
            let text = [Utterance("Settings change the sound", language: "en")]
            let normal = try render(text)
            let fast = try render(text, settings: VoiceSettings(rate: 350))
            let quiet = try render(text, settings: VoiceSettings(volume: 30))
            #expect(fast.duration < normal.duration * 0.75)
            #expect(quiet.rms < normal.rms * 0.5)
            // And they come back: every utterance re-applies them.
            let again = try render(text)
            #expect(abs(again.duration - normal.duration) < 0.01)
            #expect(abs(again.rms - normal.rms) / normal.rms < 0.05)
        }

        @Test func punctuationLevelsNameMoreOrFewerSymbols() throws {
            let text = [Utterance("a | b [ c , d", language: "en")]
            var durations: [PunctuationLevel: Double] = [:]
            for level in PunctuationLevel.allCases {
                durations[level] = try render(text, settings: VoiceSettings(punctuation: level)).duration
            }
            let none = try #require(durations[.none])
            let some = try #require(durations[.some])
            let most = try #require(durations[.most])
            let all = try #require(durations[.all])
            #expect(none + 0.2 < some)  // "vertical bar"
            #expect(some + 0.2 < most)  // "left bracket"
            #expect(most + 0.2 < all)  // "comma"
        }

        /// A stop keeps the beginning of what was being said, as much as would have been heard
        /// between `speak` and `stop` (bounded by the instants the test saw on either side of each
        /// call, so a slow machine changes the length, never the verdict), and no more. What is
        /// said starts with a sound whose samples are known exactly, so its beginning is known.
        @Test func stopKeepsOnlyWhatWouldHaveBeenHeard() throws {
            let whole = try render([Utterance(longEnglish, language: "en")]).samples.count
            let marker = Earcon.edge.samples(sampleRate: 22_050)
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let url = directory.file("stopped.wav")
            let events = EventLog()
            let speaker = WAVSpeaker(url: url, events: { events.record($0) })
            let beforeSpeak = ContinuousClock.now
            // The last utterance starts once the long one is wholly synthesized.
            speaker.speak([.sound(.edge), Utterance(longEnglish, language: "en"), Utterance("End", language: "en", tag: 2)])
            let afterSpeak = ContinuousClock.now
            #expect(events.wait(timeout: .seconds(30)) { $0.contains(.started(tag: 2)) }, "the long text was never synthesized")
            let beforeStop = ContinuousClock.now
            speaker.stop()
            let afterStop = ContinuousClock.now
            try speaker.finish()
            let kept = try WAVFile(contentsOf: url).samples
            let rate = 22_050.0
            let beginsWithTheSound = Array(kept.prefix(marker.count)) == marker
            #expect(beginsWithTheSound, "what is kept is not the beginning")
            #expect(kept.count < marker.count + whole - 22_050, "the stop did not cut the utterance")
            #expect(Double(kept.count) <= (afterStop - beforeSpeak) / .seconds(1) * rate + 1, "more than could have been heard")
            #expect(Double(kept.count) >= (beforeStop - afterSpeak) / .seconds(1) * rate - 1, "less than was heard")
        }

        /// A new `speak` cuts the previous utterance as audio would: the file holds the beginning
        /// of the old one, then the new one whole, and nothing of the old one after the new one's
        /// first sample (both start with sounds whose samples are known exactly).
        @Test func aNewSpeakCutsThePreviousOneAsAudioWould() throws {
            let whole = try render([Utterance(longEnglish, language: "en")]).samples.count
            let first = Earcon.edge.samples(sampleRate: 22_050)
            let marker = Earcon.screen.samples(sampleRate: 22_050)
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let url = directory.file("interrupted.wav")
            let events = EventLog()
            let speaker = WAVSpeaker(url: url, events: { events.record($0) })
            speaker.speak([.sound(.edge), Utterance(longEnglish, language: "en"), Utterance("End", language: "en", tag: 2)])
            #expect(events.wait(timeout: .seconds(30)) { $0.contains(.started(tag: 2)) }, "the long text was never synthesized")
            speaker.speak([.sound(.screen)])
            speaker.waitUntilIdle()
            try speaker.finish()
            let samples = try WAVFile(contentsOf: url).samples
            let beginsWithTheOld = Array(samples.prefix(first.count)) == first
            #expect(beginsWithTheOld, "the old utterance's beginning is not kept")
            let endsWithTheNewOne = Array(samples.suffix(marker.count)) == marker
            #expect(endsWithTheNewOne, "the file does not end with the new utterance, whole")
            #expect(samples.count < first.count + whole - 22_050 + marker.count, "the old utterance was not cut")
        }

        @Test func theFileIsWrittenWhenTheSpeakerGoesAway() throws {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let url = directory.file("unfinished.wav")
            do {
                let speaker = WAVSpeaker(url: url)
                speaker.speak([Utterance("Written anyway", language: "en")])
                speaker.waitUntilIdle()
            }
            // The engine's last job lets go of the speaker just after it reports idle.
            for _ in 0..<200 where !FileManager.default.fileExists(atPath: url.path) {
                Thread.sleep(forTimeInterval: 0.01)
            }
            #expect(try WAVFile(contentsOf: url).rms > 1_000)
        }

        @Test func anUnwritablePathThrowsAStructuredError() throws {
            let url = URL(fileURLWithPath: "/nonexistent-rotor-directory/speech.wav")
            let speaker = WAVSpeaker(url: url)
            speaker.speak([Utterance("Nowhere", language: "en")])
            #expect(throws: SpeechError.self) { try speaker.finish() }
            do {
                try speaker.finish()
            } catch {
                guard case .wavWriteFailed(let path, let code) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(path == url.path)
                #expect(code != 0)
            }
        }

        @Test func veryLongTextIsSpokenInFull() throws {
            let text = String(repeating: "word ", count: 500)
            let wav = try render([Utterance(text, language: "en")])
            // 500 words at 175 words per minute: nearly 3 minutes, nothing truncated.
            #expect(wav.duration > 2 * 60)
        }
    }
}
