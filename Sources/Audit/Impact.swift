// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting

/// How badly a violation hurts a person using VoiceOver, in axe-core's four levels.
public enum Impact: String, Sendable, Hashable, CaseIterable, Codable {
    /// Something cannot be done at all.
    case critical
    /// Something is wrong or misleading.
    case serious
    /// Something is harder than it should be.
    case moderate
    /// Something is noisy or untidy.
    case minor

    /// The catalog key of the impact's word.
    public var wordKey: AuditKey { .impact(self) }

    /// The severity of a violation with this impact: critical and serious are errors,
    /// moderate a warning, minor a note.
    public var severity: Severity {
        switch self {
        case .critical, .serious: .error
        case .moderate: .warning
        case .minor: .note
        }
    }
}
