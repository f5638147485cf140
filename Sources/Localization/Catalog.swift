// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import SystemInterface

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
        /// The translator comment.
        public var comment: String?
        /// The translations by language code.
        public var localizations: [String: Localization]

        /// Creates an entry.
        public init(comment: String?, localizations: [String: Localization]) {
            self.comment = comment
            self.localizations = localizations
        }
    }

    /// The language translations are made from, and fallen back on.
    public var sourceLanguage: String
    /// The entries by key.
    public var entries: [String: Entry]

    /// Creates a catalog from entries.
    public init(sourceLanguage: String, entries: [String: Entry]) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// Builds the catalog from a decoded String Catalog; `path` names it in errors.
    ///
    /// Each translation is a text or plural variations of texts by CLDR category; anything else
    /// (device variations, an unknown category, a case with no text) makes its entry malformed.
    public init(_ file: StringCatalogFile, path: String) throws(CatalogReadError) {
        let entries = file.strings.mapValues { entry in
            Entry(comment: entry.comment, localizations: (entry.localizations ?? [:]).compactMapValues(Self.localization))
        }
        // A translation Catalog cannot hold was dropped: its entry is malformed (the first such key by name).
        let malformed = entries.filter { key, entry in
            entry.localizations.count != (file.strings[key]?.localizations?.count ?? 0)
        }
        if let key = malformed.keys.min() { throw .malformedEntry(path: path, key: key) }
        self.init(sourceLanguage: file.sourceLanguage, entries: entries)
    }

    /// Reads a catalog's JSON; `path` names it in errors.
    public init(json data: Data, path: String) throws(CatalogReadError) {
        try self.init(StringCatalogFile(json: data, path: path), path: path)
    }

    /// Reads a catalog file through the file gate, at most ``InputLimit/catalog`` bytes.
    public init(contentsOf url: URL) throws(CatalogReadError) {
        try self.init(path: url.path)
    }

    /// Reads the catalog file at a path through the file gate, at most ``InputLimit/catalog`` bytes.
    public init(path: String) throws(CatalogReadError) {
        let bytes: [UInt8]
        do {
            bytes = try FileGate.read(path, limit: InputLimit.catalog)
        } catch {
            throw .file(error)
        }
        try self.init(json: Data(bytes), path: path)
    }

    /// An app's catalog as its views read it on an iPhone, which the screen reader stands for:
    /// a text that varies by device is the iPhone's (else the `other` case); a translation the
    /// catalog cannot hold (a case with no text) is left out, and its language falls back as
    /// the app's would, rather than the whole catalog refused.
    public init(app file: StringCatalogFile) {
        let entries = file.strings.mapValues { entry in
            Entry(comment: entry.comment, localizations: (entry.localizations ?? [:]).compactMapValues { localization in
                let device = localization.variations?.device
                return Self.localization(device?["iphone"] ?? device?["other"] ?? localization)
            })
        }
        self.init(sourceLanguage: file.sourceLanguage, entries: entries)
    }

    private static func localization(_ localization: StringCatalogFile.Localization) -> Localization? {
        if let unit = localization.stringUnit { return .value(unit.value, state: unit.effectiveState) }
        guard let plural = localization.variations?.plural else { return nil }
        var forms: [PluralCategory: String] = [:]
        var state = "translated"
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name), let unit = form.stringUnit else { return nil }
            forms[category] = unit.value
            // A form not translated makes the whole so; of several such states, the first by name.
            let formState = unit.effectiveState
            if formState != "translated", state == "translated" || formState < state { state = formState }
        }
        return .plural(forms, state: state)
    }
}
