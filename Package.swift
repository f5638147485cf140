// swift-tools-version: 6.0
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Rotor: a console screen reader and accessibility auditor for five touch components. This
// comment is the one description of its architecture; every module is in it.
//
// Data flow, each arrow a value handed on:
//
//   Document (Widgets) ──semantics(document, environment)──▶ AccessibilityTree (Semantics)
//        │                                                        │
//        │ files (Documents)                         words (Localization)
//        ▼                                                        ▼
//   board JSON on disk              phrases ──▶ Speech (eSpeak NG, audio queue, WAV)
//                                     │
//            Console (session, navigation, readline, scripts) ◀── keys
//                                     │
//   Swift files ──rotor-swift (SwiftParser)──▶ SourceModel (declarations, view trees) ──▶ Audit
//                                                  └── keys the code asks for ──▶ L10nCheck
//
//   Audit (rules, reporters)   L10nCheck (catalog checks)   Pictures (SVG, PNG, HTML)
//                     \                 │                     /
//                      Reporting (what CI reports share)
//                                     │
//                     RotorCLI (subcommands, options, help) ──▶ rotor
//
// | module          | owns                                                                    |
// |-----------------|-------------------------------------------------------------------------|
// | Widgets         | the five component models: state, intents, layout math, animations      |
// | Localization    | the catalog at run time: lookup, plurals, number formats, numbers in     |
// |                 | words, pseudo-locales, bidi isolation, languages, script runs (which     |
// |                 | voice reads which words), spoken length                                  |
// | Semantics       | the accessibility tree: nodes, traits, actions, frames, phrases          |
// | Documents       | board files: JSON parser and writer, codecs, atomic saves, locks, the    |
// |                 | journal of changes flushed before they are confirmed                    |
// | Audit           | accessibility rules (Rules/), their reporters (Reporters/), the audit of |
// |                 | a team's own SwiftUI views (Source/); no speech                          |
// | SourceModel     | a team's Swift code as values: declarations, expressions, each view's    |
// |                 | tree, where views are placed, what closures change                       |
// | SwiftSource,    | the toolchain's SwiftParser behind its own executable, which prints the  |
// | rotor-swift     | index of Swift files for `rotor audit` (never linked into `rotor`)       |
// | L10nCheck       | the catalog checker: readers, format grammar, findings, reporters; the   |
// |                 | app's code against its catalogs (CodeCheck)                              |
// | Reporting       | what the audit's and the checker's reports share                        |
// | Speech          | Speaker, eSpeak NG synthesis, the audio queue, WAV (text reaches it      |
// |                 | through TextSafety's speech sanitizer)                                   |
// | Braille         | text to cells through liblouis, the display through BrlAPI, its keys    |
// | Console         | session (focus, moving by element, heading and rotor unit), key map,     |
// |                 | commands, interactive and script runners, braille output                 |
// | Pictures        | snapshots (SVG, PNG through rsvg-convert) and the HTML audit report       |
// | RotorCLI, rotor | subcommands, options, generated help; `rotor` only calls RotorCLI       |
// | SystemInterface | the POSIX seam: typed errno, EINTR retried, descriptors, signals; the    |
// |                 | file gate every read and write goes through (FileGate, FileSystem,      |
// |                 | BoardLock, InputLimit)                                                  |
// | Processes       | programs started with posix_spawn, on that seam                         |
// | TextSafety      | what untrusted text may become on a terminal, in speech (the speech      |
// |                 | sanitizer), JSON, XML                                                    |
// | C targets       | one per C library, a module map or shim header each                     |
// | Harness         | tests and the benchmark only: PulseAudio server, recorder, WAV helpers  |
// | RotorBench      | `make bench`: speed and memory, side by side with the alternatives      |
// | RotorFuzz       | libFuzzer targets (scripts/fuzz builds them with the sanitizers)         |
//
// Rules that keep the layers apart: Widgets knows no words, accessibility, terminal or audio;
// Semantics is a pure function of (document, environment); Speech knows no widgets or trees;
// only Console touches the terminal; every user-visible word comes from Locales/.
// Linux only (Glibc, readline, eSpeak NG, PulseAudio): no other platform is declared.
import PackageDescription
import Foundation

