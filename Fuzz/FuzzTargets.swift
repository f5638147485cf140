// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point for Rotor's fuzz targets. `scripts/fuzz` builds this library with
// `-sanitize=fuzzer,address` and links it into one binary; ROTOR_FUZZ_TARGET picks the target.
import TextSafety
import Audit
import Console
import Documents
import L10nCheck
import Foundation
import Localization
import Semantics
import Speech
import Widgets

/// The fuzz targets, each a function of arbitrary bytes that traps on a broken invariant.
///
/// The document and command targets read an input in one of two ways: raw (the bytes are the
/// file or the typed lines, for the parsers), or, when the first byte is a control character
/// other than tab, line feed and carriage return, as choices for a grammar (``DocumentGrammar``,
/// ``CommandGrammar``) that makes well-formed input with hostile values. The tree target is all
/// choices. The catalog is read once; builders and sessions are made per input (see ``Shared``).
public enum FuzzTargets {
    /// Every target by name, as `scripts/fuzz` runs them.
    public static let all: [String: @Sendable ([UInt8]) -> Void] = [
        "document": { document($0) },
        "catalog": { catalog($0) },
        "command": { command($0) },
        "sanitizer": { sanitizer($0) },
        "tree": { tree($0) },
    ]

    /// Whether an input is choices for a grammar rather than raw text (see the type's summary).
    static func isGrammarInput(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first else { return false }
        return first < 0x20 && ![0x09, 0x0A, 0x0D].contains(first)
    }

    // MARK: document

    /// The document loader: bytes (or a grammar's document) to JSON to a document; what loads
    /// writes back and loads the same, and its tree builds in every language and direction.
    static func document(_ bytes: [UInt8]) {
        let source: [UInt8]
        var environment = Semantics.Environment()
        if isGrammarInput(bytes) {
            var input = FuzzInput(bytes.dropFirst())
            let value = DocumentGrammar.document(&input)
            environment = Semantics.Environment(
                language: input.pick(Language.allIncludingPseudoLocales),
                layoutDirection: input.oneIn(2) ? .leftToRight : .rightToLeft, editing: input.oneIn(2)
            )
            source = Array(JSONWriter.text(value, layout: input.oneIn(2) ? .pretty : .compact).utf8)
        } else {
            source = bytes
        }
        guard let json = try? JSONParser.parse(source), let document = try? DocumentCodec.decode(json) else { return }
        let text = JSONWriter.text(DocumentCodec.encode(document, over: json) { $0.raw })
        guard let again = try? DocumentCodec.decode(JSONParser.parse(Array(text.utf8))) else {
            fatalError("a document Rotor wrote does not load again:\n\(text)")
        }
        precondition(again == document, "a document changed on a round trip")
        // What `rotor transcript FILE` does next.
        _ = Transcript(strings: Shared.strings).text(Shared.builder().tree(for: document, in: environment), environment.language)
    }

    // MARK: catalog

