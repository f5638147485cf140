// SPDX-License-Identifier: GPL-3.0-or-later

/// One thing to say: text, a single typed character, or a short sound, in the voice of a language.
///
/// `language` is `"en"`, `"es"` (the Spanish variant chosen in ``VoiceSettings/spanishVariant``),
/// `"es-419"`, `"he"` or `"ar"`; any other value is spoken with the English voice. Within the
/// text, each script has its own voice (``ScriptRun``): Hebrew words are read in Hebrew and Latin
/// ones in English (or ``VoiceSettings/latinVoice``) whatever the utterance's language. A `tag`
/// is reported back as ``SpeechEvent/started(tag:)`` when the utterance starts to be heard, which
/// is how say-all moves the focus with the voice.
public struct Utterance: Sendable, Equatable {
    /// What the utterance is.
    public enum Kind: Sendable, Equatable {
        /// Words, spoken as the voice settings say.
        case text
        /// One typed character: named (punctuation and space too) and a capital raised in pitch.
        case character
        /// A short tone instead of words (`text` is empty).
        case sound(Earcon)
    }

    /// The words to speak. Sanitized by ``SpeechSanitizer/clean(_:)`` before synthesis.
    public var text: String
    /// The language of `text`: `"en"`, `"es"`, `"es-419"`, `"he"` or `"ar"`; anything else falls back to English.
    public var language: String
    /// Text, a character, or a sound.
    public var kind: Kind
    /// Reported when the utterance starts to be heard, when set.
    public var tag: Int?
    /// Where it is heard from (spatial speech, a sound map's ticks); nil plays it at full gain
    /// in both ears, as a mono stream would.
    public var pan: Pan?

    /// Creates an utterance of `text` in `language`.
    public init(_ text: String, language: String, kind: Kind = .text, tag: Int? = nil, pan: Pan? = nil) {
        self.text = text
        self.language = language
        self.kind = kind
        self.tag = tag
        self.pan = pan
    }

    /// A short sound, heard from `pan` when given.
    public static func sound(_ earcon: Earcon, pan: Pan? = nil) -> Utterance {
        Utterance("", language: "", kind: .sound(earcon), pan: pan)
    }
}
