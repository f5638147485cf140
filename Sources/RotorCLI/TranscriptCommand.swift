// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics

/// `rotor transcript SCREEN|FILE`: every element of a screen in reading order, as text or JSON.
enum TranscriptCommand {
    static let spec = Subcommand(
        name: "transcript",
        overviewKey: .helpTranscriptOverview,
        summaryKey: .helpTranscriptSummary,
        arguments: [ArgumentSpec(alternatives: [CommonOptions.screen, CommonOptions.file, CommonOptions.folder], optional: false, repeating: false)],
        options: CommonOptions.environmentSpecs + CommonOptions.layoutSpecs + [
            .value("format", ["text", "json"], help: CatalogText.helpOptionFormat), CommonOptions.openAs,
        ],
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let environment = try CommonOptions.environment(invocation, &context)
        // The parser made sure there is one.
        let name = invocation.positionals.first ?? ""
        let document = try DocumentSource.resolve(name, openAs: invocation.value(CommonOptions.openAs.name), edit: false).document
        let tree = TreeBuilder(strings: context.strings).tree(for: document, in: environment)
        let transcript = Transcript(strings: context.strings)
        if invocation.value("format") == "json" {
            // Written as it is made: the transcript of a large board is larger than its tree.
            try transcript.json(tree, environment.language) { (text: String) throws(RotorError) in try context.write(text) }
        } else {
            try context.write(transcript.text(tree, environment.language))
        }
        return 0
    }
}
