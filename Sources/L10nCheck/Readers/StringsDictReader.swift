// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

/// Reads a `.stringsdict` (an XML property list) into translations with substitutions:
/// `NSStringLocalizedFormatKey` is the value, and each variable of type
/// `NSStringPluralRuleType` a substitution with its plural forms and value type.
public enum StringsDictReader {
    /// The translations of a `.stringsdict` file by key.
    public static func read(contentsOf url: URL) throws(CatalogReadError) -> [String: LocalizedString] {
        guard let data = try? Data(contentsOf: url) else { throw .unreadable(path: url.path) }
        return try read(data, path: url.path)
    }

    /// The translations of a `.stringsdict`'s bytes by key.
    public static func read(_ data: Data, path: String) throws(CatalogReadError) -> [String: LocalizedString] {
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let root = object as? [String: Any] else { throw .invalidStringsDict(path: path) }
        var result: [String: LocalizedString] = [:]
        for (key, raw) in root {
            guard let entry = raw as? [String: Any],
                  let format = entry["NSStringLocalizedFormatKey"] as? String else { throw .invalidStringsDict(path: path) }
            var localized = LocalizedString(forms: [.init(value: format)])
            let order = PlaceholderSignature.substitutionNames(in: format)
            for name in entry.keys.sorted() where name != "NSStringLocalizedFormatKey" {
                guard let variable = entry[name] as? [String: Any] else { throw .invalidStringsDict(path: path) }
                guard (variable["NSStringFormatSpecTypeKey"] as? String) == "NSStringPluralRuleType" else { continue }
                localized.substitutions[name] = .init(
                    argumentNumber: order.firstIndex(of: name).map { $0 + 1 },
                    formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String
                )
                let categories = variable.keys.filter { !$0.hasPrefix("NSString") }.sorted()
                localized.plurals.append(.init(path: "substitutions.\(name)", categories: categories))
                for category in categories {
                    guard let value = variable[category] as? String else { throw .invalidStringsDict(path: path) }
                    localized.forms.append(.init(path: "substitutions.\(name).plural.\(category)", value: value))
                }
            }
            result[key] = localized
        }
        return result
    }
}
