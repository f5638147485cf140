// SPDX-License-Identifier: GPL-3.0-or-later

/// A key code asks the catalog for: each module lists its own in one type, so a test can check
/// that every key it can ask for has every shipped language, and that no entry goes unused.
public protocol CatalogKey: Sendable {
    /// The key as `Localizable.xcstrings` spells it, such as `trait.button`.
    var key: String { get }
    /// Every key of this type.
    static var allKeys: [Self] { get }
}

extension CatalogKey where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
    /// The raw value is the key.
    public var key: String { rawValue }
    /// Every case.
    public static var allKeys: [Self] { Array(allCases) }
}

extension Strings {
    /// The text of a key in a language, with a number for `%lld` (choosing the plural form) and
    /// arguments for `%@` and `%1$@`; `isolating: false` leaves the arguments without bidi
    /// isolates (a command to copy).
    public func text(
        _ key: some CatalogKey, _ language: Language, number: Int? = nil, arguments: [String] = [], isolating: Bool = true
    ) -> String {
        text(key.key, language, number: number, arguments: arguments, isolating: isolating)
    }
}

/// Catalog words in one language: what every reporter and message writer speaks with.
public struct Wording: Sendable {
    /// Where the words come from.
    public let strings: Strings
    /// The language they are in.
    public let language: Language

    /// Words from a catalog in a language.
    public init(strings: Strings, language: Language) {
        self.strings = strings
        self.language = language
    }

    /// The text of a key, with a plural number and arguments.
    public func callAsFunction(_ key: some CatalogKey, number: Int? = nil, _ arguments: String...) -> String {
        strings.text(key, language, number: number, arguments: arguments)
    }

    /// The text of a key with its arguments as an array.
    public func text(_ key: some CatalogKey, number: Int? = nil, arguments: [String]) -> String {
        strings.text(key, language, number: number, arguments: arguments)
    }

    /// The list separator of the language (", ").
    public var listSeparator: String { strings.text(.errorListSeparator, language) }
}
