// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Widgets

/// The parity rules: what the original components promise, checked against the tree.
extension Auditor {
    /// The parity rules that apply to the target's kind of component, with their findings.
    func parityFindings(_ c: TreeContext) -> [(AuditRule, [AuditFinding])] {
        switch c.target.document {
        case .photoBoard(let board):
            [(.parityDragAction, photoBoardActions(board, c)), (.parityCaption, photoBoardCaptions(board, c))]
        case .photoGrid(let grid):
            [
                (.parityDragAction, photoGridActions(grid, c)),
                (.parityCaption, photoGridCaptions(grid, c)),
                (.paritySelectionState, photoGridSelection(grid, c)),
                (.parityHeaderCount, photoGridHeader(grid, c)),
            ]
        case .deckFan(let deck):
            [(.parityDragAction, deckActions(c)), (.parityDeckState, deckState(deck, c))]
        case .kanban(let board):
            [(.parityDragAction, kanbanActions(board, c)), (.parityHeaderCount, kanbanHeaders(board, c))]
        case .snapCorner(let tile):
            [(.parityDragAction, tileActions(tile, c)), (.parityCornerDirection, tileCorners(tile, c))]
        // A view read from its source has the source audit's parity rules (`rotor audit FOLDER`).
        case .source:
            []
        }
    }

    // MARK: Photo board

    private func photoBoardActions(_ board: PhotoBoard, _ c: TreeContext) -> [AuditFinding] {
        board.photos.flatMap { photo -> [AuditFinding] in
            let id = NodeID.photo(photo.id)
            guard let node = c.tree.element(id: id) else { return [c.missingElement(.parityDragAction, id)] }
            let bring = Intent.photoBoard(.bringToFront(id: photo.id))
            return actionFindings(node, expected: [(c.word(.actionBringToFront), bring)], .parityDragAction, c)
                + defaultActionFindings(node, expected: bring, .parityDragAction, c)
        }
    }

    private func photoBoardCaptions(_ board: PhotoBoard, _ c: TreeContext) -> [AuditFinding] {
        board.photos.flatMap { photo in
            captionFindings(.photo(photo.id), caption: c.resolve(photo.caption), traits: .image, c)
        }
    }

    // MARK: Photo grid

    private func photoGridActions(_ grid: PhotoGrid, _ c: TreeContext) -> [AuditFinding] {
        grid.photos.flatMap { photo -> [AuditFinding] in
            let id = NodeID.photo(photo.id)
            guard let node = c.tree.element(id: id) else { return [c.missingElement(.parityDragAction, id)] }
            let select = Intent.photoGrid(.select(id: photo.id))
            let expected: [(String, Intent)] = grid.isSelecting ? [] : [(c.word(.actionSelect), select)]
            return actionFindings(node, expected: expected, .parityDragAction, c)
                + defaultActionFindings(node, expected: .photoGrid(.tap(id: photo.id)), .parityDragAction, c)
        }
    }

    private func photoGridCaptions(_ grid: PhotoGrid, _ c: TreeContext) -> [AuditFinding] {
        grid.photos.flatMap { photo in
            captionFindings(.photo(photo.id), caption: c.resolve(photo.label), traits: [.button, .image], c)
        }
    }

    private func photoGridSelection(_ grid: PhotoGrid, _ c: TreeContext) -> [AuditFinding] {
        let rule = AuditRule.paritySelectionState
        var found: [AuditFinding] = []
        let done = c.tree.element(id: .gridDone)
        if grid.isSelecting {
            if let done {
                found += labelFindings(done, expected: c.word(.gridDone), rule, c)
                if !done.traits.contains(.button) { found.append(c.finding(rule, done.id, .missingTrait, .word(.traitButton))) }
                if done.defaultAction != .photoGrid(.done) { found.append(c.finding(rule, done.id, .missingDefaultAction)) }
            } else {
                found.append(c.finding(rule, .gridDone, .missingElement, .text(c.word(.gridDone))))
            }
        } else {
            if let done { found.append(c.finding(rule, done.id, .doneOutsideSelection, .text(done.label))) }
            if let header = c.tree.element(id: .gridHeader) {
                found += labelFindings(header, expected: c.word(.gridPrompt), rule, c)
            }
        }
        for photo in grid.photos {
            guard let node = c.tree.element(id: .photo(photo.id)) else { continue }
            let chosen = grid.isSelected(photo.id)
            let value = grid.isSelecting ? c.word(chosen ? .gridValueSelected : .gridValueNotSelected) : ""
            if node.value != value {
                found.append(c.finding(rule, node.id, .valueMismatch, .text(node.value), .text(value)))
            }
            if node.traits.contains(.selected) != chosen {
                found.append(c.finding(rule, node.id, chosen ? .selectedTraitMissing : .selectedTraitExtra))
            }
        }
        return found
    }

