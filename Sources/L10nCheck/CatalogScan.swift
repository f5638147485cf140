// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

/// The checks of a catalog fed one entry at a time, in the catalog's order, so that a large catalog
/// is checked while it is read and no entry is kept once checked.
///
/// What needs the whole catalog is decided at the end: the languages an entry lacks (every
/// language any entry has), each language's script (an identical copy in another script is
/// untranslated), and whether a language's translators write `one` as `other`. Then the findings
/// alike in several languages are joined into one.
struct CatalogScan {
    /// What is kept of an entry once checked: its findings, and what a missing language needs.
    struct Checked: Sendable {
        var key: String
        var location: SourceLocation?
        var raws: [EntryCheck.Raw]
        /// The languages the entry has.
        var languages: Set<String>
        /// How serious a language without it is, or nil when none would be missing anything.
        var missingSeverity: Severity?
        /// The source language's file that holds it in an `.lproj` folder.
        var table: String?
    }

    let checker: CatalogChecker
    let path: String
    let sourceLanguage: String
    /// Every language met, in the order met.
    private(set) var languages: [String] = []
    private var known: Set<String> = []
    private var reach: [String: PluralReach] = [:]
    private var letters: [String: (latin: Int, other: Int)] = [:]
    private var ones: [String: (both: Int, same: Int)] = [:]
    /// The words the source texts write in lower case, folded: ordinary words, not names.
    private var sourceWords: Set<String> = []
    private let batches = EntryBatches<Checked>()
    /// Entries read and not yet handed to ``batches``.
    private var pending: [LocalizationEntry] = []
    /// How many entries were checked.
    private(set) var entryCount = 0
    /// Every key, when the checker keeps them.
    private(set) var keys: [TableKey] = []
    /// Languages whose files could not all be read: what they lack is not known.
    var partialLanguages: Set<String> = []
    /// The source language's table files each language has none of: its entries from such a
    /// file are one finding for the file, not one a key.
    var absentTables: [String: [String]] = [:]

    init(checker: CatalogChecker, path: String, sourceLanguage: String) {
        self.checker = checker
        self.path = path
        self.sourceLanguage = sourceLanguage
        meet(sourceLanguage)
    }

    /// Checks one entry (in a batch of entries, on another thread).
    mutating func add(_ entry: LocalizationEntry) {
        entryCount += 1
        if checker.keepsKeys { keys.append(TableKey(entry, catalog: path, sourceLanguage: sourceLanguage)) }
        for language in entry.localizations.keys where !known.contains(language) { meet(language) }
        for (language, localized) in entry.localizations { count(localized, in: language) }
        pending.append(entry)
        if pending.count >= EntryBatches<Checked>.batchSize { submit() }
    }

    /// Hands the pending entries to ``batches``, with the plural rules of every language they have.
    private mutating func submit() {
        guard !pending.isEmpty else { return }
        let (entries, checker, path, sourceLanguage, reach) = (pending, checker, path, sourceLanguage, reach)
        pending = []
        batches.submit {
            entries.compactMap { Self.check($0, checker: checker, path: path, sourceLanguage: sourceLanguage, reach: reach) }
        }
    }

    /// What an entry keeps once checked, or nil when it has nothing to report.
    private static func check(
        _ entry: LocalizationEntry, checker: CatalogChecker, path: String, sourceLanguage: String, reach: [String: PluralReach]
    ) -> Checked? {
        var check = EntryCheck(checker: checker, path: path, sourceLanguage: sourceLanguage, entry: entry, reach: reach)
        let raws = check.findings(skipping: checker.skippedLanguages)
        let missing = check.missingSeverity
        guard !raws.isEmpty || missing != nil else { return nil }
        return Checked(
            key: entry.key, location: entry.location, raws: raws,
            // Where the source text is the code's, the source language has it.
            languages: Set(entry.localizations.keys).union(entry.sourceIsInCode ? [sourceLanguage] : []), missingSeverity: missing,
            table: entry.table
        )
    }

    /// The catalog's languages: the source, then in alphabetical order.
    var catalogLanguages: [String] {
        [sourceLanguage] + languages.filter { $0 != sourceLanguage }.sorted()
    }

