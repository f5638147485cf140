// SPDX-License-Identifier: GPL-3.0-or-later

/// One piece of text to speak, with the language whose voice should speak it.
///
/// `language` is `"en"`, `"es"` (the Spanish variant chosen in ``VoiceSettings/spanishVariant``),
/// `"es-419"`, `"he"` or `"ar"`; any other value is spoken with the English voice. Within the
/// text, each script has its own voice (``ScriptRun``): Hebrew words are read in Hebrew and Latin
/// ones in English (or ``VoiceSettings/latinVoice``) whatever the utterance's language.
public struct Utterance: Sendable, Equatable {
    /// The words to speak. Sanitized by ``SpeechSanitizer/clean(_:)`` before synthesis.
    public var text: String
    /// The language of `text`: `"en"`, `"es"`, `"es-419"`, `"he"` or `"ar"`; anything else falls back to English.
    public var language: String

    /// Creates an utterance of `text` in `language`.
    public init(_ text: String, language: String) {
        self.text = text
        self.language = language
    }
}
