// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Localization

/// A parsed command line: positional arguments, option values in order, and flags.
struct Invocation: Sendable {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The last value given for an option.
    func value(_ name: String) -> String? { values[name]?.last }
    /// Whether a flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
}

/// Parses `--name value`, `--name=value`, flags and positionals; `--` ends the options and
/// `-h`/`--help` is a flag every command takes.
func parseArguments(_ arguments: [String], options: [OptionSpec], command: String) throws(RotorError) -> Invocation {
    var invocation = Invocation()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
            invocation.positionals.append(argument)
            continue
        }
        if argument == "--" {
            optionsEnded = true
            continue
        }
        if argument == "-h" || argument == "--help" {
            invocation.flags.insert("help")
            continue
        }
        var name = String(argument.drop(while: { $0 == "-" }))
        var inlineValue: String?
        if let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        guard let spec = options.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.closest(to: name, among: options.map(\.name) + ["help"]).map { "--" + $0 }
            throw .usage(.unknownOption(argument, command: command, suggestion: suggestion))
        }
        guard spec.values != nil else {
            if inlineValue != nil { throw .usage(.unexpectedValue(option: "--" + name)) }
            invocation.flags.insert(name)
            continue
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < arguments.count {
            value = arguments[index]
            index += 1
        } else {
            throw .usage(.missingValue(option: "--" + name))
        }
        if let valid = spec.check(value) {
            throw .usage(.invalidValue(option: "--" + name, value: value, valid: valid))
        }
        invocation.values[name, default: []].append(value)
    }
    return invocation
}

/// Parses a subcommand's command line as its spec declares it: its options, each value held to
/// what the option takes (``parseArguments(_:options:command:)``), then the word that must
/// follow its name (`check`), and as many arguments as its ``ArgumentSpec``s allow, no more and
/// no fewer. `name` words a missing argument's placeholder in the reader's language. With
/// `--help`, only the options are read.
func parse(_ arguments: [String], for command: Subcommand, naming name: (CatalogText) -> String) throws(RotorError) -> Invocation {
    let invocation = try parseArguments(arguments, options: command.options, command: command.name)
    guard !invocation.has("help") else { return invocation }
    var rest = invocation.positionals[...]
    if !command.actions.isEmpty {
        guard let action = rest.first else {
            throw .usage(.missingArgument(command: command.name, name: command.actions.joined(separator: "|")))
        }
        guard command.actions.contains(action) else {
            throw .usage(.unknownCommand(action, suggestion: Suggestion.closest(to: action, among: command.actions)))
        }
        rest = rest.dropFirst()
    }
    let required = command.arguments.filter { !$0.optional }
    if rest.count < required.count {
        let missing = required[rest.count].alternatives.map { name($0.nameKey) }.joined(separator: "|")
        throw .usage(.missingArgument(command: command.name, name: missing))
    }
    if !command.arguments.contains(where: \.repeating), rest.count > command.arguments.count {
        throw .usage(.unexpectedArgument(command: command.name, argument: rest[rest.startIndex + command.arguments.count]))
    }
    return invocation
}
