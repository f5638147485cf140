// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// One thing a person asks the screen reader to do, typed or bound to a key.
public enum Command: Sendable, Hashable {
    case next, previous, first, last
    case nextGroup, previousGroup
    case activate
    case nextAction, previousAction
    case actions
    case perform(String)
    case read, whereAmI, readAll
    case find(String)
    case screen(String), screens
    case language(String), direction(String), motion(String)
    case rate(String), pitch(String), volume(String), punctuation(String)
    case hints(String)
    case echo(String), sounds(String), verbosity(String), interrupt(String), spatial(String)
    case braille(String), contracted(String)
    case overview
    case faster, slower, louder, softer
    case nextScreen, previousScreen
    case mute, unmute, stop, repeatLast
    case history(String)
    case help(String)
    case quit
    case addCard(String), rename(String), delete, addColumn(String)
    case undo, redo
    case save(String), reload, recover, discardRecovery

    /// A command's name, its short aliases, whether it takes an argument, and its help key.
    public struct Spec: Sendable {
        public let name: String
        public let aliases: [String]
        public let argument: String?
        /// Builds the command from its argument (empty when there is none).
        let make: @Sendable (String) -> Command
    }

    /// Every command's name, for "did you mean" (lowercased once, not at every typo).
    static let names = Suggestion.Vocabulary(specs.map(\.name))

    /// Every command, in the order `help` lists them.
    public static let specs: [Spec] = [
        Spec(name: "next", aliases: ["n"], argument: nil) { _ in .next },
        Spec(name: "previous", aliases: ["p", "prev"], argument: nil) { _ in .previous },
        Spec(name: "first", aliases: [], argument: nil) { _ in .first },
        Spec(name: "last", aliases: [], argument: nil) { _ in .last },
        Spec(name: "next-group", aliases: ["ng"], argument: nil) { _ in .nextGroup },
        Spec(name: "previous-group", aliases: ["pg"], argument: nil) { _ in .previousGroup },
        Spec(name: "activate", aliases: ["a"], argument: nil) { _ in .activate },
        Spec(name: "actions", aliases: ["ac"], argument: nil) { _ in .actions },
        Spec(name: "do", aliases: [], argument: "ACTION") { .perform($0) },
        Spec(name: "read", aliases: ["r"], argument: nil) { _ in .read },
        Spec(name: "where", aliases: ["w"], argument: nil) { _ in .whereAmI },
        Spec(name: "read-all", aliases: ["ra"], argument: nil) { _ in .readAll },
        Spec(name: "find", aliases: ["f"], argument: "TEXT") { .find($0) },
        Spec(name: "screen", aliases: ["s"], argument: "NAME") { .screen($0) },
        Spec(name: "screens", aliases: [], argument: nil) { _ in .screens },
        Spec(name: "next-screen", aliases: ["ns"], argument: nil) { _ in .nextScreen },
        Spec(name: "previous-screen", aliases: ["ps"], argument: nil) { _ in .previousScreen },
        Spec(name: "lang", aliases: [], argument: "en|es") { .language($0) },
        Spec(name: "direction", aliases: [], argument: "auto|ltr|rtl") { .direction($0) },
        Spec(name: "motion", aliases: [], argument: "reduce|full") { .motion($0) },
        Spec(name: "rate", aliases: [], argument: "N") { .rate($0) },
        Spec(name: "pitch", aliases: [], argument: "N") { .pitch($0) },
        Spec(name: "volume", aliases: [], argument: "N") { .volume($0) },
        Spec(name: "punctuation", aliases: [], argument: "none|some|most|all") { .punctuation($0) },
        Spec(name: "hints", aliases: [], argument: "on|off") { .hints($0) },
        Spec(name: "verbosity", aliases: [], argument: "high|medium|low") { .verbosity($0) },
        Spec(name: "echo", aliases: [], argument: "characters|words|both|none") { .echo($0) },
        Spec(name: "sounds", aliases: [], argument: "on|off") { .sounds($0) },
        Spec(name: "interrupt", aliases: [], argument: "on|off") { .interrupt($0) },
        Spec(name: "spatial", aliases: [], argument: "on|off") { .spatial($0) },
        Spec(name: "braille", aliases: [], argument: "on|off|auto") { .braille($0) },
        Spec(name: "contracted", aliases: [], argument: "on|off") { .contracted($0) },
        Spec(name: "overview", aliases: ["ov"], argument: nil) { _ in .overview },
        Spec(name: "faster", aliases: [], argument: nil) { _ in .faster },
        Spec(name: "slower", aliases: [], argument: nil) { _ in .slower },
        Spec(name: "louder", aliases: [], argument: nil) { _ in .louder },
        Spec(name: "softer", aliases: [], argument: nil) { _ in .softer },
        Spec(name: "mute", aliases: [], argument: nil) { _ in .mute },
        Spec(name: "unmute", aliases: [], argument: nil) { _ in .unmute },
        Spec(name: "stop", aliases: [], argument: nil) { _ in .stop },
        Spec(name: "repeat", aliases: [], argument: nil) { _ in .repeatLast },
        Spec(name: "history", aliases: [], argument: "TEXT") { .history($0) },
        Spec(name: "add", aliases: [], argument: "TEXT") { .addCard($0) },
        Spec(name: "rename", aliases: [], argument: "TEXT") { .rename($0) },
        Spec(name: "delete", aliases: [], argument: nil) { _ in .delete },
        Spec(name: "add-column", aliases: [], argument: "TEXT") { .addColumn($0) },
        Spec(name: "undo", aliases: ["u"], argument: nil) { _ in .undo },
        Spec(name: "redo", aliases: [], argument: nil) { _ in .redo },
        Spec(name: "save", aliases: [], argument: "as PATH") { .save($0) },
        Spec(name: "reload", aliases: [], argument: nil) { _ in .reload },
        Spec(name: "recover", aliases: [], argument: nil) { _ in .recover },
        Spec(name: "discard-recovery", aliases: [], argument: nil) { _ in .discardRecovery },
        Spec(name: "help", aliases: ["h", "?"], argument: "COMMAND") { .help($0) },
        Spec(name: "quit", aliases: ["q", "exit"], argument: nil) { _ in .quit },
    ]

