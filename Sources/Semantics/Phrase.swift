// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// What is spoken for one element, in VoiceOver's order as AccessibilitySnapshot models it.
public struct Phrase: Sendable {
    /// How the parts of a phrase are joined in English, Spanish and Hebrew (", "); Arabic joins
    /// them with its own comma ("، "): see ``separator(_:)``.
    public static let separator = ", "

    public let strings: Strings

    /// Creates a phrase renderer that takes its words from `strings`.
    public init(strings: Strings = .builtIn) {
        self.strings = strings
    }

    /// What joins the parts of a phrase and the items of a list in a language: the catalog's
    /// list separator (", ", Arabic "، "); a pseudo-locale's is its base language's, untouched.
    public func separator(_ language: Language) -> String {
        strings.text(.errorListSeparator, language.base)
    }

    /// "Selected" when selected; the label; the value when not empty; the trait words (Dimmed,
    /// Button, Heading, Link, Adjustable, Image); "Actions available" when there are named
    /// actions. Lower verbosity leaves out what it turns off.
    ///
    /// The label and the value are the words inserted into the phrase: where isolation can change
    /// the display (a right-to-left language, or right-to-left words anywhere in the phrase) each
    /// is isolated (FSI … PDI), so a Latin card title does not turn an Arabic line around. An
    /// element that combines its children (a Kanban column's header) is the exception: its label
    /// is a phrase of its own whose inserted words are isolated already (``combinedLabel(_:_:_:)``),
    /// and isolating all of it would lay "Backlog, 3 כרטיסים" out in the direction of its first
    /// letter, the title's.
    public func spoken(_ node: AccessibilityNode, _ language: Language, verbosity: Verbosity = .high) -> String {
        var words: [String] = []
        for described in Traits.described where verbosity.traits && described.trait != .selected && node.traits.contains(described.trait) {
            if let word = described.word { words.append(strings.text(word, language)) }
        }
        if verbosity.actionsAvailable, node.hasActions { words.append(strings.text(.phraseActionsAvailable, language)) }
        let selected = node.traits.contains(.selected) ? strings.text(.traitSelected, language) : ""
        var own = [node.label, verbosity.values ? node.value : ""]
        // A phrase of one part has nothing around it to protect: its line's direction is the
        // printer's to give (BidiIsolation.paragraph).
        let parts = ([selected] + own + words).filter { !$0.isEmpty }.count
        if parts > 1, BidiIsolation.isNeeded(in: language, pieces: own + words + [selected]) {
            own = node.id.combinesChildren ? [own[0], BidiIsolation.isolate(own[1])] : own.map(BidiIsolation.isolate)
        }
        return ([selected] + own + words).filter { !$0.isEmpty }.joined(separator: separator(language))
    }

    /// The label of an element that combines its children (SwiftUI's
    /// `.accessibilityElement(children: .combine)`): their labels joined as a phrase's parts are,
    /// the first, a person's words (a column's title), isolated wherever isolation can change the
    /// display, as a catalog sentence isolates what it inserts.
    public func combinedLabel(_ title: String, _ others: [String], _ language: Language) -> String {
        let first = BidiIsolation.isNeeded(in: language, pieces: [title] + others) ? BidiIsolation.isolate(title) : title
        return ([first] + others).filter { !$0.isEmpty }.joined(separator: separator(language))
    }

    /// The utterances the console speaks for an element: the phrase, then the element's hint on
    /// its own when hints are on. VoiceOver's hint for named actions (``hints(_:_:verbosity:)``)
    /// names gestures; the console says its own keys instead.
    public func utterances(_ node: AccessibilityNode, _ language: Language, verbosity: Verbosity = .high) -> [String] {
        let phrase = spoken(node, language, verbosity: verbosity)
        return verbosity.hints && !node.hint.isEmpty ? [phrase, node.hint] : [phrase]
    }

    /// What VoiceOver says after the phrase when hints are on, each its own utterance: the
    /// element's hint, then, for an element with named actions, "Swipe up or down to select a
    /// custom action, then double tap to activate."
    public func hints(_ node: AccessibilityNode, _ language: Language, verbosity: Verbosity = .high) -> [String] {
        guard verbosity.hints else { return [] }
        var said = node.hint.isEmpty ? [] : [node.hint]
        if node.hasActions { said.append(strings.text(.phraseActionsHint, language)) }
        return said
    }
}
