// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics

/// One violation of a rule: where it is and what is wrong, worded later in the reader's language.
public struct AuditFinding: Sendable, Hashable {
    /// The rule broken.
    public var rule: AuditRule
    /// The screen, language and direction it was found in.
    public var scope: AuditScope
    /// The element's id in the tree (`card.1`), the animation's name, or the catalog key.
    public var element: String
    /// The catalog key of the one-sentence summary (`audit.finding.*`).
    public var summaryKey: String
    /// The summary's arguments.
    public var arguments: [Argument]

    /// An argument of a summary: text quoted from the tree, or a word worded in the reader's language.
    public enum Argument: Sendable, Hashable {
        /// Text as it is: a label, an id, a number.
        case text(String)
        /// A catalog key, worded when the summary is.
        case word(String)
    }

    /// Creates a finding.
    public init(rule: AuditRule, scope: AuditScope, element: String, summaryKey: String, arguments: [Argument] = []) {
        self.rule = rule
        self.scope = scope
        self.element = element
        self.summaryKey = summaryKey
        self.arguments = arguments
    }

    /// What is wrong, in one sentence of the reader's language.
    public func summary(_ strings: Strings, _ language: Language) -> String {
        let words = arguments.map { argument in
            switch argument {
            case .text(let text): text
            case .word(let key): strings.text(key, language)
            }
        }
        return strings.text(summaryKey, language, arguments: words)
    }

    /// axe-core's `target`: the screen (or `catalog`) then the element.
    public var target: [String] {
        [scope.screen ?? "catalog", element].filter { !$0.isEmpty }
    }
}
