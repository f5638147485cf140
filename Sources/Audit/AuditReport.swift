// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Semantics
import Widgets

/// The result of an audit: every check each rule made, with what it found.
public struct AuditReport: Sendable, Hashable {
    /// One rule checked over one scope.
    public struct Check: Sendable, Hashable {
        /// The rule.
        public var rule: AuditRule
        /// What it covered.
        public var scope: AuditScope
        /// Its violations; none when the check passed.
        public var findings: [AuditFinding]

        /// Creates a check.
        public init(rule: AuditRule, scope: AuditScope, findings: [AuditFinding]) {
            self.rule = rule
            self.scope = scope
            self.findings = findings
        }
    }

    /// The targets' names, in the order given.
    public var screens: [String]
    /// The languages audited.
    public var languages: [Language]
    /// The directions audited.
    public var directions: [LayoutDirection]
    /// Every check, in order.
    public var checks: [Check]
    /// The appearances colours were judged in.
    public var appearances: [Appearance] = Appearance.allCases
    /// The content size the trees were laid out at.
    public var contentSize: ContentSize = .default
    /// When the audit ran: axe-core's `timestamp`. `SOURCE_DATE_EPOCH`, when set, gives it, so
    /// that a build that must be reproducible gets the same bytes.
    public var date: Date = AuditReport.now()
    /// The inputs that could not be read: each is reported, and the audit exits with 65.
    public var inputErrors: [InputError] = []
    /// How many results a baseline held back (``filtered(by:)``).
    public var baselined = 0

    /// Now, or the time `SOURCE_DATE_EPOCH` gives in seconds.
    public static func now() -> Date {
        if let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = Int(text) {
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return Date()
    }

    /// A file that could not be audited: its name, what is wrong in the reader's words, and where.
    public struct InputError: Sendable, Hashable {
        /// The file as given.
        public var file: String
        /// What is wrong, worded for the reader.
        public var message: String
        /// Where in the file, when the error has a place (a JSON syntax error).
        public var line: Int?
        public var column: Int?

        /// Creates an input error.
        public init(file: String, message: String, line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.message = message
            self.line = line
            self.column = column
        }
    }

    /// Creates a report.
    public init(screens: [String], languages: [Language], directions: [LayoutDirection], checks: [Check]) {
        self.screens = screens
        self.languages = languages
        self.directions = directions
        self.checks = checks
    }

    /// Every violation, in the order found (things to review are apart, in `reviews`).
    public var findings: [AuditFinding] { checks.filter { !$0.rule.isReview }.flatMap(\.findings) }

    /// The rules that had nothing to check (no element they apply to), in the rules' order:
    /// axe-core's "inapplicable". A rule checked on a screen is applicable.
    public var inapplicable: [AuditRule] {
        let checked = Set(checks.map(\.rule))
        return AuditRule.allCases.filter { !checked.contains($0) }
    }

    /// Whether a violation was found: the exit code is 1 then. Things to review never fail.
    public var hasViolations: Bool { checks.contains { !$0.rule.isReview && !$0.findings.isEmpty } }

    /// The review rules with findings, in the rules' order, each with its findings.
    public var reviews: [(rule: AuditRule, findings: [AuditFinding])] {
        checkedRules.filter(\.isReview).compactMap { rule in
            let found = checks.filter { $0.rule == rule }.flatMap(\.findings)
            return found.isEmpty ? nil : (rule, found)
        }
    }

    /// The rules that were checked, in the rules' order.
    public var checkedRules: [AuditRule] {
        let checked = Set(checks.map(\.rule))
        return AuditRule.allCases.filter { checked.contains($0) }
    }

    /// The rules with violations, in the rules' order, each with its findings.
    public var violations: [(rule: AuditRule, findings: [AuditFinding])] {
        checkedRules.filter { !$0.isReview }.compactMap { rule in
            let found = checks.filter { $0.rule == rule }.flatMap(\.findings)
            return found.isEmpty ? nil : (rule, found)
        }
    }

    /// Every finding, violations first then things to review, as one result per rule, screen,
    /// element and kind: the scopes it holds in (languages, directions, appearances) gathered.
    public var results: [AuditResult] {
        var order: [AuditResult.Key] = []
        var grouped: [AuditResult.Key: [AuditFinding]] = [:]
        for finding in findings + reviews.flatMap(\.findings) {
            let key = AuditResult.Key(finding)
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(finding)
        }
        return order.map { AuditResult(findings: grouped[$0] ?? []) }
    }

    /// The rules checked with no violation, in the rules' order (review rules are not passes).
    public var passes: [AuditRule] {
        let failed = Set(findings.map(\.rule))
        return checkedRules.filter { !$0.isReview && !failed.contains($0) }
    }
}
