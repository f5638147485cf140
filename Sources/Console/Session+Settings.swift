// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Speech
import Widgets

extension Session {
    /// The screens a person can switch to: the current one and every demo.
    public var screenNames: [String] {
        var names = DemoScreen.allCases.map(\.rawValue)
        if !names.contains(screen) { names.insert(screen, at: 0) }
        return names
    }

    /// Switches screen; the first utterance names it, then the focus is where it was when the
    /// screen was left (`first`: on its first element, as the tour goes on), else on its first.
    mutating func switchScreen(to name: String, first: Bool = false) -> Reply {
        if documents[name] == nil {
            guard let demo = DemoScreen(rawValue: name) else {
                let suggestion = Suggestion.closest(to: name, among: screenNames)
                var message = text(.consoleUnknownScreen(name, screenNames.joined(separator: listSeparator)))
                if let suggestion { message += " " + text(.consoleDidYouMean(suggestion)) }
                return Reply([message], isError: true)
            }
            documents[name] = demo.document
        }
        if let focusID { focusByScreen[screen] = focusID }
        screen = name
        tree = builder.tree(for: document, in: treeEnvironment)
        if !first, let kept = focusByScreen[name], let position = tree.position(of: kept) {
            focus(on: kept, at: position)
        } else {
            focus(on: tree.count > 0 ? 0 : nil)
        }
        chosenAction = nil
        return Reply([screenTitle] + focusedUtterances(), sounds: [.screen])
    }

    /// `next-screen`, `previous-screen`: the screen after or before this one, round the list.
    mutating func switchScreen(by step: Int) -> Reply {
        let names = screenNames
        guard let index = names.firstIndex(of: screen) else { return switchScreen(to: names[0]) }
        return switchScreen(to: names[(index + step + names.count) % names.count])
    }

    func listScreens() -> Reply {
        Reply([text(.consoleScreens(screenNames.joined(separator: listSeparator)))])
    }

    /// `lang en|es|he|ar`: words and voice change at once; the language is named in itself. The
    /// layout direction follows the language unless one was chosen.
    mutating func setLanguage(_ code: String) -> Reply {
        guard let language = Language(code: code), Language.allCases.map(\.code).contains(code.lowercased()) else {
            return invalid(code, valid: Language.allCases.map(\.code))
        }
        change { settings, launch in
            settings.language = language
            launch.language = nil
        }
        return changedSetting(Reply([text(.consoleLanguageName)] + focusedUtterances()))
    }

    /// `direction auto|ltr|rtl`: corner names follow, focus stays. `auto` follows the language.
    mutating func setDirection(_ value: String) -> Reply {
        let chosen: LayoutDirection?
        if value.lowercased() == "auto" {
            chosen = nil
        } else if let direction = LayoutDirection(rawValue: value.lowercased()) {
            chosen = direction
        } else {
            return invalid(value, valid: ["auto"] + LayoutDirection.allCases.map(\.rawValue))
        }
        change { settings, launch in
            settings.direction = chosen
            launch.direction = nil
        }
        let word = text(environment.layoutDirection == .rightToLeft ? .consoleRightToLeft : .consoleLeftToRight)
        return changedSetting(Reply([word] + focusedUtterances()))
    }

    /// `motion reduce|full`: Reduce Motion on or off.
    mutating func setMotion(_ value: String) -> Reply {
        let reduce: Bool
        switch value.lowercased() {
        case "reduce": reduce = true
        case "full": reduce = false
        default: return invalid(value, valid: ["reduce", "full"])
        }
        change { settings, launch in
            settings.reduceMotion = reduce
            launch.reduceMotion = false
        }
        return changedSetting(Reply([text(environment.reduceMotion ? .consoleMotionReduced : .consoleMotionFull)]))
    }

    /// `rate`, `pitch`, `volume`: a whole number within the voice's range.
    mutating func setNumber(
        _ value: String, _ setting: WritableKeyPath<VoiceSettings, Int>, _ range: ClosedRange<Int>, _ key: (String) -> CatalogText
    ) -> Reply {
        guard let number = Int(Self.asciiDigits(value)), range.contains(number) else {
            return Reply([text(.consoleOutOfRange(value, self.number(range.lowerBound), self.number(range.upperBound)))], isError: true)
        }
        settings.voice[keyPath: setting] = number
        return changedSetting(Reply([text(key(self.number(number)))]))
    }

    /// `faster`, `slower`, `louder`, `softer`: a step, kept within the range; at an end it says so.
    mutating func step(
        _ setting: WritableKeyPath<VoiceSettings, Int>, by amount: Int, _ range: ClosedRange<Int>, _ key: (String) -> CatalogText
    ) -> Reply {
        let value = min(max(settings.voice[keyPath: setting] + amount, range.lowerBound), range.upperBound)
        guard value != settings.voice[keyPath: setting] else {
            return Reply([text(key(self.number(value)))], sounds: [.edge])
        }
        settings.voice[keyPath: setting] = value
        return changedSetting(Reply([text(key(self.number(value)))]))
    }