    /// Every finding, entry by entry, with those alike in several languages joined.
    mutating func finish() -> [LocalizationFinding] {
        submit()
        let checked = batches.finish()
        let order = Dictionary(uniqueKeysWithValues: catalogLanguages.enumerated().map { ($1, $0) })
        let latin = letters.mapValues { $0.latin >= $0.other }
        let oneIsOther = Set(ones.filter { $0.value.both >= 3 && $0.value.same * 4 >= $0.value.both * 3 }.keys)
        let sourceBase = CatalogChecker.base(of: sourceLanguage)
        var found: [LocalizationFinding] = []
        for entry in checked {
            var raws = entry.raws.filter { raw in
                switch raw.condition {
                case .none: true
                case .unlessOneIsOther: !oneIsOther.contains(raw.language)
                case .identical(let words, let title):
                    latin[raw.language] != latin[sourceLanguage]
                        ? words >= 2 && title.map { $0.contains(where: sourceWords.contains) } ?? true
                        : words >= 3 && title == nil
                }
            }
            if let severity = entry.missingSeverity {
                for language in languages where !entry.languages.contains(language) && !checker.skippedLanguages.contains(language)
                    && !partialLanguages.contains(language) {
                    if let table = entry.table, absentTables[language]?.contains(table) == true { continue }
                    // A regional variant falls back to its base language: `en-GB` to `en`, `es-MX` to `es`.
                    let base = CatalogChecker.base(of: language)
                    if base != language.lowercased(),
                       base == sourceBase || entry.languages.contains(where: { $0.lowercased() == base }) { continue }
                    raws.append(EntryCheck.Raw(
                        check: .missingTranslation, severity: severity, form: "", arguments: [], language: language,
                        location: entry.location, atEntry: true
                    ))
                }
            }
            found += Self.joined(raws, key: entry.key, entryLocation: entry.location, path: path, order: order)
        }
        return found
    }

    private mutating func meet(_ language: String) {
        known.insert(language)
        languages.append(language)
        if let rules = PluralReach.of(language) { reach[language] = rules }
    }

    /// What the end needs of a translation: its letters by script, its `one` and `other`, and of
    /// the source its words in lower case.
    private mutating func count(_ localized: LocalizedString, in language: String) {
        if language == sourceLanguage {
            for form in localized.forms {
                // A link's address is no words: "tim-xie.com" does not make "Tim Xie" a phrase.
                for word in CatalogChecker.withoutLinks(form.value).split(whereSeparator: { !$0.isLetter })
                where word.first?.isLowercase == true {
                    sourceWords.insert(CatalogChecker.fold(String(word)))
                }
            }
        }
        var count = letters[language] ?? (0, 0)
        if count.latin + count.other < 20_000 {
            for form in localized.forms {
                for byte in form.value.utf8 {
                    // ASCII letters and the lead bytes of U+00C0–U+024F (0xC3–0xC9) are Latin; the
                    // lead bytes of Greek to Arabic and beyond (0xCD–0xE1), of CJK and Hangul
                    // (0xE3–0xED) and of the planes above are another script; symbols and
                    // punctuation (0xE2, 0xEE, 0xEF) and marks (0xCA–0xCC) are neither.
                    switch byte {
                    case 0x41...0x5A, 0x61...0x7A, 0xC3...0xC9: count.latin += 1
                    case 0xCD...0xE1, 0xE3...0xED, 0xF0...0xF4: count.other += 1
                    default: break
                    }
                }
            }
            letters[language] = count
        }
        for set in localized.plurals where set.categories.contains("one") && set.categories.contains("other") {
            let prefix = set.path.isEmpty ? "plural." : set.path + ".plural."
            guard let one = localized.form(at: prefix + "one")?.value, let other = localized.form(at: prefix + "other")?.value
            else { continue }
            ones[language, default: (0, 0)].both += 1
            if one.utf8.elementsEqual(other.utf8) { ones[language, default: (0, 0)].same += 1 }
        }
    }

    /// The raw findings with those alike at one place joined, in the order first met; each joined
    /// finding's languages in the catalog's order. A finding in a language's own text is at its
    /// own place (its line, in its own file for `.lproj` folders); only what is at the entry's
    /// key (a missing or stale entry, a text no language translates) is one finding for several
    /// languages.
    private static func joined(
        _ raws: [EntryCheck.Raw], key: String, entryLocation: SourceLocation?, path: String, order: [String: Int]
    ) -> [LocalizationFinding] {
        struct Alike: Hashable {
            var check: LocalizationCheck
            var severity: Severity
            var form: String
            var arguments: [String]
            var location: SourceLocation?
            var atEntry: Bool
        }
        var sequence: [Alike] = []
        var byAlike: [Alike: [String]] = [:]
        for raw in raws {
            let alike = Alike(
                check: raw.check, severity: raw.severity, form: raw.form, arguments: raw.arguments,
                location: raw.location ?? entryLocation, atEntry: raw.atEntry || raw.location == nil
            )
            if byAlike[alike] == nil { sequence.append(alike) }
            byAlike[alike, default: []].append(raw.language)
        }
        return sequence.compactMap { alike in
            guard let group = byAlike[alike] else { return nil }
            let languages = Set(group).sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
            return LocalizationFinding(
                check: alike.check, severity: alike.severity, catalog: path, key: key, languages: languages,
                form: alike.form, arguments: alike.arguments, location: alike.location, atEntry: alike.atEntry
            )
        }
    }
}
