// SPDX-License-Identifier: GPL-3.0-or-later

import Localization
@preconcurrency import CEspeakNG

/// How voice settings map onto eSpeak NG's voices and parameters.
extension VoiceSettings {
    /// The voice for English, and for any language Rotor has no voice for.
    static let englishVoice = ScriptRun.englishVoice

    /// The rise in Hz that marks a capital with ``CapitalStyle/pitch``.
    static let capitalPitchRise: Int32 = 20

    /// Named at level ``PunctuationLevel/some``: symbols that carry meaning in interface text.
    static let somePunctuation: [Unicode.Scalar] = Array("#$%&*+/<=>@\\^_|~".unicodeScalars)

    /// Not named at level ``PunctuationLevel/most``: marks that prosody already conveys.
    static let punctuationSpokenOnlyAtAll: Set<Unicode.Scalar> = Set(",.'!?()-".unicodeScalars)

    /// Named at level ``PunctuationLevel/most``: all ASCII punctuation but `, . ' ! ? ( ) -`.
    static let mostPunctuation: [Unicode.Scalar] = (UInt32(0x21)...0x7E).compactMap { value in
        guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory.isPunctuationOrSymbol,
            !punctuationSpokenOnlyAtAll.contains(scalar)
        else { return nil }
        return scalar
    }

    /// The eSpeak NG voice for an utterance in `language`: `"es"` follows ``spanishVariant``,
    /// `"es-419"` is Latin American Spanish, `"he"` Hebrew, `"ar"` Arabic, everything else English.
    /// (Within an utterance, each script has its own voice: see ``ScriptRun``.)
    func voiceName(for language: String) -> String {
        ScriptRun.voice(for: language, spanishVariant: clamped().spanishVariant)
    }

    /// The value of `espeakPUNCTUATION`.
    var punctuationParameter: Int32 {
        switch punctuation {
        case .none: Int32(espeakPUNCT_NONE.rawValue)
        case .some, .most: Int32(espeakPUNCT_SOME.rawValue)
        case .all: Int32(espeakPUNCT_ALL.rawValue)
        }
    }

    /// The list given to `espeak_SetPunctuationList`.
    var punctuationList: [Unicode.Scalar] {
        switch punctuation {
        case .some: Self.somePunctuation
        case .most: Self.mostPunctuation
        case .none, .all: []
        }
    }

    /// The value of `espeakCAPITALS`.
    var capitalsParameter: Int32 {
        switch capitals {
        case .none: 0
        case .sound: 1
        case .spell: 2
        case .pitch: Self.capitalPitchRise
        }
    }
}

extension Unicode.GeneralCategory {
    /// True for the punctuation and symbol categories.
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
            .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }
}
