// SPDX-License-Identifier: GPL-3.0-or-later
import CICU

extension ICU {
    /// Numbers written as words by ICU's rule-based number format: "veintiuna" for 21 in
    /// Spanish's `%spellout-cardinal-feminine`. CLDR's Arabic rule sets write ثلاثة for 3 in both
    /// genders; ``init(rules:locale:)`` runs rules of one's own (``ArabicSpellout``: ثلاث).
    public struct Spellout: Sendable {
        private let handle: Handle

        private static let cache = HandleCache { locale in rotor_icu_spellout_open(locale) }

        /// Formats made from rules of Rotor's own, by locale and rules.
        private static let ruleCache = HandleCache { key in
            let parts = key.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return rotor_icu_spellout_open_rules(String(parts[1]), String(parts[0]))
        }

        /// The spellout of a locale ("es", "ar", "he"); nil when ICU cannot be loaded.
        public init?(locale: String) {
            guard let handle = Self.cache.handle(locale) else { return nil }
            self.handle = handle
        }

        /// A spellout from rule-based number format rules in ICU's syntax, for a locale (which
        /// decides how numbers past the rules are written); nil when ICU cannot be loaded or the
        /// rules do not parse.
        public init?(rules: String, locale: String) {
            guard !locale.contains("\n"), let handle = Self.ruleCache.handle(locale + "\n" + rules) else { return nil }
            self.handle = handle
        }

        /// The rule sets the locale offers, such as `%spellout-cardinal-feminine`.
        public var ruleSets: [String] {
            let names = handle.lock.withLock { _ in
                ICU.text(capacity: 4_096) { rotor_icu_spellout_rulesets(handle.pointer, $0, $1) }
            }
            return (names ?? "").split(separator: " ").map(String.init)
        }

        /// A whole number in words, with a rule set or `%spellout-numbering`; nil when ICU failed
        /// (an unknown rule set, say).
        public func text(_ number: Int, ruleSet: String? = nil) -> String? {
            handle.lock.withLock { _ in
                ICU.text { buffer, capacity in
                    rotor_icu_spellout(handle.pointer, ruleSet ?? "%spellout-numbering", Int64(number), buffer, capacity)
                }
            }
        }
    }
}
