// SPDX-License-Identifier: GPL-3.0-or-later

/// What is spoken for one element, in VoiceOver's order as AccessibilitySnapshot models it.
public struct Phrase: Sendable {
    /// How the parts of a phrase are joined.
    public static let separator = ", "

    public let strings: Strings

    /// Creates a phrase renderer that takes its words from `strings`.
    public init(strings: Strings = .builtIn) {
        self.strings = strings
    }

    /// "Selected" when selected; the label; the value when not empty; the trait words (Dimmed,
    /// Button, Heading, Link, Adjustable, Image); "Actions available" when there are named
    /// actions. Lower verbosity leaves out what it turns off.
    public func spoken(_ node: AccessibilityNode, _ language: Language, verbosity: Verbosity = .high) -> String {
        var parts: [String] = []
        if node.traits.contains(.selected) { parts.append(strings.text(.traitSelected, language)) }
        parts.append(node.label)
        if verbosity.values, !node.value.isEmpty { parts.append(node.value) }
        for described in Traits.described where verbosity.traits && described.trait != .selected && node.traits.contains(described.trait) {
            if let word = described.word { parts.append(strings.text(word, language)) }
        }
        if verbosity.actionsAvailable, !node.actions.isEmpty { parts.append(strings.text(.actionsAvailable, language)) }
        return parts.filter { !$0.isEmpty }.joined(separator: Self.separator)
    }

    /// The utterances for an element: the phrase, then the hint on its own when hints are on.
    public func utterances(_ node: AccessibilityNode, _ language: Language, verbosity: Verbosity = .high) -> [String] {
        let phrase = spoken(node, language, verbosity: verbosity)
        return verbosity.hints && !node.hint.isEmpty ? [phrase, node.hint] : [phrase]
    }
}
