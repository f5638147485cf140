// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

/// The checks of one catalog entry in every language it has. What needs the whole catalog (a
/// language the entry lacks, a language's script, how its translators write `one`) is left to
/// ``CatalogScan``, which feeds it the entries one at a time.
struct EntryCheck {
    /// What a finding waits on before it is reported, decided once the whole catalog is known.
    enum Condition: Hashable {
        /// Nothing: it is reported.
        case none
        /// An identical copy of `words` words; `title` holds the words, folded, of a copy whose
        /// every word is capitalized. Reported from two words in a language written in another
        /// script than the source, then for a title only when one of its words is written in
        /// lower case somewhere in the source texts (an ordinary word: not a name); from three
        /// in a language written in the same script, then not for a title.
        case identical(words: Int, title: [String]?)
        /// A missing `one`, unless the language's translators write `one` as `other` in three
        /// quarters or more of the catalog's variations (of three or more) that have both.
        case unlessOneIsOther
    }

    /// One finding in one language, before the languages found at one place are joined.
    struct Raw: Hashable {
        var check: LocalizationCheck
        var severity: Severity
        var form: String
        var arguments: [String]
        var language: String
        var location: SourceLocation?
        var condition = Condition.none
        /// Whether it is at the entry's key, a place its languages share (a missing or stale
        /// entry, a text no language translates), rather than at the language's own text.
        var atEntry = false
    }

    let checker: CatalogChecker
    /// The catalog's path.
    let path: String
    let sourceLanguage: String
    /// The source language's own language (`en` of `en-US`).
    let sourceBase: String
    let entry: LocalizationEntry
    let reach: [String: PluralReach]
    let source: LocalizedString
    /// The arguments the source localization reads, where and how.
    let sourceArguments: LocalizationArguments
    /// What the code passes, by position: the key's placeholders when it has any (Xcode makes
    /// a key from the code's interpolation), else the source text's.
    let passed: [Int: TextFormat.Use]
    /// Whether `passed` comes from the key.
    let passedFromKey: Bool
    /// Whether the app formats the entry's texts: as its code is known to (``CodeFacts``), else
    /// when it passes arguments or a text writes `%%`.
    let formatted: Bool
    /// Whether the code is known never to format them, or, where it is not known, the entry
    /// writes `%0`, `%1` … tokens and nothing that shows it is formatted: the app replaces its
    /// own tokens (Stats' "%0% remaining"), and its `%` are its own business.
    let neverFormatted: Bool
    /// Whether it is not known either way: judged from the texts.
    let formattingJudged: Bool
    /// Whether Xcode made the entry from a storyboard or a xib: never formatted, and a language
    /// without it shows the storyboard's own text.
    let isInterfaceBuilder: Bool
    /// The number a plural variation of the whole text chooses by: the first number passed.
    let rootNumber: TextFormat.Use?
    /// The positions the source itself reads as two types.
    let sourceConflicts: Set<Int>
    /// The positions the source shows (other than as a word's ending) that the code passes.
    let sourceShown: Set<Int>
    /// The source's plural variations, each with the number it chooses by.
    var sourcePlurals: [(set: LocalizedString.PluralSet, number: TextFormat.Use?)] = []
    /// How many letters each source form counts as when heard, by path, as worked out.
    var sourceLetters: [String: Int] = [:]
    /// The language being checked: its own language (`es` of `es-MX`), and whether its spoken
    /// length is measured.
    var languageBase = ""
    var languageMeasured = false
    /// How many languages keep each form's text as the source writes it, by path, as worked out.
    var keptAlikeByPath: [String: KeptAlike] = [:]
    var raw: [Raw] = []

