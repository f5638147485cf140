// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point for Rotor's fuzz targets. `scripts/fuzz` builds this library with
// `-sanitize=fuzzer,address` and links it into one binary; ROTOR_FUZZ_TARGET picks the target.
import TextSafety
import Audit
import Console
import Documents
import Foundation
import Semantics
import Speech
import Widgets

/// The fuzz targets, each a function of arbitrary bytes that traps on a broken invariant.
public enum FuzzTargets {
    /// Every target by name, as `scripts/fuzz` runs them.
    public static var all: [String: ([UInt8]) -> Void] { [
        "document": document,
        "catalog": catalog,
        "command": command,
        "sanitizer": sanitizer,
        "tree": tree,
    ] }

    /// The document loader: bytes to JSON to a document; what loads writes back and loads the same.
    static func document(_ bytes: [UInt8]) {
        guard let json = try? JSONParser.parse(bytes), let document = try? DocumentCodec.decode(json) else { return }
        let text = JSONWriter.text(DocumentCodec.encode(document, over: json) { $0.raw })
        guard let again = try? DocumentCodec.decode(JSONParser.parse(Array(text.utf8))) else {
            fatalError("a document Rotor wrote does not load again:\n\(text)")
        }
        precondition(again == document, "a document changed on a round trip")
    }

    /// The catalog readers: the `.xcstrings` model and what is built from it (Rotor's own
    /// catalog, the audit's view with substitutions), `.strings` and `.stringsdict`; then lookups
    /// with every key in both languages.
    static func catalog(_ bytes: [UInt8]) {
        let data = Data(bytes)
        _ = try? StringsDictReader.read(data, path: "fuzz.stringsdict")
        if let text = StringsFileParser.decode(data) { _ = try? StringsFileParser.parse(text) }
        guard let file = try? StringCatalogFile(json: data, path: "fuzz.xcstrings") else { return }
        _ = XCStringsReader.catalog(file, path: "fuzz.xcstrings")
        guard let catalog = try? Catalog(file, path: "fuzz.xcstrings") else { return }
        let strings = Strings(catalog: catalog)
        for key in catalog.entries.keys.prefix(50) {
            for language in Language.allCases {
                _ = strings.text(key, language, number: 3, arguments: ["x", "y"])
            }
        }
    }

    /// The command parser, and a session answering whatever was typed.
    static func command(_ bytes: [UInt8]) {
        let line = String(decoding: bytes, as: UTF8.self)
        var session = Session(screen: "kanban", document: DemoScreen.kanban.document, environment: .init())
        for part in line.split(separator: "\n", omittingEmptySubsequences: false).prefix(20) {
            let reply = session.handle(line: String(part))
            precondition(reply.utterances.allSatisfy { !$0.isEmpty }, "an empty utterance: nothing would be heard")
        }
    }

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

    /// The tree builder on arbitrary valid documents: never crashes, ids unique (rendered too,
    /// whatever `.` and `%` the model's ids hold) and parsed back, every column, card and
    /// placeholder present, every element framed by a finite rectangle.
    static func tree(_ bytes: [UInt8]) {
        var reader = bytes[...]
        func next() -> Int { Int(reader.popFirst() ?? 0) }
        func text() -> String {
            let length = next() % 12
            return String(decoding: (0..<length).map { _ in UInt8(truncatingIfNeeded: next()) }, as: UTF8.self)
        }
        let columnCount = next() % 6
        var cardNumber = 0
        let columns = (0..<columnCount).map { index in
            KanbanBoard.Column(id: "\(index).\(text())", title: .verbatim(text()), cards: (0..<(next() % 5)).map { _ in
                cardNumber += 1
                return KanbanBoard.Card(id: "\(cardNumber)%\(text())", title: .verbatim(text()))
            })
        }
        let board = KanbanBoard(columns: columns, columnWidth: Double(next() * 2))
        let language = Language.allCases[next() % Language.allCases.count]
        let environment = Semantics.Environment(
            language: language, layoutDirection: next() % 2 == 0 ? .leftToRight : .rightToLeft, editing: next() % 2 == 0
        )
        let tree = TreeBuilder().tree(for: .kanban(board), in: environment)
        let ids = tree.elements.map(\.id)
        precondition(Set(ids).count == ids.count, "two elements share an id")
        let rendered = ids.map(\.description)
        precondition(Set(rendered).count == rendered.count, "two elements render the same id")
        precondition(rendered.map(NodeID.init) == ids, "a rendered id does not parse back")
        let expected = columns.reduce(0) { $0 + 1 + max($1.cards.count, 1) }
        precondition(ids.count == expected, "an element is missing")
        for node in tree.elements where node.id.cardID != nil {
            precondition(node.actions.count >= columnCount - 1, "a card lost a move")
        }
        for node in tree.elements {
            guard let frame = node.frame else { preconditionFailure("\(node.id) has no frame") }
            let numbers = [frame.x, frame.y, frame.width, frame.height, frame.rotation, frame.zIndex]
            precondition(numbers.allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0, "\(node.id)'s frame is no rectangle")
        }
        var document = Document.kanban(board)
        if let action = tree.elements.flatMap(\.actions).first {
            precondition(document.apply(action.intent), "an offered action did nothing")
        }
    }
}

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func rotorFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let name = ProcessInfo.processInfo.environment["ROTOR_FUZZ_TARGET"] ?? "document"
    guard let target = FuzzTargets.all[name] else { fatalError("unknown fuzz target \(name)") }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    target(bytes)
    return 0
}
