// SPDX-License-Identifier: GPL-3.0-or-later

import TextSafety
import Foundation
import Harness
import Synchronization
import Testing

@testable import Speech

/// Scalars that must never reach eSpeak NG.
func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
        true
    default:
        false
    }
}

/// Hostile inputs: markup that eSpeak NG obeys with the SSML flag, embedded
/// commands, phoneme input, terminal escapes, C1 controls, bidi controls, NUL.
let hostileInputs: [String] = [
    #"<audio src="/etc/passwd"/>"#,
    #"<prosody volume="silent">x</prosody>"#,
    #"<voice name="es">hola</voice>"#,
    "\u{01}0A mute attack then words",
    "\u{01}10S \u{01}99P speed and pitch attack",
    "[[h@'l@U]]",
    "&amp;",
    "\u{1B}[2J clear screen",
    "\u{1B}]0;title\u{07} window title",
    "\u{1B}]52;c;ZXZpbA==\u{07} clipboard",
    "\u{9B}31m red",
    "\u{202E}abc",
    "before\u{0}after",
]

/// The utterance whose loudness and voice must not change. (Synthesis is not bit-exact from one
/// run to the next: eSpeak NG's noise sources are random. Hence tolerances.)
let probe = Utterance("The quick brown fox", language: "en")

extension EngineTests {
    /// No input can change how Rotor sounds afterwards.
    @Suite struct HostileInputTests {
        @Test(arguments: hostileInputs)
        func attackLeavesLoudnessAndVoiceUnchanged(_ attack: String) throws {
            let cleaned = SpeechSanitizer.clean(attack)
            #expect(!cleaned.unicodeScalars.contains(where: isForbidden))

            let before = try render([probe])
            let phonemesBefore = Phonemes.of(probe.text, language: probe.language)

            let attacked = try render([Utterance(attack, language: "en")])
            if cleaned.contains(where: { $0.isLetter || $0.isNumber }) {
                #expect(attacked.rms > 1_000, "words remain but the WAV is silent")
            }

            let after = try render([probe])
            let phonemesAfter = Phonemes.of(probe.text, language: probe.language)
            #expect(abs(after.rms - before.rms) / before.rms < 0.1)
            #expect(abs(after.duration - before.duration) / before.duration < 0.05)
            #expect(phonemesAfter == phonemesBefore)
        }

        /// Defence in depth: even an embedded mute that slips past the sanitizer does not last,
        /// because parameters are re-applied before every utterance. Without that, it would.
        @Test func reappliedParametersUndoAnEmbeddedMute() throws {
            let before = try render([probe])
            let rms = SynthesisEngine.shared.perform { session -> [Double] in
                let collected = Mutex<[Int16]>([])
                let collect: SampleHandler = { samples in
                    collected.withLock { $0.append(contentsOf: samples) }
                    return true
                }
                func take() -> [Int16] {
                    collected.withLock { samples in
                        defer { samples = [] }
                        return samples
                    }
                }
                // The raw attack, not sanitized.
                _ = session.synthesize(
                    "\u{01}0A muted", language: "en", settings: .default, handler: collect)
                let muted = WAVFile.rms(take())
                // The same engine without re-applied parameters: still muted.
                _ = SynthesisEngine.withHandler(collect) { ESpeak.synthesize(probe.text) }
                let stillMuted = WAVFile.rms(take())
                // Through the session, which re-applies parameters: loud again.
                _ = session.synthesize(
                    probe.text, language: "en", settings: .default, handler: collect)
                let restored = WAVFile.rms(take())
                return [muted, stillMuted, restored]
            }
            let values = try #require(rms)
            #expect(values[0] == 0)
            #expect(values[1] == 0)
            #expect(abs(values[2] - before.rms) / before.rms < 0.1)
        }
    }
}
