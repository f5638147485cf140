// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import SystemInterface

/// Finds the reader for a path: an `.xcstrings` file, or a folder of `.lproj` folders; and
/// Rotor's own catalog, as built into the binary.
public enum CatalogLoader {
    /// How findings name Rotor's own catalog.
    public static let builtInPath = Strings.builtInCatalogPath

    /// Rotor's own catalog, as it was at build time.
    public static func builtIn() throws(CatalogReadError) -> LocalizationCatalog {
        try XCStringsReader.read(Strings.builtInCatalogJSON, path: builtInPath)
    }

    /// The catalog at a path.
    public static func load(path: String) throws(CatalogReadError) -> LocalizationCatalog {
        switch try source(path) {
        case .folder(let url): return try LprojReader.read(folder: url, path: path)
        case .catalog(let data): return try XCStringsReader.read(data, path: path)
        }
    }

    /// The catalog at a path (Rotor's own when nil) checked: a String Catalog while it is read,
    /// each entry checked and let go, so that a large one takes little memory.
    public static func check(path: String?, with checker: CatalogChecker) throws(CatalogReadError) -> L10nReport {
        guard let path else { return try report(Strings.builtInCatalogJSON, path: builtInPath, checker) }
        switch try source(path) {
        case .folder(let url):
            return try LprojReader.check(folder: url, path: path, with: checker)
        case .catalog(let data):
            return try report(data, path: path, checker)
        }
    }

    /// A String Catalog's bytes checked in one pass; a file the one-pass reader does not expect is
    /// read whole by ``XCStringsReader``, which says what is wrong with it.
    private static func report(_ data: Data, path: String, _ checker: CatalogChecker) throws(CatalogReadError) -> L10nReport {
        let streamed = data.withUnsafeBytes { raw -> L10nReport? in
            var scan: CatalogScan?
            guard let source = try? XCStringsParser.stream(raw.bindMemory(to: UInt8.self), path: path, { source, entry in
                if scan == nil { scan = CatalogScan(checker: checker, path: path, sourceLanguage: source) }
                scan?.add(entry)
            }) else { return nil }
            var finished = scan ?? CatalogScan(checker: checker, path: path, sourceLanguage: source)
            var report = L10nReport(
                path: path, sourceLanguage: source, languages: finished.catalogLanguages, entries: finished.entryCount,
                findings: finished.finish()
            )
            report.keys = finished.keys
            return report
        }
        if let streamed { return streamed }
        let catalog = try XCStringsReader.read(data, path: path)
        var report = L10nReport(catalog: catalog, findings: checker.check(catalog))
        if checker.keepsKeys {
            report.keys = catalog.entries.map { TableKey($0, catalog: path, sourceLanguage: catalog.sourceLanguage) }
        }
        return report
    }

    /// What is at a path.
    private enum Source {
        case folder(URL)
        case catalog(Data)
    }

    /// What a path holds, read through the file gate: a folder of `.lproj` folders, or a
    /// String Catalog of at most ``InputLimit/catalog`` bytes (never a pipe or a device).
    private static func source(_ path: String) throws(CatalogReadError) -> Source {
        let url = URL(fileURLWithPath: path)
        if FileGate.kind(of: path) == .folder {
            guard LprojReader.isLprojFolder(url) else { throw .unsupportedFormat(path: path) }
            return .folder(url)
        }
        guard url.pathExtension == "xcstrings" || !FileGate.exists(path) else { throw .unsupportedFormat(path: path) }
        do {
            return .catalog(Data(try FileGate.read(path, limit: InputLimit.catalog)))
        } catch {
            throw .file(error)
        }
    }
}
