// SPDX-License-Identifier: GPL-3.0-or-later
import Dispatch
import Foundation
import Localization
import Reporting
import Synchronization
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
///
/// A translation's file that cannot be read is recorded in the catalog (``LocalizationCatalog/unreadable``)
/// with the pairs before the line where it stops, and the rest of the folder is read: one
/// truncated `fr.lproj/Localizable.strings` leaves the other languages checked. Only a source
/// file that cannot be read makes the folder unreadable. A language that has no file the source
/// language has (a `.stringsdict` and no `.strings`) is recorded too (``LocalizationCatalog/absentTables``).
/// The folders are read two at a time.
public enum LprojReader {
    /// The table read from each `.lproj` folder.
    public static let table = "Localizable"
    /// The table's two files.
    static let stringsFile = table + ".strings"
    static let dictionaryFile = table + ".stringsdict"

    /// Whether a folder holds `.lproj` folders.
    public static func isLprojFolder(_ url: URL) -> Bool {
        languageFolders(url).isEmpty == false
    }

    /// What one language folder held, its keys already turned into rows of the folder's table
    /// where the source has them: what is kept of each `.strings` pair is its text and place.
    private struct Read: Sendable {
        /// A `.strings` pair without its key, and but in the source without its comment.
        struct Text: Sendable {
            var value: String
            var line: Int32
            var column: Int32
            var comment: String?
        }
        var hasStrings = false
        var hasDictionary = false
        var texts: [Text] = []
        /// The row of each text, in the same order; -1 for a key the source lacks, in `newKeys`.
        var textRows: [Int32] = []
        var entries: [LocalizedString] = []
        var entryRows: [Int32] = []
        /// The keys the source lacks, with the index of their text (or of their entry, as -2 - index).
        var newKeys: [(key: String, index: Int32)] = []
        var problems: [CatalogReadError] = []
    }

    /// A folder's files, read, and what the catalog says besides its entries.
    private struct Contents {
        var named: String
        var source: String
        /// The languages, the source's first, with the path of each one's `.strings`, its texts
        /// and its `.stringsdict` entries.
        var languages: [(language: String, stringsPath: String, texts: [Read.Text], entries: [LocalizedString])]
        var facts: LocalizationCatalog
        /// Every key of every language, sorted.
        var keys: [String]
        /// What each language holds of each key: row by key (in `keys`' order), column by
        /// language; its text's index (from 0), its `.stringsdict` entry's as -2 - index, or -1
        /// for nothing. A table the folders share, so that making an entry looks nothing up.
        var cells: [Int32]
        /// Whether the source's `.strings` is empty beside translated ones: the code holds the
        /// source texts.
        var sourceInCode: Bool
    }

    /// Reads the folder; `path` (the folder as the user named it) names its files in findings
    /// and errors.
    public static func read(folder url: URL, path: String? = nil) throws(CatalogReadError) -> LocalizationCatalog {
        let contents = try read(url, named: path ?? url.path)
        var entries: [LocalizationEntry] = []
        entries.reserveCapacity(contents.keys.count)
        each(of: contents) { entries.append($0) }
        var catalog = LocalizationCatalog(path: contents.named, sourceLanguage: contents.source, entries: entries)
        catalog.unreadable = contents.facts.unreadable
        catalog.partialLanguages = contents.facts.partialLanguages
        catalog.absentTables = contents.facts.absentTables
        catalog.tableLocations = contents.facts.tableLocations
        return catalog
    }

    /// Reads and checks the folder, each entry made as it is checked and let go: an app's
    /// folders of forty languages are never held whole as entries.
    public static func check(folder url: URL, path: String? = nil, with checker: CatalogChecker) throws(CatalogReadError) -> L10nReport {
        let contents = try read(url, named: path ?? url.path)
        var scan = CatalogScan(checker: checker, path: contents.named, sourceLanguage: contents.source)
        scan.partialLanguages = contents.facts.partialLanguages
        scan.absentTables = contents.facts.absentTables
        each(of: contents) { scan.add($0) }
        let findings = checker.tableFindings(contents.facts) + scan.finish()
        var report = L10nReport(
            path: contents.named, sourceLanguage: contents.source, languages: scan.catalogLanguages, entries: scan.entryCount,
            findings: findings
        )
        report.unreadable = contents.facts.unreadable
        report.keys = scan.keys
        return report
    }