    mutating func setPunctuation(_ value: String) -> Reply {
        guard let level = PunctuationLevel(rawValue: value.lowercased()) else {
            return invalid(value, valid: PunctuationLevel.allCases.map(\.rawValue))
        }
        settings.voice.punctuation = level
        let said: CatalogText = switch level {
        case .none: .consolePunctuationNone
        case .some: .consolePunctuationSome
        case .most: .consolePunctuationMost
        case .all: .consolePunctuationAll
        }
        return changedSetting(Reply([text(said)]))
    }

    /// An on/off setting: hints, sounds, interrupt.
    mutating func setSwitch(
        _ value: String, _ setting: WritableKeyPath<Settings, Bool>, on: CatalogText, off: CatalogText
    ) -> Reply {
        switch value.lowercased() {
        case "on": settings[keyPath: setting] = true
        case "off": settings[keyPath: setting] = false
        default: return invalid(value, valid: ["on", "off"])
        }
        return changedSetting(Reply([text(settings[keyPath: setting] ? on : off)]))
    }

    /// `verbosity high|medium|low`, or one part: `verbosity actions|traits|values|hints on|off`.
    /// Each is confirmed in a sentence of its own, so the part and "on" or "off" agree.
    mutating func setVerbosity(_ value: String) -> Reply {
        let words = value.lowercased().split(separator: " ").map(String.init)
        let presets: [String: CatalogText] = ["high": .consoleVerbosityHigh, "medium": .consoleVerbosityMedium, "low": .consoleVerbosityLow]
        if words.count == 1, let preset = Verbosity.presets.first(where: { $0.name == words[0] }), let said = presets[preset.name] {
            settings.verbosity = preset.verbosity
            return changedSetting(Reply([text(said)] + focusedUtterances()))
        }
        let parts: [(name: String, path: WritableKeyPath<Verbosity, Bool>, on: CatalogText, off: CatalogText)] = [
            ("actions", \.actionsAvailable, .consoleVerbosityActionsOn, .consoleVerbosityActionsOff),
            ("traits", \.traits, .consoleVerbosityTraitsOn, .consoleVerbosityTraitsOff),
            ("values", \.values, .consoleVerbosityValuesOn, .consoleVerbosityValuesOff),
            ("hints", \.hints, .consoleVerbosityHintsOn, .consoleVerbosityHintsOff),
        ]
        guard words.count == 2, let part = parts.first(where: { $0.name == words[0] }), ["on", "off"].contains(words[1]) else {
            return invalid(value, valid: Verbosity.presets.map(\.name) + parts.map { $0.name + " on|off" })
        }
        settings.verbosity[keyPath: part.path] = words[1] == "on"
        return changedSetting(Reply([text(words[1] == "on" ? part.on : part.off)] + focusedUtterances()))
    }

    /// `echo characters|words|both|none`.
    mutating func setEcho(_ value: String) -> Reply {
        guard let mode = EchoMode(rawValue: value.lowercased()) else {
            return invalid(value, valid: EchoMode.allCases.map(\.rawValue))
        }
        settings.echo = mode
        let said: CatalogText = switch mode {
        case .characters: .consoleEchoCharacters
        case .words: .consoleEchoWords
        case .both: .consoleEchoBoth
        case .none: .consoleEchoNone
        }
        return changedSetting(Reply([text(said)]))
    }

    /// A reply that changed a setting, so the settings file is saved.
    func changedSetting(_ reply: Reply) -> Reply {
        var reply = reply
        reply.settingsChanged = true
        return reply
    }

    /// A value a command does not take: the values it does, and the closest of them when the
    /// value looks like a typo of one ("atuo": "Did you mean 'auto'?").
    func invalid(_ value: String, valid: [String]) -> Reply {
        // In the session's words ("alto, medio, bajo"); the English ones work too.
        let shown = valid.map { choice in
            choice.split(separator: " ").map { part in
                part.split(separator: "|").map { commandWords.shown(value: String($0)) }.joined(separator: "|")
            }.joined(separator: " ")
        }
        let choices = shown.joined(separator: listSeparator)
        // Two letters are too few to tell a typo from another word ("fr" is no typo of "ar").
        if value.count > 2, let suggestion = Suggestion.closest(to: value, among: shown + valid.filter { !shown.contains($0) }) {
            return Reply([text(.consoleInvalidValueSuggestion(value, choices, suggestion))], isError: true)
        }
        return Reply([text(.consoleInvalidValue(value, choices))], isError: true)
    }
}
