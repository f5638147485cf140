// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Semantics
import TextSafety
import Widgets

/// The content rules: what people put in their own documents, checked on every element.
extension Auditor {
    /// The traits whose word names a role, which a label should not repeat ("Done button").
    /// Selected and Dimmed are states, and words such as "2 selected" are fine.
    static let roleTraits: [Traits] = [.button, .header, .link, .adjustable, .image]

    func emptyLabelFindings(_ c: TreeContext) -> [AuditFinding] {
        var found: [AuditFinding] = []
        // Action names repeat on every card of a column: each distinct name is judged once.
        var blank: [String: Bool] = [:]
        func isBlank(_ name: String) -> Bool {
            if let known = blank[name] { return known }
            let result = Self.isBlank(name)
            blank[name] = result
            return result
        }
        // What "Move to %@" and the other named actions read with nothing in their place.
        let emptyTargets = Set([CatalogText.actionMoveToColumn(""), .actionMoveToCorner("")].map { text in
            Self.words(c.word(text)).joined(separator: " ")
        })
        var blankTarget: [String: Bool] = [:]
        func namesNothing(_ name: String) -> Bool {
            if let known = blankTarget[name] { return known }
            let result = emptyTargets.contains(Self.words(name).joined(separator: " "))
            blankTarget[name] = result
            return result
        }
        // A column's shared moves are judged once, and their findings repeated on each card.
        var movesFound: [ObjectIdentifier: [(NodeID) -> AuditFinding]] = [:]
        func findings(_ moves: ColumnMoves) -> [(NodeID) -> AuditFinding] {
            if let known = movesFound[ObjectIdentifier(moves)] { return known }
            var made: [(NodeID) -> AuditFinding] = []
            for target in moves.targets {
                if isBlank(target.name) {
                    made.append { c.finding(.contentEmptyLabel, $0, .emptyActionName) }
                } else if namesNothing(target.name) {
                    made.append { c.finding(.contentEmptyLabel, $0, .blankActionTarget, .text(target.name)) }
                }
            }
            movesFound[ObjectIdentifier(moves)] = made
            return made
        }
        let blankParts = blankTitleElements(c)
        for node in c.tree.elements {
            if Self.isBlank(node.label) {
                found.append(c.finding(.contentEmptyLabel, node.id, .emptyLabel))
            } else if blankParts.contains(node.id) {
                // A header built from a blank title reads "1 card": which column?
                found.append(c.finding(.contentEmptyLabel, node.id, .blankPart, .text(node.label)))
            }
            if let moves = node.moves { found += findings(moves).map { $0(node.id) } }
            for action in node.ownActions {
                if isBlank(action.name) {
                    found.append(c.finding(.contentEmptyLabel, node.id, .emptyActionName))
                } else if namesNothing(action.name) {
                    found.append(c.finding(.contentEmptyLabel, node.id, .blankActionTarget, .text(action.name)))
                }
            }
        }
        return found
    }

    /// A label that holds the word of a role trait the element has: VoiceOver says the word
    /// after the label, so it is heard twice. An element without the trait is left alone: a
    /// card titled "Sketch button" is about a button, and Arabic "زر" is also "visit".
    func traitInLabelFindings(_ c: TreeContext) -> [AuditFinding] {
        let traitWords = Traits.described.compactMap { described -> (trait: Traits, key: CatalogText, words: [String])? in
            guard Self.roleTraits.contains(described.trait), let key = described.word else { return nil }
            return (described.trait, key, Self.words(c.strings.text(key, c.language)))
        }
        return c.tree.elements.compactMap { node in
            guard !node.traits.isDisjoint(with: [.button, .header, .link, .adjustable, .image]) else { return nil }
            let words = Self.words(node.label)
            guard let trait = traitWords.first(where: {
                node.traits.contains($0.trait) && !$0.words.isEmpty && Self.contains(words, $0.words)
            }) else { return nil }
            return c.finding(.contentTraitInLabel, node.id, .traitInLabel, .text(node.label), .text(c.strings.text(trait.key, c.language)))
        }
    }

    func duplicateLabelFindings(_ c: TreeContext) -> [AuditFinding] {
        var found: [AuditFinding] = []
        for group in c.tree.groups {
            var seen: [String: NodeID] = [:]
            for node in group.elements where !Self.isBlank(node.label) {
                let key = Self.words(node.label).joined(separator: " ")
                if let first = seen[key] {
                    found.append(c.finding(.contentDuplicateLabel, node.id, .duplicateLabel, .text(node.label), .text(first.description)))
                } else {
                    seen[key] = node.id
                }
            }
        }
        return found
    }

    /// A label that takes longer to hear than the budget, each run of its text timed at the
    /// rate of the voice that reads it (``ScriptRun``): an English card title in an Arabic tree is
    /// read by the English voice, at English's rate.
    func labelTooLongFindings(_ c: TreeContext) -> [AuditFinding] {
        c.tree.elements.compactMap { node in
            let seconds = Self.spokenSeconds(node.label, language: c.language)
            guard seconds > labelBudget else { return nil }
            return c.finding(
                .contentLabelTooLong, node.id, .labelTooLong,
                .number(Int(seconds.rounded(.up))), .number(Int(labelBudget.rounded(.down)))
            )
        }
    }

