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
// | Audit           | accessibility rules (Rules/) and their reporters (Reporters/); no speech |
// | L10nCheck       | the catalog checker: readers, format grammar, findings, reporters        |
// | Reporting       | what the audit's and the checker's reports share                        |
// | Speech          | Speaker, eSpeak NG synthesis, the audio queue, WAV (text reaches it      |
// |                 | through TextSafety's speech sanitizer)                                   |
// | Braille         | text to cells through liblouis, the display through BrlAPI, its keys    |
// | Console         | session (focus, moving by element, heading and rotor unit), key map,     |
// |                 | commands, interactive and script runners, braille output                 |
// | Pictures        | snapshots (SVG, PNG through rsvg-convert) and the HTML audit report       |
// | RotorCLI, rotor | subcommands, options, generated help; `rotor` only calls RotorCLI       |
// | SystemInterface | the POSIX seam: typed errno, EINTR retried, descriptors, signals         |
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

        // The one seam around POSIX calls: typed errors, EINTR retried, the signal self-pipe.
        .target(name: "SystemInterface", dependencies: ["CSystem"]),
        // Programs started with posix_spawn (on a pseudo-terminal too), on that seam.
        .target(name: "Processes", dependencies: ["SystemInterface"]),
        // What untrusted text may become: spoken (the sanitizer), printed on a terminal, in
        // JSON or XML. One place, so every output path is as safe as the others.
        .target(name: "TextSafety"),

        .target(name: "Widgets"),
        .target(name: "Documents", dependencies: ["Widgets", "SystemInterface", "TextSafety"]),
        .target(name: "Localization", dependencies: ["CICU"], plugins: ["EmbedLocales"]),
        .target(name: "Semantics", dependencies: ["Localization", "Widgets", "TextSafety"]),
        .target(name: "Reporting", dependencies: ["Localization", "TextSafety"]),
        .target(name: "Audit", dependencies: ["Semantics", "Localization", "Reporting", "Widgets", "TextSafety", "Documents"]),
        .target(name: "L10nCheck", dependencies: ["Localization", "Reporting", "TextSafety"]),
        .target(name: "Speech", dependencies: ["CEspeakNG", "CPulse", "TextSafety", "Localization"]),
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
            dependencies: ["Console", "Documents", "Audit", "Pictures", "Semantics", "Widgets", "Speech", "SystemInterface", "TextSafety", "Localization", "L10nCheck", "Reporting"]
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
            exclude: ["Golden", "Scripts"]
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
            dependencies: ["Audit", "Documents", "Localization", "Reporting", "Semantics", "Widgets", "TestSupport"],
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
