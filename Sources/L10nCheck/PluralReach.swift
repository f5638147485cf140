// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Synchronization

/// Which numbers reach each CLDR plural category of a language, from ICU's rules (CLDR 42):
/// whether whole numbers reach it and how small the first is, whether only one whole number
/// does ("one" in German is 1 alone; in Russian 1, 21, 31 …), and whether only fractions do
/// (Czech "many", Russian "other").
///
/// Apple's platforms also use a `zero` form for 0 in every language when a catalog has one,
/// so `zero` is never a category a language lacks.
struct PluralReach: Sendable {
    /// The numbers that reach one category.
    struct Reach: Sendable, Hashable {
        /// Whole numbers that reach it, smallest first, as far as they were tried.
        var integers: [Int]
        /// Whether a number with a fraction reaches it.
        var fractions: Bool

        /// The smallest whole number that reaches it.
        var smallestInteger: Int? { integers.first }
        /// The one whole number that reaches it, when only one does.
        var onlyInteger: Int? { integers.count == 1 ? integers.first : nil }
    }

    /// The categories ICU gives the language, in CLDR's order.
    let categories: [PluralCategory]
    /// What reaches each of them.
    let reach: [PluralCategory: Reach]
    /// The category of each fraction tried.
    let fractionCategories: [Double: PluralCategory]

    /// The largest count people meet every day in a list, a badge or a message count; a
    /// category whose first whole number is larger (the exact millions of Spanish "many") falls
    /// back to "other" for everything else.
    static let everydayLimit = 1_000

    /// The whole numbers tried: 0 to 1,100, and round and near-round numbers beyond.
    static let integers: [Int] = Array(0...1_100) + [
        1_999, 2_000, 10_000, 10_001, 100_000, 100_001, 999_999, 1_000_000, 1_000_001, 2_000_000, 3_000_000,
        10_000_000, 100_000_000, 1_000_000_000,
    ]
    /// The fractions tried: enough to reach every fraction-only category of CLDR.
    static let fractions: [Double] = [0.1, 0.5, 1.1, 1.5, 2.1, 2.5, 3.5, 5.5, 11.5, 21.5, 101.5, 0.25, 1.25]

    /// The languages CLDR 42 gives only `other`. ICU answers its root rules (only `other`) for a
    /// language it has no rules for; a language not in this list that gets only `other` is one
    /// ICU does not know, whose plurals are not checked.
    static let otherOnly: Set<String> = [
        "bm", "bo", "dz", "hnj", "id", "ig", "ii", "in", "ja", "jbo", "jv", "jw", "kde", "kea", "km", "ko", "lkt", "lo",
        "ms", "my", "nqo", "osa", "root", "sah", "ses", "sg", "su", "th", "to", "tpi", "vi", "wo", "yo", "yue", "zh",
    ]

    /// The reach of a language's categories; nil when ICU cannot be loaded or does not know the
    /// language.
    static func of(_ language: String) -> PluralReach? {
        if let known = cache.withLock({ $0[language] }) { return known }
        guard let rules = ICU.PluralRules(locale: language),
              rules.categories != [.other] || otherOnly.contains(PluralCategory.baseLanguage(of: language)) else { return nil }
        var integers: [PluralCategory: [Int]] = [:]
        for number in Self.integers {
            integers[rules.category(of: Double(number)), default: []].append(number)
        }
        var fractionCategories: [Double: PluralCategory] = [:]
        for number in Self.fractions { fractionCategories[number] = rules.category(of: number) }
        let fractions = Set(fractionCategories.values)
        let categories = rules.categories
        let reach = Dictionary(uniqueKeysWithValues: categories.map { category in
            (category, Reach(integers: integers[category] ?? [], fractions: fractions.contains(category)))
        })
        let made = PluralReach(categories: categories, reach: reach, fractionCategories: fractionCategories)
        cache.withLock { $0[language] = made }
        return made
    }

    private static let cache = Mutex<[String: PluralReach]>([:])

    /// Whether a form of this category is ever shown in the language: one of its categories, or
    /// Apple's `zero`.
    func has(_ category: String) -> Bool {
        category == "zero" || categories.contains { $0.rawValue == category }
    }

    /// The category of one of the fractions tried.
    func category(of fraction: Double) -> PluralCategory? {
        fractionCategories[fraction]
    }

    /// Whether a form for this category stands for one number only, so that it may write the
    /// number in words ("ein neuer Beitrag", "כרטיס אחד"): one whole number, and no fraction when
    /// the number may have one. Apple's `zero` is 0 alone.
    func isSingleNumber(_ category: String, fractions: Bool = false) -> Bool {
        guard let known = PluralCategory(rawValue: category), let reach = reach[known] else { return category == "zero" }
        return reach.onlyInteger != nil && !(fractions && reach.fractions)
    }
}
