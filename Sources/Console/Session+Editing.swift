// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Localization
import Semantics
import Widgets

extension Session {
    /// The Kanban board on screen and the column of the focused element, when there is one.
    private var kanbanContext: (board: KanbanBoard, columnID: String?)? {
        guard case .kanban(let board) = document else { return nil }
        return (board, groupIndex.flatMap { tree.heading(ofGroup: $0).id.columnID })
    }

    /// What the loader would refuse, in its words, so an edit never saves a file that Rotor
    /// then cannot open: a text past the length limit, or a list past its count.
    private func refusal(_ title: String, at path: String) -> Reply? {
        DocumentLimits.refusal(of: title, at: path).map(refusal)
    }

    private func refusal(_ error: DocumentError) -> Reply {
        Reply([errorWords.describe(error)], isError: true)
    }

    /// `add TEXT`: a new card at the end of the focused column; focus moves to it.
    mutating func addCard(_ title: String) -> Reply {
        guard let context = kanbanContext, let columnID = context.columnID ?? context.board.columns.first?.id,
              let column = context.board.columns.firstIndex(where: { $0.id == columnID })
        else {
            return Reply([text(.consoleNotABoard)], isError: true)
        }
        let cards = context.board.columns[column].cards.count
        if let refused = refusal(title, at: "columns[\(column)].cards[\(cards)].title") { return refused }
        let total = context.board.columns.reduce(0) { $0 + $1.cards.count }
        guard total < DocumentLimits.items else {
            return refusal(.tooManyCards(count: total + 1, limit: DocumentLimits.items))
        }
        let id = context.board.unusedID(prefix: "card-")
        let old = tree
        var reply = apply(.kanban(.addCard(KanbanBoard.Card(id: id, title: .verbatim(title)), toColumn: columnID)))
        guard reply.documentChanged else { return reply }
        focus(on: .card(id))
        let edit = reply.edit
        reply = announce(since: old)
        reply.edit = edit
        reply.utterances.insert(text(.consoleAdded(title)), at: 0)
        return reply
    }

    /// `rename TEXT`: the focused card, or the focused column's header.
    mutating func rename(_ title: String) -> Reply {
        guard let context = kanbanContext else { return Reply([text(.consoleNotABoard)], isError: true) }
        let columns = context.board.columns
        switch focusID {
        case .card(let id)?:
            if let column = context.board.columnIndex(ofCard: id),
               let position = columns[column].cards.firstIndex(where: { $0.id == id }),
               let refused = refusal(title, at: "columns[\(column)].cards[\(position)].title") {
                return refused
            }
            return apply(.kanban(.renameCard(id: id, title: title)))
        case .column(let id)?:
            if let column = columns.firstIndex(where: { $0.id == id }), let refused = refusal(title, at: "columns[\(column)].title") {
                return refused
            }
            return apply(.kanban(.renameColumn(id: id, title: title)))
        default:
            return Reply([text(.consoleCannotRename)], isError: true)
        }
    }

    /// `delete`: the focused card, announced and undoable.
    mutating func deleteFocused() -> Reply {
        guard kanbanContext != nil, let id = focusID?.cardID else {
            return Reply([text(.consoleCannotDelete)], isError: true)
        }
        // "Deleted …" is said by `apply`, as for the card action "Delete".
        return apply(.kanban(.deleteCard(id: id)))
    }

    /// `add-column TEXT`: a new column at the end of the board.
    mutating func addColumn(_ title: String) -> Reply {
        guard let context = kanbanContext else { return Reply([text(.consoleNotABoard)], isError: true) }
        let count = context.board.columns.count
        if let refused = refusal(title, at: "columns[\(count)].title") { return refused }
        guard count < DocumentLimits.columns else {
            return refusal(.tooMany(path: "columns", count: count + 1, limit: DocumentLimits.columns))
        }
        let id = context.board.unusedID(prefix: "column-", columns: true)
        var reply = apply(.kanban(.addColumn(KanbanBoard.Column(id: id, title: .verbatim(title)))))
        if reply.documentChanged { reply.utterances.insert(text(.consoleAddedColumn(title)), at: 0) }
        return reply
    }

