// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// An Xcode String Catalog (`.xcstrings`) as Rotor reads it: entries by key, each with a
/// translator comment and a value or plural variations per language.
public struct Catalog: Sendable, Hashable {
    /// One translation of one entry.
    public enum Localization: Sendable, Hashable {
        /// A single value and its state (`translated`, `new`, `needs_review` …).
        case value(String, state: String)
        /// Values by CLDR plural category.
        case plural([PluralCategory: String], state: String)
    }

    /// One key of the catalog.
    public struct Entry: Sendable, Hashable {
        public var comment: String?
        public var localizations: [String: Localization]

        /// Creates an entry.
        public init(comment: String?, localizations: [String: Localization]) {
            self.comment = comment
            self.localizations = localizations
        }
    }

    public var sourceLanguage: String
    public var entries: [String: Entry]

    /// Creates a catalog from entries.
    public init(sourceLanguage: String, entries: [String: Entry]) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// Reads a catalog's JSON; `path` names it in errors.
    public init(json data: Data, path: String) throws(CatalogReadError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidJSON(path: path, detail: (error as NSError).localizedDescription)
        }
        guard let root = object as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw .notACatalog(path: path)
        }
        var entries: [String: Entry] = [:]
        for (key, raw) in strings {
            guard let fields = raw as? [String: Any] else { throw .malformedEntry(path: path, key: key) }
            var localizations: [String: Localization] = [:]
            for (language, rawLocalization) in (fields["localizations"] as? [String: Any]) ?? [:] {
                guard let localization = Self.localization(rawLocalization) else {
                    throw .malformedEntry(path: path, key: key)
                }
                localizations[language] = localization
            }
            entries[key] = Entry(comment: fields["comment"] as? String, localizations: localizations)
        }
        self.init(sourceLanguage: (root["sourceLanguage"] as? String) ?? "en", entries: entries)
    }

    /// Reads a catalog file.
    public init(contentsOf url: URL) throws(CatalogReadError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path)
        }
        try self.init(json: data, path: url.path)
    }

    private static func stringUnit(_ raw: Any?) -> (value: String, state: String)? {
        guard let unit = (raw as? [String: Any])?["stringUnit"] as? [String: Any],
              let value = unit["value"] as? String else { return nil }
        return (value, (unit["state"] as? String) ?? "translated")
    }

    private static func localization(_ raw: Any) -> Localization? {
        if let unit = stringUnit(raw) { return .value(unit.value, state: unit.state) }
        guard let plural = ((raw as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any]
        else { return nil }
        var forms: [PluralCategory: String] = [:]
        var state = "translated"
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name), let unit = stringUnit(form) else { return nil }
            forms[category] = unit.value
            if unit.state != "translated" { state = unit.state }
        }
        return .plural(forms, state: state)
    }
}
