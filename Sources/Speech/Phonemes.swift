// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety

/// The phonemes eSpeak NG would speak, to check which voice speaks a text (tests).
public enum Phonemes {
    /// eSpeak NG's phonemes (ASCII names, via `espeak_TextToPhonemes`) for sanitized `text` in
    /// the voice for `language` (as ``Utterance/language``, Spanish of Spain for `"es"`), or an
    /// empty string when the synthesizer is unavailable.
    public static func of(_ text: String, language: String) -> String {
        let clean = SpeechSanitizer.clean(text)
        let result = SynthesisEngine.shared.perform { session in
            session.phonemes(of: clean, language: language, settings: .default)
        }
        guard case .success(let phonemes) = result else { return "" }
        return phonemes
    }
}
