// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Documents
import Foundation
import Testing
import Widgets

/// Every file Rotor writes is one it reads back, equal, in the layout it came in and within the
/// limits it opens.
@Suite struct DocumentRoundTripTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed by its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Texts a person might write, and some an attacker would.
    static let texts = [
        "Fix the login crash", "", " ", "Ünïcödé ✓", "日本語のカード", "כרטיס", "بطاقة", "😀👍🏽", "a\"quoted\"\\b",
        "tab\there", "line\nbreak", "\u{1B}]0;PWNED\u{7}", "\u{9B}31m", "abc\u{202E}gnp.exe", "\u{2066}iso\u{2069}",
        "%@ %lld %1$@", "<b>&amp;</b>", "card.1", "column.a.empty", "a.empty", String(repeating: "x", count: 10_000),
    ]

    static func text(_ random: inout Generator) -> String {
        texts[Int.random(in: 0..<texts.count, using: &random)]
    }

    /// A board built by random edits from an empty one.
    static func kanban(_ random: inout Generator) -> KanbanBoard {
        var board = KanbanBoard(columns: [KanbanBoard.Column(id: "c0", title: .verbatim(text(&random)))])
        for step in 0..<200 {
            let columns = board.columns.map(\.id)
            let cards = board.columns.flatMap { $0.cards.map(\.id) }
            let card = cards.randomElement(using: &random) ?? "none"
            let column = columns.randomElement(using: &random) ?? "c0"
            let intent: KanbanBoard.Intent = switch Int.random(in: 0..<7, using: &random) {
            case 0, 1: .addCard(KanbanBoard.Card(id: "k\(step)", title: .verbatim(text(&random))), toColumn: column)
            case 2: .move(cardID: card, toColumn: column)
            case 3: .shift(cardID: card, by: Bool.random(using: &random) ? 1 : -1)
            case 4: .renameCard(id: card, title: text(&random))
            case 5: .deleteCard(id: card)
            default: Bool.random(using: &random)
                ? .addColumn(KanbanBoard.Column(id: "c\(step)", title: .verbatim(text(&random))))
                : .renameColumn(id: column, title: text(&random))
            }
            board.apply(intent)
        }
        return board
    }

    static func photoBoard(_ random: inout Generator) -> PhotoBoard {
        var board = PhotoBoard(photos: (0..<20).map { PhotoBoard.Photo(id: "p\($0)", caption: .verbatim(text(&random))) })
        for _ in 0..<100 {
            let id = "p\(Int.random(in: 0..<20, using: &random))"
            if Bool.random(using: &random) {
                board.apply(.bringToFront(id: id))
            } else {
                let translation = Size(width: Double.random(in: -500...500, using: &random), height: Double.random(in: -500...500, using: &random))
                board.apply(.drag(id: id, translation: translation, direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft))
            }
        }
        return board
    }

    static func photoGrid(_ random: inout Generator) -> PhotoGrid {
        var grid = PhotoGrid(photos: (0..<20).map { PhotoGrid.Photo(id: "g\($0)", label: .verbatim(text(&random))) })
        for _ in 0..<60 {
            let id = "g\(Int.random(in: 0..<20, using: &random))"
            switch Int.random(in: 0..<3, using: &random) {
            case 0: grid.apply(.select(id: id))
            case 1 where grid.isSelecting: grid.apply(.tap(id: id))
            default: grid.apply(.done)
            }
        }
        return grid
    }

    static func document(kind: Int, seed: UInt64) -> Document {
        var random = Generator(state: seed)
        return switch kind {
        case 0: .kanban(kanban(&random))
        case 1: .photoBoard(photoBoard(&random))
        case 2: .photoGrid(photoGrid(&random))
        case 3: .snapCorner(SnapCorner(corner: SnapCorner.Corner.allCases.randomElement(using: &random) ?? .topLeading))
        default: .deckFan(DeckFan(cardCount: Int.random(in: 1...52, using: &random), progress: Double.random(in: 0...1, using: &random)))
        }
    }

    @Test(arguments: 0..<5, 0..<20)
    func randomEditsSaveAndReloadEqual(kind: Int, seed: Int) throws {
        let document = Self.document(kind: kind, seed: UInt64(seed))
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "board.json").path
        let file = try DocumentFile.create(path, document: document) { $0.raw }
        try file.save(document) { $0.raw }
        let (reloaded, _, _) = try DocumentFile.read(path)
        #expect(reloaded == document, "kind \(kind), seed \(seed): the saved file reads back different")
    }

    /// A save writes each card and photo as it makes it (``EncodedJSON``): the same bytes, in
    /// either layout, as writing the whole value made first, over no file and over the
    /// document's own earlier text.
    @Test(arguments: 0..<5, 0..<4)
    func writingAsItIsMadeGivesTheSameBytes(kind: Int, seed: Int) throws {
        let document = Self.document(kind: kind, seed: UInt64(seed))
        let earlier = DocumentCodec.encode(Self.document(kind: kind, seed: UInt64(seed) + 100), over: nil) { $0.raw }
        for original in [nil, earlier] {
            let whole = DocumentCodec.encode(document, over: original) { $0.raw }
            for layout in [JSONWriter.Layout.pretty, .compact] {
                let streamed = JSONWriter.bytes(DocumentCodec.encoded(document, over: original) { $0.raw }, layout: layout)
                #expect(streamed == JSONWriter.bytes(whole, layout: layout), "kind \(kind), seed \(seed), \(layout)")
            }
        }
    }

    /// Fields Rotor does not know stay with their card or photo through any edits between two
    /// saves: one (found where the item stood, or a place away) or many (found by id).
    @Test(arguments: [1, 3, 40], 0..<6)
    func unknownFieldsFollowTheirItemThroughEdits(editsBetweenSaves: Int, seed: Int) throws {
        var random = Generator(state: UInt64(seed) &+ 1_000)
        var board = KanbanBoard(columns: (0..<3).map { column in
            KanbanBoard.Column(id: "c\(column)", title: .verbatim("Column \(column)"), cards: (0..<30).map {
                KanbanBoard.Card(id: "c\(column)k\($0)", title: .verbatim("Card \($0)"))
            })
        })
        // The file: every column and three cards in five with a note of its own id; of the
        // other two, one has its two fields the other way round (which a save keeps).
        var json = DocumentCodec.encode(.kanban(board), over: nil) { $0.raw }
        json = json.setting("columns", .array(board.columns.map { column in
            .object([("id", .string(column.id)), ("title", .string(column.title.raw)), ("note", .string(column.id)),
                     ("cards", .array(column.cards.enumerated().map { number, card in
                         switch number % 5 {
                         case 0: .object([("id", .string(card.id)), ("title", .string(card.title.raw))])
                         case 1: .object([("title", .string(card.title.raw)), ("id", .string(card.id))])
                         default: .object([("id", .string(card.id)), ("title", .string(card.title.raw)), ("note", .string(card.id))])
                         }
                     }))])
        }))
        for _ in 0..<editsBetweenSaves {
            let cards = board.columns.flatMap { $0.cards.map(\.id) }
            let card = cards.randomElement(using: &random) ?? "none"
            let column = board.columns.map(\.id).randomElement(using: &random) ?? "c0"
            switch Int.random(in: 0..<4, using: &random) {
            case 0: board.apply(.move(cardID: card, toColumn: column))
            case 1: board.apply(.shift(cardID: card, by: Bool.random(using: &random) ? 1 : -1))
            case 2: board.apply(.deleteCard(id: card))
            default: board.apply(.addCard(KanbanBoard.Card(id: "new\(cards.count)", title: .verbatim("New")), toColumn: column))
            }
        }
        let saved = DocumentCodec.encode(.kanban(board), over: json) { $0.raw }
        // What an open file keeps of the old text (only what the model lacks) writes the same.
        #expect(DocumentCodec.encode(.kanban(board), over: DocumentCodec.extras(of: json)) { $0.raw } == saved)
        guard case .array(let columns)? = saved["columns"] else { Issue.record("no columns"); return }
        for column in columns {
            guard case .string(let id)? = column["id"] else { continue }
            #expect(column["note"] == .string(id))
            guard case .array(let cards)? = column["cards"] else { continue }
            for card in cards {
                guard case .string(let cardID)? = card["id"] else { continue }
                let plain = cardID.hasPrefix("new") || Int(cardID.split(separator: "k").last ?? "").map { $0 % 5 < 2 } == true
                #expect(card["note"] == (plain ? nil : .string(cardID)), "\(cardID) in \(id)")
            }
        }
        #expect(try DocumentCodec.decode(saved) == .kanban(board))
    }

    @Test func aFileIsSavedInTheLayoutItCameIn() throws {
        let json = JSONValue.object([("kind", .string("snap-corner")), ("corner", .string("topLeading"))])
        let compact = Array(#"{"kind":"snap-corner","corner":"bottomLeading"}"#.utf8) + [0x0A]
        let pretty = Array("{\n  \"kind\": \"snap-corner\",\n  \"corner\": \"bottomLeading\"\n}\n".utf8)
        #expect(try DocumentFile.bytes(of: json, like: compact) == Array(#"{"kind":"snap-corner","corner":"topLeading"}"#.utf8) + [0x0A])
        #expect(try DocumentFile.bytes(of: json, like: pretty) == Array("{\n  \"kind\": \"snap-corner\",\n  \"corner\": \"topLeading\"\n}\n".utf8))
    }

    @Test func aSaveNeverWritesMoreThanRotorOpens() throws {
        let numbers = JSONValue.object([("numbers", .array(Array(repeating: .number("1"), count: 1_000)))])
        let pretty = try DocumentFile.bytes(of: numbers, like: [], limit: 100_000)
        #expect(pretty.contains(0x0A) && pretty.count > 2_000, "pretty when it fits")
        let compact = try DocumentFile.bytes(of: numbers, like: [], limit: 2_100)
        #expect(compact.count <= 2_100 && compact.filter { $0 == 0x0A }.count == 1, "compact when pretty would not fit")
        #expect(throws: DocumentError.tooLargeToSave(bytes: 2_014, limit: 1_000)) {
            try DocumentFile.bytes(of: numbers, like: [], limit: 1_000)
        }
    }

    @Test(arguments: [
        ([0xFF, 0xFE] + Array("{\0}\0".utf8), "UTF-16"),
        (Array("{\0\"\0k\0".utf8), "UTF-16"),
        ([0x00, 0x7B, 0x00, 0x7D], "UTF-16"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x7B, 0, 0, 0], "UTF-32"),
    ] as [([UInt8], String)])
    func otherEncodingsAreNamed(bytes: [UInt8], encoding: String) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-encoding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "board.json").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: DocumentError.unsupportedEncoding(path: path, encoding: encoding)) { try DocumentFile.read(path) }
    }

    @Test func bytesThatAreNotUTF8AreAnErrorAtTheirString() throws {
        let bytes = Array(#"{"kind": "snap-corner", "corner": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: JSONSyntaxError(line: 1, column: 36, reason: .invalidUTF8)) { try JSONParser.parse(bytes) }
    }
}
