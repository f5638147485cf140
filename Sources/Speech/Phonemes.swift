// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import TextSafety

/// The phonemes eSpeak NG would speak, to check which voice speaks a text (tests).
public enum Phonemes {
    /// One script run of a text: its words, the voice that read them and that voice's phonemes.
    public struct Run: Sendable, Hashable {
        /// The run's words, as they were given (before they were prepared for the voice).
        public var text: String
        /// The eSpeak NG voice that read them (`en` when the wanted voice is missing).
        public var voice: String
        /// The voice's phonemes (eSpeak NG's ASCII names, via `espeak_TextToPhonemes`).
        public var phonemes: String
    }

    /// eSpeak NG's phonemes for sanitized `text` in the voice for `language` (as
    /// ``Utterance/language``, Spanish of Spain for `"es"`), every script run's joined by a space,
    /// or an empty string when the synthesizer is unavailable.
    public static func of(_ text: String, language: String) -> String {
        runs(of: text, language: language).map(\.phonemes).joined(separator: " ")
    }

    /// The script runs of sanitized `text` in an utterance of `language`, each with the voice that
    /// reads it and its phonemes, as synthesis cuts and voices them (``ScriptRun``); empty when the
    /// synthesizer is unavailable.
    public static func runs(of text: String, language: String, settings: VoiceSettings = .default) -> [Run] {
        let clean = SpeechSanitizer.clean(text)
        let result = SynthesisEngine.shared.perform { session in
            session.phonemes(of: clean, language: language, settings: settings.clamped())
                .map { $0.map { Run(text: $0.run.text, voice: $0.run.voice, phonemes: $0.phonemes) } }
        }
        guard case .success(let runs)? = result else { return [] }
        return runs
    }
}
