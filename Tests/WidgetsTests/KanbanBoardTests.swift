// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Widgets

@Suite struct KanbanBoardTests {
    private var board: KanbanBoard {
        guard case .kanban(let board) = DemoScreen.kanban.document else { fatalError("the kanban demo is a board") }
        return board
    }

    private func ids(_ board: KanbanBoard) -> [[String]] { board.columns.map { $0.cards.map(\.id) } }

    @Test func aMovePutsTheCardAtTheEndOfTheOtherColumn() {
        var board = board
        do {
            let changed = board.move(cardID: "1", toColumn: "doing")
            #expect(changed)
        }
        #expect(ids(board) == [["2", "3"], ["4", "1"], []])
    }

    @Test(arguments: [("9", "done"), ("1", "nowhere"), ("1", "todo")])
    func impossibleMovesChangeNothing(card: String, column: String) {
        var board = board
        do {
            let changed = board.move(cardID: card, toColumn: column)
            #expect(!changed)
        }
        #expect(board == self.board)
    }

    @Test func movesNeverLoseOrDuplicateACard() {
        var board = board
        var generator = SystemRandomNumberGenerator()
        let columns = ["todo", "doing", "done", "missing"]
        for _ in 0..<2_000 {
            let card = String(Int.random(in: 0...5, using: &generator))
            board.apply(.move(cardID: card, toColumn: columns.randomElement(using: &generator) ?? "todo"))
            #expect(ids(board).flatMap { $0 }.sorted() == ["1", "2", "3", "4"])
        }
    }
}
