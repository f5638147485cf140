// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Semantics
import Widgets

/// `rotor new KIND FILE`: a starter document of a kind (the demo's content, in words of the
/// current language), ready for `rotor open FILE`. An existing file is never replaced.
enum NewCommand {
    static let options: [OptionSpec] = [.value("lang", Language.allCases.map(\.code)), .value("locales")]

    static func run(_ arguments: [String], _ strings: inout Strings, _ language: Language) throws(UsageError) -> Int32 {
        let invocation = try parseArguments(arguments, options: options, command: "new")
        if invocation.has("help") {
            Output.out(HelpCommand.text(for: "new", strings, language))
            return 0
        }
        let environment = try CommonOptions.environment(invocation, &strings, language)
        guard invocation.positionals.count >= 1 else { throw .missingArgument(command: "new", name: "KIND") }
        guard invocation.positionals.count >= 2 else { throw .missingArgument(command: "new", name: "FILE") }
        if invocation.positionals.count > 2 { throw .unexpectedArgument(command: "new", argument: invocation.positionals[2]) }
        let kind = try CommonOptions.screen(invocation.positionals[0])
        let path = invocation.positionals[1]
        let builder = TreeBuilder(strings: strings)
        do {
            _ = try DocumentFile.create(path, document: kind.starter) { builder.resolve($0, environment.language) }
        } catch {
            Output.error(DocumentWords(strings: strings, language: environment.language).describe(error))
            return 1
        }
        Output.out(strings.text("cli.created", environment.language, arguments: [path]) + "\n")
        return 0
    }
}
