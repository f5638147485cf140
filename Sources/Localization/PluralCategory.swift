// SPDX-License-Identifier: GPL-3.0-or-later

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other

    /// The category CLDR gives a whole number in a language.
    ///
    /// English: one for 1, other otherwise. Spanish: one for 1; many for exact non-zero
    /// millions (1,000,000, 2,000,000 …); other otherwise. Hebrew: one for 1, two for 2, other
    /// otherwise (CLDR 42 dropped Hebrew's "many"). Arabic: zero for 0, one for 1, two for 2, few
    /// when n % 100 is 3…10, many when n % 100 is 11…99, other otherwise (100, 101, 102, 1000 …).
    /// Pseudo-locales follow English.
    public static func of(_ number: Int, in language: Language) -> PluralCategory {
        let n = number.magnitude
        switch language {
        case .english, .pseudoAccented, .pseudoBidi:
            return n == 1 ? .one : .other
        case .spanish:
            if n == 1 { return .one }
            if n != 0 && n % 1_000_000 == 0 { return .many }
            return .other
        case .hebrew:
            switch n {
            case 1: return .one
            case 2: return .two
            default: return .other
            }
        case .arabic:
            switch (n, n % 100) {
            case (0, _): return .zero
            case (1, _): return .one
            case (2, _): return .two
            case (_, 3...10): return .few
            case (_, 11...99): return .many
            default: return .other
            }
        }
    }

    /// The categories a language's whole numbers use, as CLDR lists them.
    public static func required(for language: Language) -> [PluralCategory] {
        switch language {
        case .english, .pseudoAccented, .pseudoBidi: [.one, .other]
        case .spanish: [.one, .many, .other]
        case .hebrew: [.one, .two, .other]
        case .arabic: [.zero, .one, .two, .few, .many, .other]
        }
    }

    /// The categories CLDR (cardinal numbers, version 42 through ICU) gives any language code,
    /// such as `ru`, `pt-BR` or `zh_Hant`, in CLDR's order; nil when ICU cannot be loaded. ICU
    /// answers its root rules (`other` alone) for a language it has no rules for.
    public static func categories(forCode code: String) -> [PluralCategory]? {
        ICU.PluralRules(locale: code)?.categories
    }

    /// The language part of a catalog's language code, in lower case: `pt` of `pt-BR`, `zh` of
    /// `zh_Hant`, `sr` of `sr@latin`; empty when there is none.
    public static func baseLanguage(of code: String) -> String {
        // Most codes are already a lowercase ASCII base language ("es", "pt").
        if code.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return code }
        func isSeparator(_ character: Character) -> Bool { "_-.@".contains(character) }
        return code.drop(while: isSeparator).prefix { !isSeparator($0) }.lowercased()
    }
}
