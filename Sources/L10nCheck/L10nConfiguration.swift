// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Reporting

/// What a team tells `rotor l10n check` about its catalog, in a JSON file beside it
/// (`rotor-l10n.json`) or given with `--config`:
///
/// ```json
/// { "rules": { "spoken-length": "note", "plural-missing-category": "warning" },
///   "skipLanguages": ["en-GB"], "allowIdentical": ["Mastodon"], "maxRatio": 2,
///   "fallback": "developmentLanguage", "formatting": "always",
///   "keys": { "about.version": { "formatted": false }, "debug.*": { "fallback": "key" } } }
/// ```
///
/// `rules` switches a rule off or gives it another severity (`off`, `error`, `warning`,
/// `note`), and switches on `spoken-length`, which is off for an app's catalog; `skipLanguages`
/// leaves languages out; `allowIdentical` lists words a translation may keep as they are;
/// `maxRatio` is `--max-ratio`'s default. What the code does (``CodeFacts``): `fallback` says
/// what the app shows for a missing translation (`key`, the default, or `developmentLanguage`);
/// `formatting` whether it formats its texts (`detect`, the default, `always`, `never`); `keys`
/// says either for single keys, or for every key a pattern ending in `*` starts. Anything else
/// is an error, so that a misspelt setting is not silently ignored.
public struct L10nConfiguration: Sendable, Hashable {
    /// The file's name beside a catalog.
    public static let fileName = "rotor-l10n.json"
    /// The settings a file may hold.
    public static let fields = ["rules", "skipLanguages", "allowIdentical", "maxRatio", "fallback", "formatting", "keys"]
    /// The settings a key's entry in `keys` may hold.
    public static let keyFields = ["formatted", "fallback"]

    /// Rules switched off or given another severity.
    public var rules: RuleSettings
    /// Languages not checked.
    public var skipLanguages: [String]
    /// Words a translation may keep as they are.
    public var allowIdentical: [String]
    /// How many times longer to hear a translation may be, unless `--max-ratio` says.
    public var maxRatio: Double?
    /// What the app's code does with the texts.
    public var code: CodeFacts

    /// What is wrong with a configuration file; the executable words it.
    public enum Problem: Error, Sendable, Hashable {
        /// Not JSON, or not an object.
        case notAnObject
        /// A setting the file may not hold.
        case unknownField(String)
        /// A rule id no check has.
        case unknownRule(String)
        /// A value of the wrong kind: the setting and the value as written.
        case invalidValue(field: String, value: String)
    }

    /// No settings.
    public init(
        rules: RuleSettings = RuleSettings(), skipLanguages: [String] = [], allowIdentical: [String] = [], maxRatio: Double? = nil,
        code: CodeFacts = CodeFacts()
    ) {
        self.rules = rules
        self.skipLanguages = skipLanguages
        self.allowIdentical = allowIdentical
        self.maxRatio = maxRatio
        self.code = code
    }

    /// The settings `rotor l10n check` uses for Rotor's own catalog, which a screen reader
    /// speaks: its spoken length is measured.
    public static let rotorsOwn = L10nConfiguration(rules: RuleSettings([LocalizationCheck.spokenLength.id: .severity(.note)]))

    /// Reads a configuration file's bytes.
    public init(json data: Data) throws(Problem) {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw .notAnObject
        }
        self.init()
        for name in root.keys.sorted() where !Self.fields.contains(name) { throw .unknownField(name) }
        if let value = root["rules"] {
            guard let rules = value as? [String: Any] else { throw .invalidValue(field: "rules", value: Self.shown(value)) }
            var settings: [String: RuleSettings.Setting] = [:]
            for id in rules.keys.sorted() {
                guard LocalizationCheck(rawValue: id) != nil else { throw .unknownRule(id) }
                guard let word = rules[id] as? String, let setting = RuleSettings.Setting(word: word) else {
                    throw .invalidValue(field: id, value: Self.shown(rules[id] ?? ""))
                }
                settings[id] = setting
            }
            self.rules = RuleSettings(settings)
        }
        for field in ["skipLanguages", "allowIdentical"] {
            guard let value = root[field] else { continue }
            guard let list = value as? [Any], let words = list as? [String] else {
                throw .invalidValue(field: field, value: Self.shown(value))
            }
            if field == "skipLanguages" { skipLanguages = words } else { allowIdentical = words }
        }
        if let value = root["maxRatio"] {
            // JSON's true is a number to Foundation too: refused as what it is.
            guard !(value is Bool), let number = value as? NSNumber, (1...10).contains(number.doubleValue) else {
                throw .invalidValue(field: "maxRatio", value: Self.shown(value))
            }
            maxRatio = number.doubleValue
        }
        if let value = root["fallback"] {
            guard let word = value as? String, let fallback = CodeFacts.Fallback(rawValue: word) else {
                throw .invalidValue(field: "fallback", value: Self.shown(value))
            }
            code.fallback = fallback
        }
        if let value = root["formatting"] {
            guard let word = value as? String, let formatting = CodeFacts.Formatting(rawValue: word) else {
                throw .invalidValue(field: "formatting", value: Self.shown(value))
            }
            code.formatting = formatting
        }
        if let value = root["keys"] {
            guard let keys = value as? [String: Any] else { throw .invalidValue(field: "keys", value: Self.shown(value)) }
            for key in keys.keys.sorted() {
                guard let fields = keys[key] as? [String: Any] else { throw .invalidValue(field: key, value: Self.shown(keys[key] ?? "")) }
                var facts = CodeFacts.KeyFacts()
                for name in fields.keys.sorted() where !Self.keyFields.contains(name) { throw .unknownField(name) }
                if let formatted = fields["formatted"] {
                    // Foundation gives 1 as an NSNumber that is also a Bool, and true as its own
                    // boolean subclass of NSNumber: only the latter is a boolean here.
                    guard let flag = formatted as? Bool, type(of: formatted) != NSNumber.self else {
                        throw .invalidValue(field: "formatted", value: Self.shown(formatted))
                    }
                    facts.formatted = flag
                }
                if let fallback = fields["fallback"] {
                    guard let word = fallback as? String, let known = CodeFacts.Fallback(rawValue: word) else {
                        throw .invalidValue(field: "fallback", value: Self.shown(fallback))
                    }
                    facts.fallback = known
                }
                code.keys[key] = facts
            }
        }
    }

    /// A value as a message shows it.
    private static func shown(_ value: Any) -> String {
        if let text = value as? String { return text }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]) {
            return String(decoding: data, as: UTF8.self)
        }
        return String(describing: value)
    }

    /// Whether the settings switch `spoken-length` on: it is off unless a file gives it a severity.
    public var measuresSpokenLength: Bool {
        if case .severity? = rules.settings[LocalizationCheck.spokenLength.id] { return true }
        return false
    }

    /// The checker these settings and the command line's make.
    public func checker(allow: [String], maxRatio: Double?) -> CatalogChecker {
        CatalogChecker(
            allow: allow + allowIdentical, maxRatio: maxRatio ?? self.maxRatio ?? CatalogChecker.defaultMaxRatio,
            skipping: skipLanguages, code: code, spokenLength: measuresSpokenLength
        )
    }
}
