// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

/// One thing a person asks the screen reader to do, typed or bound to a key.
public enum Command: Sendable, Hashable {
    case next, previous, first, last
    case nextGroup, previousGroup
    /// `column NAME|N`: the first element of a group, by its name or number.
    case column(String)
    /// `go N`: the Nth item of the focused group, as `where` counts them.
    case go(String)
    /// Type-to-select: the next element whose label begins with these letters (keys only).
    case typeToSelect(String)
    /// `first-letter on|off`: typing on an empty line jumps by first letters (type-to-select).
    case firstLetter(String)
    case activate
    case nextAction, previousAction
    case actions
    case perform(String)
    /// `flip [CONDITION]`: on a view read from its source, shows the other branch of a
    /// condition (the focused element's first, unless named).
    case flip(String)
    /// `issues`: the audit's findings on a view read from its source.
    case issues
    case read, whereAmI, readAll
    /// Say-all of the focused element's group, from its heading to its last element.
    case readGroup
    case find(String)
    case front
    case rotor(String), nextItem, previousItem, currentItem
    case character, word, spell, review
    case screen(String), screens
    case language(String), direction(String), motion(String)
    case rate(String), pitch(String), volume(String), punctuation(String)
    case hints(String)
    case echo(String), sounds(String), verbosity(String), interrupt(String), spatial(String)
    case settings
    case braille(String), contracted(String)
    case overview
    case faster, slower, louder, softer
    case nextScreen, previousScreen
    case mute, unmute, stop, repeatLast
    case history(String)
    case help(String)
    /// Closes help or the history, back to the screen.
    case close
    /// The spoken orientation of the first start, again.
    case welcome
    case quit
    case addCard(String), rename(String), delete, addColumn(String)
    case undo, redo
    case save(String), reload, recover, discardRecovery

    /// A command's name, its short aliases, whether it takes an argument, and its group in `help`.
    public struct Spec: Sendable {
        public let name: String
        public let aliases: [String]
        public let argument: String?
        /// Whether the argument may be left out.
        public let argumentIsOptional: Bool
        /// The group `help` lists it in.
        public let group: CommandGroup
        /// Builds the command from its argument (empty when there is none).
        let make: @Sendable (String) -> Command

        /// Whether its argument is one of a few values (`on|off`, the rotor's units), which
        /// each language has words for.
        var takesValues: Bool { !choices.isEmpty || name == "rotor" }

        /// The values it takes, as typed in English (`high`, `medium`, `low`), when a few.
        var choices: [String] {
            guard let argument, argument.contains("|") else { return [] }
            return argument.split(separator: "|").map(String.init).filter { !Command.placeholders.contains($0) }
        }

        init(
            _ group: CommandGroup, _ name: String, aliases: [String] = [], argument: String? = nil, optional: Bool = false,
            make: @escaping @Sendable (String) -> Command
        ) {
            self.group = group
            self.name = name
            self.aliases = aliases
            self.argument = argument
            self.argumentIsOptional = optional
            self.make = make
        }
    }

    /// The languages `lang` takes, as `help lang` shows them: every language of the catalog.
    static var languageChoices: String { Language.allCases.map(\.code).joined(separator: "|") }

