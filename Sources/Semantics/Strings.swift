// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Rotor's words: the string catalog, looked up by key and language, with plurals and placeholders.
///
/// A missing translation falls back to the source language (English); a key missing everywhere
/// reads as the key itself, so the gap is heard and caught by the tests rather than silent.
public struct Strings: Sendable {
    /// The catalog the words come from.
    public let catalog: Catalog

    /// Wraps a catalog.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The catalog built into the binary from `Locales/Localizable.xcstrings`.
    public static let builtIn: Strings = {
        guard let data = Data(base64Encoded: embeddedCatalogBase64),
              let catalog = try? Catalog(json: data, path: builtInCatalogPath)
        else { return Strings(catalog: Catalog(sourceLanguage: "en", entries: [:])) }
        return Strings(catalog: catalog)
    }()

    /// How errors and findings name the built-in catalog.
    public static let builtInCatalogPath = "Locales/Localizable.xcstrings"

    /// The JSON of `Locales/Localizable.xcstrings` as it was at build time, for catalog checks.
    public static var builtInCatalogJSON: Data {
        Data(base64Encoded: embeddedCatalogBase64) ?? Data()
    }

    /// Whether a key has its own translation in a language (no fallback). A pseudo-locale has
    /// what its base language has.
    public func hasTranslation(_ key: String, in language: Language) -> Bool {
        catalog.entries[key]?.localizations[language.base.code] != nil
    }

    /// Keys with no translation of their own in a language.
    public func missingKeys(in language: Language) -> [String] {
        catalog.entries.keys.filter { !hasTranslation($0, in: language) }.sorted()
    }

    /// The text of a key in a language, with a number for `%lld` (choosing the plural form)
    /// and arguments for `%@` and `%1$@`.
    ///
    /// A pseudo-locale transforms its base language's format, placeholders kept, before the
    /// arguments go in: the arguments are words of their own, pseudo-localized where they
    /// come from the catalog.
    public func text(_ key: String, _ language: Language, number: Int? = nil, arguments: [String] = []) -> String {
        guard var format = formatString(key, language.base, number: number) else { return key }
        if let style = language.pseudoStyle { format = Pseudolocalizer(style).transform(format) }
        return Self.format(format, number: number, arguments: arguments)
    }

    /// The format of a key in a real language, the plural form chosen for the number; the
    /// source language's when the language has none; nil when the key is missing everywhere.
    private func formatString(_ key: String, _ language: Language, number: Int?) -> String? {
        let entry = catalog.entries[key]
        let localization = entry?.localizations[language.code] ?? entry?.localizations[catalog.sourceLanguage]
        let fallbackLanguage = entry?.localizations[language.code] == nil ? Language.english : language
        switch localization {
        case .value(let value, _)?:
            return value
        case .plural(let forms, _)?:
            let category = PluralCategory.of(number ?? 0, in: fallbackLanguage)
            return forms[category] ?? forms[.other] ?? key
        case nil:
            return nil
        }
    }

    /// Substitutes `%lld`/`%d` with the number and `%@` / `%N$@` with the arguments; `%%` is a percent sign.
    static func format(_ format: String, number: Int?, arguments: [String]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.hasPrefix("%") {
                result += "%"
                rest = rest.dropFirst()
            } else if rest.hasPrefix("lld") || rest.hasPrefix("d") {
                result += number.map(String.init) ?? ""
                rest = rest.dropFirst(rest.hasPrefix("lld") ? 3 : 1)
            } else if rest.hasPrefix("@") {
                result += next < arguments.count ? arguments[next] : ""
                next += 1
                rest = rest.dropFirst()
            } else if let (position, end) = Self.positionalArgument(rest) {
                result += arguments.indices.contains(position - 1) ? arguments[position - 1] : ""
                rest = rest[end...]
            } else {
                result += "%"
            }
        }
        return result + rest
    }

    /// The position of a `N$@` at the start of `text` (just after its `%`) and where it ends.
    ///
    /// Only the digits are read, never the rest of the text: a format of thousands of `%`
    /// without a `$` stays one pass. A position past `Int`'s range is no position.
    private static func positionalArgument(_ text: Substring) -> (position: Int, end: Substring.Index)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let position = Int(digits) else { return nil }
        let rest = text[digits.endIndex...]
        guard rest.hasPrefix("$@") else { return nil }
        return (position, rest.index(rest.startIndex, offsetBy: 2))
    }
}
