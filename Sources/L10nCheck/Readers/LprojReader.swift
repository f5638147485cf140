// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Reporting
import SystemInterface

/// Reads a folder of `.lproj` folders (`en.lproj`, `es.lproj` …), each with a `Localizable.strings`
/// and, for plurals, a `Localizable.stringsdict`, into one catalog.
///
/// The source language is English when there is an `en.lproj`, else a regional English
/// (`en-US.lproj` first), else `Base`, else the first folder. A key of the `.stringsdict` takes
/// the place of the same key in the `.strings`, as on Apple's platforms. A key only
/// translations have is its own source text when it reads as text, as SwiftUI shows it, and
/// stale when it is an identifier; when the source language's `.strings` holds no key at all and
/// the others' do, the source texts are the code's default values (`NSLocalizedString`'s
/// `value:`), and such a key is live with its source text unknown. Each translation is located
/// at its key's line in its own file.
public enum LprojReader {
    /// The table read from each `.lproj` folder.
    public static let table = "Localizable"

    /// Whether a folder holds `.lproj` folders.
    public static func isLprojFolder(_ url: URL) -> Bool {
        languageFolders(url).isEmpty == false
    }

    /// Reads the folder; `path` (the folder as the user named it) names its files in findings
    /// and errors.
    public static func read(folder url: URL, path: String? = nil) throws(CatalogReadError) -> LocalizationCatalog {
        let named = path ?? url.path
        func name(_ file: URL) -> String {
            named + (named.hasSuffix("/") ? "" : "/") + file.pathComponents.suffix(2).joined(separator: "/")
        }
        let folders = languageFolders(url)
        guard !folders.isEmpty else { throw .unsupportedFormat(path: named) }
        let languages = folders.map(\.language)
        let english = languages.filter { PluralCategory.baseLanguage(of: $0) == "en" }
        let source = languages.contains("en") ? "en"
            : english.contains("en-US") ? "en-US"
            : english.first ?? (languages.contains("Base") ? "Base" : languages[0])
        var byKey: [String: [String: LocalizedString]] = [:]
        var comments: [String: String] = [:]
        var sourceStrings = 0
        var otherStrings = 0
        // The source language first, then the others by name: an entry the source lacks is
        // found in the first language that has it, the same on every run.
        let ordered = folders.filter { $0.language == source } + folders.filter { $0.language != source }
        for (language, folder) in ordered where language != "Base" || source == "Base" {
            // A language folder that is a symbolic link to nothing, or a loop, is not a language
            // without tables: it cannot be read, and the check says so.
            if FileGate.kind(of: folder.path) != .folder { try readable(folder, named: named + "/" + folder.lastPathComponent) }
            let strings = folder.appending(path: table + ".strings")
            // Anything by a table's name is read (the gate says what is wrong with a link to
            // nothing, a loop of links or a named pipe), never skipped as if it were not there.
            if FileGate.exists(strings.path) {
                let pairs = try readStrings(strings, named: name(strings))
                if language == source { sourceStrings += pairs.count } else { otherStrings += pairs.count }
                for pair in pairs {
                    let location = SourceLocation(path: name(strings), line: pair.line, column: pair.column)
                    byKey[pair.key, default: [:]][language] = LocalizedString(pair.value, location: location)
                    if language == source, let comment = pair.comment { comments[pair.key] = comment }
                }
            }
            let dictionary = folder.appending(path: table + ".stringsdict")
            if FileGate.exists(dictionary.path) {
                for (key, value) in try StringsDictReader.read(contentsOf: dictionary, named: name(dictionary)) {
                    byKey[key, default: [:]][language] = value
                }
            }
        }
        // An empty source table beside translated ones: the code holds the source texts.
        let sourceInCode = sourceStrings == 0 && otherStrings > 0
        let entries = byKey.keys.sorted().map { key in
            // A key the source language lacks is its own source text when it reads as text (a
            // SwiftUI Text("Add relay") needs no English entry); an identifier is stale.
            var localizations = byKey[key] ?? [:]
            let first = ordered.lazy.compactMap { localizations[$0.language]?.location }.first
            let inCode = sourceInCode && localizations[source] == nil
            let readable = localizations[source] == nil && !inCode && CatalogChecker.isReadable(key: key, source: nil)
            if readable { localizations[source] = LocalizedString(key) }
            return LocalizationEntry(
                key: key, comment: comments[key], isStale: localizations[source] == nil && !inCode, sourceIsInCode: inCode,
                localizations: localizations, location: localizations[source]?.location ?? first
            )
        }
        return LocalizationCatalog(path: named, sourceLanguage: source, entries: entries)
    }

    private static func languageFolders(_ url: URL) -> [(language: String, folder: URL)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.sorted().map {
            (String($0.dropLast(".lproj".count)), url.appending(path: $0))
        }
    }

    /// A table's bytes, through the file gate: at most ``InputLimit/table``.
    static func bytes(of url: URL, named path: String) throws(CatalogReadError) -> Data {
        do {
            return Data(try FileGate.read(url.path, limit: InputLimit.table))
        } catch {
            throw .file(error.renamed(path))
        }
    }

    /// Throws what keeps a path from being read (a link to nothing, a loop of links).
    private static func readable(_ url: URL, named path: String) throws(CatalogReadError) {
        do {
            _ = try FileGate.open(url.path).close()
        } catch {
            if case .notAFile = error { return }
            throw .file(error.renamed(path))
        }
    }

    private static func readStrings(_ url: URL, named path: String) throws(CatalogReadError) -> [StringsFileParser.Pair] {
        let data = try bytes(of: url, named: path)
        guard let text = StringsFileParser.decode(data) else { throw .invalidStrings(path: path, line: 1) }
        do {
            return try StringsFileParser.parse(text)
        } catch {
            throw .invalidStrings(path: path, line: error.line)
        }
    }
}
