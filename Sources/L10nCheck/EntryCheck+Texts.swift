// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

extension EntryCheck {
    /// The checks of one text: on its own (empty, controls, bidi, its format), then against its
    /// source counterpart (identical, much longer to hear).
    mutating func checkText(
        _ form: LocalizedString.Form, _ format: TextFormat, in language: String, isSource: Bool, arguments: LocalizationArguments
    ) {
        let location = form.location ?? entry.localizations[language]?.location ?? entry.location
        let original = isSource ? nil : counterpart(of: form)
        if CatalogChecker.isBlank(form.value) {
            if isEmptyWrong(form, original: original, isSource: isSource) { add(.emptyValue, language, form: form.path, at: location) }
            return
        }
        if format.mayHaveBidiControl, !CatalogChecker.bidiBalanced(form.value) {
            add(.bidiUnbalanced, language, form: form.path, at: location)
        }
        if format.mayHaveControl, let control = form.value.unicodeScalars.first(where: CatalogChecker.isForbiddenControl) {
            add(.controlCharacter, language, form: form.path, [String(format: "U+%04X", control.value)], at: location)
        }
        if !neverFormatted { checkFormat(format, of: form, arguments, in: language, at: location) }
        guard let original, !CatalogChecker.isBlank(original.value) else { return }
        compare(form, with: original, in: language, at: location)
    }

    /// The source form a translated form is compared with: the same form, or for a plural
    /// category the source lacks its `other`, or the source's plain value.
    func counterpart(of form: LocalizedString.Form) -> LocalizedString.Form? {
        if let same = source.form(at: form.path) { return same }
        if form.pluralCategory != nil, let other = source.form(at: form.path(withCategory: "other")) { return other }
        if form.path.isEmpty, let other = source.form(at: "plural.other") { return other }
        return source.form(at: "")
    }

    /// Whether an empty or blank text shows the user nothing where the source shows words: not
    /// when the source is empty too (the empty key, a plural form left empty on purpose), not
    /// when a blank text stands for the spaces around a source word (" " for " at ").
    private func isEmptyWrong(_ form: LocalizedString.Form, original: LocalizedString.Form?, isSource: Bool) -> Bool {
        if isSource {
            return form.path.isEmpty && !CatalogChecker.isBlank(entry.key) && entry.key != form.value
        }
        guard let original, !CatalogChecker.isBlank(original.value) else { return false }
        guard !form.value.isEmpty else { return true }
        let edges = [original.value.unicodeScalars.first, original.value.unicodeScalars.last].compactMap { $0 }
        return !edges.contains { $0.properties.isWhitespace }
    }

    /// A text's format on its own: a `%` that starts nothing, a percent sign read as a
    /// conversion, numbered and unnumbered placeholders mixed, a number skipped, one argument
    /// read as two types.
    private mutating func checkFormat(
        _ format: TextFormat, of form: LocalizedString.Form, _ arguments: LocalizationArguments, in language: String,
        at location: SourceLocation?
    ) {
        // In a text the app may never format, a stray `%` only matters if it ever does; `%1`,
        // `%0` there are tokens the app replaces itself, which printf would never read.
        let percentSeverity: Severity = formatted ? .error : .note
        for piece in format.invalid where formatted || !formattingJudged || !Self.isAppToken(piece) {
            add(.formatInvalid, language, form: form.path, [piece], severity: percentSeverity, at: location)
        }
        for piece in format.unescaped {
            add(.formatUnescapedPercent, language, form: form.path, [piece], severity: percentSeverity, at: location)
        }
        // A substitution's forms are formatted with their own numbering.
        if LocalizationArguments.substitutionName(of: form.path) == nil {
            if let mixed = format.mixed {
                add(.formatMixedPositions, language, form: form.path, [mixed.numbered, mixed.unnumbered], at: location)
            } else if let rereads = format.rereads, leavesOut(format, of: form, arguments) {
                // One argument read twice as one type is as meant, unless another is then read by nothing.
                add(.formatMixedPositions, language, form: form.path, [rereads.numbered, rereads.unnumbered], at: location)
            }
        }
        // A look-alike stands for a value only where the code passes one.
        if !passed.isEmpty {
            for lookalike in format.lookalikes {
                add(.placeholderLookalike, language, form: form.path, [lookalike], at: location)
            }
        }
        if let gap = gaps(in: format, of: form, arguments).first {
            add(.formatPositionGap, language, form: form.path, [String(gap)], at: location)
        }
    }

    /// Whether an invalid piece is `%` and digits (`%1`, `%0 `, with the letter after it): a token
    /// such as a macOS app's "%1 of %2", replaced by the app with `replacingOccurrences`.
    static func isAppToken(_ piece: String) -> Bool {
        let digits = piece.utf8.dropFirst().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return !digits.isEmpty && !piece.utf8.dropFirst(digits.count + 1).contains(UInt8(ascii: "$"))
    }

    /// Whether a text leaves out an argument the code passes: read neither by it nor by what is
    /// formatted with it.
    private func leavesOut(_ format: TextFormat, of form: LocalizedString.Form, _ arguments: LocalizationArguments) -> Bool {
        var read = arguments.covered(by: form.path)
        if form.pluralCategory != nil, let number = rootNumber { read.insert(number.position) }
        return passed.keys.contains { !read.contains($0) }
    }

