// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Localization
import Semantics
import SystemInterface

/// The executable's entry: picks the subcommand, parses its options and runs it; every error
/// that stops a command is worded and its exit code returned here, in one place.
public enum RotorCommand {
    /// Exit code for a command line Rotor cannot run (BSD's EX_USAGE).
    public static let usageExitCode: Int32 = 64
    /// Exit code when standard output could not be written (BSD's EX_IOERR).
    public static let outputExitCode: Int32 = 74

    /// Runs Rotor with the process's arguments and exits with its exit code.
    ///
    /// Standard input, output and error are opened on `/dev/null` first when they were closed
    /// (`rotor <&-`): otherwise the first pipe Rotor makes would take number 0, and a session
    /// would wait forever for commands from its own signal pipe.
    public static func main() -> Never {
        Posix.reopenClosedStandardDescriptors()
        signal(SIGPIPE, SIG_IGN)
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs Rotor with the arguments after the program name; returns the exit code.
    public static func run(
        _ arguments: [String], variables: [String: String] = ProcessInfo.processInfo.environment,
        output: CommandOutput = .standard
    ) -> Int32 {
        var context = CommandContext(
            strings: .builtIn, language: Language.fromEnvironment(variables), variables: variables, output: output
        )
        do {
            return try dispatch(arguments, &context)
        } catch {
            if let message = context.words.describe(error) { context.report(message) }
            return error.exitCode
        }
    }

    /// Finds the subcommand (`open` when none is named), parses its options and runs it.
    private static func dispatch(_ arguments: [String], _ context: inout CommandContext) throws(RotorError) -> Int32 {
        var rest = arguments
        var command = OpenCommand.spec
        if let first = arguments.first, !first.hasPrefix("-") {
            guard let named = Subcommand.named(first) else {
                throw .usage(.unknownCommand(first, suggestion: Suggestion.closest(to: first, among: Subcommand.all.map(\.name))))
            }
            command = named
            rest.removeFirst()
        }
        let invocation = try parse(rest, for: command) { [context] key in context.strings.text(key, context.language) }
        if invocation.has("help") {
            try context.write(HelpGenerator(strings: context.strings, language: context.language).help(for: command))
            return 0
        }
        return try command.run(invocation, &context)
    }
}
