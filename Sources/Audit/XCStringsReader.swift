// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Semantics

/// Reads an Xcode String Catalog (`.xcstrings`) with everything the checks need: states,
/// `extractionState`, `shouldTranslate`, plural and device variations, and substitutions
/// (`%#@name@` with `argNum`, `formatSpecifier` and their own plural variations).
///
/// A key with no source-language localization has the key itself as its source text, as Xcode
/// writes catalogs whose source text is the key.
public enum XCStringsReader {
    /// Reads a catalog's JSON; `path` names it in findings and errors.
    public static func read(_ data: Data, path: String) throws(CatalogReadError) -> LocalizationCatalog {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidJSON(path: path, detail: (error as NSError).localizedDescription)
        }
        guard let root = object as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw .notACatalog(path: path)
        }
        let source = (root["sourceLanguage"] as? String) ?? "en"
        var entries: [LocalizationEntry] = []
        for (key, raw) in strings {
            guard let fields = raw as? [String: Any] else { throw .malformedEntry(path: path, key: key) }
            var localizations: [String: LocalizedString] = [:]
            guard let rawLocalizations = (fields["localizations"] ?? [String: Any]()) as? [String: Any] else {
                throw .malformedEntry(path: path, key: key)
            }
            for (language, rawLocalization) in rawLocalizations {
                guard let localization = rawLocalization as? [String: Any] else { throw .malformedEntry(path: path, key: key) }
                var result = LocalizedString(forms: [])
                guard read(localization, at: "", into: &result, substitutionsAllowed: true) else {
                    throw .malformedEntry(path: path, key: key)
                }
                localizations[language] = result
            }
            if localizations[source] == nil {
                localizations[source] = LocalizedString(key)
            }
            entries.append(LocalizationEntry(
                key: key,
                comment: fields["comment"] as? String,
                isStale: (fields["extractionState"] as? String) == "stale",
                shouldTranslate: (fields["shouldTranslate"] as? Bool) ?? true,
                localizations: localizations
            ))
        }
        return LocalizationCatalog(path: path, sourceLanguage: source, entries: entries)
    }

    /// Reads a `stringUnit`, `variations` and `substitutions` at a path; false when malformed.
    private static func read(
        _ object: [String: Any], at path: String, into result: inout LocalizedString, substitutionsAllowed: Bool
    ) -> Bool {
        if let rawUnit = object["stringUnit"] {
            guard let unit = rawUnit as? [String: Any], let value = unit["value"] as? String else { return false }
            result.forms.append(.init(path: path, value: value, state: (unit["state"] as? String) ?? "translated"))
        }
        if let rawVariations = object["variations"] {
            guard let variations = rawVariations as? [String: Any] else { return false }
            for kind in variations.keys.sorted() {
                guard let cases = variations[kind] as? [String: Any] else { return false }
                if kind == "plural" {
                    result.plurals.append(.init(path: path, categories: cases.keys.sorted()))
                }
                for name in cases.keys.sorted() {
                    guard let nested = cases[name] as? [String: Any],
                          read(nested, at: join(path, kind, name), into: &result, substitutionsAllowed: false)
                    else { return false }
                }
            }
        }
        if substitutionsAllowed, let rawSubstitutions = object["substitutions"] {
            guard let substitutions = rawSubstitutions as? [String: Any] else { return false }
            for name in substitutions.keys.sorted() {
                guard let substitution = substitutions[name] as? [String: Any] else { return false }
                result.substitutions[name] = .init(
                    argumentNumber: substitution["argNum"] as? Int,
                    formatSpecifier: substitution["formatSpecifier"] as? String
                )
                guard read(substitution, at: join(path, "substitutions", name), into: &result, substitutionsAllowed: false) else {
                    return false
                }
            }
        }
        return true
    }

    private static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ".")
    }
}
