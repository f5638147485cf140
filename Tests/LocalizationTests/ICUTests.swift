// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Testing

/// ICU through the lazy C seam: CLDR 42's plural rules, spellout and dates, with the expected
/// words taken from CLDR's charts and the Spanish and Arabic grammars, not from Rotor.
@Suite struct ICUTests {
    @Test(arguments: [
        ("en", [PluralCategory.one, .other]),
        ("es", [.one, .many, .other]),
        ("fr", [.one, .many, .other]),
        ("he", [.one, .two, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("gd", [.one, .two, .few, .other]),
        ("cs", [.one, .few, .many, .other]),
        ("ru", [.one, .few, .many, .other]),
        ("kab", [.one, .other]),
        ("ja", [.other]),
    ])
    func pluralCategoriesAreCLDRs(locale: String, categories: [PluralCategory]) throws {
        let rules = try #require(ICU.PluralRules(locale: locale), "ICU: \(ICU.loadFailure ?? "no rules")")
        #expect(rules.categories == categories)
    }

    @Test(arguments: [
        ("ar", 0.0, PluralCategory.zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 10, .few),
        ("ar", 11, .many), ("ar", 99, .many), ("ar", 100, .other), ("ar", 103, .few),
        ("es", 1, .one), ("es", 2, .other), ("es", 1_000_000, .many), ("es", 2_000_001, .other),
        ("he", 2, .two), ("he", 20, .other), ("cs", 1.5, .many), ("cs", 3, .few), ("ru", 21, .one), ("ru", 22, .few),
    ])
    func aNumberTakesItsCategory(locale: String, number: Double, category: PluralCategory) throws {
        let rules = try #require(ICU.PluralRules(locale: locale))
        #expect(rules.category(of: number) == category)
    }

    /// Rotor's own phrases choose their plural forms with `PluralCategory.of`; it must agree
    /// with CLDR for every count a board can show, at every boundary of the four languages.
    @Test(arguments: Language.allCases)
    func rotorsPluralsAgreeWithICU(language: Language) throws {
        let rules = try #require(ICU.PluralRules(locale: language.code))
        let counts = Array(0...250) + [999, 1_000, 1_001, 10_000, 100_000, 999_999, 1_000_000, 1_000_001, 2_000_000, 3_000_000]
        for count in counts {
            #expect(PluralCategory.of(count, in: language) == rules.category(of: Double(count)), "\(count) in \(language.code)")
        }
    }

    /// ICU 72's Arabic rule sets agree in gender for 1 and 2 only; from 3 to 10, where Arabic
    /// numbers take the gender opposite to their noun's ("ثلاث بطاقات"), both give ثلاثة.
    @Test(arguments: [
        ("es", 1, "%spellout-cardinal-feminine", "una"),
        ("es", 21, "%spellout-cardinal-feminine", "veintiuna"),
        ("es", 1, "%spellout-cardinal-masculine", "un"),
        ("ar", 1, "%spellout-cardinal-feminine", "واحدة"),
        ("ar", 2, "%spellout-cardinal-feminine", "إثنتان"),
        ("ar", 2, "%spellout-cardinal-masculine", "إثنان"),
        ("he", 3, "%spellout-cardinal-feminine", "שלוש"),
        ("he", 3, "%spellout-cardinal-masculine", "שלושה"),
    ])
    func numbersAreWrittenInWordsOfTheirGender(locale: String, number: Int, ruleSet: String, words: String) throws {
        let spellout = try #require(ICU.Spellout(locale: locale))
        #expect(spellout.ruleSets.contains(ruleSet))
        #expect(spellout.text(number, ruleSet: ruleSet) == words)
    }

    @Test func anUnknownRuleSetIsNoAnswer() throws {
        let spellout = try #require(ICU.Spellout(locale: "es"))
        #expect(spellout.text(3, ruleSet: "%no-such-rule-set") == nil)
        #expect(spellout.text(3, ruleSet: "%spellout-cardinal-masculine") == "tres")
    }

    /// 2026-12-04 14:17:38 UTC, with the month's name and the day as each language writes them.
    @Test(arguments: [("en", "December 4"), ("es", "4 de diciembre")])
    func datesAreWrittenAsTheLanguageWritesThem(locale: String, words: String) {
        let moment = 1_796_393_858.0
        #expect(ICU.dateText(moment, skeleton: "MMMMd", locale: locale, zone: "UTC") == words)
    }
}
