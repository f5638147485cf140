// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Speech

/// Tab completion over the whole line: command names, then each command's arguments — every
/// value of a command that takes a few (`verbosity h`, `echo wo`, `hints o`), screen names, the
/// focused element's action names, the groups, the rotor's units, languages, `help`'s topics —
/// in English and in the session's language (`detalle a`, `acc`).
public enum Completion {
    /// Whole-line candidates that start with what was typed (ignoring case and accents).
    public static func candidates(for typed: String, in session: Session) -> [String] {
        let words = session.commandWords
        guard let space = typed.firstIndex(of: " ") else {
            // One name a command: the session language's when it fits what was typed, else the English one.
            return Command.specs.compactMap { spec in
                [words.shown(command: spec.name), spec.name].first { begins($0, with: typed) }
            }
        }
        let name = String(typed[..<space])
        guard let spec = words.command(named: name) else { return [] }
        let rest = String(typed[typed.index(after: space)...])
        let values: [String]
        switch spec.name {
        case "screen": values = session.screenNames
        case "do":
            // Action names by their beginning, or by words found anywhere in them ("do top").
            let names = session.focused?.actions.map { BidiIsolation.removingControls($0.name) } ?? []
            let typedName = Session.matchable(rest)
            let begun = names.filter { Session.matchable($0).hasPrefix(typedName) }
            let worded = begun.isEmpty ? names.filter { Session.holdsWords(of: typedName, Session.matchable($0)) } : begun
            return worded.map { name + " " + $0 }
        case "column": values = session.groupNames
        case "rotor": values = localized(session.rotorUnits.map(\.rawValue) + ["next", "previous"], words)
        case "lang": values = Language.allCases.map(\.code)
        case "verbosity":
            let parts = ["actions", "traits", "values", "hints"]
            let choices = localized(spec.choices, words)
            // After a part, its on or off: `verbosity actions o` → `verbosity actions on`.
            if let partEnd = rest.firstIndex(of: " "), let part = words.englishValue(String(rest[..<partEnd])), parts.contains(part) {
                let typedPart = String(rest[..<partEnd])
                values = localized(["on", "off"], words).map { typedPart + " " + $0 }
            } else {
                // The levels first: `verbosity h` is `high`; `verbosity hin` goes on to `hints`.
                let levels = choices.filter { begins($0, with: rest) }
                values = levels.isEmpty ? localized(parts, words) : levels
            }
        case "help":
            values = unique(Command.specs.map(\.name) + words.localCommandNames
                + localized(CommandGroup.allCases.map(\.rawValue) + ["keys", "here"], words))
        default: values = localized(spec.choices, words)
        }
        // One word a value: the session language's when it fits, else the English one.
        var chosen: [String] = []
        for value in values where begins(value, with: rest) {
            let english = words.englishValue(value) ?? value
            if !chosen.contains(where: { (words.englishValue($0) ?? $0) == english }) { chosen.append(value) }
        }
        return chosen.map { name + " " + $0 }
    }

    /// Values in the session's language and in English.
    private static func localized(_ values: [String], _ words: CommandWords) -> [String] {
        unique(values.map(words.shown(value:)) + values)
    }

    /// Whether a candidate begins with what was typed, ignoring case and accents.
    private static func begins(_ candidate: String, with typed: String) -> Bool {
        CommandWords.fold(candidate).hasPrefix(CommandWords.fold(typed))
    }

    /// Each once, in order.
    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
