// SPDX-License-Identifier: GPL-3.0-or-later

/// What a rule checks, as CI tools list it: its id, a short and a full description in the
/// reader's language, its default severity and where its documentation is.
public struct RuleDescriptor: Sendable, Hashable {
    /// The stable id.
    public var id: String
    /// One line.
    public var shortDescription: String
    /// What it checks and why it matters.
    public var fullDescription: String
    /// The severity its findings have unless configured otherwise.
    public var defaultSeverity: Severity
    /// Its entry in the documentation, such as `docs/l10n-rules.md#placeholder-extra`.
    public var helpURI: String
    /// Tags, such as the rule's category.
    public var tags: [String]

    /// Creates a descriptor.
    public init(
        id: String, shortDescription: String, fullDescription: String, defaultSeverity: Severity, helpURI: String,
        tags: [String] = []
    ) {
        self.id = id
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.defaultSeverity = defaultSeverity
        self.helpURI = helpURI
        self.tags = tags
    }
}
