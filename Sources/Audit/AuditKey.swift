// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import TextSafety
import Widgets

/// The catalog keys of the audit's words: report lines, rule help, impact words and finding
/// summaries.
public enum AuditKey: CatalogKey, Hashable {
    /// A line of the audit's text report (`audit.text.*`).
    case report(Report)
    /// A layout direction in running text (`audit.direction.ltr`).
    case direction(LayoutDirection)
    /// A rule's one-line help (`audit.rule.<id>`).
    case rule(AuditRule)
    /// An impact's word (`audit.impact.<level>`).
    case impact(Impact)
    /// A finding's one-sentence summary (`audit.finding.<kind>`).
    case finding(AuditFinding.Kind)
    /// A kind of unsafe text in a finding (`audit.unsafe.<kind>`).
    case unsafe(UnsafeText.Kind)
    /// An appearance in running text (`audit.appearance.light`).
    case appearance(Appearance)
    /// Words a label or hint is matched against (`audit.match.<list>`), `|` between them.
    case match(MatchList)
    /// A source rule's one-line help (`audit.rule.<id>`; ids the board audit shares have one entry).
    case sourceRule(SourceRule)
    /// A sentence of the audit of Swift sources (`audit.source.<kind>`).
    case source(SourceFinding.Kind)
    /// A gesture in a sentence (`audit.gesture.<kind>`).
    case gesture(SourceFinding.GestureKind)

    /// The word lists the review rules match labels and hints against, in each language.
    public enum MatchList: String, Sendable, CaseIterable {
        /// Gestures: tap, double-tap, swipe, drag, long press …
        case gestures
        /// States VoiceOver says itself: selected, checked, disabled …
        case states
    }

    /// The lines of the audit's text report.
    public enum Report: String, Sendable, CaseIterable {
        case scope, clean, violations, rule, node, passed, reviews, original, inputError, nothingAudited, refused
    }

    /// The key as the catalog spells it.
    public var key: String {
        switch self {
        case .report(let line): "audit.text." + line.rawValue
        case .direction(let direction): "audit.direction." + direction.rawValue
        case .rule(let rule): "audit.rule." + rule.rawValue
        case .impact(let impact): "audit.impact." + impact.rawValue
        case .finding(let kind): "audit.finding." + kind.rawValue
        case .unsafe(let kind): "audit.unsafe." + kind.rawValue
        case .appearance(let appearance): "audit.appearance." + appearance.rawValue
        case .match(let list): "audit.match." + list.rawValue
        case .sourceRule(let rule): "audit.rule." + rule.rawValue
        case .source(let kind): "audit.source." + kind.rawValue
        case .gesture(let kind): "audit.gesture." + kind.rawValue
        }
    }

    /// Every key of every family.
    public static var allKeys: [AuditKey] {
        Report.allCases.map(report) + LayoutDirection.allCases.map(direction) + AuditRule.allCases.map(rule)
            + Impact.allCases.map(impact) + AuditFinding.Kind.allCases.map(finding) + UnsafeText.Kind.allCases.map(unsafe)
            + Appearance.allCases.map(appearance) + MatchList.allCases.map(match)
            + SourceRule.allCases.filter { AuditRule(rawValue: $0.rawValue) == nil }.map(sourceRule)
            + SourceFinding.Kind.allCases.map(source) + SourceFinding.GestureKind.allCases.map(gesture)
    }
}