/// The toolchain's host libraries (`usr/lib/swift/host`: SwiftSyntax, SwiftParser), found from
/// the toolchain that evaluates this manifest: its own `libPackageDescription.so` is mapped
/// into this process from `<toolchain>/usr/lib/swift/pm/ManifestAPI`, wherever the toolchain is.
/// The `swift` on the `PATH` is the fallback. Nil when neither has them: the Swift-source
/// reader is then left out, and `rotor audit` says so.
let swiftHost: String? = {
    var toolchains: [String] = []
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
        for line in maps.split(separator: "\n") where line.hasSuffix("/libPackageDescription.so") {
            guard let slash = line.firstIndex(of: "/"), let pm = line.range(of: "/lib/swift/pm/") else { continue }
            toolchains.append(String(line[slash..<pm.lowerBound]))
        }
    }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        toolchains.append(swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path)
    }
    return toolchains.map { $0 + "/lib/swift/host" }
        .first { FileManager.default.fileExists(atPath: $0 + "/libSwiftParser.so") }
}()

let package = Package(
    name: "Rotor",
    products: [
        .executable(name: "rotor", targets: ["rotor"]),
    ],
    targets: [
        // eSpeak NG and PulseAudio: a shim header each, and C that opens the library with
        // dlopen when speech first starts, so a start that never speaks maps neither (nor the
        // thirty libraries behind libpulse). Their headers are in the standard paths
        // (libespeak-ng-dev, libpulse-dev); the libraries are the runtime packages'.
        .target(name: "CEspeakNG"),
        .target(name: "CPulse"),
        // ICU (libicu-dev): CLDR plural rules, number spellout and dates, opened the same way.
        .target(name: "CICU"),
        // BrlAPI (BRLTTY's client library) and liblouis, the same way, when braille is first
        // asked for: a start without a braille display maps neither (nor libbrlapi's seven
        // libraries). Headers from libbrlapi-dev and liblouis-dev.
        .target(name: "CBrlAPI"),
        .target(name: "CLouis"),
        // Other C libraries, each behind a thin module map and shim header, linked as usual.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // Rotor's signal handler, in C so that it touches nothing of Swift's.
        .target(name: "CSystem"),

        // The string catalog, embedded into the binary at build time.
        .executableTarget(name: "LocalesEmbedder"),
        .plugin(
            name: "EmbedLocales",
            capability: .buildTool(),
            dependencies: ["LocalesEmbedder"]
        ),

        // The one seam around POSIX calls: typed errors, EINTR retried, the signal self-pipe; and
        // the file gate: every file Rotor reads or writes is opened, checked, limited and
        // replaced here (never blocking on a pipe, never writing over a device or a board a
        // session holds).
        .target(name: "SystemInterface", dependencies: ["CSystem"]),
        // Programs started with posix_spawn (on a pseudo-terminal too), on that seam.
        .target(name: "Processes", dependencies: ["SystemInterface"]),
        // What untrusted text may become: spoken (the sanitizer), printed on a terminal, in
        // JSON or XML. One place, so every output path is as safe as the others.
        .target(name: "TextSafety"),

        .target(name: "Widgets"),
        .target(name: "Documents", dependencies: ["Widgets", "SystemInterface", "TextSafety"]),
        .target(name: "Localization", dependencies: ["CICU", "SystemInterface"], plugins: ["EmbedLocales"]),
        .target(name: "Semantics", dependencies: ["Localization", "Widgets", "TextSafety", "SourceModel"]),
        .target(name: "Reporting", dependencies: ["Localization", "TextSafety"]),
        .target(name: "Audit", dependencies: ["Semantics", "Localization", "Reporting", "Widgets", "TextSafety", "Documents", "SourceModel"]),
        .target(name: "L10nCheck", dependencies: ["Localization", "Reporting", "TextSafety", "SystemInterface", "SourceModel"]),
        // What the Swift-source reader finds in a team's code, as plain values: declarations,
        // expressions, previews, and the views and elements made of them. No SwiftSyntax here:
        // `rotor` reads the index the reader prints.
        .target(name: "SourceModel", dependencies: ["SystemInterface"]),
        .target(name: "Speech", dependencies: ["CEspeakNG", "CPulse", "TextSafety", "Localization", "SystemInterface"]),
        // Braille beside speech: text to cells through liblouis in each language's braille, a
        // display through BrlAPI (panning windows, routing keys, a braille keyboard's typing).
        .target(name: "Braille", dependencies: ["CBrlAPI", "CLouis"]),
        // Pictures of trees: accessibility snapshots as SVG (PNG through rsvg-convert) and the
        // HTML audit report. It reads the frames the tree has; it lays nothing out.
        .target(name: "Pictures", dependencies: ["Audit", "Semantics", "Widgets", "Processes", "SystemInterface", "TextSafety", "Localization", "Reporting"]),
        .target(
            name: "Console",
            dependencies: ["Semantics", "Widgets", "Documents", "Speech", "Braille", "SystemInterface", "TextSafety", "CReadline", "Localization"]
        ),
        // The command line as a library, so tests parse and print help in process; `rotor` only calls it.
        .target(
            name: "RotorCLI",
            dependencies: [
                "Console", "Documents", "Audit", "Pictures", "Semantics", "Widgets", "Speech", "SystemInterface", "TextSafety",
                "Localization", "L10nCheck", "Reporting", "SourceModel", "Processes",
            ]
        ),
        .executableTarget(name: "rotor", dependencies: ["RotorCLI"]),
        .executableTarget(
            name: "rotor-bench",
            dependencies: ["Console", "Documents", "Semantics", "Widgets", "Speech", "Harness", "Localization", "L10nCheck", "Reporting"],
            path: "Sources/RotorBench"
        ),

        // The real parts the tests and the benchmark both drive: programs started with
        // posix_spawn (on pseudo-terminals too), a private PulseAudio server with a null sink,
        // its monitor recorded with arrival stamps, temporary folders, WAV files. No Testing here:
        // it throws typed errors, and TestSupport and the tests turn them into issues.
        .target(name: "Harness", dependencies: ["Processes", "SystemInterface"]),

        // libFuzzer targets; scripts/fuzz builds them with -sanitize=fuzzer,address. Built here
        // too, so they always compile.
        .target(
            name: "RotorFuzz",
            dependencies: ["Audit", "Console", "Documents", "Semantics", "Widgets", "Speech", "TextSafety", "Localization", "L10nCheck"],
            path: "Fuzz", exclude: ["Corpus", "Dictionaries"]
        ),

        // zlib, for the tests that read the PNG pictures real renderers draw.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // What only the tests share: golden files with a re-record switch and a readable diff,
        // the built `rotor`, tmux, Chromium, PNG pictures, and the Testing glue around Harness.
        .target(name: "TestSupport", dependencies: ["Harness", "Processes", "SystemInterface", "CZlib"], path: "Tests/TestSupport"),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets"]),
        .testTarget(
            name: "SemanticsTests",
            dependencies: ["Semantics", "Localization", "Widgets", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "BrailleTests", dependencies: ["Braille", "Harness", "Processes", "TestSupport"]),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "CEspeakNG", "TextSafety", "Harness", "TestSupport", "Localization"]),
        .testTarget(
            name: "ConsoleTests",
            dependencies: ["Console", "Braille", "Documents", "Semantics", "Widgets", "Speech", "SystemInterface", "TextSafety", "Harness", "TestSupport", "Localization"],
            exclude: ["Golden", "Scripts", "Fixtures"]
        ),
        .testTarget(
            name: "DocumentsTests",
            dependencies: ["Documents", "Console", "Semantics", "Widgets", "Speech", "SystemInterface", "TextSafety", "Harness", "TestSupport", "Localization"]
        ),
        .testTarget(
            name: "RotorCLITests",
            dependencies: ["RotorCLI", "Audit", "Console", "Pictures", "Semantics", "Widgets", "SystemInterface", "Localization", "L10nCheck", "Reporting"]
        ),
        .testTarget(
            name: "PicturesTests",
            dependencies: ["Pictures", "Audit", "Documents", "Semantics", "Widgets", "Harness", "TestSupport", "Localization"]
        ),
        .testTarget(
            name: "AuditTests",
            dependencies: ["Audit", "Documents", "Localization", "Reporting", "Semantics", "Widgets", "TestSupport", "Processes"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "L10nCheckTests",
            dependencies: ["L10nCheck", "Localization", "Reporting", "Semantics", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "ReportingTests", dependencies: ["Reporting", "Localization", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Semantics", "TestSupport"]),
    ]
)

// The Swift-source reader: the toolchain's SwiftParser behind its own executable, `rotor-swift`,
// which `rotor audit` runs on a folder of Swift files. `rotor` itself never links the
// toolchain's libraries: they load the toolchain's shared Swift runtime, which a statically
// linked `rotor` must not load beside its own, and the screen reader starts without them.
if let host = swiftHost {
    let compile: [SwiftSetting] = [.unsafeFlags(["-I", host])]
    let link: [LinkerSetting] = [.unsafeFlags([
        "-L", host, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftOperators", "-lSwiftParserDiagnostics", "-lSwiftDiagnostics",
        "-Xlinker", "-rpath", "-Xlinker", host,
    ])]
    package.targets += [
        .target(name: "SwiftSource", dependencies: ["SourceModel"], swiftSettings: compile, linkerSettings: link),
        .executableTarget(name: "rotor-swift", dependencies: ["SwiftSource", "SourceModel"], swiftSettings: compile, linkerSettings: link),
    ]
    package.products.append(.executable(name: "rotor-swift", targets: ["rotor-swift"]))
}
