// SPDX-License-Identifier: GPL-3.0-or-later

/// One finding as every CI format reports it: a rule, a severity, a message, a place in a file,
/// and a fingerprint that stays the same when lines move.
///
/// A finding may hold for several groups at once (the languages of a catalog, the directions
/// of a screen): one result, with the groups as a property, rather than one result each.
public struct CIFinding: Sendable, Hashable {
    /// The rule's stable id, such as `placeholder-extra`.
    public var ruleID: String
    /// How serious it is.
    public var severity: Severity
    /// What is wrong, one sentence or two in the reader's language, without bidi isolates.
    public var message: String
    /// How to fix it, when there is something to say.
    public var fix: String?
    /// Where it is in a file; nil when it is in no file a person has (a finding on one of
    /// Rotor's demo screens), and `subject` alone says where.
    public var location: SourceLocation?
    /// What it is about in the tool's own terms: a catalog key and form, a screen and element.
    public var subject: String
    /// What identifies it whatever its line (the rule and the file are added): a key and a
    /// form, a screen and an element id.
    public var identity: [String]
    /// The groups it holds for (languages), for the summary and as a property.
    public var groups: [String]
    /// More facts for JSON and SARIF, by name.
    public var properties: [String: String]
    /// More facts that are lists (the directions an element was audited in), by name.
    public var lists: [String: [String]]
    /// More facts as JSON values of their own type (a flag as a boolean, a ratio as a number,
    /// colours as an object), by name.
    public var facts: [String: PropertyValue]

    /// Creates a finding.
    public init(
        ruleID: String, severity: Severity, message: String, fix: String? = nil, location: SourceLocation?,
        subject: String, identity: [String], groups: [String] = [], properties: [String: String] = [:],
        lists: [String: [String]] = [:], facts: [String: PropertyValue] = [:]
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.fix = fix
        self.location = location
        self.subject = subject
        self.identity = identity
        self.groups = groups
        self.properties = properties
        self.lists = lists
        self.facts = facts
    }

    /// The stable fingerprint: the rule, the file and the identity.
    public var fingerprint: String {
        Fingerprint.of([ruleID, location?.path ?? ""] + identity)
    }
}
