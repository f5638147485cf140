// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Widgets

/// `rotor [open SCREEN]`: the interactive screen reader. Until the REPL lands it prints every
/// screen's transcript.
enum OpenCommand {
    static let options = CommonOptions.specs

    static func run(_ arguments: [String], _ strings: inout Strings, _ language: Language) throws(UsageError) -> Int32 {
        let invocation = try parseArguments(arguments, options: options, command: "open")
        if invocation.has("help") {
            Output.out(HelpCommand.text(for: "open", strings, language))
            return 0
        }
        let environment = try CommonOptions.environment(invocation, &strings, language)
        let screens = try invocation.positionals.map { name throws(UsageError) in try CommonOptions.screen(name) }
        let builder = TreeBuilder(strings: strings)
        let transcript = Transcript(strings: strings)
        for screen in screens.isEmpty ? DemoScreen.allCases : screens {
            let tree = builder.tree(for: screen.document, in: environment)
            Output.out("# " + tree.title + "\n" + transcript.text(tree, environment.language) + "\n")
        }
        return 0
    }
}