    /// The argument numbers a text's numbered placeholders skip: below its largest number, read
    /// neither by the text nor by what is formatted with it (a plural's number, the
    /// substitutions and their forms).
    func gaps(in format: TextFormat, of form: LocalizedString.Form, _ arguments: LocalizationArguments) -> [Int] {
        let named = format.explicitPositions
        guard let largest = named.last, largest > 1, format.mixed == nil else { return [] }
        var accounted = Set(format.uses.map(\.position))
        let isSubstitutionForm = LocalizationArguments.substitutionName(of: form.path) != nil
        if isSubstitutionForm || !format.substitutions.isEmpty {
            accounted.formUnion(arguments.positions)
        } else if form.pluralCategory != nil, let number = rootNumber {
            accounted.insert(number.position)
        }
        return (1..<largest).filter { !accounted.contains($0) }
    }

    /// A translated text against its source: the same words where a translation was due, and
    /// how much longer it is to hear.
    ///
    /// A copy is worth a look when it is not a name: not kept alike in two thirds or more of the
    /// languages that translate it (a name the team keeps in most languages, while some translate
    /// it), and long enough not to be
    /// a word the languages share: two words in a language written in another script than the
    /// source ("Privacy Policy" in Belarusian), three in one written in the same ("Opens options
    /// sheet." in Catalan, not "Version" in German), and in the same script not a title whose
    /// every word is capitalized (a name such as "Scalable Vector Graphics"). A text kept alike in
    /// every one of three or more languages is no language's translation yet: one finding at the
    /// entry's key for all of them. Spoken length is estimated only for the languages whose
    /// reading rate Rotor measured.
    private mutating func compare(_ form: LocalizedString.Form, with original: LocalizedString.Form, in language: String, at location: SourceLocation?) {
        // A regional variant of the source language says what its source says.
        guard languageBase != sourceBase else { return }
        if form.value.utf8.elementsEqual(original.value.utf8) {
            let words = checker.translatableWords(form.value)
            guard words >= 2 else { return }
            let kept = keptAlikeByPath[form.path] ?? keptAlike(form.path)
            keptAlikeByPath[form.path] = kept
            guard kept != .inMost else { return }
            add(.identicalToSource, language, form: form.path, [form.value], at: location,
                unless: .identical(words: words, title: Self.titleWords(form.value)), atEntry: kept == .everywhere)
            return
        }
        guard languageMeasured, checker.measuresSpokenLength else { return }
        let letters = SpokenLength.letters(form.value)
        let sourceLetters = self.sourceLetters[original.path] ?? SpokenLength.letters(original.value)
        self.sourceLetters[original.path] = sourceLetters
        let seconds = SpokenLength.seconds(letters: letters, language: language)
        let sourceSeconds = SpokenLength.seconds(letters: sourceLetters, language: sourceLanguage)
        guard sourceSeconds > 0, seconds - sourceSeconds >= CatalogChecker.minimumExtraSeconds else { return }
        // The ratio allowed is the language's usual one times maxRatio (Arabic 1.45 × 1.6).
        let allowed = checker.maxRatio * SpokenLength.usualRatio(language) / SpokenLength.usualRatio(sourceLanguage)
        guard seconds / sourceSeconds > allowed else { return }
        add(.spokenLength, language, form: form.path, [
            CatalogChecker.decimal(seconds / sourceSeconds), CatalogChecker.decimal(seconds),
            CatalogChecker.decimal(sourceSeconds), CatalogChecker.decimal(allowed),
        ], at: location)
    }

    /// The words of a text, folded, when every one starts with a capital ("Scalable Vector
    /// Graphics", "Pau Cin Hau"): perhaps the name of a thing, which a language may well keep.
    static func titleWords(_ text: String) -> [String]? {
        let words = CatalogChecker.withoutLinks(text).split(whereSeparator: { !$0.isLetter })
        guard !words.isEmpty, words.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return words.map { CatalogChecker.fold(String($0)) }
    }

    /// How many of the three or more languages (other than the source's own) that have the text
    /// at a path keep it as the source writes it.
    enum KeptAlike {
        /// Fewer than two thirds of them, or fewer than three languages have it.
        case inFew
        /// Two thirds or more, not all: a name the team keeps, which some languages translate.
        case inMost
        /// Every one: no language has translated it yet.
        case everywhere
    }

    /// How many of the languages that have the text at `path` keep it as the source writes it.
    func keptAlike(_ path: String) -> KeptAlike {
        guard let original = source.form(at: path)?.value else { return .inFew }
        var translating = 0
        var alike = 0
        for (language, localized) in entry.localizations where CatalogChecker.base(of: language) != sourceBase {
            guard let value = localized.form(at: path)?.value else { continue }
            translating += 1
            if value.utf8.elementsEqual(original.utf8) { alike += 1 }
        }
        guard translating >= 3, alike * 3 >= translating * 2 else { return .inFew }
        return alike == translating ? .everywhere : .inMost
    }
}
