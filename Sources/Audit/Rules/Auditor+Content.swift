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
        // A column's shared moves are judged once, and their findings repeated on each card.
        var blankMoves: [ObjectIdentifier: Int] = [:]
        for node in c.tree.elements {
            if Self.isBlank(node.label) { found.append(c.finding(.contentEmptyLabel, node.id, .emptyLabel)) }
            if let moves = node.moves {
                let count = blankMoves[ObjectIdentifier(moves)] ?? moves.targets.filter { isBlank($0.name) }.count
                blankMoves[ObjectIdentifier(moves)] = count
                for _ in 0..<count { found.append(c.finding(.contentEmptyLabel, node.id, .emptyActionName)) }
            }
            for action in node.ownActions where isBlank(action.name) {
                found.append(c.finding(.contentEmptyLabel, node.id, .emptyActionName))
            }
        }
        return found
    }

    func traitInLabelFindings(_ c: TreeContext) -> [AuditFinding] {
        let traitWords = Traits.described.compactMap { described -> (key: StringKey, words: [String])? in
            guard Self.roleTraits.contains(described.trait), let key = described.word else { return nil }
            return (key, Self.words(c.strings.text(key, c.language)))
        }
        return c.tree.elements.compactMap { node in
            let words = Self.words(node.label)
            guard let trait = traitWords.first(where: { !$0.words.isEmpty && Self.contains(words, $0.words) }) else { return nil }
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

    func labelTooLongFindings(_ c: TreeContext) -> [AuditFinding] {
        c.tree.elements.compactMap { node in
            let seconds = SpokenLength.seconds(node.label, language: c.language.code)
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
            return c.finding(.reviewRepeatedState, node.id, .repeatedState, .text(node.label), .text(node.value))
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
