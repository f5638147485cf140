// SPDX-License-Identifier: GPL-3.0-or-later

/// The built-in screens: each original component's own demo.
public enum DemoScreen: String, Sendable, CaseIterable, Hashable {
    case photoBoard = "photo-board"
    case photoGrid = "photo-grid"
    case deckFan = "deck-fan"
    case kanban
    case snapCorner = "snap-corner"

    /// What `rotor new` writes: the demo, but a Kanban board starts with its columns empty, at
    /// the component's own column width.
    public var starter: Document {
        guard case .kanban(var board) = document else { return document }
        for index in board.columns.indices { board.columns[index].cards = [] }
        board.columnWidth = KanbanBoard.defaultColumnWidth
        return .kanban(board)
    }

    /// The demo's starting state; its words are catalog keys, so the demo speaks every language.
    public var document: Document {
        switch self {
        case .photoBoard:
            let cities = ["lisbon", "oslo", "kyoto", "quito", "cairo"]
            return .photoBoard(PhotoBoard(photos: cities.map {
                PhotoBoard.Photo(id: $0, caption: .catalog(key: "demo.photoBoard.\($0)"))
            }))
        case .photoGrid:
            return .photoGrid(PhotoGrid(photos: (1...15).map { (number: Int) in
                PhotoGrid.Photo(id: String(number), label: .catalog(key: "demo.photoGrid.photo", number: number))
            }))
        case .deckFan:
            return .deckFan(DeckFan())
        case .kanban:
            func card(_ id: String, _ name: String) -> KanbanBoard.Card {
                KanbanBoard.Card(id: id, title: .catalog(key: "demo.kanban.card.\(name)"))
            }
            func column(_ id: String, _ cards: [KanbanBoard.Card]) -> KanbanBoard.Column {
                KanbanBoard.Column(id: id, title: .catalog(key: "demo.kanban.column.\(id)"), cards: cards)
            }
            return .kanban(KanbanBoard(columns: [
                column("todo", [card("1", "sketch"), card("2", "releaseNotes"), card("3", "loginCrash")]),
                column("doing", [card("4", "previews")]),
                column("done", []),
            ], columnWidth: KanbanBoard.demoColumnWidth))
        case .snapCorner:
            return .snapCorner(SnapCorner(corner: .bottomTrailing))
        }
    }
}
