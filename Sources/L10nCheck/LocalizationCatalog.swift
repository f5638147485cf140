// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

/// A catalog of translations in any format `rotor l10n check` reads (an Xcode String Catalog, or
/// `.lproj` folders of `.strings` and `.stringsdict` files), as the checks see it.
public struct LocalizationCatalog: Sendable, Hashable {
    /// The path the catalog was read from, as findings name it.
    public var path: String
    /// The language translations are made from.
    public var sourceLanguage: String
    /// Every language the catalog holds, the source first, then in alphabetical order.
    public var languages: [String]
    /// The entries, sorted by key.
    public var entries: [LocalizationEntry]
    /// The files of an `.lproj` folder that could not be read, or were read only up to a line
    /// (their pairs before it are in the entries); the rest of the folder was read.
    public var unreadable: [CatalogReadError] = []
    /// The languages some of whose files could not be read: what they lack is not known.
    public var partialLanguages: Set<String> = []
    /// The files of the source language's table each language has none of, by language
    /// (`Localizable.strings` of a language that has only a `.stringsdict`).
    public var absentTables: [String: [String]] = [:]
    /// Where the source language's table files are, by file name (`Localizable.strings`).
    public var tableLocations: [String: SourceLocation] = [:]

    /// Creates a catalog; the languages are every language of any entry, and the source.
    public init(path: String, sourceLanguage: String, entries: [LocalizationEntry]) {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.entries = entries.sorted { $0.key < $1.key }
        let others = Set(entries.flatMap(\.localizations.keys)).subtracting([sourceLanguage]).sorted()
        self.languages = [sourceLanguage] + others
    }
}

/// One key of a catalog and its translations.
public struct LocalizationEntry: Sendable, Hashable {
    /// The key code asks for.
    public var key: String
    /// The translator comment.
    public var comment: String?
    /// Whether the entry is stale: the source no longer uses it (`extractionState: stale`, or a
    /// key only translations have).
    public var isStale: Bool
    /// False when the entry is marked as not to be translated.
    public var shouldTranslate: Bool
    /// Whether the source text is the code's own default value and not in the catalog
    /// (`NSLocalizedString(key, value: "Key file error: %@", …)`): what the code passes is not
    /// known, so each translation is checked on its own.
    public var sourceIsInCode: Bool
    /// Translations by language code.
    public var localizations: [String: LocalizedString]
    /// Where the key is in its file.
    public var location: SourceLocation?
    /// The source language's file that holds the key in an `.lproj` folder
    /// (`Localizable.strings` or `Localizable.stringsdict`); nil in a String Catalog.
    public var table: String?

    /// Creates an entry.
    public init(
        key: String, comment: String? = nil, isStale: Bool = false, shouldTranslate: Bool = true,
        sourceIsInCode: Bool = false, localizations: [String: LocalizedString], location: SourceLocation? = nil
    ) {
        self.key = key
        self.comment = comment
        self.isStale = isStale
        self.shouldTranslate = shouldTranslate
        self.sourceIsInCode = sourceIsInCode
        self.localizations = localizations
        self.location = location
    }
}
