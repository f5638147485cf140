// SPDX-License-Identifier: GPL-3.0-or-later

/// A run of a check (the audit, `l10n check`) as every CI format reports it: the rules, the
/// findings, the inputs that could not be read, and when the run fails.
public struct CIReport: Sendable {
    /// The job, as the reports name it: `l10n check`, `audit`.
    public var job: String
    /// Every rule the job can report, found or not.
    public var rules: [RuleDescriptor]
    /// The findings, in the order to report them.
    public var findings: [CIFinding]
    /// Inputs that could not be read.
    public var notifications: [ToolNotification]
    /// The paths of the inputs, as given.
    public var inputs: [String]
    /// The name of the findings' groups as a property in JSON and SARIF: `languages`.
    public var groupKey: String
    /// The heading of the text summary by group, in the reader's language ("Findings per language:").
    public var groupHeading: String
    /// The column title of a group in that summary ("Language").
    public var groupTitle: String
    /// How many findings (or groups of findings) a baseline held back.
    public var baselined: Int
    /// The least severity that fails the run (`--fail-on`).
    public var failOn: Severity
    /// What a finding's subject is, as SARIF's logical locations name kinds: `resource` (a
    /// catalog key), `element` (a screen's element).
    public var subjectKind: String

    /// Creates a report.
    public init(
        job: String, rules: [RuleDescriptor], findings: [CIFinding], notifications: [ToolNotification] = [],
        inputs: [String], groupKey: String = "groups", groupHeading: String = "", groupTitle: String = "",
        baselined: Int = 0, failOn: Severity = .error, subjectKind: String = "resource"
    ) {
        self.job = job
        self.rules = rules
        self.findings = findings
        self.notifications = notifications
        self.inputs = inputs
        self.groupKey = groupKey
        self.groupHeading = groupHeading
        self.groupTitle = groupTitle
        self.baselined = baselined
        self.failOn = failOn
        self.subjectKind = subjectKind
    }

    /// How many findings have a severity.
    public func count(_ severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// Whether any finding fails the run.
    public var hasFailures: Bool {
        findings.contains { $0.severity.fails(at: failOn) }
    }

    /// The exit code: 65 when an input could not be read, else 1 when a finding is at or above
    /// `failOn`, else 0.
    public var exitCode: Int32 {
        if !notifications.isEmpty { return ExitCode.unreadableInput }
        return hasFailures ? ExitCode.findings : ExitCode.clean
    }
}
