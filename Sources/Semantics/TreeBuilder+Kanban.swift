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
        cardHeights.newTree()
        columnLayouts.keepOnly(board.columns.map(\.id))
        let titles = board.columns.map { resolve($0.title, language) }
        let phrase = Phrase(strings: strings)
        let source = KanbanElements(
            board: board, builder: self, environment: environment, screen: environment.screenSize(),
            titles: titles,
            headers: board.columns.enumerated().map { index, column in
                phrase.combinedLabel(titles[index], [word(.kanbanCardCount(column.cards.count), environment)], language)
            },
            // One move-to-column action name per column, not one per card: boards get large.
            moveNames: titles.map { word(.actionMoveToColumn($0), environment) },
            dropHere: word(.kanbanDropHere, environment),
            editNames: environment.editing ? KanbanElements.EditNames(
                up: word(.actionMoveUp, environment), down: word(.actionMoveDown, environment),
                delete: word(.actionDelete, environment)
            ) : nil,
            frames: KanbanElements.FrameCache(columns: board.columns.count),
            moves: KanbanElements.MovesCache(columns: board.columns.count)
        )
        // `ScrollView([.horizontal, .vertical])`.
        return AccessibilityTree(
            title: word(.screenKanban, environment), source: source, screen: environment.screenSize(), scrolls: [.horizontal, .vertical]
        )
    }
}

extension KanbanBoard.Intent {
    /// The element this intent changes: where focus goes when it is undone or made again.
    public var touchedElement: NodeID? {
        switch self {
        case .move(let card, _), .shift(let card, _), .renameCard(let card, _), .deleteCard(let card): .card(card)
        case .addCard(let card, _): .card(card.id)
        case .addColumn(let column): .column(column.id)
        case .renameColumn(let column, _): .column(column)
        }
    }
}
