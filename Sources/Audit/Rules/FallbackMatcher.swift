// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import TextSafety

/// Recognises text that is the source-language (English) text of a catalog entry, with anything
/// in place of its placeholders: "Move to Done" is the English of `Move to %@`.
struct FallbackMatcher {
    /// One entry's English form, split at its placeholders.
    struct Pattern {
        let key: String
        let segments: [String]

        /// Whether the whole text is the form with something in each placeholder.
        func matches(_ text: String) -> Bool {
            guard let first = segments.first, text.hasPrefix(first) else { return false }
            guard segments.count > 1 else { return text == first }
            var rest = text.dropFirst(first.count)
            for segment in segments.dropFirst().dropLast() where !segment.isEmpty {
                // Swift's own search, not Foundation's `range(of:)` (see TextSearch).
                guard let range = rest.firstRange(of: segment) else { return false }
                rest = rest[range.upperBound...]
            }
            return rest.hasSuffix(segments.last ?? "")
        }
    }

    /// Forms with placeholders, tried one by one.
    let patterns: [Pattern]
    /// Forms without placeholders, by their text.
    let exact: [String: String]
    /// What joins the parts of a phrase in the tree's language (", ", Arabic "، ").
    let separator: String

    /// The English forms a tree in `language` must not contain: for a pseudo-locale every form;
    /// for a real language, the forms it has no translation of, or a different one.
    init(strings: Strings, language: Language) {
        let catalog = strings.catalog
        var patterns: [Pattern] = []
        for key in catalog.entries.keys.sorted() {
            guard let entry = catalog.entries[key],
                  let source = entry.localizations[catalog.sourceLanguage] else { continue }
            let translated = language.isPseudoLocale ? nil : entry.localizations[language.code]
            for (category, english) in Self.forms(source) {
                if let translated, Self.form(translated, category) == english { continue }
                let segments = FormatToken.tokens(in: english).reduce(into: [""]) { segments, token in
                    switch token {
                    case .text(let text): segments[segments.count - 1] += text
                    case .placeholder(let placeholder):
                        if placeholder == "%%" { segments[segments.count - 1] += "%" } else { segments.append("") }
                    }
                }
                guard segments.contains(where: { $0.contains(where: \.isLetter) }) else { continue }
                patterns.append(Pattern(key: key, segments: segments))
            }
        }
        self.separator = Phrase(strings: strings).separator(language)
        self.patterns = patterns.filter { $0.segments.count > 1 }
        self.exact = Dictionary(
            patterns.filter { $0.segments.count == 1 }.map { ($0.segments[0], $0.key) }, uniquingKeysWith: { first, _ in first }
        )
    }

    /// The entry whose English the text is, whole or as one of its parts joined by the language's
    /// separator; bidi isolates around a piece of content do not hide it. What a person wrote
    /// (`own`) is their content, never a missing translation.
    func match(_ text: String, ignoring own: Set<String> = []) -> String? {
        let text = BidiIsolation.removingIsolates(text)
        let parts = text.pieces(separatedBy: separator)
        let candidates = parts.count > 1 ? [text] + parts : [text]
        for candidate in candidates where candidate.contains(where: \.isLetter) && !own.contains(candidate) {
            if let key = exact[candidate] { return key }
            if let pattern = patterns.first(where: { $0.matches(candidate) }) { return pattern.key }
        }
        return nil
    }

    private static func forms(_ localization: Catalog.Localization) -> [(PluralCategory?, String)] {
        switch localization {
        case .value(let value, _): [(nil, value)]
        case .plural(let forms, _): forms.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
        }
    }

    private static func form(_ localization: Catalog.Localization, _ category: PluralCategory?) -> String? {
        switch localization {
        case .value(let value, _): value
        case .plural(let forms, _): category.flatMap { forms[$0] } ?? forms[.other]
        }
    }
}
