// swift-tools-version: 6.0
// Rotor: a console screen reader and accessibility auditor for five touch components.
// SPDX-License-Identifier: GPL-3.0-or-later
import PackageDescription

let package = Package(
    name: "Rotor",
    platforms: [.macOS(.v15)],
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
        // What untrusted text may become: spoken (the sanitizer), printed on a terminal, in
        // JSON or XML. One place, so every output path is as safe as the others.
        .target(name: "TextSafety"),

        // Data flow: Widgets → (Documents | Semantics) → (Audit | Speech) → Console → rotor.
        .target(name: "Widgets"),
        .target(name: "Documents", dependencies: ["Widgets", "SystemInterface", "TextSafety"]),
        .target(
            name: "Semantics",
            dependencies: ["Widgets", "TextSafety"],
            plugins: ["EmbedLocales"]
        ),
        .target(name: "Audit", dependencies: ["Semantics", "Widgets", "TextSafety"]),
        .target(name: "Speech", dependencies: ["CEspeakNG", "CPulse", "TextSafety"]),
        // Braille beside speech: text to cells through liblouis in each language's braille, a
        // display through BrlAPI (panning windows, routing keys, a braille keyboard's typing).
        .target(name: "Braille", dependencies: ["CBrlAPI", "CLouis"]),
        // Pictures of trees: accessibility snapshots as SVG (PNG through rsvg-convert) and the
        // HTML audit report. It reads the frames the tree has; it lays nothing out.
        .target(name: "Pictures", dependencies: ["Audit", "Semantics", "Widgets", "Harness", "SystemInterface", "TextSafety"]),
        .target(
            name: "Console",
            dependencies: ["Semantics", "Widgets", "Documents", "Speech", "Braille", "SystemInterface", "TextSafety", "CReadline"]
        ),
        // The command line as a library, so tests parse and print help in process; `rotor` only calls it.
        .target(
            name: "RotorCLI",
            dependencies: ["Console", "Documents", "Audit", "Pictures", "Semantics", "Widgets", "Speech", "SystemInterface", "TextSafety"]
        ),
        .executableTarget(name: "rotor", dependencies: ["RotorCLI"]),
        .executableTarget(
            name: "rotor-bench",
            dependencies: ["Console", "Documents", "Semantics", "Widgets", "Speech", "Harness"],
            path: "Sources/RotorBench"
        ),

        // The real parts the tests and the benchmark both drive: programs started with
        // posix_spawn (on pseudo-terminals too), a private PulseAudio server with a null sink,
        // its monitor recorded with arrival stamps, temporary folders, WAV files. No Testing here:
        // it throws typed errors, and TestSupport and the tests turn them into issues.
        .target(name: "Harness"),

        // libFuzzer targets; scripts/fuzz builds them with -sanitize=fuzzer,address. Built here
        // too, so they always compile.
        .target(
            name: "RotorFuzz",
            dependencies: ["Audit", "Console", "Documents", "Semantics", "Widgets", "Speech", "TextSafety"],
            path: "Fuzz", exclude: ["Corpus", "Dictionaries"]
        ),

        // zlib, for the tests that read the PNG pictures real renderers draw.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // What only the tests share: golden files with a re-record switch and a readable diff,
        // the built `rotor`, tmux, Chromium, PNG pictures, and the Testing glue around Harness.
        .target(name: "TestSupport", dependencies: ["Harness", "CZlib"], path: "Tests/TestSupport"),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets"]),
        .testTarget(
            name: "SemanticsTests",
            dependencies: ["Semantics", "Widgets", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "BrailleTests", dependencies: ["Braille", "Harness", "TestSupport"]),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "CEspeakNG", "TextSafety", "Harness", "TestSupport"]),
        .testTarget(
            name: "ConsoleTests",
            dependencies: ["Console", "Braille", "Documents", "Semantics", "Widgets", "Speech", "SystemInterface", "TextSafety", "Harness", "TestSupport"],
            exclude: ["Golden", "Scripts"]
        ),
        .testTarget(
            name: "DocumentsTests",
            dependencies: ["Documents", "Console", "Semantics", "Widgets", "Speech", "SystemInterface", "TextSafety", "Harness", "TestSupport"]
        ),
        .testTarget(
            name: "RotorCLITests",
            dependencies: ["RotorCLI", "Audit", "Console", "Pictures", "Semantics", "Widgets", "SystemInterface"]
        ),
        .testTarget(
            name: "PicturesTests",
            dependencies: ["Pictures", "Audit", "Documents", "Semantics", "Widgets", "Harness", "TestSupport"]
        ),
        .testTarget(
            name: "AuditTests",
            dependencies: ["Audit", "Semantics", "Widgets", "TestSupport"],
            exclude: ["Fixtures"]
        ),
    ]
)
