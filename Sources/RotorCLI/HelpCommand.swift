// SPDX-License-Identifier: GPL-3.0-or-later
import Console

/// `rotor help [SUBCOMMAND]` and `--help`: OVERVIEW, USAGE, ARGUMENTS and OPTIONS, generated
/// from the subcommands' specs, in the reader's language.
enum HelpCommand {
    static let spec = Subcommand(
        name: "help",
        overviewKey: .helpHelpOverview,
        summaryKey: .helpHelpSummary,
        arguments: [ArgumentSpec(
            alternatives: [.init(nameKey: .helpValueSubcommand, helpKey: .helpArgumentSubcommand)],
            optional: true, repeating: false
        )],
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let generator = HelpGenerator(strings: context.strings, language: context.language)
        guard let topic = invocation.positionals.first, topic != spec.name else {
            try context.write(generator.overview())
            return 0
        }
        guard let command = Subcommand.named(topic) else {
            throw .usage(.unknownCommand(topic, suggestion: Suggestion.closest(to: topic, among: Subcommand.all.map(\.name))))
        }
        try context.write(generator.help(for: command))
        return 0
    }
}
