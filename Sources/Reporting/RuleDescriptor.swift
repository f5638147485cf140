// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// What a rule checks, as CI tools list it: its id, a short and a full description in the
/// reader's language, its default severity, and its help: where its entry in Rotor's
/// documentation is, said in words (SARIF's `help.text` and `help.markdown`), and an absolute
/// URL of it only when one is known (SARIF's `helpUri` must be an absolute URI, which a path in
/// Rotor's repository is not).
public struct RuleDescriptor: Sendable, Hashable {
    /// The stable id.
    public var id: String
    /// One line.
    public var shortDescription: String
    /// What it checks and why it matters.
    public var fullDescription: String
    /// The severity its findings have unless configured otherwise.
    public var defaultSeverity: Severity
    /// Its entry in Rotor's documentation, such as `docs/l10n-rules.md#placeholder-extra`.
    public var documentation: String
    /// The full description and where the documentation is, as plain text.
    public var helpText: String
    /// The same as Markdown, the path as code.
    public var helpMarkdown: String
    /// An absolute URL of the documentation, when one is known; nil writes no `helpUri`.
    public var helpURI: String?
    /// Tags, such as the rule's category.
    public var tags: [String]

    /// Creates a descriptor, its help in the reader's words.
    public init(
        id: String, shortDescription: String, fullDescription: String, defaultSeverity: Severity, documentation: String,
        words: Wording, helpURI: String? = nil, tags: [String] = []
    ) {
        self.id = id
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.defaultSeverity = defaultSeverity
        self.documentation = documentation
        self.helpURI = helpURI
        self.tags = tags
        // No bidi isolates around the path: the help is for programs to show, not a terminal.
        func sentence(_ path: String) -> String {
            words.strings.text(.reportTextDocumentation(path), words.language, isolating: false)
        }
        helpText = fullDescription + "\n\n" + sentence(documentation)
        let slot = "\u{E000}"
        helpMarkdown = "**" + Self.markdown(shortDescription) + "**\n\n" + Self.markdown(fullDescription) + "\n\n"
            + Self.markdown(sentence(slot)).replacingOccurrences(of: slot, with: "`" + documentation + "`")
    }

    /// Text with Markdown's punctuation escaped, so that it reads as written.
    static func markdown(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
