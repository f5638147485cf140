// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

/// The words a person may type for the commands and their values in the session's language,
/// beside the English names and values, which always work: `acciones` and `actions` in Spanish,
/// `detalle alto` and `verbosity high`. From the catalog's ``CommandWordKey`` entries.
///
/// Words are matched without regard to case or accents (`donde` is `dónde`), Hebrew points or
/// Arabic short vowels, and with Arabic's hamza seats and alif maqsura taken as their plain
/// letters, as people type them.
public struct CommandWords: Sendable {
    /// The language of the words.
    public let language: Language
    /// A folded word of the language and the command it names.
    private let commandByWord: [String: String]
    /// A folded value word of the language and the English value it stands for.
    private let valueByWord: [String: String]
    /// Each command's, value's and placeholder's word as shown: the first of its alternatives.
    private let shownCommands: [String: String]
    private let shownValues: [String: String]
    private let shownPlaceholders: [String: String]
    /// Every command name, English and the language's, for "did you mean".
    let vocabulary: Suggestion.Vocabulary

    /// English only: what a session without a catalog of its own understands.
    public static let english = CommandWords(strings: nil, language: .english)

    /// The words of a language, from a catalog.
    public init(strings: Strings, language: Language) {
        self.init(strings: Optional(strings), language: language)
    }

    /// The words a session in `language` understands: English alone (made once) when it is
    /// English or a pseudo-locale of it, else the language's from the catalog.
    public static func of(_ language: Language, in strings: Strings) -> CommandWords {
        language.base == .english ? english : CommandWords(strings: strings, language: language)
    }

    private init(strings: Strings?, language: Language) {
        self.language = language
        func alternatives(_ key: CommandWordKey) -> [String] {
            guard let strings, language.base != .english, strings.hasTranslation(key.key, in: language) else { return [] }
            return strings.text(key, language, isolating: false).split(separator: "|")
                .map { Command.trimmingSpaces(String($0)) }.filter { !$0.isEmpty }
        }
        var commandByWord: [String: String] = [:]
        var shownCommands: [String: String] = [:]
        for spec in Command.specs {
            let words = alternatives(CommandWordKey(.word, spec.name))
            shownCommands[spec.name] = words.first
            for word in words where commandByWord[Self.fold(word)] == nil { commandByWord[Self.fold(word)] = spec.name }
        }
        var valueByWord: [String: String] = [:]
        var shownValues: [String: String] = [:]
        for value in Command.valueWords {
            let words = alternatives(CommandWordKey(.value, value))
            shownValues[value] = words.first
            for word in words where valueByWord[Self.fold(word)] == nil { valueByWord[Self.fold(word)] = value }
        }
        var shownPlaceholders: [String: String] = [:]
        for placeholder in Command.placeholders {
            shownPlaceholders[placeholder] = alternatives(CommandWordKey(.placeholder, placeholder)).first
        }
        self.commandByWord = commandByWord
        self.valueByWord = valueByWord
        self.shownCommands = shownCommands
        self.shownValues = shownValues
        self.shownPlaceholders = shownPlaceholders
        let local = Command.specs.compactMap { shownCommands[$0.name] }
        vocabulary = Suggestion.Vocabulary(Command.specs.map(\.name) + local.filter { !Command.specs.map(\.name).contains($0) })
    }

    /// The command a typed name means: an English name or alias, or a word of the language.
    public func command(named typed: String) -> Command.Spec? {
        Command.spec(named: typed.lowercased()) ?? commandByWord[Self.fold(typed)].flatMap(Command.spec(named:))
    }

    /// The English value a typed value means, when it is a value word of the language (or
    /// English: then it is itself).
    public func englishValue(_ typed: String) -> String? {
        if let value = valueByWord[Self.fold(typed)] { return value }
        return Command.valueWords.contains(typed.lowercased()) ? typed.lowercased() : nil
    }

    /// A command's name as the language says it (English when it has none of its own).
    public func shown(command name: String) -> String {
        shownCommands[name] ?? name
    }

    /// A value as the language says it (itself when it has no word of its own: a language code).
    public func shown(value: String) -> String {
        shownValues[value] ?? value
    }

    /// A command's argument as `help` shows it: its values (`alto|medio|bajo`), or its
    /// placeholder in the language (`TEXTO`), `[…]` around it when it may be left out.
    public func shownArgument(of spec: Command.Spec) -> String? {
        guard let argument = spec.argument else { return nil }
        let words = argument.split(separator: " ").map { part in
            part.split(separator: "|", omittingEmptySubsequences: false).map { word in
                let word = String(word)
                return Command.placeholders.contains(word) ? shownPlaceholders[word] ?? word : shown(value: word)
            }.joined(separator: "|")
        }.joined(separator: " ")
        return spec.argumentIsOptional ? "[" + words + "]" : words
    }

    /// Every command name the language has of its own (not those it writes as English does).
    public var localCommandNames: [String] {
        Command.specs.compactMap { spec in shownCommands[spec.name].flatMap { $0 == spec.name ? nil : $0 } }
    }

    /// The argument of a typed command with the language's value words made English, so the
    /// command reads them as it reads its English values: every word of a command that takes
    /// values (`detalle acciones no` is `verbosity actions off`), a topic of `help` (a command's
    /// name or a group), and `como` before the path of `save`. Free text (a title, a search, an
    /// action's name) is left as typed.
    func englishArgument(_ argument: String, for spec: Command.Spec) -> String {
        guard !argument.isEmpty else { return argument }
        switch spec.name {
        case "help":
            if let named = command(named: argument) { return named.name }
            return englishValue(argument) ?? argument
        case "save":
            let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
            guard let first = words.first, englishValue(first) == "as" else { return argument }
            return (["as"] + words.dropFirst()).joined(separator: " ")
        default:
            guard spec.takesValues else { return argument }
            return argument.split(separator: " ").map { englishValue(String($0)) ?? String($0) }.joined(separator: " ")
        }
    }

    /// A word as it is matched: lowercased, without accents, Hebrew points or Arabic short
    /// vowels (decomposed, and every nonspacing mark dropped: so the hamza seats أ إ آ are
    /// alif too), without Arabic's tatweel, with alif maqsura as yeh, and each part (between
    /// hyphens) without Arabic's article ال, which people type or leave out (`الإعدادات`,
    /// `إعدادات`).
    static func fold(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in word.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.value {
            case 0x0640: continue
            case 0x0649: scalars.append("\u{064A}")
            default:
                if scalar.properties.generalCategory == .nonspacingMark { continue }
                scalars.append(scalar)
            }
        }
        let article = "\u{0627}\u{0644}"
        return String(scalars).split(separator: "-", omittingEmptySubsequences: false).map { part in
            part.hasPrefix(article) && part.count > 3 ? String(part.dropFirst(2)) : String(part)
        }.joined(separator: "-")
    }
}
