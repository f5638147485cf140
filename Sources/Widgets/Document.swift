// SPDX-License-Identifier: GPL-3.0-or-later

/// The state of one screen: one of the five components.
public enum Document: Sendable, Hashable {
    case photoBoard(PhotoBoard)
    case photoGrid(PhotoGrid)
    case deckFan(DeckFan)
    case kanban(KanbanBoard)
    case snapCorner(SnapCorner)
    /// A view of a team's own app, read from its SwiftUI source.
    case source(SourceView)

    /// Applies an intent meant for this kind of document; returns whether anything changed.
    /// An intent for another kind of component changes nothing.
    @discardableResult
    public mutating func apply(_ intent: Intent) -> Bool {
        switch (self, intent) {
        case (.photoBoard(var model), .photoBoard(let i)):
            defer { self = .photoBoard(model) }
            return model.apply(i)
        case (.photoGrid(var model), .photoGrid(let i)):
            defer { self = .photoGrid(model) }
            return model.apply(i)
        case (.deckFan(var model), .deckFan(let i)):
            defer { self = .deckFan(model) }
            return model.apply(i)
        case (.kanban(var model), .kanban(let i)):
            defer { self = .kanban(model) }
            return model.apply(i)
        case (.snapCorner(var model), .snapCorner(let i)):
            defer { self = .snapCorner(model) }
            return model.apply(i)
        case (.source(var view), .source(let step)):
            defer { self = .source(view) }
            return view.apply(step)
        // Each kind named, not `default`: a new kind of document does not compile until it
        // applies its own intents here.
        case (.photoBoard, _), (.photoGrid, _), (.deckFan, _), (.kanban, _), (.snapCorner, _), (.source, _):
            return false
        }
    }
}

extension Document {
    /// The words a person wrote into the document (titles, captions, labels), as opposed to the
    /// demos' catalog words: a check for untranslated English must leave them alone.
    public var ownWords: Set<String> {
        func own(_ text: LocalizableText) -> String? {
            if case .verbatim(let words) = text { return words }
            return nil
        }
        switch self {
        case .photoBoard(let board): return Set(board.photos.compactMap { own($0.caption) })
        case .photoGrid(let grid): return Set(grid.photos.compactMap { own($0.label) })
        case .kanban(let board):
            return Set(board.columns.flatMap { [own($0.title)] + $0.cards.map { own($0.title) } }.compactMap { $0 })
        case .deckFan, .snapCorner, .source: return []
        }
    }
}

/// Something a person asks a component to do.
public enum Intent: Sendable, Hashable {
    case photoBoard(PhotoBoard.Intent)
    case photoGrid(PhotoGrid.Intent)
    case deckFan(DeckFan.Intent)
    case kanban(KanbanBoard.Intent)
    case snapCorner(SnapCorner.Intent)
    /// A step on a view read from its source.
    case source(SourceView.Step)
}
