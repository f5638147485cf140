// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Semantics
import Widgets

/// The executable's entry: picks the subcommand, parses its options and runs it.
enum RotorCommand {
    /// The subcommands, in the order `rotor help` lists them.
    static let subcommands = ["open", "new", "transcript", "say", "audit", "l10n", "help"]

    /// Exit code for a command line Rotor cannot run (BSD's EX_USAGE).
    static let usageExitCode: Int32 = 64

    /// Runs Rotor with the arguments after the program name; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let language = Language.fromEnvironment(ProcessInfo.processInfo.environment)
        var strings = Strings.builtIn
        do {
            let first = arguments.first
            if let first, !first.hasPrefix("-") {
                let rest = Array(arguments.dropFirst())
                switch first {
                case "transcript": return try TranscriptCommand.run(rest, &strings, language)
                case "open": return try OpenCommand.run(rest, &strings, language)
                case "say": return try SayCommand.run(rest, &strings, language)
                case "audit": return try AuditCommand.run(rest, &strings, language)
                case "l10n": return try L10nCommand.run(rest, &strings, language)
                case "new": return try NewCommand.run(rest, &strings, language)
                case "help": return HelpCommand.run(rest, strings, language)
                default:
                    throw UsageError.unknownCommand(first, suggestion: Suggestion.closest(to: first, among: subcommands))
                }
            }
            return try OpenCommand.run(arguments, &strings, language)
        } catch let error as UsageError {
            Output.error(error.message(strings, language))
            return usageExitCode
        } catch {
            Output.error(String(describing: error))
            return 1
        }
    }
}

/// The options that set the environment, shared by every command that shows a screen.
struct CommonOptions {
    /// The codes `--lang` accepts: the languages, then the pseudo-locales.
    static let languageCodes = Language.allIncludingPseudoLocales.map(\.code)

    static let specs: [OptionSpec] = [
        .value("lang", languageCodes),
        .value("direction", ["ltr", "rtl"]),
        .flag("reduce-motion"),
        .value("locales"),
    ]

    /// Reads `--lang`, `--direction`, `--reduce-motion`, and loads `--locales PATH` into `strings`.
    static func environment(
        _ invocation: Invocation, _ strings: inout Strings, _ language: Language
    ) throws(UsageError) -> Semantics.Environment {
        if let path = invocation.value("locales") {
            do {
                strings = Strings(catalog: try Catalog(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw .unreadableCatalog(path: path, reason: CatalogReadErrorWords.describe(error, strings, language))
            }
        }
        let chosen = invocation.value("lang").flatMap(Language.init(code:)) ?? language
        return Semantics.Environment(
            language: chosen,
            layoutDirection: invocation.value("direction").map { $0 == "rtl" ? .rightToLeft : .leftToRight }
                ?? chosen.defaultLayoutDirection,
            reduceMotion: invocation.has("reduce-motion")
        )
    }

    /// The demo screen named by an argument.
    static func screen(_ name: String) throws(UsageError) -> DemoScreen {
        guard let screen = DemoScreen(rawValue: name) else {
            let names = DemoScreen.allCases.map(\.rawValue)
            throw .unknownScreen(name, valid: names, suggestion: Suggestion.closest(to: name, among: names))
        }
        return screen
    }
}