    /// Every name and alias a person can type.
    public static var allNames: [String] { specs.flatMap { [$0.name] + $0.aliases } }

    /// The spec for a typed name or alias.
    public static func spec(named name: String) -> Spec? {
        specsByName[name]
    }

    /// Each name and alias with its spec, the first spec that has it (as a search in order
    /// would find it): one lookup per typed line instead of a walk through every spec.
    private static let specsByName: [String: Spec] = {
        var byName: [String: Spec] = [:]
        for spec in specs {
            for name in [spec.name] + spec.aliases where byName[name] == nil {
                byName[name] = spec
            }
        }
        return byName
    }()
}

/// Why a typed line is not a command.
public enum CommandError: Error, Sendable, Hashable {
    case unknown(String, suggestion: String?)
    case missingArgument(command: String, argument: String)
    case unexpectedArgument(command: String)
}

extension Command {
    /// Parses a typed line: a command name or alias, then its argument (the rest of the line).
    /// Nil for an empty line.
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        let trimmed = trimmingSpaces(line)
        guard !trimmed.isEmpty else { return nil }
        let name: String
        let argument: String
        if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
            name = String(trimmed[..<space]).lowercased()
            argument = trimmingSpaces(String(trimmed[space...]))
        } else {
            name = trimmed.lowercased()
            argument = ""
        }
        guard let spec = spec(named: name) else {
            throw .unknown(name, suggestion: names.closest(to: name))
        }
        let optional = ["history", "help", "save"].contains(spec.name)
        if let needed = spec.argument, argument.isEmpty, !optional {
            throw .missingArgument(command: spec.name, argument: needed)
        }
        if spec.argument == nil, !argument.isEmpty {
            throw .unexpectedArgument(command: spec.name)
        }
        return spec.make(argument)
    }

    /// The line without the spaces and tabs around it, as Foundation's `.whitespaces` trims
    /// them (tab and every space separator), without a round trip through `NSString`.
    static func trimmingSpaces(_ line: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
