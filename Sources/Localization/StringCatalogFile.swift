// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// An Xcode String Catalog (`.xcstrings`) as its JSON is written: the one reader of the format.
///
/// Rotor's words at run time (`Catalog`) and the catalog checks of `rotor l10n check` are both
/// built from this model. Fields the file leaves out are nil, and so is a JSON `null`; fields
/// Rotor does not use are skipped. A value of another type than the format's (a string for
/// `argNum`, a number no `Int` holds, a number for a `value`) makes its entry malformed.
public struct StringCatalogFile: Sendable, Hashable, Codable {
    /// The language translations are made from; `en` when the file does not say (or not as a string).
    public var sourceLanguage: String
    /// The version of the format, `1.0` as Xcode writes it; nil when absent or not a string.
    public var version: String?
    /// The entries by key.
    public var strings: [String: Entry]

    /// One key of the catalog.
    public struct Entry: Sendable, Hashable, Codable {
        /// The translator comment.
        public var comment: String?
        /// How Xcode found the key: `manual`, `extracted_with_value`, `stale` (no longer in the source) …
        public var extractionState: String?
        /// False when the entry is not to be translated.
        public var shouldTranslate: Bool?
        /// The translations by language code.
        public var localizations: [String: Localization]?
    }

    /// A translation, or one case of a variation: a text, variations of it, and substitutions.
    public struct Localization: Sendable, Hashable, Codable {
        /// The text, when it does not vary.
        public var stringUnit: StringUnit?
        /// The texts by plural category or by device.
        public var variations: Variations?
        /// What each `%#@name@` of the text stands for, by name; Xcode writes them on a
        /// language's translation only, not inside a variation.
        public var substitutions: [String: Substitution]?
    }

    /// A text and its translation state.
    public struct StringUnit: Sendable, Hashable, Codable {
        /// `translated`, `new`, `needs_review` …
        public var state: String?
        /// The text, placeholders included.
        public var value: String

        /// The state, `translated` when the file does not say.
        public var effectiveState: String { state ?? "translated" }
    }

    /// The cases of a text that varies.
    public struct Variations: Sendable, Hashable, Codable {
        /// Cases by CLDR plural category, as written (`one`, `other`, or a mistake).
        public var plural: [String: Localization]?
        /// Cases by device: `iphone`, `ipad`, `mac`, `other` …
        public var device: [String: Localization]?
    }

    /// What a `%#@name@` substitution stands for: an argument and the variations it chooses.
    public struct Substitution: Sendable, Hashable, Codable {
        /// The argument it consumes, counting from 1.
        public var argNum: Int?
        /// The argument's format specifier without `%`: `lld`, `d`, `@`.
        public var formatSpecifier: String?
        /// The texts by plural category of the argument.
        public var variations: Variations?
    }

    /// Reads a catalog's JSON; `path` names it in errors.
    ///
    /// Not JSON is `invalidJSON` (with the detail of Foundation's JSON parser); JSON with no
    /// `strings` object is `notACatalog`; an entry of another shape is `malformedEntry`, the
    /// first such key in sorted order.
    public init(json data: Data, path: String) throws(CatalogReadError) {
        do {
            // JSONDecoder, not the position-keeping JSONScanner: this is the typed model the
            // catalog is used through at run time, and the checker's fast reader
            // (XCStringsParser, on JSONScanner) gives positions; this reader is only its
            // fallback, whose errors name a key, not a line.
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            // Only on failure: JSONDecoder says "not valid JSON" for a number no Int holds too,
            // without a path, and it gives no detail; JSONSerialization tells the two apart.
            do {
                _ = try JSONSerialization.jsonObject(with: data)
            } catch {
                throw .invalidJSON(path: path, detail: (error as NSError).localizedDescription)
            }
            if let malformed = error as? MalformedEntry { throw .malformedEntry(path: path, key: malformed.key) }
            throw .notACatalog(path: path)
        }
    }

    /// Decodes the catalog, entry by entry, so that a malformed entry names its key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A top-level field of another type counts as absent: `notACatalog` says there is no
        // `strings` object, which would not be true.
        sourceLanguage = (try? container.decodeIfPresent(String.self, forKey: .sourceLanguage)) ?? "en"
        version = try? container.decodeIfPresent(String.self, forKey: .version)
        let entries = try container.nestedContainer(keyedBy: EntryKey.self, forKey: .strings)
        var strings: [String: Entry] = [:]
        strings.reserveCapacity(entries.allKeys.count)
        for key in entries.allKeys {
            do {
                strings[key.stringValue] = try entries.decode(Entry.self, forKey: key)
            } catch {
                // The first malformed key in sorted order, whatever order the keys come in.
                let malformed = entries.allKeys.filter { (try? entries.decode(Entry.self, forKey: $0)) == nil }
                throw MalformedEntry(key: malformed.map(\.stringValue).min() ?? key.stringValue)
            }
        }
        self.strings = strings
    }

    /// A key of `strings`.
    private struct EntryKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// An entry that does not decode, by key.
    private struct MalformedEntry: Error {
        var key: String
    }
}