    /// The catalog readers, each given what its format starts with (as `rotor l10n check` picks
    /// a reader by the file's name): a property list (`<` or `bplist`) to the `.stringsdict`
    /// reader, JSON (`{`) to the `.xcstrings` model and what is built from it (Rotor's own
    /// catalog, the audit's view with substitutions, the checker), anything else to the
    /// `.strings` parser; then lookups with every key in every language, with no, one and two
    /// arguments and several numbers.
    static func catalog(_ bytes: [UInt8]) {
        let data = Data(bytes)
        let start = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if start.first == UInt8(ascii: "<") || start.starts(with: Array("bplist".utf8)) {
            guard let entries = try? StringsDictReader.read(data, path: "fuzz.stringsdict") else { return }
            check(LocalizationCatalog(path: "fuzz", sourceLanguage: "en", entries: entries.map { key, value in
                LocalizationEntry(key: key, comment: nil, isStale: false, localizations: ["en": value, "es": value])
            }))
            return
        }
        if start.first != UInt8(ascii: "{") {
            guard let text = StringsFileParser.decode(data), let pairs = try? StringsFileParser.parse(text) else { return }
            check(LocalizationCatalog(path: "fuzz", sourceLanguage: "en", entries: pairs.map { pair in
                LocalizationEntry(key: pair.key, comment: pair.comment, isStale: false, localizations: [
                    "en": LocalizedString(pair.key), "es": LocalizedString(pair.value),
                ])
            }))
            return
        }
        guard let file = try? StringCatalogFile(json: data, path: "fuzz.xcstrings") else { return }
        check(XCStringsReader.catalog(file, path: "fuzz.xcstrings"))
        guard let catalog = try? Catalog(file, path: "fuzz.xcstrings") else { return }
        let strings = Strings(catalog: catalog)
        for key in catalog.entries.keys.prefix(50) {
            for language in Language.allIncludingPseudoLocales {
                for (number, arguments) in [(nil, []), (0, ["x"]), (1, ["x", "y"]), (-9_223_372_036_854_775_808, []), (21, ["x"])] {
                    _ = strings.text(key, language, number: number, arguments: arguments)
                }
            }
        }
    }

    /// The checker over a catalog: findings for whatever it holds, never a trap.
    private static func check(_ catalog: LocalizationCatalog) {
        _ = CatalogChecker().check(catalog)
    }

    // MARK: command

    /// How many lines one input types: eight commands are enough to focus, choose and perform
    /// an action, undo it and ask again, and keep the target near 3,000 inputs a second.
    static let commandLines = 8

    /// The command parser, and a session answering whatever was typed: raw lines, or lines of
    /// the command grammar, on one of the five demos (the Kanban board also as a person's own
    /// file, with its editing commands).
    static func command(_ bytes: [UInt8]) {
        var session: Session
        let lines: [String]
        if isGrammarInput(bytes) {
            var input = FuzzInput(bytes.dropFirst())
            session = Shared.session(input.below(Shared.screens.count))
            lines = CommandGrammar.lines(&input, limit: Self.commandLines)
        } else {
            session = Shared.session(0)
            let text = String(decoding: bytes, as: UTF8.self)
            lines = text.split(separator: "\n", maxSplits: Self.commandLines, omittingEmptySubsequences: false)
                .prefix(Self.commandLines).map(String.init)
        }
        for line in lines {
            if Shared.showsInputs { FileHandle.standardError.write(Data("typed: \(line.debugDescription)\n".utf8)) }
            let reply = session.handle(line: line)
            precondition(reply.utterances.allSatisfy { !$0.isEmpty }, "an empty utterance: nothing would be heard")
        }
    }

    // MARK: sanitizer