    /// Reads every language folder's files, two at a time.
    private static func read(_ url: URL, named: String) throws(CatalogReadError) -> Contents {
        @Sendable func name(_ file: URL) -> String {
            named + (named.hasSuffix("/") ? "" : "/") + file.pathComponents.suffix(2).joined(separator: "/")
        }
        let folders = languageFolders(url)
        guard !folders.isEmpty else { throw .unsupportedFormat(path: named) }
        let languages = folders.map(\.language)
        let english = languages.filter { PluralCategory.baseLanguage(of: $0) == "en" }
        let source = languages.contains("en") ? "en"
            : english.contains("en-US") ? "en-US"
            : english.first ?? (languages.contains("Base") ? "Base" : languages[0])
        // The source language first, then the others by name: an entry the source lacks is
        // found in the first language that has it, the same on every run.
        let ordered = (folders.filter { $0.language == source } + folders.filter { $0.language != source })
            .filter { $0.language != "Base" || source == "Base" }
        // The source first: its keys are the table's first rows, which the other languages,
        // read two at a time, look their keys up in (a dictionary read from several threads).
        var rows: [String: Int32] = [:]
        @Sendable func readLanguage(_ folder: URL, rows: [String: Int32], comments: Bool = false) -> Read {
            var read = Read()
            // A language folder that is a symbolic link to nothing, or a loop, is not a language
            // without tables: it cannot be read, and the check says so.
            if FileGate.kind(of: folder.path) != .folder, let problem = unreadable(folder, named: named + (named.hasSuffix("/") ? "" : "/") + folder.lastPathComponent) {
                read.problems.append(problem)
                return read
            }
            // Anything by a table's name is read (the gate says what is wrong with a link to
            // nothing, a loop of links or a named pipe), never skipped as if it were not there.
            let strings = folder.appending(path: stringsFile)
            if FileGate.exists(strings.path) {
                read.hasStrings = true
                let (pairs, problem) = readStrings(strings, named: name(strings))
                if let problem { read.problems.append(problem) }
                read.texts.reserveCapacity(pairs.count)
                read.textRows.reserveCapacity(pairs.count)
                for pair in pairs {
                    let row = rows[pair.key] ?? -1
                    if row < 0 { read.newKeys.append((pair.key, Int32(read.texts.count))) }
                    read.textRows.append(row)
                    read.texts.append(Read.Text(
                        value: pair.value, line: Int32(pair.line), column: Int32(pair.column), comment: comments ? pair.comment : nil
                    ))
                }
            }
            let dictionary = folder.appending(path: dictionaryFile)
            if FileGate.exists(dictionary.path) {
                read.hasDictionary = true
                do throws(CatalogReadError) {
                    for (key, value) in try StringsDictReader.read(contentsOf: dictionary, named: name(dictionary)) {
                        let row = rows[key] ?? -1
                        if row < 0 { read.newKeys.append((key, -2 - Int32(read.entries.count))) }
                        read.entryRows.append(row)
                        read.entries.append(value)
                    }
                } catch {
                    read.problems.append(error)
                }
            }
            return read
        }
        // Only the source's comments are kept: they are the entries' translator comments.
        var sourceRead = readLanguage(ordered[0].folder, rows: [:], comments: true)
        // Without its source texts the folder cannot be checked.
        if let problem = sourceRead.problems.first { throw problem }
        var keys: [String] = []
        func row(_ key: String) -> Int32 {
            if let known = rows[key] { return known }
            rows[key] = Int32(keys.count)
            keys.append(key)
            return Int32(keys.count - 1)
        }
        for (key, index) in sourceRead.newKeys {
            if index >= 0 { sourceRead.textRows[Int(index)] = row(key) } else { sourceRead.entryRows[Int(-2 - index)] = row(key) }
        }
        sourceRead.newKeys = []
        let known = rows
        let reads = Mutex<[Int: Read]>([0: sourceRead])
        DispatchQueue.concurrentPerform(iterations: ordered.count - 1) { index in
            let read = readLanguage(ordered[index + 1].folder, rows: known)
            reads.withLock { $0[index + 1] = read }
        }
        var read = reads.withLock { $0 }
        var facts = LocalizationCatalog(path: named, sourceLanguage: source, entries: [])
        let sourceFiles = [(stringsFile, sourceRead.hasStrings), (dictionaryFile, sourceRead.hasDictionary)]
        var sourceStrings = 0
        var otherStrings = 0
        var held: [(language: String, stringsPath: String, texts: [Read.Text], entries: [LocalizedString])] = []
        var columns: [(textRows: [Int32], entryRows: [Int32])] = []
        for (index, (language, folder)) in ordered.enumerated() {
            var languageRead = read.removeValue(forKey: index) ?? Read()
            if !languageRead.problems.isEmpty {
                facts.unreadable += languageRead.problems
                facts.partialLanguages.insert(language)
            }
            if language != source, languageRead.hasStrings || languageRead.hasDictionary {
                let has = [stringsFile: languageRead.hasStrings, dictionaryFile: languageRead.hasDictionary]
                for (file, sourceHas) in sourceFiles where sourceHas && has[file] == false && !languageRead.problems.contains(where: {
                    $0.path.hasSuffix("/" + file)
                }) {
                    facts.absentTables[language, default: []].append(file)
                }
            }
            // The keys the source lacks get rows after the source's, in the order met.
            for (key, position) in languageRead.newKeys {
                if position >= 0 {
                    languageRead.textRows[Int(position)] = row(key)
                } else {
                    languageRead.entryRows[Int(-2 - position)] = row(key)
                }
            }
            if language == source { sourceStrings += languageRead.texts.count } else { otherStrings += languageRead.texts.count }
            held.append((language, name(folder.appending(path: stringsFile)), languageRead.texts, languageRead.entries))
            columns.append((languageRead.textRows, languageRead.entryRows))
        }
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        var rank = [Int](repeating: 0, count: keys.count)
        for (position, row) in order.enumerated() { rank[row] = position }
        var cells = [Int32](repeating: -1, count: keys.count * held.count)
        for (column, (textRows, entryRows)) in columns.enumerated() {
            // A key a `.strings` repeats is its last pair, as `NSBundle` reads it; a key of the
            // `.stringsdict` takes the place of the same key in the `.strings`.
            for (position, row) in textRows.enumerated() { cells[rank[Int(row)] * held.count + column] = Int32(position) }
            for (position, row) in entryRows.enumerated() { cells[rank[Int(row)] * held.count + column] = -2 - Int32(position) }
        }
        let sourceFolder = ordered[0].folder
        facts.tableLocations = Dictionary(uniqueKeysWithValues: sourceFiles.filter(\.1).map { file, _ in
            (file, SourceLocation(path: name(sourceFolder.appending(path: file)), line: 1, column: 1))
        })
        return Contents(
            named: named, source: source, languages: held, facts: facts, keys: order.map { keys[$0] }, cells: cells,
            sourceInCode: sourceStrings == 0 && otherStrings > 0
        )
    }

