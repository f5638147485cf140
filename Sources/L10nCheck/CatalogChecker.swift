// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

/// The checks of `rotor l10n check`, run over a catalog in any format.
///
/// Each translated text is compared with its source counterpart: the same form, or for a
/// plural category the source lacks (Spanish `many`) the source's `other`.
public struct CatalogChecker: Sendable {
    /// Words that may stay as they are in a translation: names of places and the like.
    public static let defaultAllowList = ["OK", "Oslo", "Quito", "Control", "Rotor", "VoiceOver", "eSpeak"]
    /// How many times longer to hear than its source a translation may be.
    public static let defaultMaxRatio = 1.6
    /// A translation is too long to hear only when it is also this many seconds longer: below
    /// that, short texts such as "Hints off" against "Sugerencias desactivadas" have high ratios
    /// that cost a listener under a second, within the estimate's error.
    public static let minimumExtraSeconds = 1.25

    /// The allow list, folded for comparison.
    public var allowList: Set<String>
    /// The longest ratio of speaking times allowed.
    public var maxRatio: Double

    /// Creates a checker; `allow` adds words to the default allow list.
    public init(allow: [String] = [], maxRatio: Double = CatalogChecker.defaultMaxRatio) {
        self.allowList = Set((Self.defaultAllowList + allow).map(Self.fold))
        self.maxRatio = maxRatio
    }

    /// Every finding in a catalog, by key, then language, then form.
    public func check(_ catalog: LocalizationCatalog) -> [LocalizationFinding] {
        catalog.entries.flatMap { check($0, in: catalog) }
    }

    private func check(_ entry: LocalizationEntry, in catalog: LocalizationCatalog) -> [LocalizationFinding] {
        let sourceLanguage = catalog.sourceLanguage
        func finding(_ check: LocalizationCheck, _ language: String, _ form: String = "", _ arguments: [String] = []) -> LocalizationFinding {
            LocalizationFinding(check: check, catalog: catalog.path, key: entry.key, language: language, form: form, arguments: arguments)
        }
        if entry.isStale {
            let languages = entry.localizations[sourceLanguage] != nil ? [sourceLanguage] : entry.localizations.keys.sorted()
            return languages.map { finding(.staleEntry, $0) }
        }
        guard entry.shouldTranslate, let source = entry.localizations[sourceLanguage] else { return [] }
        var found: [LocalizationFinding] = []
        // A source form is compared with its translation in every language: its facts once.
        var sourceFacts: [String: TextFacts] = [:]
        for language in catalog.languages {
            guard let translation = entry.localizations[language] else {
                found.append(finding(.missingTranslation, language, "", [language]))
                continue
            }
            let isSource = language == sourceLanguage
            if !isSource {
                var states: Set<String> = []
                for form in translation.forms where !states.contains(form.state) {
                    states.insert(form.state)
                    if form.state == "new" { found.append(finding(.stateNew, language, form.path)) }
                    if form.state == "needs_review" { found.append(finding(.stateNeedsReview, language, form.path)) }
                }
            }
            found += pluralFindings(translation, source: source, language: language).map { finding($0.0, language, $0.1, $0.2) }
            for form in translation.forms {
                found += textFindings(form, language: language).map { finding($0.0, language, form.path, $0.1) }
                guard !isSource, !Self.isBlank(form.value), let original = counterpart(of: form, in: source) else { continue }
                let originalFacts = sourceFacts[original.path] ?? TextFacts(original.value)
                sourceFacts[original.path] = originalFacts
                found += comparisonFindings(form, original, originalFacts, language: language, sourceLanguage: sourceLanguage)
                    .map { finding($0.0, language, form.path, $0.1) }
            }
            if !isSource {
                found += substitutionFindings(translation, source: source).map { finding($0.0, language, $0.1, $0.2) }
            }
        }
        return found
    }

    /// The source form a translated form is compared with.
    func counterpart(of form: LocalizedString.Form, in source: LocalizedString) -> LocalizedString.Form? {
        if let same = source.form(at: form.path) { return same }
        if form.pluralCategory != nil, let other = source.form(at: form.path(withCategory: "other")) { return other }
        if form.path.isEmpty, let other = source.form(at: "plural.other") { return other }
        return source.form(at: "")
    }

    // MARK: One text on its own

