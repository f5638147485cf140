// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// What `rotor-bench` was asked to do.
struct BenchOptions {
    /// A part of the run that can be chosen with `--only`.
    enum Part: String, CaseIterable {
        case speech, terminal, scale
        /// Confirming a change at 100 and 1,000,000 cards, the journal's way and the write's.
        case durability
        /// Audits, a transcript, a snapshot and a report of very large boards.
        case output
        /// `rotor l10n check` of an app-sized generated catalog.
        case l10n
        /// `rotor audit FOLDER` of generated SwiftUI projects of 40,000 and 1,000,000 lines.
        case sources
        /// Only the underrun gaps, idle and busy (part of `speech`).
        case gaps
    }

    /// What the process is: the whole run, or one of its children.
    enum Mode {
        case run
        case help
        case busyChild
        case scaleChild(BoardFactory.Kind, Int)
        case actionLoop(BoardFactory.Kind, Int)
        case openLoop(BoardFactory.Kind, Int)
        /// One side of the l10n figure (`rotor`, `lproj` or `decoder`) on a catalog file or folder.
        case l10nChild(String, String)
        /// Writes the l10n figure's generated catalog, for a profiler.
        case l10nCatalog(String)
        /// Writes the l10n figure's generated folder of `.lproj` folders, for a profiler.
        case l10nFolder(String)
        case durabilityChild(Int)
    }

    var mode = Mode.run
    /// Print the JSON object instead of the table.
    var json = false
    /// Fewer runs of everything (about a third of the time); medians are less stable.
    var quick = false
    var parts: Set<Part> = [.speech, .terminal, .scale, .durability, .output, .l10n, .sources]
    /// The `rotor` executable; by default the one beside `rotor-bench`.
    var rotor: String?
    /// The release `rotor-swift` to read Swift sources with (`ROTOR_SWIFT`, which `make bench` sets).
    var reader: String? = ProcessInfo.processInfo.environment["ROTOR_SWIFT"]
    /// A running PulseAudio server to use instead of a private one.
    var pulseServer: String?

    static let usage = """
        USAGE: rotor-bench [--json] [--quick] [--only PARTS] [--rotor PATH] [--pulse-server ADDRESS]

        Measures how fast Rotor speaks, stops and scales, and prints a table (or, with --json, one
        JSON object). It starts its own PulseAudio server with a null sink and records the sink's
        monitor, and its own speech-dispatcher for the comparison; it stops both at the end.

        OPTIONS:
          --json                  Print the figures as one JSON object instead of the table.
          --quick                 Fewer runs (about a third of the time); less stable medians.
          --only PARTS            Only these parts, comma-separated: speech, terminal, scale,
                                  durability (confirming a change at 100 and 1,000,000 cards),
                                  output (audits, a transcript, a snapshot and a report of
                                  very large boards), l10n (rotor l10n check of a generated
                                  catalog of 3,000 keys × 40 languages, as a String Catalog
                                  and as .lproj folders), sources (rotor audit of generated
                                  SwiftUI projects of 40,000 and 1,000,000 lines, with
                                  ROTOR_SWIFT naming a release rotor-swift); or gaps: only
                                  speech's underrun gaps.
          --rotor PATH            The rotor executable (default: beside rotor-bench).
          --pulse-server ADDRESS  Use this running PulseAudio server and its default sink's
                                  monitor instead of a private one.
          --action-loop KIND SIZE For a profiler: open one board (kanban or photo-grid) of SIZE
                                  elements, then only do actions for 10 s.
          --open-loop KIND SIZE   For a profiler: write one board file, then only open it for 10 s.
          --l10n-catalog PATH     For a profiler: write the l10n figure's generated catalog to PATH.
          --l10n-folder PATH      For a profiler: write the same as a folder of .lproj folders.
        """

    /// Parses the arguments (without the program name).
    init(_ arguments: [String]) throws(BenchError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--quick": quick = true
            case "--help", "-h": mode = .help
            case "--busy-child": mode = .busyChild
            case "--l10n-catalog":
                guard let path = rest.popFirst() else { throw .usage("--l10n-catalog PATH") }
                mode = .l10nCatalog(path)
            case "--l10n-folder":
                guard let path = rest.popFirst() else { throw .usage("--l10n-folder PATH") }
                mode = .l10nFolder(path)
            case "--l10n-child":
                guard let side = rest.popFirst(), ["rotor", "lproj", "decoder"].contains(side), let path = rest.popFirst() else {
                    throw .usage("--l10n-child rotor|lproj|decoder PATH")
                }
                mode = .l10nChild(side, path)
            case "--scale-child", "--action-loop", "--open-loop":
                guard let kindName = rest.popFirst(), let kind = BoardFactory.Kind(rawValue: kindName),
                      let sizeText = rest.popFirst(), let size = Int(sizeText), size > 0
                else { throw .usage("\(argument) KIND SIZE (KIND: kanban or photo-grid)") }
                switch argument {
                case "--scale-child": mode = .scaleChild(kind, size)
                case "--action-loop": mode = .actionLoop(kind, size)
                default: mode = .openLoop(kind, size)
                }
            case "--durability-child":
                guard let sizeText = rest.popFirst(), let size = Int(sizeText), size > 0 else {
                    throw .usage("--durability-child SIZE")
                }
                mode = .durabilityChild(size)
            case "--only":
                guard let list = rest.popFirst() else { throw .usage("--only needs a list") }
                var chosen = Set<Part>()
                for name in list.split(separator: ",") {
                    guard let part = Part(rawValue: String(name)) else {
                        throw .usage("unknown part \(name): speech, terminal, scale, durability, output, l10n or gaps")
                    }
                    chosen.insert(part)
                }
                parts = chosen
            case "--rotor":
                guard let path = rest.popFirst() else { throw .usage("--rotor needs a path") }
                rotor = path
            case "--pulse-server":
                guard let address = rest.popFirst() else { throw .usage("--pulse-server needs an address") }
                pulseServer = address
            default:
                throw .usage("unknown argument \(argument)\n\n\(Self.usage)")
            }
        }
    }
}
