// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics

/// The review rules past the repeated state: what a person should look at, never a violation.
extension Auditor {
    /// The words of a catalog list (`audit.match.*`) in the tree's language, each as its folded
    /// words, longest first so that "double tap" is found before "tap".
    func matchList(_ list: AuditKey.MatchList, _ c: TreeContext) -> [[String]] {
        c.strings.text(AuditKey.match(list), c.language)
            .split(separator: "|")
            .map { Self.words(String($0)) }
            .filter { !$0.isEmpty }
            .enumerated()
            .sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
            .map(\.element)
    }

    /// A hint that names a gesture ("Drag or tap to fan the cards"): VoiceOver users perform
    /// the action with a double tap or the actions rotor, not the gesture named. Apple's
    /// documentation of `accessibilityHint` asks for the result, not the gesture.
    func hintGestureFindings(_ c: TreeContext) -> [AuditFinding] {
        let gestures = matchList(.gestures, c)
        return c.tree.elements.compactMap { node in
            let words = Self.words(node.hint)
            guard !words.isEmpty, let gesture = gestures.first(where: { Self.contains(words, $0) }) else { return nil }
            // The deck's hint is the original's own words.
            return c.finding(
                .reviewHintGesture, node.id, .hintNamesGesture, original: node.id == .deck, .text(node.hint), .text(gesture.joined(separator: " "))
            )
        }
    }

    /// A label of an actionable element that says a state or names a gesture ("Selected photo",
    /// "Tap to open"): VoiceOver says the state from the traits and value, and the person acts
    /// by its own gestures. Static text shows the words it reads, so it is left alone.
    func stateInLabelFindings(_ c: TreeContext) -> [AuditFinding] {
        let lists = matchList(.states, c) + matchList(.gestures, c)
        return c.tree.elements.compactMap { node in
            guard Self.isActionable(node) else { return nil }
            let words = Self.words(node.label)
            guard let word = lists.first(where: { Self.contains(words, $0) }) else { return nil }
            return c.finding(.reviewStateInLabel, node.id, .stateInLabel, .text(node.label), .text(word.joined(separator: " ")))
        }
    }

    /// Elements of different groups that share a label: within a group it is a violation
    /// (``duplicateLabelFindings(_:)``); across the screen, a listener may still tell them apart
    /// by where they are, so it is for a person to review.
    func screenDuplicateLabelFindings(_ c: TreeContext) -> [AuditFinding] {
        var first: [String: (group: Int, id: NodeID)] = [:]
        var found: [AuditFinding] = []
        for (group, built) in c.tree.groups.enumerated() {
            // The empty column's "Drop cards here" is the original's own placeholder, the same in every column.
            for node in built.elements where !Self.isBlank(node.label) {
                if case .columnEmpty = node.id { continue }
                let key = Self.words(node.label).joined(separator: " ")
                if let earlier = first[key] {
                    if earlier.group != group {
                        found.append(c.finding(.reviewDuplicateLabelScreen, node.id, .duplicateLabelOnScreen, .text(node.label), .text(earlier.id.description)))
                    }
                } else {
                    first[key] = (group, node.id)
                }
            }
        }
        return found
    }
}
