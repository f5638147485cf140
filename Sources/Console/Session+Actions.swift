// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Localization
import Semantics
import Speech
import Widgets

extension Session {
    /// VoiceOver's double tap: the chosen action when one was picked by cycling, else the
    /// element's default action.
    mutating func activate() -> Reply {
        guard let node = focused else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        if let chosen = chosenAction, node.actions.indices.contains(chosen) {
            return apply(node.actions[chosen].intent, named: node.actions[chosen].name)
        }
        guard let intent = node.defaultAction else {
            let names = node.actions.map(\.name)
            return Reply([names.isEmpty
                ? text(.consoleNoDefaultAction)
                : text(.consoleNoDefaultActionTry(names.joined(separator: listSeparator)))], isError: true)
        }
        return apply(intent)
    }

    /// Steps through the focused element's actions and says the one chosen.
    mutating func cycleAction(by step: Int) -> Reply {
        guard let node = focused else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        guard !node.actions.isEmpty else { return Reply([text(.consoleNoActions(node.label))], isError: true) }
        let count = node.actions.count
        let next = chosenAction.map { ($0 + step + count) % count } ?? (step > 0 ? 0 : count - 1)
        chosenAction = next
        return Reply([node.actions[next].name])
    }

    /// "Actions: 1, Move to Doing. 2, Move to Done.", each action with its number, in the order
    /// of the numbers.
    mutating func listActions() -> Reply {
        guard let node = focused else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        guard !node.actions.isEmpty else { return Reply([text(.consoleNoActions(node.label))]) }
        let numbers = actionNumbers(of: node)
        let items = zip(numbers, node.actions).sorted { $0.0 < $1.0 }.map { text(.consoleActionItem(number($0), $1.name)) }
        return Reply([text(.consoleActionList(items.joined(separator: " ")))])
    }

    /// The numbers of an element's actions, in its order: each action keeps the number it was
    /// first listed with for as long as the element exists, so after the tile moves (and its
    /// list of corners changes) `do 2` still moves it where `actions` said 2 would.
    mutating func actionNumbers(of node: AccessibilityNode) -> [Int] {
        var known = actionNumbers[node.id] ?? []
        for action in node.actions where !known.contains(action.intent) { known.append(action.intent) }
        // Numbers are kept for the elements acted on lately, not for every card of a board.
        if actionNumbers[node.id] == nil, actionNumbers.count >= 1_000 { actionNumbers = [:] }
        actionNumbers[node.id] = known
        return node.actions.map { action in (known.firstIndex(of: action.intent) ?? 0) + 1 }
    }

    /// Performs a named action: by its number (ASCII or Arabic-Indic digits), its name (any case,
    /// bidi controls and extra spaces ignored), a unique beginning of its name, or words found in
    /// its name in any order, each the beginning of one of its words (`do top left`).
    mutating func perform(named name: String) -> Reply {
        guard let node = focused else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let wanted = Self.matchable(name)
        let names = node.actions.map { Self.matchable($0.name) }
        let numbers = actionNumbers(of: node)
        var index: Int?
        // A number is checked against the list before any arithmetic: `do -9223372036854775808` is a name.
        if let number = Int(Self.asciiDigits(wanted)) { index = numbers.firstIndex(of: number) }
        index = index ?? names.firstIndex(of: wanted)
        if index == nil {
            let prefixed = names.indices.filter { names[$0].hasPrefix(wanted) }
            let worded = prefixed.isEmpty ? names.indices.filter { Self.holdsWords(of: wanted, names[$0]) } : prefixed
            if worded.count == 1 { index = worded[0] }
            if worded.count > 1 {
                let choices = worded.map { node.actions[$0].name }.joined(separator: listSeparator)
                return Reply([text(.consoleAmbiguousAction(name, choices))], isError: true)
            }
        }
        guard let index else {
            let valid = node.actions.map(\.name).joined(separator: listSeparator)
            return Reply([node.actions.isEmpty
                ? text(.consoleNoActions(node.label))
                : text(.consoleNoSuchAction(name, node.label, valid))], isError: true)
        }
        return apply(node.actions[index].intent, named: node.actions[index].name)
    }

