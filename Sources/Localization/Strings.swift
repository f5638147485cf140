// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Rotor's words: the string catalog, looked up by key and language, with plurals and placeholders.
///
/// A missing translation falls back to the source language (English); a key missing everywhere
/// reads as the key itself, so the gap is heard and caught by the tests rather than silent.
public struct Strings: Sendable {
    /// The catalog the words come from.
    public let catalog: Catalog

    /// Where each format's number goes (``numberPosition(_:)``), remembered once worked out.
    private let numberPositions = Memo<String, Int?>()

    /// Each format as a pseudo-locale writes it (``Pseudolocalizer``), remembered once made.
    private let pseudoFormats = Memo<PseudoFormat, String>()

    /// Each format read into its pieces, remembered once read.
    private let templates = Memo<String, FormatTemplate>()

    /// A format in a pseudo-locale's style.
    private struct PseudoFormat: Hashable, Sendable {
        let format: String
        let style: Pseudolocalizer.Style
    }

    /// Wraps a catalog.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The catalog built into the binary from `Locales/Localizable.xcstrings`, as Swift values
    /// the build generated: nothing to parse at start.
    public static let builtIn = Strings(catalog: embeddedCatalog)

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
    /// come from the catalog. The number is written as the language writes numbers
    /// (``NumberFormat``); each argument is isolated (FSI … PDI) wherever isolation can change
    /// the display (``BidiIsolation``), unless `isolating` is false: for a command a person will
    /// copy into a shell ("Open it with 'rotor open %1$@'"), where an isolate would become part
    /// of a file name. Either way, what an argument opens of its own (an override, an isolate, an
    /// embedding) is closed at its end (``BidiIsolation/closingUnmatched(_:)``), so it never
    /// reorders the words after it.
    public func text(
        _ key: String, _ language: Language, number: Int? = nil, arguments: [String] = [], isolating: Bool = true
    ) -> String {
        // One lookup of the key for both the format and, with a number, the source text.
        let entry = catalog.entries[key]
        guard var format = formatString(entry, key, language.base, number: number) else { return key }
        if let style = language.pseudoStyle {
            format = pseudoFormats.value(for: PseudoFormat(format: format, style: style)) {
                Pseudolocalizer($0.style).transform($0.format)
            }
        }
        // No placeholder: nothing to substitute, isolate or count.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        let isolated = isolating && BidiIsolation.isNeeded(in: language, format: format, pieces: arguments)
            ? arguments.map(BidiIsolation.isolate) : arguments.map(BidiIsolation.closingUnmatched)
        // The source text fixes where the number stands; without one there, this text does.
        let position = (number == nil ? nil : sourceFormat(entry).flatMap(rememberedNumberPosition))
            ?? rememberedNumberPosition(format)
        let template = templates.value(for: format, FormatTemplate.init)
        return Self.fill(template, number: number, arguments: isolated, numbers: NumberFormat(language), numberAt: position)
    }

    /// Where a catalog format's number goes (``numberPosition(_:)``), remembered.
    private func rememberedNumberPosition(_ format: String) -> Int? {
        numberPositions.value(for: format, Self.numberPosition)
    }

    /// The source language's text of a key (its `other` form for a plural): what fixes the order
    /// of the arguments, as printf counts them.
    private func sourceFormat(_ entry: Catalog.Entry?) -> String? {
        switch entry?.localizations[catalog.sourceLanguage] {
        case .value(let value, _)?: value
        case .plural(let forms, _)?: forms[.other]
        case nil: nil
        }
    }

    /// A whole number as `language` writes it: "1,000", "1000" (Spanish groups from five
    /// digits), "١٬٠٠٠".
    public func number(_ number: Int, _ language: Language) -> String {
        NumberFormat(language).string(number)
    }

    /// The format of a key in a real language, the plural form chosen for the number; the
    /// source language's when the language has none; nil when the key is missing everywhere.
    private func formatString(_ entry: Catalog.Entry?, _ key: String, _ language: Language, number: Int?) -> String? {
        let own = entry?.localizations[language.code]
        let localization = own ?? entry?.localizations[catalog.sourceLanguage]
        let fallbackLanguage = own == nil ? Language.english : language
        switch localization {
        case .value(let value, _)?:
            return value
        case .plural(let forms, _)?:
            // A zero form is what any language says for 0, as in Apple's String Catalogs: Hebrew
            // "אין כרטיסים", where its rules would choose "other".
            if number == 0, let zero = forms[.zero] { return zero }
            let category = PluralCategory.of(number ?? 0, in: fallbackLanguage)
            return forms[category] ?? forms[.other] ?? key
        case nil:
            return nil
        }
    }

    /// Substitutes `%lld`/`%d` with the number (written in `numbers`) and `%@` with the
    /// arguments; `%%` is a percent sign.
    ///
    /// Positions count as printf counts them: one list of arguments, the number among them at
    /// `numberPosition` (the source text's order; when not given, where this format has its
    /// first whole-number placeholder; given as nil, nowhere), the others in `arguments`' order. A placeholder without a
    /// position takes the next one; `%2$@` and `%3$lld` name theirs. So a plural form that
    /// writes its number out ("one card") can leave `%lld` out and still name the arguments
    /// after it: "Checked %@: %lld entries in %@." has the form "נבדק %1$@: רשומה אחת בשפות %3$@.".
    static func format(
        _ format: String, number: Int?, arguments: [String], numbers: NumberFormat = NumberFormat(.english),
        numberPosition: Int?? = nil
    ) -> String {
        // Bytes, not characters: the common case, no placeholder, costs no grapheme breaking.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        return fill(FormatTemplate(format), number: number, arguments: arguments, numbers: numbers,
                    numberAt: numberPosition ?? Self.numberPosition(format))
    }

    /// A format's template filled: the number at position `numberAt`, the arguments at the others.
    private static func fill(
        _ template: FormatTemplate, number: Int?, arguments: [String], numbers: NumberFormat, numberAt: Int?
    ) -> String {
        template.render { position in
            if position == numberAt { return number.map(numbers.string) ?? "" }
            let index = position - 1 - (numberAt.map { position > $0 ? 1 : 0 } ?? 0)
            return arguments.indices.contains(index) ? arguments[index] : ""
        }
    }

    /// The position, as printf counts, of a format's first whole-number placeholder (`%lld`, `%d`).
    static func numberPosition(_ format: String) -> Int? {
        FormatArgument.arguments(of: FormatPiece.pieces(in: format)).first { argument in
            if case .conversion(let specifier) = argument.reader { specifier.readsWholeNumber } else { false }
        }?.position
    }
}
