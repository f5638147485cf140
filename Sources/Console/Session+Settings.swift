// SPDX-License-Identifier: GPL-3.0-or-later
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

    /// Switches screen; the first utterance names it, then focus is on its first element.
    mutating func switchScreen(to name: String) -> Reply {
        if documents[name] == nil {
            guard let demo = DemoScreen(rawValue: name) else {
                let suggestion = Suggestion.closest(to: name, among: screenNames)
                var message = text(.consoleUnknownScreen, name, screenNames.joined(separator: listSeparator))
                if let suggestion { message += " " + text(.consoleDidYouMean, suggestion) }
                return Reply([message], isError: true)
            }
            documents[name] = demo.document
        }
        screen = name
        tree = builder.tree(for: document, in: treeEnvironment)
        focusID = tree.elements.first?.id
        chosenAction = nil
        return Reply([tree.title] + focusedUtterances())
    }

    func listScreens() -> Reply {
        Reply([text(.consoleScreens, screenNames.joined(separator: listSeparator))])
    }

    /// `lang en|es|he|ar`: words and voice change at once; the language is named in itself. The
    /// layout direction follows the language unless one was chosen.
    mutating func setLanguage(_ code: String) -> Reply {
        guard let language = Language(code: code), Language.allCases.map(\.code).contains(code.lowercased()) else {
            return invalid(code, valid: Language.allCases.map(\.code))
        }
        environment.language = language
        if directionFollowsLanguage { environment.layoutDirection = language.defaultLayoutDirection }
        rebuild()
        return Reply([text(.consoleLanguageName)] + focusedUtterances())
    }

    /// `direction ltr|rtl`: corner names follow, focus stays.
    mutating func setDirection(_ value: String) -> Reply {
        guard let direction = LayoutDirection(rawValue: value.lowercased()) else {
            return invalid(value, valid: LayoutDirection.allCases.map(\.rawValue))
        }
        environment.layoutDirection = direction
        directionFollowsLanguage = false
        rebuild()
        return Reply([text(direction == .rightToLeft ? .consoleRightToLeft : .consoleLeftToRight)] + focusedUtterances())
    }

    /// `motion reduce|full`: Reduce Motion on or off.
    mutating func setMotion(_ value: String) -> Reply {
        switch value.lowercased() {
        case "reduce": environment.reduceMotion = true
        case "full": environment.reduceMotion = false
        default: return invalid(value, valid: ["reduce", "full"])
        }
        rebuild()
        return Reply([text(environment.reduceMotion ? .consoleMotionReduced : .consoleMotionFull)])
    }

    /// `rate`, `pitch`, `volume`: a whole number within the voice's range.
    mutating func setNumber(
        _ value: String, _ setting: WritableKeyPath<VoiceSettings, Int>, _ range: ClosedRange<Int>, _ key: ConsoleKey
    ) -> Reply {
        guard let number = Int(Self.asciiDigits(value)), range.contains(number) else {
            return Reply([text(.consoleOutOfRange, value, self.number(range.lowerBound), self.number(range.upperBound))], isError: true)
        }
        voice[keyPath: setting] = number
        return Reply([text(key, self.number(number))])
    }

    mutating func setPunctuation(_ value: String) -> Reply {
        guard let level = PunctuationLevel(rawValue: value.lowercased()) else {
            return invalid(value, valid: PunctuationLevel.allCases.map(\.rawValue))
        }
        voice.punctuation = level
        return Reply([text(.consolePunctuation, level.rawValue)])
    }

    mutating func setHints(_ value: String) -> Reply {
        switch value.lowercased() {
        case "on": hints = true
        case "off": hints = false
        default: return invalid(value, valid: ["on", "off"])
        }
        return Reply([text(hints ? .consoleHintsOn : .consoleHintsOff)])
    }

    func invalid(_ value: String, valid: [String]) -> Reply {
        Reply([text(.consoleInvalidValue, value, valid.joined(separator: listSeparator))], isError: true)
    }
}
