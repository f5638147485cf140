// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Speech
import Widgets

/// What a person chose and keeps between sessions: language, direction, voice, echo, sounds,
/// verbosity, whether keys interrupt speech, spatial speech and braille. Saved in `settings.json` (`SettingsFile`).
public struct Settings: Sendable, Equatable {
    /// The language chosen with `lang`; nil means the one from `LANG` and friends.
    public var language: Language?
    /// The direction chosen with `direction`; nil means the language's own.
    public var direction: LayoutDirection?
    /// Reduce Motion.
    public var reduceMotion = false
    /// Rate, pitch, volume and punctuation.
    public var voice = VoiceSettings.default
    /// What typing says.
    public var echo = EchoMode.characters
    /// Whether sounds (earcons) play.
    public var sounds = true
    /// How much of each phrase is said.
    public var verbosity = Verbosity.high
    /// Whether any key silences speech (Orca's "interrupt on key"); on by default.
    public var interruptOnKeys = true
    /// Whether what is said about an element is heard from where it is on screen; off by default.
    public var spatial = false
    /// Whether a braille display is used, and contracted braille or not.
    public var braille = BrailleSettings()
    /// Whether the first start's spoken orientation has been heard: then it is not said again
    /// (`welcome` says it when asked).
    public var oriented = false

    /// The defaults: VoiceOver's full phrase, characters echoed, sounds on.
    public init() {}
}
