// SPDX-License-Identifier: GPL-3.0-or-later

/// The identity of a group of elements: a Kanban column, the board, the grid and its header.
///
/// It renders to the strings audit reports show (`column.todo`, `board`, `header`), escaping a
/// column's own id as ``NodeID`` does.
public enum GroupID: Sendable, Hashable {
    /// A Kanban column, by the column's id.
    case column(String)
    /// The photo board's photos.
    case board
    /// The photo grid's header line and Done button.
    case gridHeader
    /// The photo grid's photos.
    case grid
    /// The deck fan.
    case deck
    /// The snap corner demo's call screen.
    case call
    /// A group of a view read from its source: the view itself, or a container of its.
    case source(String)

    /// The column's id, when this is a Kanban column.
    public var columnID: String? {
        if case .column(let id) = self { id } else { nil }
    }
}

extension GroupID: CustomStringConvertible {
    /// The rendered id: `column.todo`, `board`, `header`, `grid`, `deck`, `call`.
    public var description: String {
        switch self {
        case .column(let id): "column." + IDComponent.escape(id)
        case .board: "board"
        case .gridHeader: "header"
        case .grid: "grid"
        case .deck: "deck"
        case .call: "call"
        case .source(let id): "source." + IDComponent.escape(id)
        }
    }
}