    /// Every command, in the order `help` lists them, group by group.
    public static let specs: [Spec] = [
        Spec(.navigation, "next", aliases: ["n"]) { _ in .next },
        Spec(.navigation, "previous", aliases: ["p", "prev"]) { _ in .previous },
        Spec(.navigation, "first") { _ in .first },
        Spec(.navigation, "last") { _ in .last },
        Spec(.navigation, "next-group", aliases: ["ng"]) { _ in .nextGroup },
        Spec(.navigation, "previous-group", aliases: ["pg"]) { _ in .previousGroup },
        Spec(.navigation, "column", aliases: ["col"], argument: "NAME|N") { .column($0) },
        Spec(.navigation, "go", argument: "N") { .go($0) },
        Spec(.navigation, "find", aliases: ["f"], argument: "TEXT") { .find($0) },
        Spec(.navigation, "front") { _ in .front },
        Spec(.navigation, "where", aliases: ["w"]) { _ in .whereAmI },
        Spec(.navigation, "read", aliases: ["r"]) { _ in .read },
        Spec(.navigation, "read-all", aliases: ["ra"]) { _ in .readAll },
        Spec(.navigation, "read-group", aliases: ["rg"]) { _ in .readGroup },
        Spec(.navigation, "first-letter", argument: "on|off") { .firstLetter($0) },
        Spec(.review, "rotor", argument: "UNIT", optional: true) { .rotor($0) },
        Spec(.review, "next-item", aliases: ["ni"]) { _ in .nextItem },
        Spec(.review, "previous-item", aliases: ["pi"]) { _ in .previousItem },
        Spec(.review, "character", aliases: ["char"]) { _ in .character },
        Spec(.review, "word") { _ in .word },
        Spec(.review, "spell") { _ in .spell },
        Spec(.review, "review") { _ in .review },
        Spec(.review, "repeat") { _ in .repeatLast },
        Spec(.review, "history", argument: "TEXT", optional: true) { .history($0) },
        Spec(.operating, "activate", aliases: ["a"]) { _ in .activate },
        Spec(.operating, "actions", aliases: ["ac"]) { _ in .actions },
        Spec(.operating, "do", argument: "ACTION") { .perform($0) },
        Spec(.operating, "flip", argument: "CONDITION", optional: true) { .flip($0) },
        Spec(.review, "issues") { _ in .issues },
        Spec(.display, "screen", aliases: ["s"], argument: "NAME") { .screen($0) },
        Spec(.display, "screens") { _ in .screens },
        Spec(.display, "next-screen", aliases: ["ns"]) { _ in .nextScreen },
        Spec(.display, "previous-screen", aliases: ["ps"]) { _ in .previousScreen },
        Spec(.display, "overview", aliases: ["ov"]) { _ in .overview },
        Spec(.editing, "add", argument: "TEXT") { .addCard($0) },
        Spec(.editing, "rename", argument: "TEXT") { .rename($0) },
        Spec(.editing, "delete") { _ in .delete },
        Spec(.editing, "add-column", argument: "TEXT") { .addColumn($0) },
        Spec(.editing, "undo", aliases: ["u"]) { _ in .undo },
        Spec(.editing, "redo") { _ in .redo },
        Spec(.editing, "save", argument: "as PATH", optional: true) { .save($0) },
        Spec(.editing, "reload") { _ in .reload },
        Spec(.editing, "recover") { _ in .recover },
        Spec(.editing, "discard-recovery") { _ in .discardRecovery },
        Spec(.voice, "rate", argument: "N") { .rate($0) },
        Spec(.voice, "faster") { _ in .faster },
        Spec(.voice, "slower") { _ in .slower },
        Spec(.voice, "pitch", argument: "N") { .pitch($0) },
        Spec(.voice, "volume", argument: "N") { .volume($0) },
        Spec(.voice, "louder") { _ in .louder },
        Spec(.voice, "softer") { _ in .softer },
        Spec(.voice, "punctuation", argument: "none|some|most|all") { .punctuation($0) },
        Spec(.voice, "mute") { _ in .mute },
        Spec(.voice, "unmute") { _ in .unmute },
        Spec(.voice, "stop") { _ in .stop },
        Spec(.preferences, "lang", argument: languageChoices) { .language($0) },
        Spec(.preferences, "direction", argument: "auto|ltr|rtl") { .direction($0) },
        Spec(.preferences, "motion", argument: "reduce|full") { .motion($0) },
        Spec(.preferences, "hints", argument: "on|off") { .hints($0) },
        Spec(.preferences, "verbosity", argument: "high|medium|low") { .verbosity($0) },
        Spec(.preferences, "echo", argument: "characters|words|both|none") { .echo($0) },
        Spec(.preferences, "sounds", argument: "on|off") { .sounds($0) },
        Spec(.preferences, "interrupt", argument: "on|off") { .interrupt($0) },
        Spec(.preferences, "spatial", argument: "on|off") { .spatial($0) },
        Spec(.preferences, "braille", argument: "on|off|auto") { .braille($0) },
        Spec(.preferences, "contracted", argument: "on|off") { .contracted($0) },
        Spec(.preferences, "settings") { _ in .settings },
        Spec(.session, "help", aliases: ["h", "?"], argument: "COMMAND", optional: true) { .help($0) },
        Spec(.session, "close") { _ in .close },
        Spec(.session, "welcome") { _ in .welcome },
        Spec(.session, "quit", aliases: ["q", "exit"]) { _ in .quit },
    ]

    /// Every value a command takes that has a word in each language (``CommandWordKey``): the
    /// choices of the commands that take them, the rotor's units, the parts of `verbosity`,
    /// `help`'s topics, and the `as` of `save as`.
    public static let valueWords: [String] = {
        var values: [String] = []
        let languageCodes = Set(Language.allCases.map(\.code))
        for spec in specs where spec.argument?.contains("|") == true {
            for value in spec.argument?.split(separator: "|").map(String.init) ?? [] where !placeholders.contains(value) {
                if !languageCodes.contains(value), !values.contains(value) { values.append(value) }
            }
        }
        let more = ["actions", "traits", "values", "hints", "containers", "lines", "words", "characters", "selected",
                    "next", "previous", "keys", "here", "as"] + CommandGroup.allCases.map(\.rawValue)
        for value in more where !values.contains(value) { values.append(value) }
        return values
    }()

    /// The placeholders of arguments, as `help` shows them (`do ACTION`).
    public static let placeholders = ["TEXT", "N", "ACTION", "NAME", "UNIT", "COMMAND", "PATH", "CONDITION"]

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
    /// Parses a typed line: a command name or alias (English, or a word of `words`' language),
    /// then its argument (the rest of the line, its value words made English). Nil for an
    /// empty line.
    public static func parse(_ line: String, words: CommandWords = .english) throws(CommandError) -> Command? {
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
        guard let spec = words.command(named: name) else {
            throw .unknown(name, suggestion: suggestion(for: name, words: words))
        }
        if let needed = words.shownArgument(of: spec), argument.isEmpty, !spec.argumentIsOptional {
            throw .missingArgument(command: words.shown(command: spec.name), argument: needed)
        }
        if spec.argument == nil, !argument.isEmpty {
            throw .unexpectedArgument(command: words.shown(command: spec.name))
        }
        return spec.make(words.englishArgument(argument, for: spec))
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
