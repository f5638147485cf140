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

    /// The categories CLDR (version 44, cardinal numbers) defines for any language code, such as
    /// `ru`, `pt-BR` or `zh_Hant`, in CLDR's order; nil when the language is not in the table.
    ///
    /// These are the categories Xcode's String Catalog editor offers for the language.
    public static func categories(forCode code: String) -> [PluralCategory]? {
        let base = baseLanguage(of: code)
        for (categories, languages) in cldrTable where languages.contains(base) {
            return categories
        }
        return nil
    }

    /// The language part of a catalog's language code, in lower case: `pt` of `pt-BR`, `zh` of
    /// `zh_Hant`, `sr` of `sr@latin`; empty when there is none.
    public static func baseLanguage(of code: String) -> String {
        func isSeparator(_ character: Character) -> Bool { "_-.@".contains(character) }
        return code.drop(while: isSeparator).prefix { !isSeparator($0) }.lowercased()
    }

    /// Languages by the set of cardinal categories they use.
    private static let cldrTable: [([PluralCategory], Set<String>)] = [
        ([.zero, .one, .two, .few, .many, .other], ["ar", "ars", "cy", "kw"]),
        ([.one, .two, .few, .many, .other], ["br", "ga", "gd", "gv", "mt"]),
        ([.one, .few, .many, .other], ["be", "cs", "lt", "pl", "ru", "sk", "uk"]),
        ([.one, .two, .few, .other], ["dsb", "hsb", "sl"]),
        ([.one, .few, .other], ["bs", "hr", "mo", "ro", "sh", "sr"]),
        ([.one, .two, .other], ["he", "iw", "iu", "naq", "sat", "se", "sma", "smi", "smj", "smn", "sms"]),
        ([.zero, .one, .other], ["ksh", "lag", "lv", "prg"]),
        ([.one, .many, .other], ["ca", "es", "fr", "it", "pt", "vec"]),
        ([.other], [
            "bm", "bo", "dz", "id", "ig", "ii", "in", "ja", "jbo", "jv", "jw", "kde", "kea", "km", "ko",
            "lkt", "lo", "ms", "my", "nqo", "osa", "root", "sah", "ses", "sg", "su", "th", "to", "tpi",
            "vi", "wo", "yo", "yue", "zh",
        ]),
        ([.one, .other], [
            "af", "am", "an", "as", "ast", "az", "bal", "bg", "bn", "brx", "ce", "chr", "ckb", "da", "de",
            "doi", "ee", "el", "en", "eo", "et", "eu", "fa", "ff", "fi", "fil", "fo", "fur", "fy", "gl",
            "gsw", "gu", "ha", "haw", "hi", "hu", "hy", "ia", "is", "ka", "kk", "kl", "kn", "ks", "ku",
            "ky", "lb", "lg", "ln", "mg", "mk", "ml", "mn", "mr", "nb", "ne", "nl", "nn", "no", "om",
            "or", "os", "pa", "ps", "rm", "sc", "scn", "sd", "si", "so", "sq", "sv", "sw", "ta", "te",
            "tk", "tl", "tr", "ug", "ur", "uz", "wa", "xh", "yi", "zu",
        ]),
    ]
}
