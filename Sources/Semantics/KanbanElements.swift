// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Synchronization
import Widgets

/// A Kanban board's elements, built when asked for (see ``TreeBuilder/kanbanTree(_:_:)``).
///
/// Making it costs one header per column; a card's node (its label, its moves, its frame) is
/// built when it is read, and a column is laid out the first time one of its frames is asked for.
struct KanbanElements: ElementSource {
    let board: KanbanBoard
    let builder: TreeBuilder
    let environment: Environment
    let screen: Size
    /// Each column's title, header phrase ("To do, 3 cards") and move action name.
    let titles: [String]
    let headers: [String]
    let moveNames: [String]
    let dropHere: String
    let editNames: EditNames?
    let frames: FrameCache
    /// Each column's moves, made the first time one of its cards is read.
    let moves: MovesCache

    /// The editing actions' names, looked up once per tree rather than once per card.
    struct EditNames: Sendable {
        let up: String
        let down: String
        let delete: String
    }

    /// Where each column's cards are, worked out the first time one is asked for.
    final class FrameCache: Sendable {
        private let columns: Mutex<[ColumnGeometry?]>

        init(columns: Int) { self.columns = Mutex(Array(repeating: nil, count: columns)) }

        func geometry(_ column: Int, _ make: () -> ColumnGeometry) -> ColumnGeometry {
            columns.withLock { columns in
                if let known = columns[column] { return known }
                let made = make()
                columns[column] = made
                return made
            }
        }
    }

    /// Each column's ``ColumnMoves``, made once and shared by its cards.
    final class MovesCache: Sendable {
        private let columns: Mutex<[ColumnMoves?]>

        init(columns: Int) { self.columns = Mutex(Array(repeating: nil, count: columns)) }

        func moves(_ column: Int, _ make: () -> ColumnMoves) -> ColumnMoves {
            columns.withLock { columns in
                if let known = columns[column] { return known }
                let made = make()
                columns[column] = made
                return made
            }
        }
    }

    /// A column's cards as chunks with their heights, and where each chunk starts: a card's
    /// frame is then its chunk's top plus the heights before it, added in the same order as
    /// ``KanbanLayout/column(_:columnWidth:_:)`` adds them.
    struct ColumnGeometry: Sendable {
        let starts: [Int]
        let heights: [[Double]]
        /// The y after which each chunk's first card follows (one stack spacing below).
        let tops: [Double]
        /// The bottom of the column's content: its last card or its placeholder.
        let bottom: Double
    }

    var groupCount: Int { board.columns.count }

    func count(ofGroup group: Int) -> Int { 1 + max(board.columns[group].cards.count, 1) }

    func heading(ofGroup group: Int) -> GroupHeading {
        GroupHeading(id: .column(board.columns[group].id), label: titles[group], count: count(ofGroup: group))
    }

    func frame(ofGroup group: Int) -> Frame? {
        laidOut(KanbanLayout.columnFrame(
            group, columnWidth: board.columnWidth, contentBottom: geometry(group).bottom, size: environment.contentSize
        ))
    }

    func id(inGroup group: Int, at offset: Int) -> NodeID {
        let column = board.columns[group]
        if offset == 0 { return .column(column.id) }
        return column.cards.isEmpty ? .columnEmpty(column.id) : .card(column.cards[offset - 1].id)
    }

    func element(inGroup group: Int, at offset: Int) -> AccessibilityNode {
        let column = board.columns[group]
        if offset == 0 {
            return AccessibilityNode(
                id: .column(column.id), label: headers[group], traits: .staticText, frame: laidOut(headerFrame(group))
            )
        }
        if column.cards.isEmpty {
            return AccessibilityNode(
                id: .columnEmpty(column.id), label: dropHere, traits: .staticText, frame: laidOut(emptyFrame(group))
            )
        }
        let position = offset - 1
        let card = column.cards[position]
        // The moves are the column's, shared; only the editing actions are the card's own.
        var actions: [AccessibilityAction] = []
        if let editNames {
            if position > 0 {
                actions.append(AccessibilityAction(name: editNames.up, intent: .kanban(.shift(cardID: card.id, by: -1))))
            }
            if position < column.cards.count - 1 {
                actions.append(AccessibilityAction(name: editNames.down, intent: .kanban(.shift(cardID: card.id, by: 1))))
            }
            actions.append(AccessibilityAction(name: editNames.delete, intent: .kanban(.deleteCard(id: card.id))))
        }
        return AccessibilityNode(
            id: .card(card.id), label: builder.resolve(card.title, environment.language), actions: actions,
            moves: moves.moves(group) { columnMoves(group) }, frame: laidOut(cardFrame(group, position))
        )
    }

