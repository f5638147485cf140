// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Pictures
import Localization
import Semantics

/// `rotor snapshot SCREEN|FILE`: a picture of the screen as VoiceOver sees it, as
/// AccessibilitySnapshot draws one: each element's frame tinted and numbered in reading order,
/// and a legend of what is spoken. SVG written by Rotor, or PNG through `rsvg-convert`.
enum SnapshotCommand {
    static let spec = Subcommand(
        name: "snapshot",
        overviewKey: .snapshotOverview,
        summaryKey: .snapshotSummary,
        arguments: [ArgumentSpec(alternatives: [CommonOptions.screen, CommonOptions.file], optional: false, repeating: false)],
        options: CommonOptions.environmentSpecs + CommonOptions.layoutSpecs + [
            .value("format", ["svg", "png"], help: .optionFormatSnapshot),
            .value("output", shown: .word(.valuePath), help: .optionOutput),
        ],
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let environment = try CommonOptions.environment(invocation, &context)
        guard let name = invocation.positionals.first else {
            throw .usage(.missingArgument(command: spec.name, name: context.strings.text(HelpKey.valueScreen, context.language)))
        }
        try CommonOptions.expectAtMost(1, invocation, command: spec.name)
        let source = try DocumentSource.resolve(name, edit: false)
        let tree = TreeBuilder(strings: context.strings).tree(for: source.document, in: environment)
        let svg = Snapshot(
            tree: tree, strings: context.strings, language: environment.language, direction: environment.layoutDirection
        ).svg()
        let isPNG = invocation.value("format") == "png"
        let bytes: [UInt8]
        if isPNG {
            do {
                bytes = try Rasterizer().png(svg)
            } catch {
                throw .picture(error)
            }
        } else {
            bytes = Array(svg.utf8)
        }
        // A PNG's bytes would garble a terminal: it goes to a file named after the screen instead.
        var path = invocation.value("output")
        if path == nil, isPNG, context.output.outputIsTerminal {
            path = defaultFileName(source.name, environment)
        }
        guard let path else {
            if isPNG { try context.write(bytes: bytes) } else { try context.write(svg) }
            return 0
        }
        do {
            try FileSystem.real.replace(path, with: bytes, mode: 0o644)
        } catch {
            throw .picture(.unwritable(path: path, errno: error))
        }
        if invocation.value("output") == nil {
            try context.write(context.strings.text(HelpKey.cliWrotePicture, environment.language, arguments: [path]) + "\n")
        }
        return 0
    }

    /// `snap-corner.en.rtl.png`, `tasks.es.ltr.png`: the screen, its language and its direction.
    static func defaultFileName(_ screen: String, _ environment: Semantics.Environment) -> String {
        let base = screen.hasSuffix(".json") ? String(screen.dropLast(5)) : screen
        return "\(base).\(environment.language.code).\(environment.layoutDirection.rawValue).png"
    }
}
