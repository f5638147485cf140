// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// One group per column: the header combined from title and count ("To do, 3 cards"), then
    /// the cards, each with "Move to <column>" for every other column, or "Drop cards here" when
    /// the column is empty.
    ///
    /// Columns are `max(120, columnWidth)` wide, 12 points apart inside 16 points of padding, in
    /// order from the leading side; the header, the cards and the empty line fill the column's
    /// width inside its 12 points of padding, each as tall as its words.
    func kanbanTree(_ board: KanbanBoard, _ environment: Environment) -> AccessibilityTree {
        let language = environment.language
        let screen = environment.screenSize()
        let direction = environment.layoutDirection
        let titles = board.columns.map { resolve($0.title, language) }
        let separator = Phrase(strings: strings).separator(language)
        let dropHere = word(.kanbanDropHere, environment)
        // One move-to-column action name per column, not one per card: boards get large.
        let moveNames = titles.map { word(.actionMoveToColumn, environment, arguments: [$0]) }
        let editNames = environment.editing ? EditNames(
            up: word(.actionMoveUp, environment), down: word(.actionMoveDown, environment),
            delete: word(.actionDelete, environment)
        ) : nil
        let groups = board.columns.enumerated().map { index, column in
            // This column's words and frames, one column at a time: boards get large.
            let names = column.cards.map { resolve($0.title, language) }
            let frames = KanbanLayout.column(
                index, columnWidth: board.columnWidth, .init(title: titles[index], cards: names, empty: dropHere)
            ).laidOut(direction, within: screen.width)
            var elements = [AccessibilityNode(
                id: .column(column.id),
                label: [titles[index], word(.kanbanCardCount, environment, number: column.cards.count)]
                    .joined(separator: separator),
                traits: .staticText,
                frame: frames.header
            )]
            elements.reserveCapacity(column.cards.count + 2)
            for (position, card) in column.cards.enumerated() {
                var moves = board.columns.enumerated().filter { $0.element.id != column.id }.map { target in
                    AccessibilityAction(
                        name: moveNames[target.offset],
                        intent: .kanban(.move(cardID: card.id, toColumn: target.element.id))
                    )
                }
                if let editNames {
                    moves += editingActions(card.id, position: position, count: column.cards.count, editNames)
                }
                elements.append(AccessibilityNode(
                    id: .card(card.id), label: names[position], actions: moves, frame: frames.cards[position]
                ))
            }
            if column.cards.isEmpty {
                elements.append(AccessibilityNode(
                    id: .columnEmpty(column.id), label: dropHere, traits: .staticText, frame: frames.empty
                ))
            }
            return AccessibilityGroup(
                id: .column(column.id), label: titles[index], elements: elements, frame: frames.column
            )
        }
        return AccessibilityTree(title: word(.screenKanban, environment), groups: groups, screen: screen)
    }

    /// The editing actions' names, looked up once per tree rather than once per card.
    private struct EditNames {
        let up: String
        let down: String
        let delete: String
    }

    /// A card's own editing actions in a person's file: up, down (where there is room), delete.
    private func editingActions(_ id: String, position: Int, count: Int, _ names: EditNames) -> [AccessibilityAction] {
        var actions: [AccessibilityAction] = []
        if position > 0 {
            actions.append(AccessibilityAction(name: names.up, intent: .kanban(.shift(cardID: id, by: -1))))
        }
        if position < count - 1 {
            actions.append(AccessibilityAction(name: names.down, intent: .kanban(.shift(cardID: id, by: 1))))
        }
        actions.append(AccessibilityAction(name: names.delete, intent: .kanban(.deleteCard(id: id))))
        return actions
    }
}