    init(checker: CatalogChecker, path: String, sourceLanguage: String, entry: LocalizationEntry, reach: [String: PluralReach]) {
        self.checker = checker
        self.path = path
        self.sourceLanguage = sourceLanguage
        sourceBase = CatalogChecker.base(of: sourceLanguage)
        self.entry = entry
        self.reach = reach
        let interfaceBuilder = CatalogChecker.interfaceBuilderText(key: entry.key, comment: entry.comment)
        isInterfaceBuilder = interfaceBuilder != nil
        var source = entry.localizations[sourceLanguage] ?? LocalizedString(entry.key)
        // A storyboard's text without a source-language entry: the storyboard's own, as the comment says it.
        if case .some(.some(let text)) = interfaceBuilder, source.forms.count == 1, source.forms[0].value == entry.key {
            source = LocalizedString(text, location: source.location)
        }
        self.source = source
        sourceArguments = LocalizationArguments(source)
        let key = TextFormat(entry.key)
        let keyUses = key.uses.filter { _ in key.substitutions.isEmpty }
        if !keyUses.isEmpty {
            passed = Dictionary(keyUses.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
            passedFromKey = true
        } else {
            passed = sourceArguments.firstUses
            passedFromKey = false
        }
        // Interface Builder never formats its texts.
        let known = checker.code.formatted(entry.key) ?? (isInterfaceBuilder ? false : nil)
        formatted = known ?? (!passed.isEmpty || key.looksFormatted || sourceArguments.looksFormatted)
        formattingJudged = known == nil
        neverFormatted = known == false
            || (known == nil && !formatted && ([entry.key] + source.forms.map(\.value)).contains(where: Self.hasAppTokens))
        let numbers: Set<FormatSpecifier.ArgumentClass> = [.int, .int64, .double, .longDouble]
        let sorted = passed.sorted { $0.key < $1.key }.map(\.value)
        rootNumber = sorted.first { numbers.contains($0.argumentClass) }
        sourceConflicts = sourceArguments.hasConflict ? Set(sourceArguments.conflicts().keys) : []
        sourceShown = sourceArguments.shown.intersection(passed.keys)
        sourcePlurals = source.plurals.map { ($0, number(of: $0.path, in: source, sourceArguments)) }
    }

    /// Whether a text writes a token such as `%0` or `%1`: a `%`, digits, and no `$` after them.
    static func hasAppTokens(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return false }
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            var end = index + 1
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            if end > index + 1, end == bytes.count || bytes[end] != UInt8(ascii: "$") { return true }
        }
        return false
    }

    /// Every finding of the entry in the languages it has, language by language, not joined.
    mutating func findings(skipping skipped: Set<String>) -> [Raw] {
        guard entry.shouldTranslate else { return [] }
        let languages = entry.localizations.keys.filter { !skipped.contains($0) }.sorted()
        if entry.isStale {
            let stale = languages.contains(sourceLanguage) ? [sourceLanguage] : languages
            return stale.map {
                Raw(check: .staleEntry, severity: LocalizationCheck.staleEntry.severity, form: "", arguments: [], language: $0,
                    location: entry.location, atEntry: true)
            }
        }
        for language in languages {
            guard let translation = entry.localizations[language] else { continue }
            check(translation, in: language)
        }
        return raw
    }

    /// What a language without the entry would show, for ``CatalogScan`` to report once it knows
    /// the catalog's languages: nothing when the source has no words to translate; the key when
    /// it is an identifier (an error), the source language when the key reads as text.
    var missingSeverity: Severity? {
        guard entry.shouldTranslate, !entry.isStale else { return nil }
        // The code's own default text is shown.
        if entry.sourceIsInCode { return .warning }
        guard source.forms.contains(where: { form in
            FormatToken.tokens(in: form.value).contains { if case .text(let words) = $0 { words.contains(where: \.isLetter) } else { false } }
        }) else { return nil }
        // The app falls back to its development language, or a storyboard shows its own text:
        // that text is shown, not the key.
        if isInterfaceBuilder || checker.code.fallback(of: entry.key) == .developmentLanguage { return .warning }
        let sourceText = source.form(at: "")?.value ?? source.forms.last?.value
        return CatalogChecker.isReadable(key: entry.key, source: sourceText) ? .warning : .error
    }

    /// The checks of one language's translation.
    private mutating func check(_ translation: LocalizedString, in language: String) {
        // With the source text in the code, a translation has nothing to be compared with.
        let isSource = language == sourceLanguage || entry.sourceIsInCode
        languageBase = CatalogChecker.base(of: language)
        languageMeasured = SpokenLength.letterRates[languageBase] != nil && SpokenLength.letterRates[sourceBase] != nil
        let arguments = language == sourceLanguage ? sourceArguments : LocalizationArguments(translation)
        if !isSource { checkStates(translation, in: language) }
        for (form, format) in zip(translation.forms, arguments.formats) {
            checkText(form, format, in: language, isSource: isSource, arguments: arguments)
        }
        if !neverFormatted { checkArguments(translation, arguments, in: language, isSource: isSource) }
        checkPlurals(translation, arguments, in: language)
    }

    /// Adds a finding in one language.
    mutating func add(
        _ check: LocalizationCheck, _ language: String, form: String = "", _ arguments: [String] = [],
        severity: Severity? = nil, at location: SourceLocation?, unless condition: Condition = .none, atEntry: Bool = false
    ) {
        raw.append(Raw(
            check: check, severity: severity ?? check.severity, form: form, arguments: arguments, language: language,
            location: atEntry ? entry.location ?? location : location, condition: condition, atEntry: atEntry
        ))
    }

    /// `new` and `needs_review` states, once each per translation.
    private mutating func checkStates(_ translation: LocalizedString, in language: String) {
        var new = false
        var review = false
        for form in translation.forms {
            if !new, form.state == "new" {
                new = true
                add(.stateNew, language, at: form.location ?? translation.location)
            } else if !review, form.state == "needs_review" {
                review = true
                add(.stateNeedsReview, language, at: form.location ?? translation.location)
            }
        }
    }
}
