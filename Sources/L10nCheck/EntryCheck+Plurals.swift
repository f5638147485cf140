// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

extension EntryCheck {
    /// A translation's plural variations against the categories ICU's CLDR rules give its
    /// language, and the source's plural variations it has no counterpart for.
    ///
    /// In the source language a variation that has forms for other counts but none for `one`
    /// is its author's choice, not a gap.
    ///
    /// A missing category matters only when numbers the variation chooses by reach it: whole
    /// numbers for `%lld`, fractions too for `%f`. Where the variation has `other`, Apple's
    /// runtime shows it for every category the variation lacks: the count reads in the wrong
    /// grammatical form ("2 odpowiedzi" for Polish "few"), a warning. Without `other` nothing
    /// stands in: an error when a count people meet every day reaches the category, a warning
    /// when only large round numbers do. A variation whose forms all say the same needs no other
    /// form. A category no number of the language reaches is a note; `zero` never is one, as
    /// Apple uses it for 0 in every language.
    mutating func checkPlurals(_ translation: LocalizedString, _ arguments: LocalizationArguments, in language: String) {
        guard !translation.plurals.isEmpty || !source.plurals.isEmpty, let plurals = reach[language] else { return }
        var present: [Identity] = []
        for set in translation.plurals {
            let number = self.number(of: set.path, in: translation, arguments)
            present.append(Identity(path: set.path, number: number))
            let location = set.location ?? translation.location
            let known = Set(plurals.categories.map(\.rawValue))
            for category in set.categories where !known.contains(category) && category != "zero" {
                add(.pluralExtraCategory, language, form: Self.join(set.path, "plural", category), [category], at: location)
            }
            let values = set.categories.compactMap { translation.form(at: Self.join(set.path, "plural", $0))?.value }
            guard Self.differ(values) || values.isEmpty, distinguishes(set.path, number: number) else { continue }
            // A copy of the source's variation shows the source language's words, right for every
            // count through `other`: untranslated (an identical copy), not ungrammatical.
            if languageBase != sourceBase, copiesSource(set, of: translation) { continue }
            var missing = plurals.categories.filter { !set.categories.contains($0.rawValue) }
            // The source's own words (and its regional variants') varied by count without `one`
            // but with another form (`zero`): its author lets `other` say 1 ("%lld replaced").
            if languageBase == sourceBase, set.categories.count >= 2 { missing.removeAll { $0 == .one } }
            reportMissing(missing, plurals, number: number, form: set.path, in: language, at: location,
                          hasOther: set.categories.contains("other"))
        }
        // A plural variation of the source this translation has none for: its one text stands
        // for every count, as if it were only "other".
        for (set, number) in sourcePlurals {
            let identity = Identity(path: set.path, number: number)
            guard !present.contains(where: identity.matches) else { continue }
            let values = set.categories.compactMap { source.form(at: Self.join(set.path, "plural", $0))?.value }
            guard Self.differ(values) else { continue }
            present.append(identity)
            let missing = plurals.categories.filter { $0 != .other }
            reportMissing(missing, plurals, number: number, form: set.path, in: language, at: translation.location, hasOther: true)
        }
    }

    /// What matches a plural variation of a translation with the source's: the argument it
    /// chooses by, or for a substitution its name (a translation whose own `%#@…@` was left out
    /// reads the others at shifted positions, reported as such, not as missing forms).
    private struct Identity {
        var position: Int
        var substitution: String?

        init(path: String, number: TextFormat.Use?) {
            position = number?.position ?? 0
            substitution = LocalizationArguments.substitutionName(of: path)
        }

        func matches(_ other: Identity) -> Bool {
            position == other.position || (substitution != nil && substitution == other.substitution)
        }
    }

    /// Whether the source's variation for the same argument tells counts apart: one with a
    /// single form (a key only ever used for many items, "….title.many") asks no more of its
    /// translations.
    private func distinguishes(_ path: String, number: TextFormat.Use?) -> Bool {
        let identity = Identity(path: path, number: number)
        guard let set = sourcePlurals.first(where: { identity.matches(Identity(path: $0.set.path, number: $0.number)) })?.set
        else { return true }
        let values = set.categories.compactMap { source.form(at: Self.join(set.path, "plural", $0))?.value }
        return Self.differ(values)
    }

    /// Whether a translation's plural variation has the source's categories at the same place,
    /// each with the source's words.
    private func copiesSource(_ set: LocalizedString.PluralSet, of translation: LocalizedString) -> Bool {
        guard let original = source.plurals.first(where: { $0.path == set.path }),
              Set(original.categories) == Set(set.categories) else { return false }
        return set.categories.allSatisfy { category in
            let path = Self.join(set.path, "plural", category)
            return translation.form(at: path)?.value == source.form(at: path)?.value
        }
    }

    /// One finding a missing category that numbers of the variation's kind reach.
    ///
    /// Where no whole number reaches `other` (Russian, Polish, Ukrainian …), a variation for
    /// whole numbers shows its `other` form for the one category it lacks: translators write
    /// that category's words there ("%lld postów"), so one missing category is no gap; two are.
    private mutating func reportMissing(
        _ missing: [PluralCategory], _ plurals: PluralReach, number: TextFormat.Use?, form: String, in language: String,
        at location: SourceLocation?, hasOther: Bool
    ) {
        let fractions = number.map { [.double, .longDouble].contains($0.argumentClass) } ?? false
        let reachedByWholeNumbers = missing.filter { plurals.reach[$0]?.smallestInteger != nil }
        if hasOther, !fractions, plurals.reach[.other]?.smallestInteger == nil, reachedByWholeNumbers.count == 1 { return }
        for category in missing {
            guard let reach = plurals.reach[category] else { continue }
            let example: String
            let severity: Severity
            if let smallest = reach.smallestInteger {
                example = String(smallest)
                severity = smallest <= PluralReach.everydayLimit && !hasOther ? .error : .warning
            } else if fractions && reach.fractions, let fraction = PluralReach.fractions.first(where: { plurals.category(of: $0) == category }) {
                example = String(fraction)
                severity = hasOther ? .warning : .error
            } else {
                continue
            }
            add(.pluralMissingCategory, language, form: form, [category.rawValue, example], severity: severity, at: location,
                unless: category == .one ? .unlessOneIsOther : .none)
        }
    }

    /// The argument a plural variation at `path` chooses its form by: a substitution's own, or
    /// for a variation of the whole text the first number passed.
    func number(of path: String, in localized: LocalizedString, _ arguments: LocalizationArguments) -> TextFormat.Use? {
        if let name = LocalizationArguments.substitutionName(of: path) {
            guard let position = arguments.substitutionPositions[name] else { return nil }
            let specifier = localized.substitutions[name]?.specifier
            return TextFormat.Use(
                position: position, isExplicit: true, text: "%#@\(name)@", argumentClass: specifier?.argumentClass ?? .int64
            )
        }
        return rootNumber
    }

    /// Whether the texts are not all the same.
    static func differ(_ values: [String]) -> Bool {
        guard let first = values.first else { return false }
        return values.dropFirst().contains { $0 != first }
    }

    static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ".")
    }
}
