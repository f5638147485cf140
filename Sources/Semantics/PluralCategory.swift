// SPDX-License-Identifier: GPL-3.0-or-later

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other

    /// The category CLDR gives a whole number in a language.
    ///
    /// English: one for 1, other otherwise. Spanish: one for 1; many for exact non-zero
    /// millions (1,000,000, 2,000,000 …); other otherwise.
    public static func of(_ number: Int, in language: Language) -> PluralCategory {
        let n = number.magnitude
        switch language {
        case .english:
            return n == 1 ? .one : .other
        case .spanish:
            if n == 1 { return .one }
            if n != 0 && n % 1_000_000 == 0 { return .many }
            return .other
        }
    }

    /// The categories a language's whole numbers use, as CLDR lists them.
    public static func required(for language: Language) -> [PluralCategory] {
        switch language {
        case .english: [.one, .other]
        case .spanish: [.one, .many, .other]
        }
    }
}