    /// A name as actions are matched: bidi controls gone, lowercased, one space between words.
    static func matchable(_ name: String) -> String {
        BidiIsolation.removingControls(name).lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether every typed word begins a different word of the name, in any order.
    static func holdsWords(of typed: String, _ name: String) -> Bool {
        var words = name.split(separator: " ")
        for word in typed.split(separator: " ") {
            guard let found = words.firstIndex(where: { $0.hasPrefix(word) }) else { return false }
            words.remove(at: found)
        }
        return !typed.isEmpty
    }

    /// Applies an intent, rebuilds the tree and announces the result in Rotor's own words
    /// ("Moved to Done", "Oslo is in front", "Selection ended"), then the focused element when
    /// its phrase changed, then every other static text that changed ("Done, 1 card").
    mutating func apply(_ intent: Intent, named name: String? = nil) -> Reply {
        chosenAction = nil
        // The photo drawn in front stays there: said so, rather than "Nothing changed".
        if case .photoBoard(let board) = document, case .photoBoard(.bringToFront(let id)) = intent,
           board.frontToBack.first == id, let photo = board.photos.first(where: { $0.id == id }) {
            return Reply([text(.consoleAlreadyInFront(builder.resolve(photo.caption, environment.language)))])
        }
        // A tap outside selection mode calls the original's onOpen, which the demo leaves empty:
        // nothing happens, nothing to undo or save. Rotor says so, and how photos are chosen.
        if case .photoGrid(let grid) = document, case .photoGrid(let tap) = intent, grid.opens(tap) != nil {
            return Reply([text(.consoleOpenDoesNothing(strings.text(CatalogText.actionSelect, environment.language)))])
        }
        let before = (tree: tree, document: document)
        // What the person acted on, by the words they heard: a source view's next reading may
        // call it something else (a label its own action changed).
        let actedOn = name ?? focusIndex.map { tree.element(at: $0).label }
        var updated = document
        // The focused card's place is known from the tree: the board need not search for it.
        if case .kanban(let board) = updated, case .card(let cardID)? = focusID, let index = focusIndex {
            let column = tree.group(ofElementAt: index)
            board.note(card: cardID, column: column, position: index - tree.start(ofGroup: column) - 1)
        }
        guard updated.apply(intent) else { return Reply([text(.consoleNothingChanged)]) }
        documents[screen] = updated
        let description = describe(intent, in: before.document, named: name)
        undoStack.append(Change(before: before.document, description: description, touched: intent.touchedElement))
        if undoStack.count > 500 { undoStack.removeFirst() }
        redoStack = []
        rebuild()
        var reply = announce(since: before.tree, confirming: confirmation(of: intent, in: before.document, named: actedOn))
        reply.sounds = sounds(of: intent, in: before.document)
        reply.edit = .change(JournaledIntent(intent, said: description))
        if case .kanban(.shift) = intent {
            // Moving within a column changes no words: say where the card is now.
            reply.utterances += whereAmI().utterances
        }
        if case .kanban(.deleteCard(let id)) = intent, case .kanban(let board) = before.document, let card = board.card(id: id) {
            // The card is gone from the tree: only these words say what happened to it, before
            // the element the focus is on now (the `delete` command and the "Delete" action alike).
            reply.utterances.insert(text(.consoleDeleted(builder.resolve(card.title, environment.language))), at: 0)
        }
        return reply
    }

    /// Rotor's own words for what an action did, when its effect is not in the focused phrase.
    ///
    /// Every intent of every component is named (no `default`), so a new one does not compile
    /// until someone decides what is said after it. `named` is what the person acted on, as
    /// they heard it before the action.
    func confirmation(of intent: Intent, in before: Document, named: String? = nil) -> String? {
        let language = environment.language
        switch intent {
        case .kanban(let kanban):
            switch kanban {
            case .move(_, let column):
                guard case .kanban(let board) = before else { return nil }
                return board.columns.first { $0.id == column }.map { text(.consoleMovedTo(builder.resolve($0.title, language))) }
            case .shift(_, let step):
                return text(step < 0 ? .consoleMovedUp : .consoleMovedDown)
            case .renameCard(_, let title), .renameColumn(_, let title):
                return text(.consoleRenamedTo(title))
            // Said by the commands that make them ("Added …", "Deleted …").
            case .addCard, .deleteCard, .addColumn:
                return nil
            }
        case .photoBoard(let board):
            switch board {
            case .bringToFront(let id):
                guard case .photoBoard(let board) = before else { return nil }
                return board.photos.first { $0.id == id }.map { text(.consoleInFront(builder.resolve($0.caption, language))) }
            // The photo's new place is in its phrase.
            case .drag:
                return nil
            }
        case .photoGrid(let grid):
            switch grid {
            case .done: return text(.consoleSelectionEnded)
            // The photo's value ("Selected") or the header's count says it.
            case .tap, .select: return nil
            }
        case .deckFan(let deck):
            switch deck {
            // The deck's value ("Fanned", "Stacked") says it.
            case .toggle, .drag: return nil
            }
        case .snapCorner(let tile):
            switch tile {
            // The tile's value (its corner) says it.
            case .move, .fling: return nil
            }
        case .source(.perform(let id)):
            // Rotor cannot run what the app runs: it says which action, and what the source
            // shows it changes, which the next reading of the view has changed.
            guard let action = builder.sources?.actions[id] else { return nil }
            let list = Wording(strings: strings, language: language).listSeparator
            let name = named.flatMap { $0.isEmpty ? nil : $0 } ?? action.name
            return action.changes.isEmpty
                ? text(.consoleSourceRanUnknown(name))
                : text(.consoleSourceRan(name, action.changes.joined(separator: list)))
        case .source(.flip(let condition)):
            return text(.consoleSourceFlipped(condition))
        }
    }

    /// The sound of an action: selection mode on and off and each toggle in the grid, else
    /// "done"; every intent named, as in ``confirmation(of:in:named:)``.
    func sounds(of intent: Intent, in before: Document) -> [Earcon] {
        switch intent {
        case .photoGrid(let grid):
            switch grid {
            case .select: [.selectionOn]
            case .done: [.selectionOff]
            case .tap: [.toggle]
            }
        case .photoBoard(let board):
            switch board {
            case .bringToFront, .drag: [.done]
            }
        case .deckFan(let deck):
            switch deck {
            case .toggle, .drag: [.done]
            }
        case .kanban(let kanban):
            switch kanban {
            case .move, .shift, .addCard, .renameCard, .deleteCard, .addColumn, .renameColumn: [.done]
            }
        case .snapCorner(let tile):
            switch tile {
            case .move, .fling: [.done]
            }
        case .source(let step):
            switch step {
            case .perform, .flip: [.done]
            }
        }
    }

    /// The confirmation, then the focused element's phrase when it changed (or when there is
    /// no confirmation), then every other static text that changed since `old`.
    func announce(since old: AccessibilityTree, confirming confirmation: String? = nil) -> Reply {
        var said = confirmation.map { [$0] } ?? []
        let focusedChanged = focused.map { node in old.element(id: node.id, hint: hintInPreviousTree).map { utterances(of: $0) } != utterances(of: node) } ?? true
        if confirmation == nil || focusedChanged { said += focusedUtterances() }
        // Only static text announces itself (headers, counts): few elements, looked up by id.
        for node in tree.staticTexts() where node.id != focusID {
            let previous = old.element(id: node.id)
            if let previous, previous.label == node.label, previous.value == node.value { continue }
            // A column that has just emptied says so in its header's count, not again in "Drop cards here".
            if previous == nil, case .columnEmpty = node.id { continue }
            said.append(phrase.spoken(node, environment.language, verbosity: settings.verbosity))
        }
        return Reply(said, documentChanged: true)
    }
}

extension Session {
    /// Arabic-Indic and extended Arabic-Indic digits as ASCII digits, so `do ٢` is `do 2`.
    static func asciiDigits(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            switch scalar.value {
            case 0x0660...0x0669: Character(Unicode.Scalar(scalar.value - 0x0660 + 0x30) ?? scalar)
            case 0x06F0...0x06F9: Character(Unicode.Scalar(scalar.value - 0x06F0 + 0x30) ?? scalar)
            default: Character(scalar)
            }
        })
    }
}

extension Session {
    /// `front`: the photo drawn in front of the others on the photo board, its phrase then its place.
    mutating func focusFront() -> Reply {
        guard case .photoBoard(let board) = document, let id = board.frontToBack.first,
              let position = tree.position(of: .photo(id)) else {
            return Reply([text(.consoleNoFront)], isError: true)
        }
        var reply = jump(toElementAt: position)
        if let node = focused, let place = place(of: node) { reply.utterances.append(place) }
        return reply
    }
}
