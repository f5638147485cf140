// SPDX-License-Identifier: GPL-3.0-or-later

/// The identity of an element in a tree, stable across rebuilds while the element exists.
///
/// It renders to the strings transcripts and audit reports show (`card.1`, `column.todo.empty`,
/// `header`), escaping the model's own ids so that no two elements render alike, and parses
/// back from them.
public enum NodeID: Sendable, Hashable {
    /// A Kanban card, by the card's id.
    case card(String)
    /// A Kanban column's header ("To do, 3 cards"), by the column's id.
    case column(String)
    /// The "Drop cards here" line of an empty Kanban column, by the column's id.
    case columnEmpty(String)
    /// A photo of the board or the grid, by the photo's id.
    case photo(String)
    /// The photo grid's header line ("Long press a photo", "2 selected").
    case gridHeader
    /// The photo grid's Done button in selection mode.
    case gridDone
    /// The deck fan's one element.
    case deck
    /// The snap corner demo's title line.
    case snapTitle
    /// The snap corner demo's subtitle line.
    case snapSubtitle
    /// The snap corner demo's camera tile.
    case tile
    /// An element of a view read from its source, by where it is written (and its `ForEach`
    /// item), as ``SourceModel``'s elements name it.
    case source(String)

    /// Whether the element combines its children's labels into one (SwiftUI's
    /// `.accessibilityElement(children: .combine)`): a Kanban column's header, title and count.
    public var combinesChildren: Bool {
        if case .column = self { true } else { false }
    }

    /// The card's id, when this is a card.
    public var cardID: String? {
        if case .card(let id) = self { id } else { nil }
    }
}

extension NodeID: LosslessStringConvertible {
    /// The rendered id: `card.1`, `column.todo`, `column.todo.empty`, `photo.lisbon`, `header`,
    /// `done`, `deck`, `title`, `subtitle`, `tile`.
    public var description: String {
        switch self {
        case .card(let id): "card." + IDComponent.escape(id)
        case .column(let id): "column." + IDComponent.escape(id)
        case .columnEmpty(let id): "column." + IDComponent.escape(id) + ".empty"
        case .photo(let id): "photo." + IDComponent.escape(id)
        case .gridHeader: "header"
        case .gridDone: "done"
        case .deck: "deck"
        case .snapTitle: "title"
        case .snapSubtitle: "subtitle"
        case .tile: "tile"
        case .source(let id): "source." + IDComponent.escape(id)
        }
    }

    /// Parses a rendered id; nil for a string no node id renders to.
    public init?(_ description: String) {
        let parts = IDComponent.parts(description)
        switch parts.count {
        case 1:
            switch parts[0] {
            case "header": self = .gridHeader
            case "done": self = .gridDone
            case "deck": self = .deck
            case "title": self = .snapTitle
            case "subtitle": self = .snapSubtitle
            case "tile": self = .tile
            default: return nil
            }
        case 2:
            guard let id = IDComponent.unescape(parts[1]) else { return nil }
            switch parts[0] {
            case "card": self = .card(id)
            case "column": self = .column(id)
            case "photo": self = .photo(id)
            case "source": self = .source(id)
            default: return nil
            }
        case 3:
            guard parts[0] == "column", parts[2] == "empty", let id = IDComponent.unescape(parts[1]) else { return nil }
            self = .columnEmpty(id)
        default:
            return nil
        }
    }
}
