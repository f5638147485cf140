// SPDX-License-Identifier: GPL-3.0-or-later

/// What a configuration file says of rules: switched off, or given another severity.
public struct RuleSettings: Sendable, Hashable {
    /// One rule's setting.
    public enum Setting: Sendable, Hashable {
        /// Never reported.
        case off
        /// Reported with this severity.
        case severity(Severity)

        /// A setting as a configuration file writes it: `off`, `error`, `warning`, `note`;
        /// nil for anything else.
        public init?(word: String) {
            if word == "off" {
                self = .off
            } else if let severity = Severity(rawValue: word), severity != .review {
                self = .severity(severity)
            } else {
                return nil
            }
        }

        /// The words a configuration file may use.
        public static let words = ["off", "error", "warning", "note"]
    }

    /// Settings by rule id.
    public var settings: [String: Setting]

    /// Creates settings.
    public init(_ settings: [String: Setting] = [:]) {
        self.settings = settings
    }

    /// The findings without the rules switched off, with the severities changed.
    public func apply(to findings: [CIFinding]) -> [CIFinding] {
        guard !settings.isEmpty else { return findings }
        return findings.compactMap { finding in
            switch settings[finding.ruleID] {
            case .off?: return nil
            case .severity(let severity)?:
                var changed = finding
                changed.severity = severity
                return changed
            case nil: return finding
            }
        }
    }

    /// The severity a rule has after the settings, or nil when it is off.
    public func severity(of rule: String, default severity: Severity) -> Severity? {
        switch settings[rule] {
        case .off?: nil
        case .severity(let configured)?: configured
        case nil: severity
        }
    }
}
