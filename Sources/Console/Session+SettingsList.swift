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
            lines.append(text(launch.settingsUnusable ? .consoleSettingsUnusable(path) : .consoleSettingsSavedIn(path)))
        } else {
            lines.append(text(.consoleSettingsNotSaved))
        }
        func line(_ name: CatalogText, _ value: String, _ source: String) {
            lines.append(text(.consoleSettingLine(text(name), value, source)))
        }
        func saved(_ isDefault: Bool) -> String { text(isDefault ? .consoleSourceDefault : .consoleSourceSaved) }
        func thisRun(_ option: String) -> String { text(.consoleSourceThisRun(option)) }
        func onOff(_ value: Bool) -> String { text(value ? .consoleValueOn : .consoleValueOff) }

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
        line(.consoleSettingMotion, onOff(environment.reduceMotion),
             launch.reduceMotion ? thisRun("--reduce-motion") : saved(settings.reduceMotion == defaults.reduceMotion))

        let voice = settings.voice
        line(.consoleSettingRate, number(voice.rate), saved(voice.rate == defaults.voice.rate))
        line(.consoleSettingPitch, number(voice.pitch), saved(voice.pitch == defaults.voice.pitch))
        line(.consoleSettingVolume, number(voice.volume), saved(voice.volume == defaults.voice.volume))
        line(.consoleSettingPunctuation, voice.punctuation.rawValue, saved(voice.punctuation == defaults.voice.punctuation))
        if let latinVoice = launch.latinVoice { line(.consoleSettingLatinVoice, latinVoice, thisRun("--latin-voice")) }
        line(.consoleSettingEcho, settings.echo.rawValue, saved(settings.echo == defaults.echo))
        line(.consoleSettingSounds, onOff(settings.sounds), saved(settings.sounds == defaults.sounds))
        let verbosity = settings.verbosity.presetName ?? [
            ("actions", settings.verbosity.actionsAvailable), ("traits", settings.verbosity.traits),
            ("values", settings.verbosity.values), ("hints", settings.verbosity.hints),
        ].map { $0.0 + " " + onOff($0.1) }.joined(separator: listSeparator)
        line(.consoleSettingVerbosity, verbosity, saved(settings.verbosity == defaults.verbosity))
        line(.consoleSettingInterrupt, onOff(settings.interruptOnKeys), saved(settings.interruptOnKeys == defaults.interruptOnKeys))
        line(.consoleSettingSpatial, onOff(settings.spatial), saved(settings.spatial == defaults.spatial))
        return Reply(lines)
    }
}