    /// Each entry of the folder, in the order of its keys, made from the languages' files.
    private static func each(of contents: Contents, _ body: (LocalizationEntry) -> Void) {
        let source = contents.source
        let width = contents.languages.count
        for (row, key) in contents.keys.enumerated() {
            var localizations: [String: LocalizedString] = [:]
            var first: SourceLocation?
            var table: String?
            var comment: String?
            for column in 0..<width {
                let cell = contents.cells[row * width + column]
                guard cell != -1 else { continue }
                let language = contents.languages[column].language
                let localized: LocalizedString
                if cell <= -2 {
                    localized = contents.languages[column].entries[Int(-2 - cell)]
                    if language == source { table = dictionaryFile }
                } else {
                    let text = contents.languages[column].texts[Int(cell)]
                    localized = LocalizedString(
                        text.value,
                        location: SourceLocation(path: contents.languages[column].stringsPath, line: Int(text.line), column: Int(text.column))
                    )
                    if language == source {
                        table = stringsFile
                        comment = text.comment
                    }
                }
                localizations[language] = localized
                if first == nil { first = localized.location }
            }
            // A key the source language lacks is its own source text when it reads as text (a
            // SwiftUI Text("Add relay") needs no English entry); an identifier is stale.
            let inCode = contents.sourceInCode && localizations[source] == nil
            let readable = localizations[source] == nil && !inCode && CatalogChecker.isReadable(key: key, source: nil)
            if readable { localizations[source] = LocalizedString(key) }
            var entry = LocalizationEntry(
                key: key, comment: comment, isStale: localizations[source] == nil && !inCode, sourceIsInCode: inCode,
                localizations: localizations, location: localizations[source]?.location ?? first
            )
            entry.table = table
            body(entry)
        }
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

    /// What keeps a path from being read (a link to nothing, a loop of links), if anything.
    private static func unreadable(_ url: URL, named path: String) -> CatalogReadError? {
        do {
            _ = try FileGate.open(url.path).close()
            return nil
        } catch {
            if case .notAFile = error { return nil }
            return .file(error.renamed(path))
        }
    }

    /// A `.strings` file's pairs as far as it parses, and what is wrong with it if anything.
    private static func readStrings(_ url: URL, named path: String) -> ([StringsFileParser.Pair], CatalogReadError?) {
        let data: Data
        do {
            data = try bytes(of: url, named: path)
        } catch {
            return ([], error)
        }
        guard let text = StringsFileParser.decode(data) else { return ([], .invalidStrings(path: path, line: 1)) }
        let (pairs, error) = StringsFileParser.parsePartially(text)
        return (pairs, error.map { .invalidStrings(path: path, line: $0.line) })
    }
}
