// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

extension EntryCheck {
    /// A translation's plural variations against the categories ICU's CLDR rules give its
    /// language, and the source's plural variations it has no counterpart for.
    ///
    /// A missing category matters only when numbers the variation chooses by reach it: whole
    /// numbers for `%lld`, fractions too for `%f`. It is an error when a count people meet every
    /// day reaches it (Russian "few" from 2), a warning when only large round numbers do (the
    /// exact millions of Spanish "many", where Apple falls back to "other"). A variation whose
    /// forms all say the same needs no other form. A category no number of the language reaches
    /// is a note; `zero` never is one, as Apple uses it for 0 in every language.
    mutating func checkPlurals(_ translation: LocalizedString, _ arguments: LocalizationArguments, in language: String) {
        guard let plurals = reach[language] else { return }
        var present: Set<Int> = []
        for set in translation.plurals {
            let number = self.number(of: set.path, in: translation, arguments)
            present.insert(number?.position ?? 0)
            let location = set.location ?? translation.location
            let known = Set(plurals.categories.map(\.rawValue))
            for category in set.categories where !known.contains(category) && category != "zero" {
                add(.pluralExtraCategory, language, form: Self.join(set.path, "plural", category), [category], at: location)
            }
            let values = set.categories.compactMap { translation.form(at: Self.join(set.path, "plural", $0))?.value }
            guard Set(values).count > 1 || values.isEmpty else { continue }
            reportMissing(plurals.categories.filter { !set.categories.contains($0.rawValue) }, plurals, number: number,
                          form: set.path, in: language, at: location)
        }
        // A plural variation of the source this translation has none for: its one text stands
        // for every count, as if it were only "other".
        for set in source.plurals {
            let number = self.number(of: set.path, in: source, sourceArguments)
            guard !present.contains(number?.position ?? 0) else { continue }
            let values = set.categories.compactMap { source.form(at: Self.join(set.path, "plural", $0))?.value }
            guard Set(values).count > 1 else { continue }
            present.insert(number?.position ?? 0)
            reportMissing(plurals.categories.filter { $0 != .other }, plurals, number: number, form: set.path, in: language,
                          at: translation.location)
        }
    }

    /// One finding a missing category that numbers of the variation's kind reach.
    private mutating func reportMissing(
        _ missing: [PluralCategory], _ plurals: PluralReach, number: TextFormat.Use?, form: String, in language: String,
        at location: SourceLocation?
    ) {
        let fractions = number.map { [.double, .longDouble].contains($0.argumentClass) } ?? false
        for category in missing {
            guard let reach = plurals.reach[category] else { continue }
            let example: String
            let severity: Severity
            if let smallest = reach.smallestInteger {
                example = String(smallest)
                severity = smallest <= PluralReach.everydayLimit ? .error : .warning
            } else if fractions && reach.fractions, let fraction = PluralReach.fractions.first(where: { plurals.category(of: $0) == category }) {
                example = String(fraction)
                severity = .error
            } else {
                continue
            }
            add(.pluralMissingCategory, language, form: form, [category.rawValue, example], severity: severity, at: location)
        }
    }

    /// The argument a plural variation at `path` chooses its form by: a substitution's own, or
    /// for a variation of the whole text the first number passed.
    private func number(of path: String, in localized: LocalizedString, _ arguments: LocalizationArguments) -> TextFormat.Use? {
        if let name = LocalizationArguments.substitutionName(of: path) {
            guard let position = arguments.substitutionPositions[name] else { return nil }
            let specifier = localized.substitutions[name]?.specifier
            return TextFormat.Use(
                position: position, isExplicit: true, text: "%#@\(name)@", argumentClass: specifier?.argumentClass ?? .int64
            )
        }
        return rootNumber
    }

    static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ".")
    }
}
