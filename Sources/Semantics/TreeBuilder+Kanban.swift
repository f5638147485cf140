// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// One group per column: the header combined from title and count ("To do, 3 cards"), then
    /// the cards, each with "Move to <column>" for every other column, or "Drop cards here" when
    /// the column is empty.
    func kanbanTree(_ board: KanbanBoard, _ environment: Environment) -> AccessibilityTree {
        let language = environment.language
        let titles = board.columns.map { resolve($0.title, language) }
        let groups = board.columns.enumerated().map { index, column in
            var elements = [AccessibilityNode(
                id: "column.\(column.id)",
                label: [titles[index], word(.kanbanCardCount, environment, number: column.cards.count)]
                    .joined(separator: Phrase.separator),
                traits: .staticText
            )]
            for card in column.cards {
                let moves = board.columns.enumerated().filter { $0.element.id != column.id }.map { target in
                    AccessibilityAction(
                        name: word(.actionMoveToColumn, environment, arguments: [titles[target.offset]]),
                        intent: .kanban(.move(cardID: card.id, toColumn: target.element.id))
                    )
                }
                elements.append(AccessibilityNode(
                    id: "card.\(card.id)", label: resolve(card.title, language), actions: moves
                ))
            }
            if column.cards.isEmpty {
                elements.append(AccessibilityNode(
                    id: "column.\(column.id).empty", label: word(.kanbanDropHere, environment), traits: .staticText
                ))
            }
            return AccessibilityGroup(id: "column.\(column.id)", label: titles[index], elements: elements)
        }
        return AccessibilityTree(title: word(.screenKanban, environment), groups: groups)
    }
}