    /// The speech sanitizer: no control, escape or bidi character survives; cleaning is idempotent.
    static func sanitizer(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let clean = SpeechSanitizer.clean(text)
        for scalar in clean.unicodeScalars {
            let value = scalar.value
            precondition(value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value), "a control survived: \(value)")
            precondition(!(0x202A...0x202E).contains(value) && !(0x2066...0x2069).contains(value), "a bidi control survived")
            precondition(![0x200E, 0x200F, 0x061C].contains(value), "a bidi mark survived")
        }
        precondition(SpeechSanitizer.clean(clean) == clean, "sanitizing twice changed the text")
        // Cutting into script runs loses and reorders nothing but spaces, whatever the language.
        for language in ["en", "he", "ar"] {
            let runs = ScriptRun.runs(of: clean, language: language, settings: .default)
            precondition(runs.map(\.text).joined().filter { $0 != " " } == clean.filter { $0 != " " }, "a script run lost text")
            precondition(zip(runs, runs.dropFirst()).allSatisfy { $0.voice != $1.voice }, "two runs in a row share a voice")
        }
        let printed = TerminalText.neutralize(text)
        precondition(!printed.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                     "a control reached the terminal")
    }

    // MARK: tree

    /// The tree builder on arbitrary valid documents of all five kinds (``TreeInput``): never
    /// crashes, ids unique (rendered too, whatever `.` and `%`
    /// the model's ids hold) and parsed back, every photo, column, card and placeholder present,
    /// and every named action changes the document (Bring to front excepted, as in the audit).
    static func tree(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes[...])
        let document = TreeInput.document(&input)
        let environment = Semantics.Environment(
            language: input.pick(Language.allIncludingPseudoLocales),
            layoutDirection: input.oneIn(2) ? .leftToRight : .rightToLeft,
            reduceMotion: input.oneIn(2), editing: input.oneIn(2)
        )
        let tree = Shared.builder().tree(for: document, in: environment)
        // Each element once: a large board's tree builds its nodes when asked.
        let nodes = Array(tree.elements)
        let ids = nodes.map(\.id)
        precondition(Set(ids).count == ids.count, "two elements share an id")
        let rendered = ids.map(\.description)
        precondition(Set(rendered).count == rendered.count, "two elements render the same id")
        precondition(rendered.map(NodeID.init) == ids, "a rendered id does not parse back")
        precondition(ids == TreeInput.expectedIDs(document), "an element is missing or out of order")
        for node in nodes {
            for action in node.actions {
                if case .photoBoard(.bringToFront) = action.intent { continue }
                var copy = document
                precondition(copy.apply(action.intent), "an offered action did nothing: \(action.name)")
            }
        }
        for node in nodes {
            guard let frame = node.frame else { preconditionFailure("\(node.id) has no frame") }
            let numbers = [frame.x, frame.y, frame.width, frame.height, frame.rotation, frame.zIndex]
            precondition(numbers.allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0, "\(node.id)'s frame is no rectangle")
        }
        if case .kanban(let board) = document {
            for node in nodes where node.id.cardID != nil {
                precondition(node.actions.count >= board.columns.count - 1, "a card lost a move")
            }
        }
    }
}

/// What the targets build once and reuse for every input, and what each input builds anew.
///
/// A tree builder remembers card heights between trees (``TreeBuilder``'s memo), so one kept
/// across inputs would allocate in one input what it frees in a later one; libFuzzer takes
/// more allocations than frees for a possible leak and runs LeakSanitizer over the whole heap
/// each time (half of the command target's time). Builders and sessions are made per input.
enum Shared {
    /// Whether to print what an input becomes (ROTOR_FUZZ_SHOW=1), to reproduce a crash by hand:
    /// `ROTOR_FUZZ_SHOW=1 ROTOR_FUZZ_TARGET=command .build-fuzz/rotor-fuzz CRASH-FILE`.
    static let showsInputs = ProcessInfo.processInfo.environment["ROTOR_FUZZ_SHOW"] == "1"

    /// The built-in catalog, read once.
    static let strings = Strings.builtIn

    /// A tree builder on it, with nothing remembered.
    static func builder() -> TreeBuilder {
        TreeBuilder(strings: strings)
    }

    /// The screens a command input can start on: each demo, then the Kanban board as a
    /// person's own file, with its editing commands.
    static let screens: [(name: String, document: Document, editable: Bool)] =
        [("kanban", DemoScreen.kanban.document, false)]
        + DemoScreen.allCases.filter { $0 != .kanban }.map { ($0.rawValue, $0.document, false) }
        + [("tasks.json", DemoScreen.kanban.document, true)]

    /// A new session on the screen at `index` of ``screens``.
    static func session(_ index: Int) -> Session {
        let screen = screens[index]
        return Session(
            screen: screen.name, document: screen.document, environment: .init(), strings: strings,
            editableScreen: screen.editable ? screen.name : nil
        )
    }
}

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func rotorFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    Selected.target(bytes)
    return 0
}

/// The target ROTOR_FUZZ_TARGET names, looked up once.
enum Selected {
    static let target: @Sendable ([UInt8]) -> Void = {
        let name = ProcessInfo.processInfo.environment["ROTOR_FUZZ_TARGET"] ?? "document"
        guard let target = FuzzTargets.all[name] else { fatalError("unknown fuzz target \(name)") }
        return target
    }()
}
