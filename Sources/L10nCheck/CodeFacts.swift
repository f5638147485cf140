// SPDX-License-Identifier: GPL-3.0-or-later

/// What the app's code does with its catalog's texts, which the catalog alone cannot say: what a
/// person sees when a translation is missing, and whether a text is formatted (`String(format:)`)
/// at all. A team says it in `rotor-l10n.json` (`fallback`, `formatting`, `keys`); a reader of
/// the app's Swift sources can say it key by key through ``keys``.
///
/// - A missing translation is an error when the app shows the raw key (`NSBundle`'s lookup
///   returns the key), a warning when the app falls back to its development language (SwiftGen's
///   `tr` with a fallback, a lookup in the `developmentLocalization`'s bundle).
/// - A stray `%` matters only in a text the app formats: an error where it formats every text
///   (SwiftGen's `tr` calls `String(format:)`), nothing where it never formats a key (a token
///   such as `%1` the app replaces itself), and where it is not known, an error in a text that
///   shows it is formatted (it reads an argument or writes `%%`) and a note elsewhere, except
///   `%0`, `%1` … tokens, which apps replace themselves and printf never reads.
public struct CodeFacts: Sendable, Hashable {
    /// What the app shows when a language lacks a key.
    public enum Fallback: String, Sendable, Hashable, CaseIterable {
        /// The raw key, as `NSBundle` returns it: an identifier key is what people see.
        case key
        /// The development language's text.
        case developmentLanguage
    }

    /// Whether the app formats its texts with `String(format:)`.
    public enum Formatting: String, Sendable, Hashable, CaseIterable {
        /// Not known: judged text by text (an argument or `%%` shows it is formatted).
        case detect
        /// Every text is formatted.
        case always
        /// No text is formatted.
        case never
    }

    /// What the code does with one key, where it differs from the app's way.
    public struct KeyFacts: Sendable, Hashable {
        /// Whether the code formats the key's text; nil when the app's way says.
        public var formatted: Bool?
        /// What the code shows when a language lacks the key; nil when the app's way says.
        public var fallback: Fallback?

        /// Creates the facts of a key.
        public init(formatted: Bool? = nil, fallback: Fallback? = nil) {
            self.formatted = formatted
            self.fallback = fallback
        }
    }

    /// What the app shows for a missing translation: the raw key unless the team says otherwise,
    /// as `NSBundle` does.
    public var fallback: Fallback
    /// Whether the app formats its texts.
    public var formatting: Formatting
    /// Facts of single keys, by key; a key that ends in `*` stands for every key it starts
    /// (`legacy.*`), the longest such prefix winning.
    public var keys: [String: KeyFacts]

    /// The facts of an app nothing is known about: a missing translation shows the key, and
    /// formatting is judged text by text.
    public init(fallback: Fallback = .key, formatting: Formatting = .detect, keys: [String: KeyFacts] = [:]) {
        self.fallback = fallback
        self.formatting = formatting
        self.keys = keys
    }

    /// The facts given for a key: its own, else those of the longest prefix pattern it matches.
    func facts(of key: String) -> KeyFacts? {
        guard !keys.isEmpty else { return nil }
        if let own = keys[key] { return own }
        return keys.filter { pattern, _ in pattern.hasSuffix("*") && key.hasPrefix(pattern.dropLast()) }
            .max { $0.key.count < $1.key.count }?.value
    }

    /// These facts with what the app's code says of single keys (``CodeCheck/facts()``), where
    /// the team says nothing of them: a key's entry in `keys`, or a pattern it matches, wins
    /// field by field; what the code says wins over the app's way (`fallback`, `formatting`).
    public func adding(_ found: [String: KeyFacts]) -> CodeFacts {
        var merged = self
        for (key, facts) in found {
            let given = self.facts(of: key)
            merged.keys[key] = KeyFacts(formatted: given?.formatted ?? facts.formatted, fallback: given?.fallback ?? facts.fallback)
        }
        return merged
    }

    /// What the app shows when a language lacks the key.
    public func fallback(of key: String) -> Fallback {
        facts(of: key)?.fallback ?? fallback
    }

    /// Whether the app formats the key's text: true or false when known, nil when it is to be
    /// judged from the text.
    public func formatted(_ key: String) -> Bool? {
        if let formatted = facts(of: key)?.formatted { return formatted }
        switch formatting {
        case .detect: return nil
        case .always: return true
        case .never: return false
        }
    }
}
