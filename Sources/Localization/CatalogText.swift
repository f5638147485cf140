// SPDX-License-Identifier: GPL-3.0-or-later

/// A catalog entry with the values its placeholders take: what every word Rotor says or prints
/// is made of.
///
/// Each key of `Locales/Localizable.xcstrings` is a typed member, generated at build time from
/// the catalog (`CatalogText+Keys.swift`): `.consoleMuted`, `.kanbanCardCount(3)`,
/// `.actionMoveToColumn("Done")`. A member takes exactly the values its English text has places
/// for — the number first when there is one (it also chooses the plural form), then the texts —
/// so a call with one too few or too many does not compile. Families whose key is made from a
/// value (a rule's help, a command's help, the demos' content) use ``init(key:number:arguments:)``.
public struct CatalogText: Sendable, Hashable {
    /// The key as the catalog spells it.
    public let key: String
    /// The number for `%lld`, which also chooses the plural form.
    public let number: Int?
    /// The texts for `%@`, `%1$@` …, in order.
    public let arguments: [String]

    /// An entry by its key, with its values.
    public init(key: String, number: Int? = nil, arguments: [String] = []) {
        self.key = key
        self.number = number
        self.arguments = arguments
    }
}

extension Strings {
    /// The words of a catalog entry in a language. `isolating: false` leaves the arguments
    /// without bidi isolates (a command a person will copy).
    public func text(_ text: CatalogText, _ language: Language, isolating: Bool = true) -> String {
        self.text(text.key, language, number: text.number, arguments: text.arguments, isolating: isolating)
    }
}

extension Wording {
    /// The words of a catalog entry in this language.
    public func callAsFunction(_ text: CatalogText) -> String {
        strings.text(text, language)
    }
}
