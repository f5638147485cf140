// SPDX-License-Identifier: GPL-3.0-or-later
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

    /// Creates a report.
    public init(screens: [String], languages: [Language], directions: [LayoutDirection], checks: [Check]) {
        self.screens = screens
        self.languages = languages
        self.directions = directions
        self.checks = checks
    }

    /// Every violation, in the order found (things to review are apart, in `reviews`).
    public var findings: [AuditFinding] { checks.filter { !$0.rule.isReview }.flatMap(\.findings) }

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

    /// The rules checked with no violation, in the rules' order (review rules are not passes).
    public var passes: [AuditRule] {
        let failed = Set(findings.map(\.rule))
        return checkedRules.filter { !$0.isReview && !failed.contains($0) }
    }
}
