// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

/// The checks of one catalog entry in every language, then the findings that hold alike in
/// several languages joined into one.
struct EntryCheck {
    /// One finding in one language, before languages are joined.
    struct Raw: Hashable {
        var check: LocalizationCheck
        var severity: Severity
        var form: String
        var arguments: [String]
        var language: String
        var location: SourceLocation?
    }

    let checker: CatalogChecker
    let catalog: LocalizationCatalog
    let entry: LocalizationEntry
    let languages: [String]
    let reach: [String: PluralReach]
    /// Whether each language is written mostly in Latin letters.
    let latin: [String: Bool]
    /// Languages whose `one` forms say what their `other` forms say (Turkish "%lld eşleşme").
    let oneIsOther: Set<String>
    let source: LocalizedString
    /// The arguments the source localization reads, where and how.
    let sourceArguments: LocalizationArguments
    /// What the code passes, by position: the key's placeholders when it has any (Xcode makes
    /// a key from the code's interpolation), else the source text's.
    let passed: [Int: TextFormat.Use]
    /// Whether `passed` comes from the key.
    let passedFromKey: Bool
    /// Whether the app formats the entry's texts: it passes arguments, or a text writes `%%`.
    let formatted: Bool
    /// The number a plural variation of the whole text chooses by: the first number passed.
    let rootNumber: TextFormat.Use?
    /// The positions the source itself reads as two types.
    let sourceConflicts: Set<Int>
    var raw: [Raw] = []

    init(
        checker: CatalogChecker, catalog: LocalizationCatalog, entry: LocalizationEntry, languages: [String],
        reach: [String: PluralReach], latin: [String: Bool], oneIsOther: Set<String>
    ) {
        self.checker = checker
        self.catalog = catalog
        self.entry = entry
        self.languages = languages
        self.reach = reach
        self.latin = latin
        self.oneIsOther = oneIsOther
        source = entry.localizations[catalog.sourceLanguage] ?? LocalizedString(entry.key)
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
        formatted = !passed.isEmpty || key.looksFormatted || sourceArguments.looksFormatted
        let numbers: Set<FormatSpecifier.ArgumentClass> = [.int, .int64, .double, .longDouble]
        let sorted = passed.sorted { $0.key < $1.key }.map(\.value)
        rootNumber = sorted.first { numbers.contains($0.argumentClass) }
        sourceConflicts = Set(sourceArguments.conflicts().keys)
    }

    /// Every finding of the entry, joined across languages.
    mutating func findings() -> [LocalizationFinding] {
        guard entry.shouldTranslate else { return [] }
        if entry.isStale {
            let present = languages.filter { entry.localizations[$0] != nil }
            let stale = present.contains(catalog.sourceLanguage) ? [catalog.sourceLanguage] : present
            return stale.isEmpty ? [] : [finding(.staleEntry, languages: stale, location: entry.location)]
        }
        for language in languages {
            guard let translation = entry.localizations[language] else {
                checkMissing(language)
                continue
            }
            check(translation, in: language)
        }
        return joined()
    }

    /// The checks of one language's translation.
    private mutating func check(_ translation: LocalizedString, in language: String) {
        let isSource = language == catalog.sourceLanguage
        let arguments = isSource ? sourceArguments : LocalizationArguments(translation)
        if !isSource { checkStates(translation, in: language) }
        for form in translation.forms {
            checkText(form, in: language, isSource: isSource, arguments: arguments)
        }
        checkArguments(translation, arguments, in: language, isSource: isSource)
        checkPlurals(translation, arguments, in: language)
    }

    /// Adds a finding in one language.
    mutating func add(
        _ check: LocalizationCheck, _ language: String, form: String = "", _ arguments: [String] = [],
        severity: Severity? = nil, at location: SourceLocation?
    ) {
        raw.append(Raw(
            check: check, severity: severity ?? check.severity, form: form, arguments: arguments, language: language,
            location: location
        ))
    }

    private func finding(_ check: LocalizationCheck, languages: [String], location: SourceLocation?) -> LocalizationFinding {
        LocalizationFinding(check: check, catalog: catalog.path, key: entry.key, languages: languages, location: location ?? entry.location)
    }

    /// The raw findings with those alike but for their language joined, in the order first met.
    private func joined() -> [LocalizationFinding] {
        struct Alike: Hashable {
            var check: LocalizationCheck
            var severity: Severity
            var form: String
            var arguments: [String]
        }
        var order: [Alike] = []
        var byAlike: [Alike: [Raw]] = [:]
        for finding in raw {
            let alike = Alike(check: finding.check, severity: finding.severity, form: finding.form, arguments: finding.arguments)
            if byAlike[alike] == nil { order.append(alike) }
            byAlike[alike, default: []].append(finding)
        }
        return order.compactMap { alike in
            guard let group = byAlike[alike], let first = group.first else { return nil }
            var seen: Set<String> = []
            let languages = group.map(\.language).filter { seen.insert($0).inserted }
            let location = languages.count == 1 ? first.location ?? entry.location : entry.location ?? first.location
            return LocalizationFinding(
                check: alike.check, severity: alike.severity, catalog: catalog.path, key: entry.key, languages: languages,
                form: alike.form, arguments: alike.arguments, location: location
            )
        }
    }

    // MARK: Completeness

    /// A language with no translation: nothing when the source has no words to translate, or when
    /// the language is a regional variant that falls back to its base language; a warning when
    /// the key is readable text the app would show; an error when it shows an identifier.
    private mutating func checkMissing(_ language: String) {
        let sourceText = source.form(at: "")?.value ?? source.forms.last?.value
        guard source.forms.contains(where: { form in
            FormatToken.tokens(in: form.value).contains { if case .text(let words) = $0 { words.contains(where: \.isLetter) } else { false } }
        }) else { return }
        let base = CatalogChecker.base(of: language)
        if base != language.lowercased(),
           base == CatalogChecker.base(of: catalog.sourceLanguage) || entry.localizations.keys.contains(where: { $0.lowercased() == base }) {
            return
        }
        let readable = CatalogChecker.isReadable(key: entry.key, source: sourceText)
        add(.missingTranslation, language, severity: readable ? .warning : .error, at: entry.location)
    }

    /// `new` and `needs_review` states, once each per translation.
    private mutating func checkStates(_ translation: LocalizedString, in language: String) {
        var states: Set<String> = []
        for form in translation.forms where !states.contains(form.state) {
            states.insert(form.state)
            if form.state == "new" { add(.stateNew, language, at: form.location ?? translation.location) }
            if form.state == "needs_review" { add(.stateNeedsReview, language, at: form.location ?? translation.location) }
        }
    }
}