    /// `undo`: takes the last change back, says which ("Undid: moved … to Done") and focuses
    /// the element it touched.
    mutating func undo() -> Reply {
        guard let change = undoStack.popLast() else { return Reply([text(.consoleNothingToUndo)], sounds: [.edge]) }
        redoStack.append(Change(before: document, description: change.description, touched: change.touched))
        var reply = restore(change.before, saying: text(.consoleUndid(change.description)), focusing: change.touched)
        reply.edit = .undo
        return reply
    }

    /// `redo`: makes the last undone change again.
    mutating func redo() -> Reply {
        guard let change = redoStack.popLast() else { return Reply([text(.consoleNothingToRedo)], sounds: [.edge]) }
        undoStack.append(Change(before: document, description: change.description, touched: change.touched))
        var reply = restore(change.before, saying: text(.consoleRedid(change.description)), focusing: change.touched)
        reply.edit = .redo
        return reply
    }

    private mutating func restore(_ document: Document, saying summary: String, focusing touched: NodeID?) -> Reply {
        let old = tree
        documents[screen] = document
        rebuild()
        if let touched, let position = tree.position(of: touched) {
            focus(on: touched, at: position)
            chosenAction = nil
        }
        var reply = announce(since: old, confirming: summary)
        if !reply.utterances.dropFirst().contains(where: { focusedUtterances().contains($0) }) {
            reply.utterances.insert(contentsOf: focusedUtterances(), at: 1)
        }
        return reply
    }

    /// `save` retries a failed save; `save as PATH` writes to another file, and `save as
    /// --force PATH` (for scripts) replaces a file that is there without asking.
    func save(_ argument: String) -> Reply {
        let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
        if words.isEmpty { return Reply(fileRequest: .save) }
        guard words.count == 2, words[0].lowercased() == "as" else {
            return Reply([text(.consoleMissingArgument("save", "as PATH"))], isError: true)
        }
        let rest = words[1].split(separator: " ", maxSplits: 1).map(String.init)
        if rest.count == 2, rest[0] == "--force" { return Reply(fileRequest: .saveAs(rest[1], replacing: true)) }
        return Reply(fileRequest: .saveAs(words[1], replacing: false))
    }

    /// How a change is said after "Undid:" and "Redid:".
    func describe(_ intent: Intent, in before: Document, named name: String?) -> String {
        let language = environment.language
        guard case .kanban(let board) = before, case .kanban(let change) = intent else {
            return text(.consoleChangeNamed(name ?? focused?.label ?? tree.title))
        }
        // Said before the tree is rebuilt: the card acted on is usually the focused one, whose
        // label is its title, so a board of 100,000 cards is not searched for it.
        let focusedNode = focused
        func title(_ card: String) -> String {
            if let focusedNode, focusedNode.id == .card(card) { return focusedNode.label }
            return board.card(id: card).map { builder.resolve($0.title, language) } ?? card
        }
        func column(_ id: String) -> String {
            board.columns.first { $0.id == id }.map { builder.resolve($0.title, language) } ?? id
        }
        switch change {
        case .move(let card, let target): return text(.consoleChangeMoved(title(card), column(target)))
        case .shift(let card, let step): return text(step < 0 ? .consoleChangeMovedUp(title(card)) : .consoleChangeMovedDown(title(card)))
        case .addCard(let card, _): return text(.consoleChangeAdded(builder.resolve(card.title, language)))
        case .renameCard(let card, let new): return text(.consoleChangeRenamed(title(card), new))
        case .deleteCard(let card): return text(.consoleChangeDeleted(title(card)))
        case .addColumn(let new): return text(.consoleChangeAddedColumn(builder.resolve(new.title, language)))
        case .renameColumn(let id, let new): return text(.consoleChangeRenamedColumn(column(id), new))
        }
    }
}