    func locate(_ id: NodeID) -> (group: Int, offset: Int)? {
        switch id {
        case .column(let columnID):
            return board.columns.firstIndex { $0.id == columnID }.map { ($0, 0) }
        case .columnEmpty(let columnID):
            guard let group = board.columns.firstIndex(where: { $0.id == columnID }),
                  board.columns[group].cards.isEmpty else { return nil }
            return (group, 1)
        case .card(let cardID):
            // A card just moved or added is the last of its column: looked at first.
            for (group, column) in board.columns.enumerated() where column.cards.last?.id == cardID {
                return (group, column.cards.count)
            }
            return board.location(ofCard: cardID).map { ($0.column, $0.position + 1) }
        default:
            return nil
        }
    }

    func staticTexts() -> [AccessibilityNode] {
        (0..<groupCount).flatMap { group in
            board.columns[group].cards.isEmpty
                ? [element(inGroup: group, at: 0), element(inGroup: group, at: 1)]
                : [element(inGroup: group, at: 0)]
        }
    }

    /// The moves every card of a column offers: to each other column, in the board's order.
    private func columnMoves(_ group: Int) -> ColumnMoves {
        let column = board.columns[group].id
        var targets: [ColumnMoves.Target] = []
        targets.reserveCapacity(board.columns.count - 1)
        for (index, other) in board.columns.enumerated() where other.id != column {
            targets.append(ColumnMoves.Target(column: other.id, name: moveNames[index]))
        }
        return ColumnMoves(column: column, targets: targets)
    }

    /// A frame where it is drawn: mirrored in right-to-left.
    private func laidOut(_ frame: Frame) -> Frame {
        environment.layoutDirection == .rightToLeft ? frame.mirrored(within: screen.width) : frame
    }

    private func headerFrame(_ group: Int) -> Frame {
        KanbanLayout.headerFrame(
            group, columnWidth: board.columnWidth, title: titles[group], cardCount: board.columns[group].cards.count,
            size: environment.contentSize
        )
    }

    private func emptyFrame(_ group: Int) -> Frame {
        let header = headerFrame(group)
        return KanbanLayout.emptyFrame(
            group, columnWidth: board.columnWidth, below: header.y + header.height, dropHere, size: environment.contentSize
        )
    }

    /// A card's frame, left to right.
    private func cardFrame(_ group: Int, _ position: Int) -> Frame {
        let geometry = geometry(group)
        // The last chunk starting at or before the position.
        var low = 0
        var high = geometry.starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if geometry.starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let heights = geometry.heights[low]
        var y = geometry.tops[low]
        for height in heights[..<(position - geometry.starts[low])] {
            y += KanbanLayout.stackSpacing
            y += height
        }
        y += KanbanLayout.stackSpacing
        return KanbanLayout.cardFrame(
            group, columnWidth: board.columnWidth, top: y, height: heights[position - geometry.starts[low]], size: environment.contentSize
        )
    }

    /// A column's chunks, their cards' heights (measured once per chunk while it lasts, see
    /// ``CardHeights``) and tops, laid out again only from the first chunk that changed
    /// (``ColumnLayouts``).
    private func geometry(_ group: Int) -> ColumnGeometry {
        frames.geometry(group) {
            let column = board.columns[group]
            let header = headerFrame(group)
            let layout = builder.columnLayouts.layout(
                column: column.id, runs: column.cards.runs, top: header.y + header.height, columnWidth: board.columnWidth,
                language: environment.language, contentSize: environment.contentSize
            ) { run in
                builder.cardHeights.heights(
                    of: run, columnWidth: board.columnWidth, language: environment.language, contentSize: environment.contentSize
                ) {
                    builder.resolve($0.title, environment.language)
                }
            }
            var y = layout.ends.last ?? layout.top
            if column.cards.isEmpty {
                let empty = emptyFrame(group)
                y = empty.y + empty.height
            }
            return ColumnGeometry(starts: layout.starts, heights: layout.heights, tops: layout.tops, bottom: y)
        }
    }
}
