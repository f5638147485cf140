// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

extension EntryCheck {
    /// A translation's arguments against what the code passes: none it does not pass (extra),
    /// none read as another type (type), and, in another language than the source, every
    /// argument the source shows shown too (missing). The source's own arguments read as two
    /// types are a conflict of the source, and its translations are not held to either type.
    ///
    /// A whole number read as `%d` where the code passes a 64-bit one (or the other way round)
    /// prints right below 2³¹ on Apple's 64-bit platforms: a warning, not an error.
    ///
    /// A plural form for one number only ("ein Beitrag", "כרטיס אחד") may leave its number out; a
    /// form for several ("пост" for 1, 21, 31 …) may not, when the source shows the number. A
    /// form of a category the language does not have is never shown, and an object glued to the
    /// end of a source word (`app%@`, an English plural ending) may be left out.
    mutating func checkArguments(_ translation: LocalizedString, _ arguments: LocalizationArguments, in language: String, isSource: Bool) {
        let selfDerived = isSource && !passedFromKey
        // Most translations read each argument one way: the conflicts are looked for only when
        // some argument is read two ways somewhere.
        let anyConflict = arguments.hasConflict
        // One text that reads an argument two ways is a conflict of that text, whatever is passed.
        var conflicting: Set<String> = []
        for path in anyConflict ? Set(arguments.placed.map(\.formPath)).sorted() : [] {
            for (position, (first, second)) in arguments.conflicts(in: path).sorted(by: { $0.key < $1.key }) {
                conflicting.insert("\(position) \(path)")
                let placed = arguments.placed.first { $0.use == second && $0.formPath == path }
                // A substitution's forms that all conflict alike are one finding, on the substitution.
                let form = placed?.substitution.map { "substitutions." + $0 } ?? path
                let location = placed?.substitution.flatMap { translation.substitutions[$0]?.location } ?? placed?.location
                add(.formatTypeConflict, language, form: form, [String(position), first.text, second.text],
                    severity: Self.severity(first.argumentClass, second.argumentClass), at: location ?? translation.location)
            }
        }
        var reported: Set<String> = []
        for placed in arguments.placed where !placed.isDerived {
            let use = placed.use
            let expected = passed[use.position]
            if let expected, !placed.assertsType || expected.argumentClass == use.argumentClass { continue }
            let form = placed.substitution.map { "substitutions." + $0 } ?? placed.formPath
            guard reported.insert("\(use.position) \(use.text) \(form)").inserted else { continue }
            let location = placed.location ?? translation.location
            guard let expected else {
                // Where the source text is in the code, what it passes is not known.
                if !entry.sourceIsInCode { add(.placeholderExtra, language, form: form, [use.text], at: location) }
                continue
            }
            guard !selfDerived, !conflicting.contains("\(use.position) \(placed.formPath)"),
                  isSource || !sourceConflicts.contains(use.position) else { continue }
            add(.placeholderType, language, form: form, [String(use.position), expected.text, use.text],
                severity: Self.severity(expected.argumentClass, use.argumentClass), at: location)
        }
        if selfDerived, anyConflict {
            // Texts that read an argument one way each, but not the same way.
            for (position, (first, second)) in arguments.conflicts().sorted(by: { $0.key < $1.key }) {
                let placed = arguments.placed.first { $0.use == second }
                guard let placed, !conflicting.contains("\(position) \(placed.formPath)") else { continue }
                add(.formatTypeConflict, language, form: placed.substitution.map { "substitutions." + $0 } ?? placed.formPath,
                    [String(position), first.text, second.text], severity: Self.severity(first.argumentClass, second.argumentClass),
                    at: placed.location ?? translation.location)
            }
        }
        var misread: Set<String> = []
        for (form, text, shown, own) in arguments.misread {
            guard let name = LocalizationArguments.substitutionName(of: form.path), misread.insert(name).inserted else { continue }
            add(.substitutionArgument, language, form: "substitutions." + name, [text, String(shown), String(own)],
                at: form.location ?? translation.location)
        }
        guard !isSource else { return }
        checkMissing(translation, arguments, in: language)
    }

    /// How serious reading an argument as another type is: a warning between the two sizes of
    /// whole number, an error otherwise.
    static func severity(_ first: FormatSpecifier.ArgumentClass, _ second: FormatSpecifier.ArgumentClass) -> Severity {
        Set([first, second]) == [.int, .int64] ? .warning : .error
    }

    /// Every argument the source shows, shown by each form of a translation.
    private mutating func checkMissing(_ translation: LocalizedString, _ arguments: LocalizationArguments, in language: String) {
        let shown = sourceShown
        guard !shown.isEmpty else { return }
        lazy var plurals = reach[language]
        for (form, format) in zip(translation.forms, arguments.formats) {
            // The common case: a text that reads every argument the source shows.
            if format.substitutions.isEmpty, shown.allSatisfy({ position in format.uses.contains { $0.position == position } }) { continue }
            // A value left out because the numbering reads another twice is that mistake, reported as such.
            guard !CatalogChecker.isBlank(form.value), !format.hasMistakes, format.mixed == nil, format.rereads == nil else { continue }
            // A form of a category the language does not have is never shown; without the
            // language's rules, which forms stand for one number is not known.
            if let category = form.pluralCategory, plurals.map({ !$0.has(category) }) ?? true { continue }
            let location = form.location ?? translation.location
            if let name = LocalizationArguments.substitutionName(of: form.path) {
                // A substitution's form: does it write the count the source writes?
                guard let own = arguments.substitutionPositions[name],
                      sourceArguments.substitutionShows(own) ?? shown.contains(own), passed[own] != nil,
                      let category = form.pluralCategory else { continue }
                let fractions = translation.substitutions[name]?.specifier?.readsFraction ?? false
                guard plurals?.isSingleNumber(category, fractions: fractions) != true else { continue }
                let writes = format.hasArgumentReference || format.uses.contains { !$0.isExplicit || $0.position == own }
                if !writes, let expected = passed[own] {
                    add(.placeholderMissing, language, form: form.path, [expected.text], at: location)
                }
                continue
            }
            var covered = arguments.covered(by: form.path)
            if let category = form.pluralCategory, let number = rootNumber,
               plurals?.isSingleNumber(category, fractions: [.double, .longDouble].contains(number.argumentClass)) == true {
                covered.insert(number.position)
            }
            covered.formUnion(gaps(in: format, of: form, arguments))
            for position in shown.subtracting(covered).sorted() {
                guard let expected = passed[position] else { continue }
                add(.placeholderMissing, language, form: form.path, [expected.text], at: location)
            }
        }
    }
}
