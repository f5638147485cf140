// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Semantics
import TextSafety
import Testing
import Widgets

/// The JSON transcript is written a few elements at a time, and is the same text as one
/// encoding of every entry at once.
@Suite struct StreamedTranscriptTests {
    @Test(arguments: [1, 40, 2_000])
    func theStreamedTextIsTheWholeEncodingInPieces(cards: Int) throws {
        let board = KanbanBoard(columns: (0..<4).map { column in
            KanbanBoard.Column(id: "k\(column)", title: .verbatim("Column \(column) \u{202E}"), cards: (0..<cards).map {
                KanbanBoard.Card(id: "c\(column)-\($0)", title: .verbatim("Card \"\($0)\"\n"))
            })
        })
        let tree = TreeBuilder().tree(for: .kanban(board), in: .init())
        var pieces: [String] = []
        Transcript().json(tree, .english) { pieces.append($0) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let whole = JSONText.escapingFormatting(String(decoding: try encoder.encode(Transcript().entries(tree, .english)), as: UTF8.self)) + "\n"
        #expect(pieces.joined() == whole)
        if cards == 2_000 { #expect(pieces.count > 10, "written in pieces, not whole: \(pieces.count)") }
    }
}
