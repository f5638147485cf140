// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Widgets

/// `rotor transcript SCREEN|FILE|FILE.swift`: every element of a screen in reading order, as
/// text or JSON; for a SwiftUI view's source, the view as its preview shows it.
enum TranscriptCommand {
    static let spec = Subcommand(
        name: "transcript",
        overviewKey: .helpTranscriptOverview,
        summaryKey: .helpTranscriptSummary,
        arguments: [ArgumentSpec(
            alternatives: [CommonOptions.screen, CommonOptions.file, CommonOptions.swiftSource, CommonOptions.folder],
            optional: false, repeating: false
        )],
        options: CommonOptions.environmentSpecs + CommonOptions.layoutSpecs + [
            .value("format", ["text", "json"], help: CatalogText.helpOptionFormat), CommonOptions.view, CommonOptions.openAs,
        ],
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let environment = try CommonOptions.environment(invocation, &context)
        // The parser made sure there is one.
        let name = invocation.positionals.first ?? ""
        let openAs = invocation.value(CommonOptions.openAs.name)
        var builder = TreeBuilder(strings: context.strings)
        let document: Document
        if openAs == nil, SourceProject.names(name), DemoScreen(rawValue: name) == nil {
            let opened = try SourceProject.open(name, view: invocation.value("view"), environment: environment, context: context)
            builder.sources = opened.sources
            document = opened.document
        } else {
            document = try DocumentSource.resolve(name, openAs: openAs, edit: false).document
        }
        let tree = builder.tree(for: document, in: environment)
        var transcript = Transcript(strings: context.strings)
        transcript.sources = builder.sources
        if invocation.value("format") == "json" {
            // Written as it is made: the transcript of a large board is larger than its tree.
            try transcript.json(tree, environment.language) { (text: String) throws(RotorError) in try context.write(text) }
        } else {
            try context.write(transcript.text(tree, environment.language))
        }
        return 0
    }
}
