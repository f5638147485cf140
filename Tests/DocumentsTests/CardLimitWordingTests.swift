// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Semantics
import Testing
import Widgets

/// A board at its limit of cards says so in words about cards: before, an added card was
/// refused with "columns has 1,000,001 items", which names the wrong thing.
@Suite struct CardLimitWordingTests {
    @Test func aCardPastTheLimitIsRefusedInWordsAboutCards() {
        let half = DocumentLimits.items / 2
        let board = KanbanBoard(columns: (0..<2).map { column in
            KanbanBoard.Column(id: "k\(column)", title: .verbatim("Column \(column)"), cards: (0..<half).map {
                KanbanBoard.Card(id: "c\(column)-\($0)", title: .verbatim(""))
            })
        })
        var session = Session(screen: "big.json", document: .kanban(board), environment: .init(), editableScreen: "big.json")
        let reply = session.handle(line: "add One too many")
        #expect(reply.utterances == ["The board has 1,000,001 cards, more than the 1,000,000 Rotor opens."])
        #expect(reply.isError)
    }
}
