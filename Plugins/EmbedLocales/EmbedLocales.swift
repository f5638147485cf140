// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import PackagePlugin

/// Embeds `Locales/Localizable.xcstrings` into the target as generated Swift source, so the
/// binary finds its strings from any working directory, and writes one typed member of
/// `CatalogText` per key.
@main
struct EmbedLocales: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let catalog = context.package.directoryURL
            .appending(path: "Locales")
            .appending(path: "Localizable.xcstrings")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalog.swift")
        let keys = context.pluginWorkDirectoryURL.appending(path: "CatalogText+Keys.swift")
        return [
            .buildCommand(
                displayName: "Embedding the string catalog",
                executable: try context.tool(named: "LocalesEmbedder").url,
                arguments: [catalog.path(), output.path(), keys.path()],
                inputFiles: [catalog],
                outputFiles: [output, keys]
            ),
        ]
    }
}
