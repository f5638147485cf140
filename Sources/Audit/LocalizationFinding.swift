// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics

/// One problem in a catalog: the check, the key, the language, the form, and the details its
/// message and fix are worded with.
public struct LocalizationFinding: Sendable, Hashable {
    /// What is wrong.
    public var check: LocalizationCheck
    /// The catalog's path.
    public var catalog: String
    /// The entry's key.
    public var key: String
    /// The language code.
    public var language: String
    /// Where in the translation: empty for the plain value, else a path such as `plural.one`.
    public var form: String
    /// The message's and fix's arguments.
    public var arguments: [String]

    /// Creates a finding.
    public init(check: LocalizationCheck, catalog: String, key: String, language: String, form: String = "", arguments: [String] = []) {
        self.check = check
        self.catalog = catalog
        self.key = key
        self.language = language
        self.form = form
        self.arguments = arguments
    }

    /// What is wrong, in the reader's language.
    public func message(_ strings: Strings, _ readerLanguage: Language) -> String {
        strings.text(check.messageKey, readerLanguage, arguments: arguments)
    }

    /// How to fix it, in the reader's language.
    public func fix(_ strings: Strings, _ readerLanguage: Language) -> String {
        strings.text(check.fixKey, readerLanguage, arguments: arguments)
    }
}