    /// Performs each action on a copy of the document: one that changes nothing is a no-op.
    ///
    /// "Bring to front" is left out: the original offers it on every photo, the front one too.
    func noopActionFindings(_ c: TreeContext) -> [AuditFinding] {
        let effect = IntentEffect(c.target.document)
        func changes(_ intent: Intent) -> Bool {
            if case .photoBoard(.bringToFront) = intent { return true }
            return effect.changes(intent)
        }
        var found: [AuditFinding] = []
        for node in c.tree.elements {
            if let moves = node.moves, case .card(let card) = node.id {
                // A card's shared moves, answered for the column once (see IntentEffect).
                for target in effect.unchangingMoves(moves, card: card) {
                    found.append(c.finding(.contentNoopAction, node.id, .noopAction, .text(target.name)))
                }
            }
            for action in node.ownActions where !changes(action.intent) {
                found.append(c.finding(.contentNoopAction, node.id, .noopAction, .text(action.name)))
            }
            if let intent = node.defaultAction, !changes(intent) {
                found.append(c.finding(.contentNoopAction, node.id, .noopDefaultAction))
            }
        }
        return found
    }

    /// Every text of every element that holds something a screen reader or a terminal trips on.
    /// (The `ar-XB` pseudo-locale puts bidi controls in every catalog text on purpose.)
    func unsafeTextFindings(_ c: TreeContext) -> [AuditFinding] {
        var found: [AuditFinding] = []
        let bidiByDesign = c.language.pseudoStyle == .bidi
        // Each distinct text is examined once: cards share their column's action names.
        var kindsByText: [String: [UnsafeText.Kind]] = [:]
        func kinds(_ text: String) -> [UnsafeText.Kind] {
            if let known = kindsByText[text] { return known }
            let result = Array(UnsafeText.kinds(in: text))
            kindsByText[text] = result
            return result
        }
        // A column's shared moves: the names that hold something, found once per column.
        var unsafeMoves: [ObjectIdentifier: [String]] = [:]
        func unsafeNames(_ moves: ColumnMoves) -> [String] {
            if let known = unsafeMoves[ObjectIdentifier(moves)] { return known }
            let names = moves.targets.map(\.name).filter { !kinds($0).isEmpty }
            unsafeMoves[ObjectIdentifier(moves)] = names
            return names
        }
        for node in c.tree.elements {
            let moves = node.moves.map(unsafeNames) ?? []
            for text in [node.label, node.value, node.hint] + moves + node.ownActions.map(\.name) {
                for kind in kinds(text) where !(bidiByDesign && kind == .bidiControl) {
                    found.append(c.finding(.contentUnsafeText, node.id, .unsafeText, .text(UnsafeText.shown(text)), .unsafe(kind)))
                }
            }
        }
        return found
    }

    /// Elements whose value says the state the Selected trait says again: VoiceOver reads the
    /// original grid's chosen photos so ("Selected, Photo 2, Selected"), so it is for a person to
    /// review, not a violation.
    func repeatedStateFindings(_ c: TreeContext) -> [AuditFinding] {
        let selected = c.word(.gridValueSelected)
        return c.tree.elements.compactMap { node in
            guard node.traits.contains(.selected), node.value == selected else { return nil }
            return c.finding(.reviewRepeatedState, node.id, .repeatedState, original: true, .text(node.label), .text(node.value))
        }
    }

    /// The elements whose label is put together with a title that is blank: a Kanban column's
    /// header ("1 card" with no title), the tile ("Your camera," with no corner word).
    func blankTitleElements(_ c: TreeContext) -> Set<NodeID> {
        switch c.target.document {
        case .kanban(let board):
            return Set(board.columns.filter { Self.isBlank(c.resolve($0.title)) }.map { NodeID.column($0.id) })
        case .snapCorner(let tile):
            let corner = TreeBuilder(strings: c.strings).cornerName(tile.corner, c.environment)
            return Self.isBlank(corner) ? [.tile] : []
        case .photoBoard, .photoGrid, .deckFan, .source:
            return []
        }
    }

    /// A label that is a file or asset name (``FileNameLabel``): "IMG_0042" from a camera's
    /// folder opened as a grid, "Harbour.jpg", "ic_trash_24". Each distinct label is judged once.
    func fileNameLabelFindings(_ c: TreeContext) -> [AuditFinding] {
        var judged: [String: Bool] = [:]
        return c.tree.elements.compactMap { node in
            let isName = judged[node.label] ?? FileNameLabel.matches(node.label)
            judged[node.label] = isName
            return isName ? c.finding(.contentFileNameLabel, node.id, .fileNameLabel, .text(node.label)) : nil
        }
    }

