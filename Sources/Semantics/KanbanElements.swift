// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
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

    /// The editing actions' names, looked up once per tree rather than once per card.
    struct EditNames: Sendable {
        let up: String
        let down: String
        let delete: String
    }

    /// Each column's frames, worked out the first time one is asked for.
    final class FrameCache: @unchecked Sendable {
        private let lock = NSLock()
        private var columns: [KanbanLayout.ColumnFrames?]

        init(columns: Int) { self.columns = Array(repeating: nil, count: columns) }

        func frames(_ column: Int, _ make: () -> KanbanLayout.ColumnFrames) -> KanbanLayout.ColumnFrames {
            lock.lock()
            defer { lock.unlock() }
            if let known = columns[column] { return known }
            let made = make()
            columns[column] = made
            return made
        }
    }

    var groupCount: Int { board.columns.count }

    func count(ofGroup group: Int) -> Int { 1 + max(board.columns[group].cards.count, 1) }

    func heading(ofGroup group: Int) -> GroupHeading {
        GroupHeading(id: .column(board.columns[group].id), label: titles[group], count: count(ofGroup: group))
    }

    func frame(ofGroup group: Int) -> Frame? { columnFrames(group).column }

    func id(inGroup group: Int, at offset: Int) -> NodeID {
        let column = board.columns[group]
        if offset == 0 { return .column(column.id) }
        return column.cards.isEmpty ? .columnEmpty(column.id) : .card(column.cards[offset - 1].id)
    }

    func element(inGroup group: Int, at offset: Int) -> AccessibilityNode {
        let column = board.columns[group]
        if offset == 0 {
            return AccessibilityNode(
                id: .column(column.id), label: headers[group], traits: .staticText, frame: columnFrames(group).header
            )
        }
        if column.cards.isEmpty {
            return AccessibilityNode(
                id: .columnEmpty(column.id), label: dropHere, traits: .staticText, frame: columnFrames(group).empty
            )
        }
        let position = offset - 1
        let card = column.cards[position]
        var actions: [AccessibilityAction] = []
        actions.reserveCapacity(board.columns.count + 2)
        for (target, other) in board.columns.enumerated() where other.id != column.id {
            actions.append(AccessibilityAction(
                name: moveNames[target], intent: .kanban(.move(cardID: card.id, toColumn: other.id))
            ))
        }
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
            frame: columnFrames(group).cards[position]
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
            for (group, column) in board.columns.enumerated() {
                if let position = column.cards.firstIndex(where: { $0.id == cardID }) { return (group, position + 1) }
            }
            return nil
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

    /// A column's frames, laid out once: the header, each card and the placeholder, each as
    /// tall as its words.
    private func columnFrames(_ group: Int) -> KanbanLayout.ColumnFrames {
        frames.frames(group) {
            let column = board.columns[group]
            let names = column.cards.map { builder.resolve($0.title, environment.language) }
            return KanbanLayout.column(
                group, columnWidth: board.columnWidth, .init(title: titles[group], cards: names, empty: dropHere)
            ).laidOut(environment.layoutDirection, within: screen.width)
        }
    }
}
