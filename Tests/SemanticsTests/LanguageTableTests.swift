// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
import Widgets
@testable import Localization
@testable import Semantics

/// Plural categories, counts, numbers and directions of every language, against tables written
/// from CLDR 44 (plurals.xml, numbers.xml), not from the code.
@Suite struct LanguageTableTests {
    static let numbers = [0, 1, 2, 3, 11, 100, 101, 1_000_000]

    /// CLDR's cardinal rules, for 0, 1, 2, 3, 11, 100, 101 and 1,000,000:
    /// - en: one: i = 1 and v = 0.
    /// - es: one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
    /// - he: one: i = 1 and v = 0; two: i = 2 and v = 0 (CLDR 42 dropped "many").
    /// - ar: zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99.
    static let categories: [(Language, [PluralCategory])] = [
        (.english, [.other, .one, .other, .other, .other, .other, .other, .other]),
        (.spanish, [.other, .one, .other, .other, .other, .other, .other, .many]),
        (.hebrew, [.other, .one, .two, .other, .other, .other, .other, .other]),
        (.arabic, [.zero, .one, .two, .few, .many, .other, .other, .other]),
    ]

    @Test(arguments: categories)
    func cldrCategories(language: Language, expected: [PluralCategory]) {
        #expect(Self.numbers.map { PluralCategory.of($0, in: language) } == expected)
    }

    /// The Kanban count as each language writes it: Hebrew and Arabic write zero, one and two in
    /// words (Hebrew's zero, "אין", is the catalog's zero form, which CLDR's categories lack);
    /// Arabic counts 3–10 with the plural, 11–99 and 100+ with the singular.
    static let cardCounts: [(Language, [String])] = [
        (.english, ["0 cards", "1 card", "2 cards", "3 cards", "11 cards", "100 cards", "101 cards", "1,000,000 cards"]),
        (.spanish, ["0 tarjetas", "1 tarjeta", "2 tarjetas", "3 tarjetas", "11 tarjetas", "100 tarjetas", "101 tarjetas", "1.000.000 de tarjetas"]),
        (.hebrew, ["אין כרטיסים", "כרטיס אחד", "שני כרטיסים", "3 כרטיסים", "11 כרטיסים", "100 כרטיסים", "101 כרטיסים", "1,000,000 כרטיסים"]),
        (.arabic, ["لا بطاقات", "بطاقة واحدة", "بطاقتان", "٣ بطاقات", "١١ بطاقة", "١٠٠ بطاقة", "١٠١ بطاقة", "١٬٠٠٠٬٠٠٠ بطاقة"]),
    ]

    @Test(arguments: cardCounts)
    func kanbanCounts(language: Language, expected: [String]) {
        #expect(Self.numbers.map { Strings.builtIn.text(.kanbanCardCount($0), language) } == expected)
    }

    @Test(arguments: Language.allCases)
    func everyPluralEntryHasExactlyTheLanguagesCategories(language: Language) {
        let required = Set(PluralCategory.required(for: language))
        let seen: [PluralCategory] = Self.categories.first(where: { $0.0 == language })?.1 ?? []
        #expect(Set(seen).isSubset(of: required))
        #expect(Set(PluralCategory.categories(forCode: language.code) ?? []) == required)
    }

    /// CLDR's default number formats: latn digits with "," and "." in English and Hebrew, "." and
    /// "," in Spanish (grouping from five digits), arab digits with ٬ and ٫ in Arabic.
    @Test(arguments: [
        (Language.english, 1_000, "1,000"), (.english, 1_234_567, "1,234,567"), (.english, 999, "999"),
        (.spanish, 1_000, "1000"), (.spanish, 10_000, "10.000"), (.spanish, 1_234_567, "1.234.567"),
        (.hebrew, 1_234_567, "1,234,567"), (.hebrew, 0, "0"),
        (.arabic, 0, "٠"), (.arabic, 175, "١٧٥"), (.arabic, 1_234_567, "١٬٢٣٤٬٥٦٧"),
        (.arabic, -5, "\u{061C}-٥"), (.hebrew, -5, "\u{200E}-5"), (.pseudoBidi, 1_000, "1,000"),
    ])
    func wholeNumbers(language: Language, number: Int, text: String) {
        #expect(NumberFormat(language).string(number) == text)
    }

    @Test(arguments: [
        (Language.english, 2.5, 1, "2.5"), (.spanish, 2.5, 1, "2,5"), (.arabic, 2.5, 1, "٢٫٥"),
        (.english, 1234.56, 1, "1,234.6"), (.english, 0.04, 1, "0.0"), (.english, -1.25, 2, "-1.25"),
    ])
    func decimals(language: Language, number: Double, digits: Int, text: String) {
        #expect(NumberFormat(language).string(number, fractionDigits: digits) == text)
    }

    @Test(arguments: [
        (["LANG": "he_IL.UTF-8"], Language.hebrew), (["LANG": "ar_EG.UTF-8"], .arabic), (["LC_ALL": "iw_IL"], .hebrew),
        (["LANG": "ar_SA"], .arabic), (["LANG": "ar_XB"], .pseudoBidi),
    ])
    func localesNameTheLanguage(variables: [String: String], language: Language) {
        #expect(Language.fromEnvironment(variables) == language)
    }

    @Test(arguments: [(Language.english, LayoutDirection.leftToRight), (.spanish, .leftToRight), (.hebrew, .rightToLeft), (.arabic, .rightToLeft)])
    func directionComesFromTheLanguage(language: Language, direction: LayoutDirection) {
        #expect(language.defaultLayoutDirection == direction)
        #expect(Environment(language: language).layoutDirection == direction)
        #expect(Environment(language: language, layoutDirection: .leftToRight).layoutDirection == .leftToRight)
    }
}
