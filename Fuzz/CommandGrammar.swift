// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Widgets

/// Lines a person could type, driven by the fuzzer's choices: a command (or an alias) from
/// `Command.specs`, so a new command is fuzzed as soon as it exists, then an argument that is a
/// typed number at the edges of `Int`, a word the command knows, an action name, or hostile text.
///
/// `do -9223372036854775808` is three choices: the command, "a number", which number.
enum CommandGrammar {
    /// Words commands take, the demo screens' names, and the names of the demos' actions.
    static let words = DemoScreen.allCases.map(\.rawValue) + [
        "en", "es", "he", "ar", "en-XA", "ar-XB", "es-419", "ltr", "rtl", "reduce", "full", "on", "off", "none", "some",
        "most", "all", "high", "medium", "low", "actions", "traits", "values", "hints", "characters", "words", "both",
        "keys", "as", "as /dev/null",
        "Move to Done", "Move to Doing", "Move to To do", "Move up", "Move down", "Delete", "Move", "move to",
        "Bring to front", "Select", "Move to top left", "Move to bottom right", "Done", "Photo 1", "Lisbon",
    ]

    /// Every command name and alias.
    static let names: [String] = Command.specs.flatMap { [$0.name] + $0.aliases }

    /// The lines the choices make, at most `limit`.
    static func lines(_ input: inout FuzzInput, limit: Int) -> [String] {
        var lines: [String] = []
        while !input.isEmpty, lines.count < limit {
            lines.append(line(&input))
        }
        return lines
    }

    /// One line: a command and, most of the time, an argument.
    static func line(_ input: inout FuzzInput) -> String {
        let name = input.pick(names)
        switch input.below(6) {
        case 0: return name
        case 1, 2: return name + " " + input.pick(HostileValues.typedNumbers)
        case 3: return name + " " + input.pick(words)
        case 4: return name + " " + HostileValues.text(&input)
        default: return name + " " + input.text(maxLength: 16)
        }
    }
}
