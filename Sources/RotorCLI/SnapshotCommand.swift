// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Pictures
import Localization
import Semantics
import SystemInterface
import TextSafety

/// `rotor snapshot SCREEN|FILE`: a picture of the screen as VoiceOver sees it, as
/// AccessibilitySnapshot draws one: each element's frame tinted and numbered in reading order,
/// and a legend of what is spoken. SVG written by Rotor, or PNG through `rsvg-convert`.
enum SnapshotCommand {
    static let spec = Subcommand(
        name: "snapshot",
        overviewKey: .helpSnapshotOverview,
        summaryKey: .helpSnapshotSummary,
        arguments: [ArgumentSpec(alternatives: [CommonOptions.screen, CommonOptions.file, CommonOptions.folder], optional: false, repeating: false)],
        options: CommonOptions.environmentSpecs + CommonOptions.layoutSpecs + [
            .value("format", ["svg", "png"], help: CatalogText.helpOptionFormatSnapshot),
            .value("output", shown: .word(.helpValuePath), help: .helpOptionOutput),
            .flag("force", help: .helpOptionForce),
            CommonOptions.openAs,
        ],
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let environment = try CommonOptions.environment(invocation, &context)
        // The parser made sure there is one.
        let name = invocation.positionals.first ?? ""
        let isPNG = invocation.value("format") == "png"
        // `--output -` is the stream, asked for by name: standard output, whatever it is.
        let toStream = invocation.value("output") == "-"
        // A PNG's bytes would garble a terminal: it goes to a file named after the screen instead.
        var path = toStream ? nil : invocation.value("output")
        let source = try DocumentSource.resolve(name, openAs: invocation.value(CommonOptions.openAs.name), edit: false)
        if path == nil, !toStream, isPNG, context.output.outputIsTerminal {
            path = defaultFileName(source.name, environment)
        }
        // Where the picture goes is settled before anything is drawn.
        let replacing = try path.map { path throws(RotorError) in try confirmTarget(path, force: invocation.has("force"), context) } ?? false
        let tree = TreeBuilder(strings: context.strings).tree(for: source.document, in: environment)
        let snapshot = Snapshot(
            tree: tree, strings: context.strings, language: environment.language, direction: environment.layoutDirection,
            document: source.document, environment: environment
        )
        let layout = snapshot.layout()
        let svg = snapshot.svg(layout)
        let bytes: [UInt8]
        if isPNG {
            let rasterizer = Rasterizer()
            let zoom = rasterizer.zoom(width: layout.width, height: layout.height)
            if zoom < rasterizer.scale {
                // Said before the rasterizer starts: the picture is smaller than usual, and why.
                let size = { (width: Double, height: Double) in "\(Int(width.rounded(.up)))×\(Int(height.rounded(.up)))" }
                context.report(context.strings.text(.pictureScaled(
                    size(layout.width, layout.height), size(layout.width * zoom, layout.height * zoom),
                    String(Int(Rasterizer.maximumSide))
                ), context.language))
            }
            do {
                bytes = try rasterizer.png(svg, zoom: zoom)
            } catch {
                throw .picture(error)
            }
        } else {
            bytes = Array(svg.utf8)
        }
        guard let path else {
            if isPNG { try context.write(bytes: bytes) } else { try context.write(svg) }
            return 0
        }
        do {
            if replacing {
                try FileSystem.real.replace(path, with: bytes, options: .init(mode: 0o644))
            } else {
                try FileSystem.real.create(path, with: bytes, options: .init(mode: 0o644))
            }
        } catch {
            // Made by someone else while the picture was drawn: still not replaced unasked; and
            // what became a device or a session's board meanwhile is still refused.
            switch error {
            case .writeFailed(_, let errno): throw .picture(.unwritable(path: path, errno: errno))
            case .readOnly: throw .picture(.unwritable(path: path, errno: .permissionDenied))
            default: throw .target(DocumentError(error))
            }
        }
        if invocation.value("output") == nil {
            let shown = TerminalText.neutralize(path)
            try context.write(context.strings.text(CatalogText.cliWrotePicture(shown), environment.language) + "\n")
        }
        return 0
    }

    /// Checks the path a picture is to be written to: a new file, or one the person agreed to
    /// replace (`--force`, or yes when asked on a terminal); returns whether one is replaced.
    static func confirmTarget(_ path: String, force: Bool, _ context: CommandContext) throws(RotorError) -> Bool {
        do {
            return try SaveTarget.check(path, replacing: force)
        } catch .alreadyExists {
            let question = context.strings.text(CatalogText.cliReplacePrompt(TerminalText.neutralize(path)), context.language)
            let yes = context.strings.text(CatalogText.cliYesAnswers, context.language).split(separator: " ").map(String.init)
            guard let answer = context.output.ask(question),
                  yes.contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
            else { throw .target(.alreadyExists(path: path)) }
            do {
                return try SaveTarget.check(path, replacing: true)
            } catch {
                throw .target(error)
            }
        } catch {
            throw .target(error)
        }
    }

    /// `snap-corner.en.rtl.png`, `tasks.es.ltr.png`: the screen, its language and its direction.
    static func defaultFileName(_ screen: String, _ environment: Semantics.Environment) -> String {
        let base = screen.hasSuffix(".json") ? String(screen.dropLast(5)) : screen
        return "\(base).\(environment.language.code).\(environment.layoutDirection.rawValue).png"
    }
}
