// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
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
                : text(.consoleNoDefaultActionTry, names.joined(separator: Phrase.separator))], isError: true)
        }
        return apply(intent)
    }

    /// Steps through the focused element's actions and says the one chosen.
    mutating func cycleAction(by step: Int) -> Reply {
        guard let node = focused else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        guard !node.actions.isEmpty else { return Reply([text(.consoleNoActions, node.label)], isError: true) }
        let count = node.actions.count
        let next = chosenAction.map { ($0 + step + count) % count } ?? (step > 0 ? 0 : count - 1)
        chosenAction = next
        return Reply([node.actions[next].name])
    }

    /// "Actions: 1, Move to Doing. 2, Move to Done."
    func listActions() -> Reply {
        guard let node = focused else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        guard !node.actions.isEmpty else { return Reply([text(.consoleNoActions, node.label)]) }
        let items = node.actions.enumerated().map { text(.consoleActionItem, String($0.offset + 1), $0.element.name) }
        return Reply([text(.consoleActionList, items.joined(separator: " "))])
    }

    /// Performs a named action by name (any case, or a unique prefix) or by number.
    mutating func perform(named name: String) -> Reply {
        guard let node = focused else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let wanted = name.lowercased()
        let names = node.actions.map { $0.name.lowercased() }
        var index: Int?
        // A number is checked against the list before any arithmetic: `do -9223372036854775808` is a name.
        if let number = Int(wanted), number >= 1, number <= node.actions.count { index = number - 1 }
        index = index ?? names.firstIndex(of: wanted)
        if index == nil {
            let prefixed = names.indices.filter { names[$0].hasPrefix(wanted) }
            if prefixed.count == 1 { index = prefixed[0] }
        }
        guard let index else {
            let valid = node.actions.map(\.name).joined(separator: Phrase.separator)
            return Reply([node.actions.isEmpty
                ? text(.consoleNoActions, node.label)
                : text(.consoleNoSuchAction, name, node.label, valid)], isError: true)
        }
        return apply(node.actions[index].intent, named: node.actions[index].name)
    }

    /// Applies an intent, rebuilds the tree and announces the result: the focused element's new
    /// phrase, then every other static text that changed ("Done, 1 card", "2 selected"). A named
    /// action whose effect no phrase shows ("Bring to front") is confirmed by name.
    mutating func apply(_ intent: Intent, named name: String? = nil) -> Reply {
        chosenAction = nil
        // Opening a photo shows it and changes nothing in the grid: nothing to undo or save.
        if case .photoGrid(let grid) = document, case .photoGrid(let tap) = intent, let photo = grid.opens(tap) {
            return Reply([text(.consoleOpened, builder.resolve(photo.label, environment.language))] + focusedUtterances())
        }
        let before = (tree: tree, document: document)
        var updated = document
        let changed = updated.apply(intent)
        documents[screen] = updated
        guard changed else { return Reply([text(.consoleNothingChanged)]) }
        undoStack.append(Change(before: before.document, description: describe(intent, in: before.document, named: name)))
        if undoStack.count > 500 { undoStack.removeFirst() }
        redoStack = []
        rebuild()
        var reply = announce(since: before.tree)
        if let name, tree.readsLike(before.tree) {
            reply.utterances.insert(text(.consolePerformed, name), at: 0)
        }
        if case .kanban(.shift) = intent {
            // Moving within a column changes no words: say where the card is now.
            reply.utterances += whereAmI().utterances
        }
        return reply
    }

    /// The focused element's phrase, then every other static text that changed since `old`.
    func announce(since old: AccessibilityTree) -> Reply {
        var utterances = focusedUtterances()
        // Only static text announces itself (headers, counts): few elements, looked up by id.
        for node in tree.elements where node.traits.contains(.staticText) && node.id != focusID {
            let previous = old.element(id: node.id)
            if let previous, previous.label == node.label, previous.value == node.value { continue }
            // A column that has just emptied says so in its header's count, not again in "Drop cards here".
            if previous == nil, case .columnEmpty = node.id { continue }
            utterances.append(phrase.spoken(node, environment.language))
        }
        return Reply(utterances, documentChanged: true)
    }
}
