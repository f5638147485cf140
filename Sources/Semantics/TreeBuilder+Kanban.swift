// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// One group per column: the header combined from title and count ("To do, 3 cards"), then
    /// the cards, each with "Move to <column>" for every other column, or "Drop cards here" when
    /// the column is empty.
    func kanbanTree(_ board: KanbanBoard, _ environment: Environment) -> AccessibilityTree {
        let language = environment.language
        let titles = board.columns.map { resolve($0.title, language) }
        let separator = Phrase(strings: strings).separator(language)
        // One move-to-column action name per column, not one per card: boards get large.
        let moveNames = titles.map { word(.actionMoveToColumn, environment, arguments: [$0]) }
        let editNames = environment.editing ? EditNames(
            up: word(.actionMoveUp, environment), down: word(.actionMoveDown, environment),
            delete: word(.actionDelete, environment)
        ) : nil
        let groups = board.columns.enumerated().map { index, column in
            var elements = [AccessibilityNode(
                id: .column(column.id),
                label: [titles[index], word(.kanbanCardCount, environment, number: column.cards.count)]
                    .joined(separator: separator),
                traits: .staticText
            )]
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
                    id: .card(card.id), label: resolve(card.title, language), actions: moves
                ))
            }
            if column.cards.isEmpty {
                elements.append(AccessibilityNode(
                    id: .columnEmpty(column.id), label: word(.kanbanDropHere, environment), traits: .staticText
                ))
            }
            return AccessibilityGroup(id: .column(column.id), label: titles[index], elements: elements)
        }
        return AccessibilityTree(title: word(.screenKanban, environment), groups: groups)
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