    private func textFindings(_ form: LocalizedString.Form, language: String) -> [(LocalizationCheck, [String])] {
        if Self.isBlank(form.value) { return [(.emptyValue, [])] }
        var found: [(LocalizationCheck, [String])] = []
        if !Self.bidiBalanced(form.value) { found.append((.bidiUnbalanced, [])) }
        if let control = form.value.unicodeScalars.first(where: Self.isForbiddenControl) {
            found.append((.controlCharacter, [String(format: "U+%04X", control.value)]))
        }
        return found
    }

    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    /// C0 and C1 controls and DEL, except tab and line breaks.
    static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .control else { return false }
        return !["\t", "\n", "\r"].contains(scalar)
    }

    /// Whether every isolate (U+2066…U+2068) is closed by a PDI (U+2069) and every embedding or
    /// override (U+202A, U+202B, U+202D, U+202E) by a PDF (U+202C), properly nested.
    static func bidiBalanced(_ text: String) -> Bool {
        var stack: [Bool] = []  // true for an isolate
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068:
                stack.append(true)
            case 0x202A, 0x202B, 0x202D, 0x202E:
                stack.append(false)
            case 0x2069:
                // A PDI also closes the embeddings opened inside its isolate.
                guard let isolate = stack.lastIndex(of: true) else { return false }
                stack.removeSubrange(isolate...)
            case 0x202C:
                guard stack.last == false else { return false }
                stack.removeLast()
            default:
                continue
            }
        }
        return stack.isEmpty
    }

    // MARK: A translated text against its source

    private func comparisonFindings(
        _ form: LocalizedString.Form, _ original: LocalizedString.Form, _ originalFacts: TextFacts,
        language: String, sourceLanguage: String
    ) -> [(LocalizationCheck, [String])] {
        var found: [(LocalizationCheck, [String])] = []
        let identical = form.value == original.value
        let facts = identical ? originalFacts : TextFacts(form.value)
        if identical, !isAllowed(facts.tokens) {
            found.append((.identicalToSource, [form.value]))
        }
        var placeholders = placeholderFindings(facts.signature, source: originalFacts.signature)
        if let category = form.pluralCategory, Self.isSingleNumber(category, language: language) {
            // "כרטיס אחד", "بطاقتان": a form for exactly one number may write it out in words.
            placeholders.removeAll { check, arguments in
                check == .placeholderMissing && arguments.first.map { ["int", "int64"].contains(PlaceholderSignature.parse($0).type) } == true
            }
        }
        found += placeholders
        let seconds = SpokenLength.seconds(letters: facts.letters, language: language)
        let sourceSeconds = SpokenLength.seconds(letters: originalFacts.letters, language: sourceLanguage)
        if sourceSeconds > 0, seconds - sourceSeconds >= Self.minimumExtraSeconds {
            // The ratio allowed is the language's usual one times maxRatio (Arabic 1.45 × 1.6).
            let allowed = maxRatio * SpokenLength.usualRatio(language) / SpokenLength.usualRatio(sourceLanguage)
            if seconds / sourceSeconds > allowed {
                found.append((.spokenLength, [
                    Self.decimal(seconds / sourceSeconds), Self.decimal(seconds), Self.decimal(sourceSeconds), Self.decimal(allowed),
                ]))
            }
        }
        return found
    }

    private func placeholderFindings(_ translation: PlaceholderSignature, source: PlaceholderSignature) -> [(LocalizationCheck, [String])] {
        var found: [(LocalizationCheck, [String])] = []
        for position in Set(translation.arguments.keys).union(source.arguments.keys).sorted() {
            switch (translation.arguments[position], source.arguments[position]) {
            case (let mine?, nil): found.append((.placeholderExtra, [mine.text]))
            case (nil, let theirs?): found.append((.placeholderMissing, [theirs.text]))
            case (let mine?, let theirs?) where mine.type != theirs.type:
                found.append((.placeholderType, [String(position), theirs.text, mine.text]))
            default: continue
            }
        }
        for name in Set(translation.substitutions.keys).union(source.substitutions.keys).sorted() {
            if source.substitutions[name] == nil { found.append((.placeholderExtra, ["%#@\(name)@"])) }
            if translation.substitutions[name] == nil { found.append((.placeholderMissing, ["%#@\(name)@"])) }
        }
        return found
    }

    /// Substitutions must stand for the same argument, of the same type, as the source's.
    private func substitutionFindings(_ translation: LocalizedString, source: LocalizedString) -> [(LocalizationCheck, String, [String])] {
        translation.substitutions.keys.sorted().compactMap { name in
            guard let mine = translation.substitutions[name], let theirs = source.substitutions[name] else { return nil }
            let mineType = mine.formatSpecifier.map { PlaceholderSignature.parse("%" + $0).type }
            let theirType = theirs.formatSpecifier.map { PlaceholderSignature.parse("%" + $0).type }
            guard mineType != theirType || mine.argumentNumber != theirs.argumentNumber else { return nil }
            return (.placeholderType, "substitutions.\(name)", [
                name, "%" + (theirs.formatSpecifier ?? "?"), "%" + (mine.formatSpecifier ?? "?"),
            ])
        }
    }

    // MARK: Plurals

    /// Each plural variation has the categories CLDR gives the language, and no others but
    /// `zero`, which any language may have for 0 (``Strings`` chooses it for 0 as Apple's String
    /// Catalogs do); a variation of the source the translation lacks counts as missing all of them.
    private func pluralFindings(_ translation: LocalizedString, source: LocalizedString, language: String) -> [(LocalizationCheck, String, [String])] {
        // Most texts have no plural variation in either language: nothing to compare.
        if translation.plurals.isEmpty, source.plurals.isEmpty { return [] }
        let cldr = PluralCategory.categories(forCode: language)?.map(\.rawValue)
        let required = cldr ?? ["other"]
        var found: [(LocalizationCheck, String, [String])] = []
        for plural in translation.plurals {
            let missing = required.filter { !plural.categories.contains($0) }
            if !missing.isEmpty {
                found.append((.pluralMissingCategory, plural.path, [missing.joined(separator: ", "), language]))
            }
            if let cldr {
                for category in plural.categories where !cldr.contains(category) && category != PluralCategory.zero.rawValue {
                    found.append((.pluralExtraCategory, Self.join(plural.path, "plural", category), [category, language]))
                }
            }
        }
        let present = Set(translation.plurals.map(\.path))
        for plural in source.plurals where !present.contains(plural.path) && required.count > 1 {
            found.append((.pluralMissingCategory, plural.path, [required.joined(separator: ", "), language]))
        }
        return found
    }

    // MARK: Helpers

    /// Whether a plural category stands for exactly one whole number in a language Rotor knows
    /// the rules of: one (1) in English and Spanish, one and two in Hebrew, zero, one and two in
    /// Arabic; zero (0) in any language. Such a form may write its number in words and leave the
    /// number's placeholder out.
    static func isSingleNumber(_ category: String, language: String) -> Bool {
        if category == PluralCategory.zero.rawValue { return true }
        guard let category = PluralCategory(rawValue: category), let language = Language(code: language),
              !language.isPseudoLocale
        else { return false }
        // Past 200 no category of these languages matches only one number.
        return (0...200).filter { PluralCategory.of($0, in: language) == category }.count == 1
    }

    /// Whether a text identical to its source may stay so: no letters, or only allowed words
    /// and single letters (key names such as the C of Control-C).
    func isAllowed(_ tokens: [FormatToken]) -> Bool {
        let plain = tokens.map { token in
            if case .text(let words) = token { words } else { " " }
        }.joined()
        let words = plain.split(whereSeparator: { !$0.isLetter }).map { Self.fold(String($0)) }
        return words.allSatisfy { $0.count == 1 || allowList.contains($0) }
    }

    static func fold(_ word: String) -> String {
        // ASCII has no diacritics, and its case folds to lower case: without Foundation's bridge.
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word.lowercased() }
        return word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    static func decimal(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ".")
    }
}

extension CatalogChecker {
    /// What the comparisons need of one text, worked out from one pass over its tokens: its
    /// placeholders and the letters it is heard as.
    struct TextFacts {
        let tokens: [FormatToken]
        let signature: PlaceholderSignature
        let letters: Int

        init(_ text: String) {
            tokens = FormatToken.tokens(in: text)
            signature = PlaceholderSignature(tokens: tokens)
            letters = SpokenLength.letters(tokens)
        }
    }
}
