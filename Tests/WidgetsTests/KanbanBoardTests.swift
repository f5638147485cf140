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

    /// A noted place is only a first guess: a wrong one (another card's, one past the end, a
    /// column that is not there) still finds the card where it is, and a copy moved elsewhere
    /// (sharing the note) does not mislead the original.
    @Test(arguments: [(0, 1), (1, 0), (0, 7), (9, 0), (-1, -1)])
    func aWrongNotedPlaceStillFindsTheCard(column: Int, position: Int) {
        var board = board
        board.note(card: "3", column: column, position: position)
        #expect(board.location(ofCard: "3")! == (0, 2))
        var copy = board
        copy.move(cardID: "3", toColumn: "done")
        #expect(copy.location(ofCard: "3")! == (2, 0))
        #expect(board.location(ofCard: "3")! == (0, 2))
        board.move(cardID: "3", toColumn: "doing")
        #expect(board.location(ofCard: "3")! == (1, 1))
        #expect(board != copy)
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
