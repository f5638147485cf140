// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Widgets

/// Documents of all five kinds made from the fuzzer's choices, as the loader would accept them:
/// numbers within the file format's limits (their edges included), ids unique but holding the
/// `.` and `%` that node ids escape, texts hostile or catalog keys; and the element ids each
/// document's tree must have, in reading order, worked out from the model alone.
enum TreeInput {
    /// A document of the kind the first choice names.
    static func document(_ input: inout FuzzInput) -> Document {
        // Over the demo screens, so a new kind does not compile until it is made here too.
        switch input.pick(DemoScreen.allCases) {
        case .kanban: .kanban(kanban(&input))
        case .photoBoard: .photoBoard(photoBoard(&input))
        case .photoGrid: .photoGrid(photoGrid(&input))
        case .deckFan: .deckFan(DeckFan(cardCount: 1 + input.below(52), progress: number(&input, in: 0...1)))
        case .snapCorner: .snapCorner(SnapCorner(corner: input.pick(SnapCorner.Corner.allCases)))
        }
    }

    /// The ids of the elements the document's tree has, in reading order.
    static func expectedIDs(_ document: Document) -> [NodeID] {
        switch document {
        case .kanban(let board):
            board.columns.flatMap { column in
                [.column(column.id)] + (column.cards.isEmpty ? [.columnEmpty(column.id)] : column.cards.map { .card($0.id) })
            }
        case .photoBoard(let board):
            board.photos.map { .photo($0.id) }
        case .photoGrid(let grid):
            [.gridHeader] + (grid.isSelecting ? [.gridDone] : []) + grid.photos.map { .photo($0.id) }
        case .deckFan:
            [.deck]
        case .snapCorner:
            [.snapTitle, .snapSubtitle, .tile]
        // The fuzzer makes none: a view read from its source needs a project.
        case .source:
            []
        }
    }

    private static func kanban(_ input: inout FuzzInput) -> KanbanBoard {
        var cardNumber = 0
        return KanbanBoard(columns: (0..<input.below(6)).map { index in
            KanbanBoard.Column(id: "\(index).\(input.text(maxLength: 6))", title: text(&input), cards: (0..<input.below(5)).map { _ in
                cardNumber += 1
                return KanbanBoard.Card(id: "\(cardNumber)%\(input.text(maxLength: 6))", title: text(&input))
            })
        })
    }

    private static func photoBoard(_ input: inout FuzzInput) -> PhotoBoard {
        let ids = photoIDs(&input)
        var offsets: [String: Size] = [:]
        for id in ids where input.oneIn(2) {
            offsets[id] = Size(width: number(&input, in: -100_000...100_000), height: number(&input, in: -100_000...100_000))
        }
        return PhotoBoard(
            photos: ids.map { PhotoBoard.Photo(id: $0, caption: text(&input)) },
            cardWidth: number(&input, in: 1...10_000),
            boardSize: Size(width: number(&input, in: 1...100_000), height: number(&input, in: 1...100_000)),
            offsets: offsets,
            stacking: (0..<input.below(4)).map { _ in input.oneIn(4) ? "missing" : (ids.isEmpty ? "" : input.pick(ids)) }
        )
    }

    private static func photoGrid(_ input: inout FuzzInput) -> PhotoGrid {
        let ids = photoIDs(&input)
        let selection = Set((0..<input.below(4)).map { _ in input.oneIn(4) || ids.isEmpty ? "missing" : input.pick(ids) })
        return PhotoGrid(
            photos: ids.map { PhotoGrid.Photo(id: $0, label: text(&input)) }, selection: selection, isSelecting: input.oneIn(2)
        )
    }

    private static func photoIDs(_ input: inout FuzzInput) -> [String] {
        (0..<input.below(7)).map { "\($0).\(input.text(maxLength: 6))" }
    }

    /// A person's words, or a catalog key (a real one with a number, or one that is missing).
    private static func text(_ input: inout FuzzInput) -> LocalizableText {
        switch input.below(8) {
        case 0: .catalog(key: input.pick(["demo.photoGrid.photo", "demo.kanban.column.todo", "missing.key"]),
                         number: input.oneIn(2) ? nil : Int(input.pick(HostileValues.numbers)) ?? 0)
        case 1, 2: .verbatim(HostileValues.text(&input))
        default: .verbatim(input.text(maxLength: 12))
        }
    }

    /// A number the file format allows in `range`: an edge, a hostile literal that fits, or a
    /// point between the edges.
    private static func number(_ input: inout FuzzInput, in range: ClosedRange<Double>) -> Double {
        switch input.below(4) {
        case 0: return input.oneIn(2) ? range.lowerBound : range.upperBound
        case 1:
            let fitting = HostileValues.numbers.compactMap(Double.init).filter(range.contains)
            return fitting.isEmpty ? range.lowerBound : input.pick(fitting)
        default:
            let fraction = Double(input.below(65_536)) / 65_535
            return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        }
    }
}
