// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

/// Reads an Xcode String Catalog (`.xcstrings`) with everything the checks need: states,
/// `extractionState`, `shouldTranslate`, plural and device variations, substitutions (`%#@name@`
/// with `argNum`, `formatSpecifier` and their own plural variations), and where each is.
///
/// A key with no source-language localization has the key itself as its source text, as Xcode
/// writes catalogs whose source text is the key.
public enum XCStringsReader {
    /// Reads a catalog's JSON; `path` names it in findings and errors.
    ///
    /// ``XCStringsParser`` reads it in one pass with positions; a file it does not expect is read
    /// by ``StringCatalogFile``, which says what is wrong, or (when nothing is) gives the same
    /// catalog without positions.
    public static func read(_ data: Data, path: String) throws(CatalogReadError) -> LocalizationCatalog {
        let fast = data.withUnsafeBytes { raw -> LocalizationCatalog? in
            try? XCStringsParser.catalog(raw.bindMemory(to: UInt8.self), path: path)
        }
        if let fast { return fast }
        return catalog(try StringCatalogFile(json: data, path: path), path: path)
    }

    /// The checks' view of a decoded String Catalog; `path` names it in findings.
    public static func catalog(_ file: StringCatalogFile, path: String) -> LocalizationCatalog {
        let source = file.sourceLanguage
        let entries = file.strings.map { key, entry in
            var localizations = (entry.localizations ?? [:]).mapValues { localization in
                var result = LocalizedString(forms: [])
                read(localization, at: "", into: &result)
                let substitutions = localization.substitutions ?? [:]
                for name in substitutions.keys.sorted() {
                    guard let substitution = substitutions[name] else { continue }
                    result.substitutions[name] = .init(
                        argumentNumber: substitution.argNum, formatSpecifier: substitution.formatSpecifier
                    )
                    read(substitution.variations, at: join("substitutions", name), into: &result)
                }
                return result
            }
            if localizations[source] == nil {
                localizations[source] = LocalizedString(key)
            }
            return LocalizationEntry(
                key: key,
                comment: entry.comment,
                isStale: entry.extractionState == "stale",
                shouldTranslate: entry.shouldTranslate ?? true,
                localizations: localizations
            )
        }
        return LocalizationCatalog(path: path, sourceLanguage: source, entries: entries)
    }

    /// Adds a text and its variations at a path; substitutions are only read at the top.
    private static func read(_ localization: StringCatalogFile.Localization, at path: String, into result: inout LocalizedString) {
        if let unit = localization.stringUnit {
            result.forms.append(.init(path: path, value: unit.value, state: unit.effectiveState))
        }
        read(localization.variations, at: path, into: &result)
    }

    /// Adds the cases of variations at a path: by device, then by plural category.
    private static func read(_ variations: StringCatalogFile.Variations?, at path: String, into result: inout LocalizedString) {
        for (kind, cases) in [("device", variations?.device), ("plural", variations?.plural)] {
            guard let cases else { continue }
            let names = cases.keys.sorted()
            if kind == "plural" {
                result.plurals.append(.init(path: path, categories: names))
            }
            for name in names {
                guard let nested = cases[name] else { continue }
                read(nested, at: join(path, kind, name), into: &result)
            }
        }
    }

    private static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ".")
    }
}
