// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import Widgets

/// The audit as the CI layer reports it: SARIF, GitHub annotations, baselines and `--fail-on`
/// work on the same findings as `rotor l10n check`'s.
extension AuditReport {
    /// The job's name in CI reports and baselines.
    public static let job = "audit"
    /// The name of a finding's groups (the languages it holds in) in JSON and SARIF.
    public static let groupKey = "languages"

    /// Every audit rule as CI tools list it, in the rules' order.
    public static func rules(_ words: Wording) -> [RuleDescriptor] {
        AuditRule.allCases.map { rule in
            let help = BidiIsolation.removingIsolates(words(rule.helpKey))
            return RuleDescriptor(
                id: rule.id, shortDescription: help, fullDescription: help, defaultSeverity: rule.severity,
                documentation: rule.helpPath, words: words, tags: [rule.category.rawValue, rule.impact.rawValue]
            )
        }
    }

    /// The report for the CI writers: one finding per rule, element and kind, with the languages
    /// it holds in as its groups and the directions, appearances and impact as properties; the
    /// unreadable inputs as notifications.
    public func ciReport(_ words: Wording, inputs: [String], failOn: Severity) -> CIReport {
        let findings = results.map { result in
            let first = result.first
            var properties = ["impact": result.rule.impact.rawValue]
            var facts: [String: PropertyValue] = ["original": .flag(result.findings.contains(where: \.original))]
            let contrasts = result.contrasts
            if !contrasts.isEmpty { facts["contrast"] = .list(contrasts.map(\.property)) }
            if let screen = first.scope.screen { properties["screen"] = screen }
            var lists = ["directions": result.directions.map(\.rawValue)]
            if !result.appearances.isEmpty { lists["appearances"] = result.appearances.map(\.rawValue) }
            return CIFinding(
                ruleID: result.rule.id, severity: result.rule.severity,
                message: BidiIsolation.removingIsolates(result.summary(words.strings, words.language)),
                location: result.location, subject: Self.logicalName(first.target), identity: result.identity,
                groups: result.languages.map(\.code), properties: properties, lists: lists, facts: facts
            )
        }
        let notifications = inputErrors.map { error in
            ToolNotification(
                message: BidiIsolation.removingIsolates(error.message),
                location: SourceLocation(path: error.file, line: error.line, column: error.column)
            )
        }
        return CIReport(
            job: Self.job, rules: Self.rules(words), findings: findings, notifications: notifications, inputs: inputs,
            groupKey: Self.groupKey, baselined: baselined, failOn: failOn, subjectKind: "element"
        )
    }

    /// The verdict, in the reader's words: how many violations (`violations`, as the format
    /// counts them), else that none was found; and, when inputs were refused, that they were
    /// and that the audit is therefore not clean (never "No violations" alone), or that nothing
    /// was audited at all.
    public func verdict(violations: Int, _ words: Wording) -> [String] {
        let refused = inputErrors.count
        if refused > 0, screens.isEmpty {
            return [words.strings.text(AuditKey.report(.nothingAudited), words.language, number: refused)]
        }
        let refusedLine = refused > 0 ? [words.strings.text(AuditKey.report(.refused), words.language, number: refused)] : []
        if hasViolations {
            return [words.strings.text(AuditKey.report(.violations), words.language, number: violations)] + refusedLine
        }
        return refused > 0 ? refusedLine : [words.strings.text(AuditKey.report(.clean), words.language, number: passes.count)]
    }

    /// The exit code, as ``CIReport/exitCode`` gives it for this report: 65 when an input could
    /// not be read, else 1 when a violation is at or above `failOn`, else 0.
    public func exitCode(failOn: Severity) -> Int32 {
        if !inputErrors.isEmpty { return ExitCode.unreadableInput }
        let fails = checks.contains { !$0.findings.isEmpty && $0.rule.severity.fails(at: failOn) }
        return fails ? ExitCode.findings : ExitCode.clean
    }

    /// The report without what a baseline accepts: a finding in a language the baseline holds
    /// for its result is dropped; `baselined` counts the results dropped whole, as the baseline
    /// counts them in `l10n check`.
    public func filtered(by baseline: Baseline) -> AuditReport {
        var kept = self
        for index in kept.checks.indices {
            kept.checks[index].findings.removeAll { finding in
                let result = AuditResult(findings: [finding])
                guard let languages = baseline.accepted[result.fingerprint] else { return false }
                guard let language = finding.scope.language else { return true }
                return languages.contains(language.code)
            }
        }
        let before = Set(results.map(\.fingerprint))
        let after = Set(kept.results.map(\.fingerprint))
        kept.baselined = baselined + before.subtracting(after).count
        return kept
    }

    /// The logical name of an element: its screen or file's last path component, then the
    /// element, so that no absolute path is fused with an id.
    static func logicalName(_ target: [String]) -> String {
        target.enumerated().map { index, part in
            index == 0 ? String(part.split(separator: "/").last ?? Substring(part)) : part
        }.joined(separator: "/")
    }
}
