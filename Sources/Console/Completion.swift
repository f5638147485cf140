// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Speech

/// Tab completion over the whole line: command names, then each command's arguments — screen
/// names, the focused element's action names, languages, directions and levels.
public enum Completion {
    /// Whole-line candidates that start with what was typed (ignoring case).
    public static func candidates(for typed: String, in session: Session) -> [String] {
        let lowered = typed.lowercased()
        guard let space = typed.firstIndex(of: " ") else {
            return Command.specs.map(\.name).filter { $0.hasPrefix(lowered) }
        }
        let name = String(typed[..<space]).lowercased()
        guard let spec = Command.spec(named: name) else { return [] }
        let values: [String]
        switch spec.name {
        case "screen": values = session.screenNames
        case "do":
            // Action names by their beginning, or by words found anywhere in them ("do top").
            let names = session.focused?.actions.map { BidiIsolation.removingControls($0.name) } ?? []
            let typedName = Session.matchable(String(typed[typed.index(after: space)...]))
            let begun = names.filter { Session.matchable($0).hasPrefix(typedName) }
            let worded = begun.isEmpty ? names.filter { Session.holdsWords(of: typedName, Session.matchable($0)) } : begun
            return worded.map { name + " " + $0 }
        case "rotor": values = session.rotorUnits.map(\.rawValue) + ["next", "previous"]
        case "lang": values = Language.allCases.map(\.code)
        case "direction": values = ["auto", "ltr", "rtl"]
        case "motion": values = ["reduce", "full"]
        case "hints", "sounds", "interrupt", "spatial", "contracted": values = ["on", "off"]
        case "braille": values = BrailleSettings.Mode.allCases.map(\.rawValue)
        case "punctuation": values = PunctuationLevel.allCases.map(\.rawValue)
        case "help": values = Command.specs.map(\.name) + CommandGroup.allCases.map(\.rawValue) + ["keys"]
        default: values = []
        }
        return values.map { name + " " + $0 }.filter { $0.lowercased().hasPrefix(lowered) }
    }
}
