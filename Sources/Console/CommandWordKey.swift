// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// The catalog key of a word a person types: a command's name (`command.word.next`), a value a
/// command takes (`command.value.on`), or a placeholder `help` shows for an argument
/// (`command.placeholder.text`). In English each is the word itself; each language gives its own,
/// with alternatives after `|` that are understood too (the first is the one shown).
public struct CommandWordKey: CatalogKey, Hashable {
    /// What the word is.
    public enum Kind: String, Sendable, Hashable {
        case word, value, placeholder
    }

    /// What the word is.
    public let kind: Kind
    /// The English word: a command's name, a value, or a placeholder (`TEXT`).
    public let english: String

    /// The key of an English word of a kind.
    public init(_ kind: Kind, _ english: String) {
        self.kind = kind
        self.english = english
    }

    /// `command.word.NAME`, `command.value.VALUE`, `command.placeholder.name` (the placeholder
    /// lowercased: `TEXT` is `command.placeholder.text`).
    public var key: String {
        "command." + kind.rawValue + "." + (kind == .placeholder ? english.lowercased() : english)
    }

    /// Every command's name, every value and every placeholder.
    public static var allKeys: [CommandWordKey] {
        Command.specs.map { CommandWordKey(.word, $0.name) }
            + Command.valueWords.map { CommandWordKey(.value, $0) }
            + Command.placeholders.map { CommandWordKey(.placeholder, $0) }
    }
}
