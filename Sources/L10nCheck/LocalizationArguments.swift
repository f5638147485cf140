// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

/// The arguments one translation reads, text by text, the way the app formats it.
///
/// Its texts (the value, device and plural cases) read arguments with their conversions. A
/// substitution reads the argument its `argNum` names (else the one its `%#@name@` stands at)
/// to choose a plural form; inside the substitution's forms `%arg` stands for that argument and
/// numbered conversions for theirs. The chosen form takes the place of its `%#@name@`, so a
/// conversion without a position in it reads the argument printf counts there: the one the
/// `%#@name@` stands at, then the next. In a `.stringsdict` (no `argNum`) that is the
/// substitution's own; in a String Catalog whose translation puts its substitutions in another
/// order than their `argNum`s, another one (Ice Cubes' Basque "%#@count_participants@
/// %#@count_posts@" with forms "%lld partaidek" shows the number of posts as the number of
/// participants). Substitutions are known by the argument they read, never by their names.
struct LocalizationArguments {
    /// One argument read somewhere.
    struct Placed {
        /// What reads it.
        var use: TextFormat.Use
        /// The form it is in (`substitutions.posts` for a substitution itself).
        var formPath: String
        /// Where it is.
        var location: SourceLocation?
        /// Whether it writes the argument into the text (a substitution only chooses a form).
        var displays: Bool
        /// Whether its type is the substitution's (`%arg`), checked there and not again.
        var isDerived = false
        /// The substitution it belongs to: its own argument, or a conversion in its forms.
        var substitution: String?
        /// Whether it says what type the argument is. A substitution whose forms all say the same
        /// and show no number only steps over an argument (`%#@names@` with two empty forms):
        /// whatever it reads, nothing the user sees changes.
        var assertsType = true
    }

    /// Each text's format, in the order of the translation's forms.
    var formats: [TextFormat] = []
    /// The translation's forms, in the same order.
    private var forms: [LocalizedString.Form] = []
    /// The argument each substitution reads, by name.
    var substitutionPositions: [String: Int] = [:]
    /// Every argument read, in the order of the texts.
    var placed: [Placed] = []
    /// The substitution forms that show a number other than the one their plural form is chosen
    /// by: each with the conversion, the argument it reads, and the substitution's own.
    var misread: [(form: LocalizedString.Form, text: String, shown: Int, own: Int)] = []

    init(_ localized: LocalizedString) {
        var rootSubstitutions: [String: Int] = [:]
        formats.reserveCapacity(localized.forms.count)
        forms = localized.forms
        for index in localized.forms.indices {
            let path = localized.forms[index].path
            let inSubstitution = path.hasPrefix("substitutions.")
            let format = TextFormat(localized.forms[index].value, argumentReferences: inSubstitution)
            formats.append(format)
            guard !inSubstitution else { continue }
            for substitution in format.substitutions where rootSubstitutions[substitution.name] == nil {
                rootSubstitutions[substitution.name] = substitution.position ?? substitution.sequential
            }
            for use in format.uses {
                placed.append(Placed(use: use, formPath: path, location: localized.forms[index].location, displays: true))
            }
        }
        for name in localized.substitutions.keys.sorted() {
            guard let substitution = localized.substitutions[name],
                  let position = substitution.argumentNumber ?? rootSubstitutions[name] else { continue }
            substitutionPositions[name] = position
            guard let specifier = substitution.specifier else { continue }
            let prefix = "substitutions." + name + "."
            let forms = localized.forms.indices.filter { localized.forms[$0].path.hasPrefix(prefix) }
            let steps = Set(forms.map { localized.forms[$0].value }).count <= 1 && forms.allSatisfy { index in
                !formats[index].hasArgumentReference && !formats[index].uses.contains { !$0.isExplicit }
            }
            placed.append(Placed(
                use: TextFormat.Use(position: position, isExplicit: true, text: specifier.text, argumentClass: specifier.argumentClass),
                formPath: "substitutions." + name, location: substitution.location ?? localized.location, displays: false,
                substitution: name, assertsType: !steps
            ))
        }
        for (form, format) in zip(localized.forms, formats) {
            guard let name = Self.substitutionName(of: form.path) else { continue }
            let own = substitutionPositions[name]
            // Where printf's count stands at the `%#@name@`: its first unnumbered conversion reads that.
            let start = rootSubstitutions[name] ?? own
            var readsOwn = format.hasArgumentReference
            var other: TextFormat.Use?
            for use in format.uses {
                if use.isExplicit {
                    placed.append(Placed(use: use, formPath: form.path, location: form.location, displays: true, substitution: name))
                    readsOwn = readsOwn || use.position == own
                } else if let start {
                    var mine = use
                    mine.position = start + use.position - 1
                    placed.append(Placed(use: mine, formPath: form.path, location: form.location, displays: true, substitution: name))
                    if mine.position == own { readsOwn = true } else if other == nil { other = mine }
                }
            }
            if !readsOwn, let other, let own, form.pluralCategory != nil {
                misread.append((form, other.text, other.position, own))
            }
            if format.hasArgumentReference, let own, let specifier = localized.substitutions[name]?.specifier {
                placed.append(Placed(
                    use: TextFormat.Use(position: own, isExplicit: true, text: "%arg", argumentClass: specifier.argumentClass),
                    formPath: form.path, location: form.location, displays: true, isDerived: true, substitution: name
                ))
            }
        }
    }

