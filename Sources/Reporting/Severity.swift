// SPDX-License-Identifier: GPL-3.0-or-later

/// How serious a finding is for the people who use what was checked, as SARIF 2.1.0 names its
/// levels (§3.27.10): `error`, `warning`, `note`, and `review` for a finding that is no failure
/// but wants a person's judgement (SARIF kind `review`, level `none`).
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Broken for the user: a crash, garbage, an empty or missing text.
    case error
    /// A sensible fallback the user still meets.
    case warning
    /// Worth a look.
    case note
    /// For a person to judge; never a failure.
    case review

    /// The more serious, the greater.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .error: 3
        case .warning: 2
        case .note: 1
        case .review: 0
        }
    }

    /// SARIF's `kind`: `fail`, or `review`.
    public var sarifKind: String { self == .review ? "review" : "fail" }

    /// SARIF's `level`: the severity for a failure, `none` for a review (§3.27.10).
    public var sarifLevel: String { self == .review ? "none" : rawValue }

    /// Whether a finding of this severity fails a run that fails at `threshold` (`--fail-on`).
    public func fails(at threshold: Severity) -> Bool {
        self != .review && self >= threshold
    }
}
