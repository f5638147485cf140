// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

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
        strings.text(check.messageKey, readerLanguage, arguments: arguments(in: readerLanguage))
    }

    /// How to fix it, in the reader's language.
    public func fix(_ strings: Strings, _ readerLanguage: Language) -> String {
        strings.text(check.fixKey, readerLanguage, arguments: arguments(in: readerLanguage))
    }

    /// The arguments with each number (a position, a ratio such as 2.1, seconds) written as the
    /// reader's language writes numbers; everything else (placeholders, code points) as it is.
    func arguments(in readerLanguage: Language) -> [String] {
        let format = NumberFormat(readerLanguage)
        return arguments.map { argument in
            let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  let whole = Int(parts[0])
            else { return argument }
            guard parts.count == 2, let fraction = Double("0." + parts[1]) else { return format.string(whole) }
            return format.string(Double(whole) + fraction, fractionDigits: parts[1].count)
        }
    }
}
