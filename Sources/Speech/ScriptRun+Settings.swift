// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

extension ScriptRun {
    /// The runs of sanitized `text` in an utterance of `language` (as ``Utterance/language``),
    /// each with the voice a person's settings give it: the language's voice (Spanish as
    /// ``VoiceSettings/spanishVariant``), and ``VoiceSettings/latinVoice`` for Latin letters in
    /// Hebrew or Arabic. Empty text has no runs.
    public static func runs(of text: String, language: String, settings: VoiceSettings) -> [ScriptRun] {
        let own = settings.voiceName(for: language)
        let latin = own == "he" || own == "ar" ? settings.clamped().latinVoice : own
        return runs(of: text, ownVoice: own, latinVoice: latin)
    }
}
