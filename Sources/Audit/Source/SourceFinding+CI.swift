// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Reporting

extension SourceFinding {
    /// The source audit's rules as CI tools list them.
    public static func rules(_ words: Wording, settings: RuleSettings = RuleSettings()) -> [RuleDescriptor] {
        SourceRule.allCases.map { rule in
            let help = BidiIsolation.removingIsolates(words(rule.helpKey))
            return RuleDescriptor(
                id: rule.id, shortDescription: help, fullDescription: help,
                defaultSeverity: settings.severity(of: rule.id, default: rule.severity) ?? rule.severity,
                documentation: rule.helpPath, words: words, tags: ["swift-source", rule.category.rawValue]
            )
        }
    }

    /// The findings for the CI writers: each at its file, line and column; its fingerprint
    /// from the view, the element and what tells it apart (the gesture, the image), with a
    /// count where the same element repeats in one view, so that moving lines keeps it.
    public static func ciFindings(_ findings: [SourceFinding], _ words: Wording) -> [CIFinding] {
        var repeats: [String: Int] = [:]
        return findings.map { finding in
            let key = [finding.rule.id, finding.path, finding.view, finding.element, finding.detail].joined(separator: "\u{1F}")
            let ordinal = repeats[key, default: 0]
            repeats[key] = ordinal + 1
            let message = BidiIsolation.removingIsolates(finding.sentence(words))
                .trimmingCharacters(in: .whitespaces)
            return CIFinding(
                ruleID: finding.rule.id, severity: finding.severity, message: message,
                location: SourceLocation(path: finding.path, line: finding.at.line, column: finding.at.column),
                subject: finding.view + "/" + finding.element,
                identity: [finding.view, finding.element, finding.detail, String(ordinal)],
                properties: ["view": finding.view, "element": finding.element]
            )
        }
    }
}
