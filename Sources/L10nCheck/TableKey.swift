// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Reporting

/// One key of a catalog's table as checking the code against it needs it: its table, where it is, and
/// its source text. Kept only when the code is checked (``CatalogChecker/keepsKeys``).
public struct TableKey: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The table the code names to reach it: the String Catalog's file name without
    /// `.xcstrings`, or the `.lproj` folders' table (`Localizable`).
    public var table: String
    /// Where the key is in its file.
    public var location: SourceLocation?
    /// Whether it is stale (and already reported as such).
    public var isStale: Bool
    /// Whether Xcode made it from a storyboard or a xib, which the Swift code never names.
    public var isInterfaceBuilder: Bool
    /// The source language's text, or the key when the catalog has none.
    public var source: LocalizedString

    /// Creates a key.
    public init(
        key: String, table: String, location: SourceLocation?, isStale: Bool = false, isInterfaceBuilder: Bool = false,
        source: LocalizedString
    ) {
        self.key = key
        self.table = table
        self.location = location
        self.isStale = isStale
        self.isInterfaceBuilder = isInterfaceBuilder
        self.source = source
    }

    /// What an entry of a catalog at a path keeps.
    init(_ entry: LocalizationEntry, catalog path: String, sourceLanguage: String) {
        self.init(
            key: entry.key, table: Self.table(of: entry, catalog: path), location: entry.location, isStale: entry.isStale,
            isInterfaceBuilder: CatalogChecker.interfaceBuilderText(key: entry.key, comment: entry.comment) != nil,
            source: entry.localizations[sourceLanguage] ?? LocalizedString(entry.key)
        )
    }

    /// The table of an entry: its `.lproj` file's name, or the String Catalog's, without the
    /// extension.
    static func table(of entry: LocalizationEntry, catalog path: String) -> String {
        let file = entry.table ?? (path as NSString).lastPathComponent
        let dot = file.lastIndex(of: ".")
        return dot.map { String(file[..<$0]) } ?? file
    }
}
