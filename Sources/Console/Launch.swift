// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Speech
import Widgets

/// How a run was started: what the command line and the locale variables chose.
///
/// It applies to this run only and is never saved: `rotor --lang ar` once does not make the next
/// plain `rotor` speak Arabic. What a person sets in the session (``Settings``) is saved, and a
/// setting typed in the session takes over from the command line's for the rest of the run.
public struct Launch: Sendable, Equatable {
    /// `--lang`, when given.
    public var language: Language?
    /// The language of `LC_ALL`, `LC_MESSAGES` or `LANG`, else English: used when neither the
    /// command line nor the settings name one.
    public var systemLanguage: Language
    /// `--direction`, when given.
    public var direction: LayoutDirection?
    /// `--reduce-motion`.
    public var reduceMotion: Bool
    /// `--screen WxH`, when given.
    public var screen: Size?
    /// `--latin-voice`, when given.
    public var latinVoice: String?
    /// The locale variable the system language came from, as `NAME=value`, when one was set.
    public var localeVariable: String?
    /// Where the person's settings are saved; nil when there is no place for them.
    public var settingsPath: String?
    /// Whether the settings file there cannot be used, so nothing is saved this run.
    public var settingsUnusable = false
    /// Why the last save of the settings failed, in words, while it has not since worked.
    public var settingsSaveFailure: String?

    /// A launch that chose nothing but the system's language.
    public init(
        language: Language? = nil, systemLanguage: Language = .english, direction: LayoutDirection? = nil,
        reduceMotion: Bool = false, screen: Size? = nil, latinVoice: String? = nil, localeVariable: String? = nil
    ) {
        self.language = language
        self.systemLanguage = systemLanguage
        self.direction = direction
        self.reduceMotion = reduceMotion
        self.screen = screen
        self.latinVoice = latinVoice
        self.localeVariable = localeVariable
    }

    /// The first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty, as `NAME=value`:
    /// the variable the system language is read from.
    public static func localeVariable(in variables: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variables[name], !value.isEmpty { return name + "=" + value }
        }
        return nil
    }

    /// A launch that asks for what an environment holds (tests and the other subcommands, which
    /// have no settings to merge). A direction that is the language's own is not a choice: it
    /// follows a language changed later.
    public init(_ environment: Semantics.Environment) {
        let ownDirection = environment.layoutDirection == environment.language.defaultLayoutDirection
        self.init(
            language: environment.language, systemLanguage: environment.language,
            direction: ownDirection ? nil : environment.layoutDirection,
            reduceMotion: environment.reduceMotion, screen: environment.screen)
    }

    /// The environment a session runs in: the command line's choice, else the saved one, else
    /// the system's language and that language's own direction.
    public func environment(with settings: Settings) -> Semantics.Environment {
        let language = self.language ?? settings.language ?? systemLanguage
        return Semantics.Environment(
            language: language,
            layoutDirection: direction ?? settings.direction ?? language.defaultLayoutDirection,
            reduceMotion: reduceMotion || settings.reduceMotion,
            screen: screen)
    }

    /// The voice a session speaks with: the saved one, with `--latin-voice` over it.
    public func voice(with settings: Settings) -> VoiceSettings {
        var voice = settings.voice
        if let latinVoice { voice.latinVoice = latinVoice }
        return voice
    }
}
