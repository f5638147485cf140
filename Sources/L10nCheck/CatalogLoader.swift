// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

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
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .unreadable(path: path)
        }
        if isFolder.boolValue {
            guard LprojReader.isLprojFolder(url) else { throw .unsupportedFormat(path: path) }
            return try LprojReader.read(folder: url, path: path)
        }
        guard url.pathExtension == "xcstrings" else { throw .unsupportedFormat(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path)
        }
        return try XCStringsReader.read(data, path: path)
    }
}
