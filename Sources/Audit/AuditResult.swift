// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import Widgets

/// One problem on one element, as machine-readable reports give it: a rule, an element, what is
/// wrong, and every language, direction and appearance it holds in, instead of one finding each.
public struct AuditResult: Sendable, Hashable {
    /// What makes two findings one result.
    struct Key: Hashable {
        let rule: AuditRule
        let screen: String?
        let element: String
        let kind: AuditFinding.Kind

        init(_ finding: AuditFinding) {
            rule = finding.rule
            screen = finding.scope.screen
            element = finding.element
            kind = finding.kind
        }
    }

    /// The findings it gathers, in the order found; never empty.
    public var findings: [AuditFinding]

    /// The first finding: its rule, element, kind and location are every finding's.
    public var first: AuditFinding { findings[0] }
    /// The rule broken.
    public var rule: AuditRule { first.rule }
    /// The element's id, the animation's name, or the catalog key.
    public var element: String { first.element }
    /// Where the element is written: its board file's object, or a catalog entry.
    public var location: SourceLocation? { first.location }

    /// The languages it holds in, in the order audited.
    public var languages: [Language] { unique(findings.compactMap(\.scope.language)) }
    /// The directions it holds in.
    public var directions: [LayoutDirection] { unique(findings.compactMap(\.scope.direction)) }
    /// The appearances it holds in (contrast rules only).
    public var appearances: [Appearance] { unique(findings.compactMap(\.scope.appearance)) }

    /// The finding that says it best for a reader: one in the reader's language when there is
    /// one (its quoted labels are then the reader's), else the first.
    public func finding(for language: Language) -> AuditFinding {
        findings.first { $0.scope.language == language } ?? first
    }

    /// What is wrong, in the reader's language; the different sentences one scope gives (two
    /// extra actions on one element) joined.
    public func summary(_ strings: Strings, _ language: Language) -> String {
        let chosen = finding(for: language)
        let sameScope = findings.filter { $0.scope == chosen.scope }
        var sentences: [String] = []
        for finding in sameScope {
            let sentence = finding.summary(strings, language)
            if !sentences.contains(sentence) { sentences.append(sentence) }
        }
        return sentences.joined(separator: " ")
    }

    /// What identifies it in CI reports and baselines, whatever its line: the screen (or
    /// `catalog`), the element and what is wrong.
    public var identity: [String] {
        [first.scope.screen ?? "catalog", element, first.kind.rawValue]
    }

    /// A stable identity for CI (SARIF's `partialFingerprints`, baselines): the rule, the file
    /// (none for a demo's finding) and the identity, hashed; it does not move when lines do.
    public var fingerprint: String {
        Fingerprint.of([rule.id, location?.path ?? ""] + identity)
    }

    /// The contrast it measured in each appearance it holds in, the first finding's of each.
    public var contrasts: [ContrastMeasure] {
        var seen = Set<Appearance>()
        return findings.compactMap { finding in
            guard let measure = finding.contrast, seen.insert(measure.appearance).inserted else { return nil }
            return measure
        }
    }

    private func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