    /// The element that heads each group (its first, with the group's id and the group's own
    /// words first: a Kanban column's title and count) without the Header trait, when the
    /// screen has two such groups or more for VoiceOver's rotor to move between. A Kanban
    /// board's headers are the original's, which has no Header trait either.
    func headerTraitFindings(_ c: TreeContext) -> [AuditFinding] {
        let tree = c.tree
        var heads: [AccessibilityNode] = []
        for group in 0..<tree.groupCount {
            let heading = tree.heading(ofGroup: group)
            guard heading.count > 0 else { continue }
            let first = tree.element(at: tree.start(ofGroup: group))
            guard first.id.description == heading.id.description, !heading.label.isEmpty, first.label.hasPrefix(heading.label)
            else { continue }
            heads.append(first)
        }
        guard heads.count > 1 else { return [] }
        let original: Bool = if case .kanban = c.target.document { true } else { false }
        return heads.filter { !$0.traits.contains(.header) }.map { node in
            c.finding(.contentHeaderTrait, node.id, .missingHeaderTrait, original: original, .text(node.label))
        }
    }

    /// How long a text takes to hear: the overhead once, then each script run's letters at the
    /// rate of its voice's language.
    static func spokenSeconds(_ text: String, language: Language) -> Double {
        let runs = ScriptRun.runs(of: SpeechSanitizer.clean(text), ownVoice: ScriptRun.voice(for: language.code))
        return runs.reduce(SpokenLength.overhead) { total, run in
            total + SpokenLength.seconds(letters: SpokenLength.letters(run.text), language: run.voice) - SpokenLength.overhead
        }
    }

    /// Each element's actions that share a name: a person hears two of them and cannot tell
    /// which does what (two columns titled "Done" give a card two "Move to Done").
    func duplicateActionFindings(_ c: TreeContext) -> [AuditFinding] {
        // A column's shared moves are compared once: their words, and the names repeated among them.
        var shared: [ObjectIdentifier: (seen: Set<String>, repeated: [(key: String, name: String)])] = [:]
        func compared(_ moves: ColumnMoves) -> (seen: Set<String>, repeated: [(key: String, name: String)]) {
            if let known = shared[ObjectIdentifier(moves)] { return known }
            var seen = Set<String>()
            var repeated: [(key: String, name: String)] = []
            for target in moves.targets {
                let key = Self.words(target.name).joined(separator: " ")
                if !seen.insert(key).inserted, !key.isEmpty, !repeated.contains(where: { $0.key == key }) { repeated.append((key, target.name)) }
            }
            shared[ObjectIdentifier(moves)] = (seen, repeated)
            return (seen, repeated)
        }
        return c.tree.elements.flatMap { node -> [AuditFinding] in
            guard node.actionCount > 1 else { return [] }
            var seen = Set<String>()
            var reported = Set<String>()
            var found: [AuditFinding] = []
            if let moves = node.moves {
                let (words, repeated) = compared(moves)
                seen = words
                for (key, name) in repeated {
                    reported.insert(key)
                    found.append(c.finding(.contentDuplicateAction, node.id, .duplicateActionName, .text(name)))
                }
            }
            for action in node.ownActions {
                let key = Self.words(action.name).joined(separator: " ")
                guard !seen.insert(key).inserted, !key.isEmpty, reported.insert(key).inserted else { continue }
                found.append(c.finding(.contentDuplicateAction, node.id, .duplicateActionName, .text(action.name)))
            }
            return found
        }
    }

    /// A hint that says only what the label says ("Card fan" twice).
    func hintRepeatsLabelFindings(_ c: TreeContext) -> [AuditFinding] {
        c.tree.elements.compactMap { node in
            guard !Self.isBlank(node.hint), Self.words(node.hint) == Self.words(node.label) else { return nil }
            return c.finding(.contentHintRepeatsLabel, node.id, .hintRepeatsLabel, .text(node.hint))
        }
    }

    /// Traits that contradict each other, as GTXiLib's sets have them: a Button is not also a
    /// Link, nor Adjustable.
    static let conflictingTraits: [(Traits, Traits)] = [(.button, .link), (.button, .adjustable)]

    func conflictingTraitFindings(_ c: TreeContext) -> [AuditFinding] {
        c.tree.elements.compactMap { node in
            guard let (first, second) = Self.conflictingTraits.first(where: { node.traits.contains($0.0) && node.traits.contains($0.1) }) else {
                return nil
            }
            func word(_ trait: Traits) -> AuditFinding.Argument {
                Traits.described.first { $0.trait == trait }?.word.map { .word($0) } ?? .text("")
            }
            return c.finding(.contentConflictingTraits, node.id, .conflictingTraits, word(first), word(second))
        }
    }

    /// Whether a text says nothing: blank, or nothing left once what the synthesizer drops
    /// (controls, escape sequences, bidi marks) is gone, as a label of only `ESC [2J` is.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.generalCategory == .format }
            || SpeechSanitizer.clean(text).isEmpty
    }

    /// The words of a text, case and accents folded, for comparing labels.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
    }

    /// Whether `words` holds `part` as consecutive words.
    static func contains(_ words: [String], _ part: [String]) -> Bool {
        guard part.count <= words.count else { return false }
        return (0...(words.count - part.count)).contains { Array(words[$0..<($0 + part.count)]) == part }
    }
}
