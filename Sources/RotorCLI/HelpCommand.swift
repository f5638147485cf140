// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Semantics

/// `rotor help [SUBCOMMAND]` and `--help`: OVERVIEW, USAGE and OPTIONS, in the current language.
enum HelpCommand {
    static func run(_ arguments: [String], _ strings: Strings, _ language: Language) -> Int32 {
        guard let topic = arguments.first(where: { !$0.hasPrefix("-") }), topic != "help" else {
            Output.out(text(for: nil, strings, language))
            return 0
        }
        guard RotorCommand.subcommands.contains(topic) else {
            let error = UsageError.unknownCommand(
                topic, suggestion: Suggestion.closest(to: topic, among: RotorCommand.subcommands)
            )
            Output.error(error.message(strings, language))
            return RotorCommand.usageExitCode
        }
        Output.out(text(for: topic, strings, language))
        return 0
    }

    /// The help text of a subcommand, or of Rotor as a whole.
    static func text(for subcommand: String?, _ strings: Strings, _ language: Language) -> String {
        let key = "help." + (subcommand ?? "overview")
        let screens = DemoScreenNames.all
        return strings.text(key, language, arguments: [screens]) + "\n"
    }
}

import Widgets

/// The demo screens' names, as help lists them.
enum DemoScreenNames {
    static var all: String { DemoScreen.allCases.map(\.rawValue).joined(separator: ", ") }
}
