// SPDX-License-Identifier: GPL-3.0-or-later
import Console

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
        guard let allowed = spec.values else {
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
        if !allowed.isEmpty, !allowed.contains(value) {
            throw .usage(.invalidValue(option: "--" + name, value: value, valid: allowed))
        }
        invocation.values[name, default: []].append(value)
    }
    return invocation
}
