// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
import Widgets

/// A new card's or column's id is the same as a set of every id would give: the first
/// `prefix` + number, from one past how many there are, that no id is.
@Suite struct UnusedIDTests {
    /// The plain way, kept here as the reference.
    static func reference(_ board: KanbanBoard, prefix: String, columns: Bool) -> String {
        let taken = Set(columns ? board.columns.map(\.id) : board.columns.flatMap { $0.cards.map(\.id) })
        var number = taken.count + 1
        while taken.contains("\(prefix)\(number)") { number += 1 }
        return "\(prefix)\(number)"
    }

    static let boards: [(String, [[String]])] = [
        ("empty", [[]]),
        ("no card has the prefix", [["a", "b"], ["c"]]),
        ("the next number is taken", [["card-3", "x"], ["card-4"]]),
        ("a run of numbers is taken", [["card-2", "card-3", "card-4", "card-5"]]),
        ("leading zeros are other ids", [["card-02", "card-2"], ["card-003"]]),
        ("lower numbers do not matter", [["card-1", "card-2", "card-9"]]),
        ("not a number after the prefix", [["card-x", "card-", "card-+3", "card-3"]]),
    ]

    @Test(arguments: boards.indices)
    func theIDIsTheOneASetOfEveryIDWouldGive(index: Int) {
        let (name, layout) = Self.boards[index]
        let board = KanbanBoard(columns: layout.enumerated().map { column, ids in
            KanbanBoard.Column(id: "column-\(column + 2)", title: .verbatim("C"), cards: ids.map { KanbanBoard.Card(id: $0, title: .verbatim($0)) })
        })
        #expect(board.unusedID(prefix: "card-") == Self.reference(board, prefix: "card-", columns: false), "\(name)")
        #expect(board.unusedID(prefix: "column-", columns: true) == Self.reference(board, prefix: "column-", columns: true), "\(name)")
    }
}