    /// The format of the text at a form path.
    func format(at path: String) -> TextFormat? {
        forms.firstIndex { $0.path == path }.map { formats[$0] }
    }

    /// The name of the substitution a form belongs to (`posts` of `substitutions.posts.plural.one`,
    /// `total.strings` of `substitutions.total.strings.plural.one`: a name may hold dots).
    static func substitutionName(of path: String) -> String? {
        guard path.utf8.starts(with: prefix) else { return nil }
        // The name ends where its variations start: at the first `.plural.` or `.device.`.
        let bytes = Array(path.utf8.dropFirst(prefix.count))
        var end = bytes.count
        for index in bytes.indices where bytes[index] == UInt8(ascii: ".") {
            if bytes[index...].starts(with: plural) || bytes[index...].starts(with: device) {
                end = index
                break
            }
        }
        return end == 0 ? nil : String(decoding: bytes[..<end], as: UTF8.self)
    }

    private static let prefix = Array("substitutions.".utf8)
    private static let plural = Array(".plural.".utf8)
    private static let device = Array(".device.".utf8)

    /// The first use of each position that says its type.
    var firstUses: [Int: TextFormat.Use] {
        var first: [Int: TextFormat.Use] = [:]
        for placed in placed where placed.assertsType && first[placed.use.position] == nil { first[placed.use.position] = placed.use }
        for placed in placed where first[placed.use.position] == nil { first[placed.use.position] = placed.use }
        return first
    }

    /// The positions written into the text somewhere, other than as a word's ending.
    var shown: Set<Int> {
        Set(placed.filter { $0.displays && !$0.use.isSuffix }.map(\.use.position))
    }

    /// Whether the forms of the substitution that reads `position` write that number.
    func substitutionShows(_ position: Int) -> Bool? {
        guard let name = substitutionPositions.first(where: { $0.value == position })?.key else { return nil }
        return placed.contains { $0.substitution == name && $0.displays && $0.use.position == position }
    }

    /// Whether some argument is read as two types anywhere in the translation.
    var hasConflict: Bool {
        // Most translations read one or two arguments: compare them without a dictionary.
        if placed.count <= 8 {
            for (index, one) in placed.enumerated() where one.assertsType && !one.isDerived {
                for other in placed[(index + 1)...] where other.assertsType && !other.isDerived
                    && other.use.position == one.use.position && other.use.argumentClass != one.use.argumentClass {
                    return true
                }
            }
            return false
        }
        var classes: [Int: FormatSpecifier.ArgumentClass] = [:]
        for placed in placed where placed.assertsType && !placed.isDerived {
            if let known = classes[placed.use.position] {
                if known != placed.use.argumentClass { return true }
            } else {
                classes[placed.use.position] = placed.use.argumentClass
            }
        }
        return false
    }

    /// The positions two uses read as different types, with the first two such uses: in the
    /// whole translation, or in the one text at `path` and what it refers to when given.
    func conflicts(in path: String? = nil) -> [Int: (TextFormat.Use, TextFormat.Use)] {
        var first: [Int: TextFormat.Use] = [:]
        var found: [Int: (TextFormat.Use, TextFormat.Use)] = [:]
        for placed in placed where placed.assertsType && !placed.isDerived && (path == nil || placed.formPath == path) {
            let use = placed.use
            guard let earlier = first[use.position] else {
                first[use.position] = use
                continue
            }
            if earlier.argumentClass != use.argumentClass, found[use.position] == nil { found[use.position] = (earlier, use) }
        }
        return found
    }

    /// Every position read anywhere.
    var positions: Set<Int> {
        Set(placed.map(\.use.position))
    }

    /// Whether any text shows that the app formats it.
    var looksFormatted: Bool {
        formats.contains(where: \.looksFormatted)
    }

    /// The positions a form and the substitutions it refers to read.
    func covered(by path: String) -> Set<Int> {
        guard let format = format(at: path) else { return [] }
        var positions = Set(format.uses.map(\.position))
        for substitution in format.substitutions {
            guard let position = substitutionPositions[substitution.name] else { continue }
            positions.insert(position)
            let prefix = "substitutions." + substitution.name
            for placed in placed where placed.formPath == prefix || placed.formPath.hasPrefix(prefix + ".") {
                positions.insert(placed.use.position)
            }
        }
        return positions
    }
}
