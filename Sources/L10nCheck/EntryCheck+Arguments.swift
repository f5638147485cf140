// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

extension EntryCheck {
    /// A translation's arguments against what the code passes: none it does not pass (extra),
    /// none read as another type (type), and, in another language than the source, every
    /// argument the source shows shown too (missing).
    ///
    /// A plural form for one number only ("ein Beitrag", "כרטיס אחד") may leave its number out; a
    /// form for several ("пост" for 1, 21, 31 …) may not, when the source shows the number.
    mutating func checkArguments(_ translation: LocalizedString, _ arguments: LocalizationArguments, in language: String, isSource: Bool) {
        var reported: Set<String> = []
        for placed in arguments.placed where !placed.isDerived {
            let use = placed.use
            let once = "\(use.position) \(use.text) \(placed.formPath)"
            guard !reported.contains(once) else { continue }
            let location = placed.location ?? translation.location
            guard let expected = passed[use.position] else {
                reported.insert(once)
                add(.placeholderExtra, language, form: placed.formPath, [use.text], at: location)
                continue
            }
            if expected.argumentClass != use.argumentClass {
                reported.insert(once)
                add(.placeholderType, language, form: placed.formPath, [String(use.position), expected.text, use.text], at: location)
            }
        }
        guard !isSource else { return }
        let shown = sourceArguments.shown.intersection(passed.keys)
        guard !shown.isEmpty else { return }
        let plurals = reach[language]
        for form in translation.forms {
            let location = form.location ?? translation.location
            if let name = LocalizationArguments.substitutionName(of: form.path) {
                // A substitution's form: does it write the count the source writes?
                let fractions = translation.substitutions[name]?.specifier?.readsFraction ?? false
                guard let own = arguments.substitutionPositions[name], shown.contains(own),
                      let category = form.pluralCategory, plurals?.isSingleNumber(category, fractions: fractions) != true,
                      let format = arguments.formats[form.path] else { continue }
                let writes = format.hasArgumentReference || format.uses.contains { !$0.isExplicit || $0.position == own }
                if !writes, let expected = passed[own] {
                    add(.placeholderMissing, language, form: form.path, [expected.text], at: location)
                }
                continue
            }
            guard let format = arguments.formats[form.path] else { continue }
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
