// SPDX-License-Identifier: GPL-3.0-or-later
import CICU

extension ICU {
    /// A language's CLDR plural rules, as ICU has them: which categories it uses and which
    /// category a number takes.
    public struct PluralRules: Sendable {
        private let handle: Handle

        private static let cache = HandleCache { locale in rotor_icu_plural_open(locale) }

        /// The rules of a locale ("ru", "pt-BR", "zh_Hant"); nil when ICU cannot be loaded.
        ///
        /// ICU answers for any locale, falling back to its root rules ("other" only) for a code
        /// it does not know.
        public init?(locale: String) {
            guard let handle = Self.cache.handle(locale) else { return nil }
            self.handle = handle
        }

        /// The categories the language uses, in CLDR's order (zero, one, two, few, many, other).
        public var categories: [PluralCategory] {
            let words = ICU.text { rotor_icu_plural_keywords(handle.pointer, $0, $1) } ?? ""
            let named = Set(words.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) })
            return PluralCategory.allCases.filter(named.contains)
        }

        /// The category of a number (a whole number, or one with a fraction).
        public func category(of number: Double) -> PluralCategory {
            let word = ICU.text(capacity: 32) { rotor_icu_plural_select(handle.pointer, number, $0, $1) }
            return word.flatMap(PluralCategory.init(rawValue:)) ?? .other
        }
    }
}
