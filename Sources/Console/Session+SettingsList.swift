// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Speech

extension Session {
    /// `settings`: where settings are saved, then each setting, its value and where it comes
    /// from: saved, the default, the command line for this run only, the locale variables, or
    /// (for the direction) the language.
    func listSettings() -> Reply {
        let defaults = Settings()
        var lines: [String] = []
        if let path = launch.settingsPath {
            if let failure = launch.settingsSaveFailure {
                lines.append(text(.consoleSettingsSaveFailed(path, failure)))
            } else {
                lines.append(text(launch.settingsUnusable ? .consoleSettingsUnusable(path) : .consoleSettingsSavedIn(path)))
            }
        } else {
            lines.append(text(.consoleSettingsNotSaved))
        }
        func line(_ name: CatalogText, _ value: String, _ source: String) {
            lines.append(text(.consoleSettingLine(text(name), value, source)))
        }
        // A value set in this session whose save failed is not "saved": it lasts this session only.
        let unsaved = launch.settingsSaveFailure != nil
        func saved(_ isDefault: Bool) -> String {
            text(isDefault ? .consoleSourceDefault : unsaved ? .consoleSourceUnsaved : .consoleSourceSaved)
        }
        func thisRun(_ option: String) -> String { text(.consoleSourceThisRun(option)) }
        // Each switch says on and off in words that agree with its own name ("Sonidos: activados").
        func onOff(_ value: Bool, _ on: CatalogText, _ off: CatalogText) -> String { text(value ? on : off) }

        let language = strings.text(CatalogText.consoleLanguageName, environment.language, isolating: false)
        let languageSource: String
        if launch.language != nil {
            languageSource = thisRun("--lang")
        } else if settings.language != nil {
            languageSource = saved(false)
        } else if let variable = launch.localeVariable {
            languageSource = text(.consoleSourceEnvironment(variable))
        } else {
            languageSource = saved(true)
        }
        line(.consoleSettingLanguage, language, languageSource)

        let direction = text(environment.layoutDirection == .rightToLeft ? .consoleRightToLeft : .consoleLeftToRight)
        let directionSource = launch.direction != nil ? thisRun("--direction")
            : settings.direction != nil ? saved(false) : text(.consoleSourceLanguage)
        line(.consoleSettingDirection, direction, directionSource)
        line(.consoleSettingMotion, onOff(environment.reduceMotion, .consoleValueMotionOn, .consoleValueMotionOff),
             launch.reduceMotion ? thisRun("--reduce-motion") : saved(settings.reduceMotion == defaults.reduceMotion))

        let voice = settings.voice
        line(.consoleSettingRate, number(voice.rate), saved(voice.rate == defaults.voice.rate))
        line(.consoleSettingPitch, number(voice.pitch), saved(voice.pitch == defaults.voice.pitch))
        line(.consoleSettingVolume, number(voice.volume), saved(voice.volume == defaults.voice.volume))
        line(.consoleSettingPunctuation, text(Self.word(of: voice.punctuation)), saved(voice.punctuation == defaults.voice.punctuation))
        if let latinVoice = launch.latinVoice { line(.consoleSettingLatinVoice, latinVoice, thisRun("--latin-voice")) }
        line(.consoleSettingEcho, text(Self.word(of: settings.echo)), saved(settings.echo == defaults.echo))
        line(.consoleSettingSounds, onOff(settings.sounds, .consoleValueSoundsOn, .consoleValueSoundsOff), saved(settings.sounds == defaults.sounds))
        let parts: [CatalogText] = [
            settings.verbosity.actionsAvailable ? .consoleValueVerbosityActionsOn : .consoleValueVerbosityActionsOff,
            settings.verbosity.traits ? .consoleValueVerbosityTraitsOn : .consoleValueVerbosityTraitsOff,
            settings.verbosity.values ? .consoleValueVerbosityValuesOn : .consoleValueVerbosityValuesOff,
            settings.verbosity.hints ? .consoleValueVerbosityHintsOn : .consoleValueVerbosityHintsOff,
        ]
        let verbosity = settings.verbosity.presetName.flatMap(Self.word(ofPreset:)).map(text)
            ?? parts.map(text).joined(separator: listSeparator)
        line(.consoleSettingVerbosity, verbosity, saved(settings.verbosity == defaults.verbosity))
        line(.consoleSettingInterrupt, onOff(settings.interruptOnKeys, .consoleValueInterruptOn, .consoleValueInterruptOff), saved(settings.interruptOnKeys == defaults.interruptOnKeys))
        line(.consoleSettingSpatial, onOff(settings.spatial, .consoleValueSpatialOn, .consoleValueSpatialOff), saved(settings.spatial == defaults.spatial))
        line(.consoleSettingBraille, text(Self.word(of: settings.braille.mode)), saved(settings.braille.mode == defaults.braille.mode))
        line(.consoleSettingContracted, onOff(settings.braille.contracted, .consoleValueContractedOn, .consoleValueContractedOff), saved(settings.braille.contracted == defaults.braille.contracted))
        return Reply(lines)
    }

    /// A punctuation level as a value of the settings list.
    static func word(of level: PunctuationLevel) -> CatalogText {
        switch level {
        case .none: .consoleValuePunctuationNone
        case .some: .consoleValuePunctuationSome
        case .most: .consoleValuePunctuationMost
        case .all: .consoleValuePunctuationAll
        }
    }

    /// A typing echo as a value of the settings list.
    static func word(of echo: EchoMode) -> CatalogText {
        switch echo {
        case .characters: .consoleValueEchoCharacters
        case .words: .consoleValueEchoWords
        case .both: .consoleValueEchoBoth
        case .none: .consoleValueEchoNone
        }
    }

    /// A verbosity preset's name as a value of the settings list; nil for a name it does not know.
    static func word(ofPreset name: String) -> CatalogText? {
        switch name {
        case "high": .consoleValueVerbosityHigh
        case "medium": .consoleValueVerbosityMedium
        case "low": .consoleValueVerbosityLow
        default: nil
        }
    }

    /// A braille mode as a value of the settings list.
    static func word(of mode: BrailleSettings.Mode) -> CatalogText {
        switch mode {
        case .on: .consoleValueBrailleOn
        case .off: .consoleValueBrailleOff
        case .auto: .consoleValueBrailleAuto
        }
    }
}
