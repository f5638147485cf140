// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Localization
import Semantics
import TextSafety
import Widgets

/// `rotor new KIND FILE`: a starter document of a kind (the demo's content, in words of the
/// current language), ready for `rotor open FILE`. An existing file is never replaced.
enum NewCommand {
    static let spec = Subcommand(
        name: "new",
        overviewKey: .helpNewOverview,
        summaryKey: .helpNewSummary,
        arguments: [
            ArgumentSpec(alternatives: [.init(nameKey: .helpValueKind, helpKey: CatalogText.helpArgumentKind)], optional: false, repeating: false),
            ArgumentSpec(alternatives: [.init(nameKey: .helpValueFile, helpKey: .helpArgumentNewFile)], optional: false, repeating: false),
        ],
        options: [
            .value("lang", Language.allCases.map(\.code), help: CatalogText.helpOptionLangNew),
            CommonOptions.locales,
        ],
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let environment = try CommonOptions.environment(invocation, &context)
        let positionals = invocation.positionals
        let kind = try CommonOptions.demoScreen(positionals[0])
        let path = positionals[1]
        let builder = TreeBuilder(strings: context.strings)
        do {
            _ = try DocumentFile.create(path, document: kind.starter) { builder.resolve($0, environment.language) }
        } catch {
            throw .document(error)
        }
        // The line holds a command to copy into a shell: no isolate may become part of the path,
        // and a control character in the name (a line break) is shown, never obeyed.
        let shown = TerminalText.neutralize(path)
        try context.write(context.strings.text(CatalogText.cliCreated(shown), environment.language, isolating: false) + "\n")
        return 0
    }
}