    private func photoGridHeader(_ grid: PhotoGrid, _ c: TreeContext) -> [AuditFinding] {
        guard grid.isSelecting else { return [] }
        guard let header = c.tree.element(id: .gridHeader) else {
            return [c.missingElement(.parityHeaderCount, .gridHeader)]
        }
        let count = grid.selection.count
        return labelFindings(header, expected: c.word(.gridSelectedCount(count)), .parityHeaderCount, c)
            + pluralFindings(.gridSelectedCount(count), count, element: header.id, c)
    }

    // MARK: Deck fan

    private func deckActions(_ c: TreeContext) -> [AuditFinding] {
        guard let deck = c.tree.element(id: .deck) else { return [c.missingElement(.parityDragAction, .deck)] }
        return defaultActionFindings(deck, expected: .deckFan(.toggle), .parityDragAction, c)
    }

    private func deckState(_ deck: DeckFan, _ c: TreeContext) -> [AuditFinding] {
        let rule = AuditRule.parityDeckState
        guard let node = c.tree.element(id: .deck) else { return [c.missingElement(rule, .deck)] }
        var found = labelFindings(node, expected: c.word(.deckLabel), rule, c)
        let value = c.word(deck.isFanned ? .deckValueFanned : .deckValueStacked)
        if node.value != value { found.append(c.finding(rule, node.id, .valueMismatch, .text(node.value), .text(value))) }
        if !node.traits.contains(.button) { found.append(c.finding(rule, node.id, .missingTrait, .word(.traitButton))) }
        let hint = c.word(.deckHint)
        if node.hint != hint { found.append(c.finding(rule, node.id, .hintMismatch, .text(node.hint), .text(hint))) }
        return found
    }

    // MARK: Kanban

    private func kanbanActions(_ board: KanbanBoard, _ c: TreeContext) -> [AuditFinding] {
        let titles = board.columns.map { c.resolve($0.title) }
        // Each column's expected action name, worded once per tree rather than once per card:
        // a board of 500 columns would otherwise word 250,000 names for 500 cards.
        let moveNames = titles.map { c.word(.actionMoveToColumn($0)) }
        let groups = c.groupsByID
        var found: [AuditFinding] = []
        // A column's shared moves are checked once; what is wrong with them is wrong on each card.
        var sharedChecks: [ObjectIdentifier: [(NodeID) -> AuditFinding]] = [:]
        for (index, column) in board.columns.enumerated() {
            let group = groups[.column(column.id)]
            let nodes = Dictionary((group?.elements ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for card in column.cards {
                let id = NodeID.card(card.id)
                guard let node = nodes[id] else {
                    found.append(c.missingElement(.parityDragAction, id))
                    continue
                }
                if let moves = node.moves, moves.column == column.id {
                    let checks = sharedChecks[ObjectIdentifier(moves)]
                        ?? movesFindings(moves, column: index, board, titles: titles, names: moveNames, c)
                    sharedChecks[ObjectIdentifier(moves)] = checks
                    found += checks.map { $0(id) }
                    // The card's own actions are Rotor's editing ones: a move among them is extra.
                    for action in node.ownActions {
                        if case .kanban(.move) = action.intent { found.append(c.finding(.parityDragAction, id, .extraAction, .text(action.name))) }
                    }
                    continue
                }
                var destinations: [Intent: String] = [:]
                let expected = board.columns.indices.filter { $0 != index }.map { target -> (String, Intent) in
                    let intent = Intent.kanban(.move(cardID: card.id, toColumn: board.columns[target].id))
                    destinations[intent] = titles[target]
                    return (moveNames[target], intent)
                }
                // Editing actions (Move up, Move down, Delete) are Rotor's own, not the original's.
                found += actionFindings(node, expected: expected, .parityDragAction, c) { intent in
                    if case .kanban(.move) = intent { true } else { false }
                }
                found += namedTargetFindings(node, names: destinations, .parityDragAction, c)
            }
        }
        return found
    }

    /// What is wrong with a column's shared moves, as findings to make on each of its cards:
    /// the checks ``actionFindings`` and ``namedTargetFindings`` make on one card's actions.
    private func movesFindings(
        _ moves: ColumnMoves, column index: Int, _ board: KanbanBoard, titles: [String], names: [String], _ c: TreeContext
    ) -> [(NodeID) -> AuditFinding] {
        let rule = AuditRule.parityDragAction
        var found: [(NodeID) -> AuditFinding] = []
        var offered: [String: [ColumnMoves.Target]] = [:]
        for target in moves.targets { offered[target.column, default: []].append(target) }
        c.work.actionsExamined += moves.targets.count
        var expected = Set<String>()
        for (target, column) in board.columns.enumerated() where target != index {
            c.work.actionsExamined += 1
            expected.insert(column.id)
            let name = names[target]
            guard let first = offered[column.id]?.first else {
                found.append { c.finding(rule, $0, .missingAction, .text(name)) }
                continue
            }
            if first.name != name { found.append { c.finding(rule, $0, .wrongActionName, .text(first.name), .text(name)) } }
            for extra in offered[column.id]?.dropFirst() ?? [] { found.append { c.finding(rule, $0, .extraAction, .text(extra.name)) } }
        }
        for target in moves.targets where !expected.contains(target.column) {
            found.append { c.finding(rule, $0, .extraAction, .text(target.name)) }
        }
        let titleOf = Dictionary(board.columns.enumerated().map { ($1.id, titles[$0]) }, uniquingKeysWith: { first, _ in first })
        for target in moves.targets {
            guard expected.contains(target.column), let title = titleOf[target.column], !title.isEmpty, !target.name.contains(title) else { continue }
            found.append { c.finding(rule, $0, .actionLacksDestination, .text(target.name), .text(title)) }
        }
        return found
    }

    private func kanbanHeaders(_ board: KanbanBoard, _ c: TreeContext) -> [AuditFinding] {
        let groups = c.groupsByID
        return board.columns.flatMap { column -> [AuditFinding] in
            let id = NodeID.column(column.id)
            guard let header = groups[.column(column.id)]?.elements.first(where: { $0.id == id }) else {
                return [c.missingElement(.parityHeaderCount, id)]
            }
            let count = column.cards.count
            let expected = Phrase(strings: c.strings).combinedLabel(c.resolve(column.title), [c.word(.kanbanCardCount(count))], c.language)
            return labelFindings(header, expected: expected, .parityHeaderCount, c)
                + pluralFindings(.kanbanCardCount(count), count, element: id, c)
        }
    }

    // MARK: Snap corner

    private func tileActions(_ tile: SnapCorner, _ c: TreeContext) -> [AuditFinding] {
        guard let node = c.tree.element(id: .tile) else { return [c.missingElement(.parityDragAction, .tile)] }
        let direction = c.environment.layoutDirection
        let expected = SnapCorner.Corner.allCases.filter { $0 != tile.corner }.map { corner in
            (c.word(.actionMoveToCorner(cornerWord(corner, direction, c))), Intent.snapCorner(.move(to: corner)))
        }
        // The words are parity-corner-direction's to check; this rule checks the actions are there.
        return actionFindings(node, expected: expected, checkNames: false, .parityDragAction, c)
    }

    private func tileCorners(_ tile: SnapCorner, _ c: TreeContext) -> [AuditFinding] {
        let rule = AuditRule.parityCornerDirection
        guard let node = c.tree.element(id: .tile) else { return [c.missingElement(rule, .tile)] }
        let direction = c.environment.layoutDirection
        var found = labelFindings(node, expected: c.word(.snapTile(cornerWord(tile.corner, direction, c))), rule, c)
        var names: [Intent: String] = [:]
        for corner in SnapCorner.Corner.allCases where corner != tile.corner {
            let intent = Intent.snapCorner(.move(to: corner))
            let word = cornerWord(corner, direction, c)
            names[intent] = word
            if let action = node.actions.first(where: { $0.intent == intent }) {
                let expected = c.word(.actionMoveToCorner(word))
                if action.name != expected {
                    found.append(c.finding(rule, node.id, .wrongActionName, .text(action.name), .text(expected)))
                }
            }
        }
        return found + namedTargetFindings(node, names: names, rule, c)
    }

    /// The corner's word, worked out apart from the tree builder: the leading side is the left
    /// in left-to-right and the right in right-to-left, so the words mirror between them.
    private func cornerWord(_ corner: SnapCorner.Corner, _ direction: LayoutDirection, _ c: TreeContext) -> String {
        let top = corner == .topLeading || corner == .topTrailing
        let leading = corner == .topLeading || corner == .bottomLeading
        let left = direction == .leftToRight ? leading : !leading
        let key: CatalogText = switch (top, left) {
        case (true, true): .cornerTopLeft
        case (true, false): .cornerTopRight
        case (false, true): .cornerBottomLeft
        case (false, false): .cornerBottomRight
        }
        return c.word(key)
    }

    // MARK: Shared checks

    /// The node offers exactly the expected intents, each once, and (unless told not to) with
    /// the expected names; actions whose intent is not `relevant` are left alone.
    private func actionFindings(
        _ node: AccessibilityNode, expected: [(String, Intent)], checkNames: Bool = true, _ rule: AuditRule, _ c: TreeContext,
        relevant: (Intent) -> Bool = { _ in true }
    ) -> [AuditFinding] {
        var found: [AuditFinding] = []
        // The node's actions by intent, in order, made once: looking each expected intent up in
        // the whole list made a card of a 500-column board cost 500 × 500 comparisons.
        var offeredByIntent: [Intent: [AccessibilityAction]] = [:]
        for action in node.actions { offeredByIntent[action.intent, default: []].append(action) }
        c.work.actionsExamined += node.actions.count
        for (name, intent) in expected {
            c.work.actionsExamined += 1
            let offered = offeredByIntent[intent] ?? []
            guard let action = offered.first else {
                found.append(c.finding(rule, node.id, .missingAction, .text(name)))
                continue
            }
            if checkNames, action.name != name {
                found.append(c.finding(rule, node.id, .wrongActionName, .text(action.name), .text(name)))
            }
            for extra in offered.dropFirst() {
                found.append(c.finding(rule, node.id, .extraAction, .text(extra.name)))
            }
        }
        let wanted = Set(expected.map(\.1))
        for action in node.actions where !wanted.contains(action.intent) && relevant(action.intent) {
            found.append(c.finding(rule, node.id, .extraAction, .text(action.name)))
        }
        return found
    }

    /// Every action whose intent has a destination names it: a catalog that drops the `%@`
    /// of "Move to %@" leaves actions nobody can tell apart.
    private func namedTargetFindings(
        _ node: AccessibilityNode, names: [Intent: String], _ rule: AuditRule, _ c: TreeContext
    ) -> [AuditFinding] {
        node.actions.compactMap { action in
            guard let destination = names[action.intent], !destination.isEmpty,
                  !action.name.contains(destination) else { return nil }
            return c.finding(rule, node.id, .actionLacksDestination, .text(action.name), .text(destination))
        }
    }

    /// A double tap does what a tap does on screen.
    private func defaultActionFindings(
        _ node: AccessibilityNode, expected: Intent, _ rule: AuditRule, _ c: TreeContext
    ) -> [AuditFinding] {
        node.defaultAction == expected ? [] : [c.finding(rule, node.id, .missingDefaultAction)]
    }

    /// The element reads its caption and has the traits of the original.
    private func captionFindings(_ id: NodeID, caption: String, traits: Traits, _ c: TreeContext) -> [AuditFinding] {
        guard let node = c.tree.element(id: id) else {
            return [c.finding(.parityCaption, id, .missingElement, .text(caption))]
        }
        var found = labelFindings(node, expected: caption, .parityCaption, c)
        for described in Traits.described where traits.contains(described.trait) && !node.traits.contains(described.trait) {
            found.append(c.finding(.parityCaption, id, .missingTrait, described.word.map { .word($0) } ?? .text(described.name)))
        }
        return found
    }

    private func labelFindings(_ node: AccessibilityNode, expected: String, _ rule: AuditRule, _ c: TreeContext) -> [AuditFinding] {
        node.label == expected ? [] : [c.finding(rule, node.id, .labelMismatch, .text(node.label), .text(expected))]
    }

    /// The catalog has the plural form the count needs in the tree's language, so the count is
    /// not read with another form's words.
    private func pluralFindings(_ key: CatalogText, _ count: Int, element: NodeID, _ c: TreeContext) -> [AuditFinding] {
        let language = c.language.base
        guard case .plural(let forms, _)? = c.strings.catalog.entries[key.key]?.localizations[language.code] else {
            return []
        }
        let category = PluralCategory.of(count, in: language)
        guard forms[category] == nil else { return [] }
        return [c.finding(.parityHeaderCount, element, .pluralFormMissing, .text(key.key), .text(category.rawValue), .number(count))]
    }
}
