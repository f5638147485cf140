// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety

/// A report as one JSON object: `tool`, `job`, `inputs`, `findings` (each with `ruleId`,
/// `severity`, `message`, `fix`, `location` {`path`, `line`, `column`}, `subject`, the groups
/// under the report's group key, `fingerprint` and `properties`), `notifications` (inputs that
/// could not be read) and `summary` (counts by severity, by rule and by group; what the baseline
/// held back; whether the run fails). A message, fix and subject show the controls and bidi
/// formatting characters of their input as visible symbols (``TerminalText/visible(_:)``); the
/// properties keep the input's text exactly, escaped.
public enum CIJSONWriter {
    struct Document: Encodable {
        var tool: ToolInfo.Named
        var job: String
        var inputs: [String]
        var findings: [Finding]
        var notifications: [Notification]
        var summary: Summary
    }

    struct Finding: Encodable {
        var ruleId: String
        var severity: String
        var message: String
        var fix: String?
        var location: SourceLocation?
        var subject: String
        var groups: [String]
        var groupKey: String
        var fingerprint: String
        var properties: [String: Property]

        enum CodingKeys: String, CodingKey {
            case ruleId, severity, message, fix, location, subject, fingerprint, properties
        }

        struct GroupKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ruleId, forKey: .ruleId)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(fix, forKey: .fix)
            try container.encodeIfPresent(location, forKey: .location)
            try container.encode(subject, forKey: .subject)
            try container.encode(fingerprint, forKey: .fingerprint)
            try container.encode(properties, forKey: .properties)
            var groupContainer = encoder.container(keyedBy: GroupKey.self)
            try groupContainer.encode(groups, forKey: GroupKey(stringValue: groupKey))
        }
    }

    /// A property's value: a text, a list of texts, or a value of its own type.
    enum Property: Encodable {
        case text(String)
        case list([String])
        case value(PropertyValue)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .list(let list): try container.encode(list)
            case .value(let value): try container.encode(value)
            }
        }
    }

    struct Notification: Encodable {
        var id: String
        var message: String
        var location: SourceLocation
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var reviews: Int
        var byRule: [String: Int]
        var byGroup: [String: Int]
        var baselined: Int
        var failOn: String
        var fails: Bool
    }

    /// The report as pretty-printed JSON, ending in a newline.
    public static func render(_ report: CIReport) -> String {
        var byRule: [String: Int] = [:]
        var byGroup: [String: Int] = [:]
        for finding in report.findings {
            byRule[finding.ruleID, default: 0] += 1
            for group in finding.groups { byGroup[group, default: 0] += 1 }
        }
        return JSONOutput.encode(Document(
            tool: ToolInfo.named, job: report.job, inputs: report.inputs,
            findings: report.findings.map { finding in
                Finding(
                    ruleId: finding.ruleID, severity: finding.severity.rawValue, message: TerminalText.visible(finding.message),
                    fix: finding.fix.map(TerminalText.visible), location: finding.location,
                    subject: TerminalText.visible(finding.subject), groups: finding.groups, groupKey: report.groupKey,
                    fingerprint: finding.fingerprint,
                    properties: finding.properties.mapValues(Property.text).merging(finding.lists.mapValues(Property.list)) { text, _ in text }
                        .merging(finding.facts.mapValues(Property.value)) { text, _ in text }
                )
            },
            notifications: report.notifications.map {
                Notification(id: $0.id, message: TerminalText.visible($0.message), location: $0.location)
            },
            summary: Summary(
                errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
                reviews: report.count(.review), byRule: byRule, byGroup: byGroup, baselined: report.baselined,
                failOn: report.failOn.rawValue, fails: report.exitCode != ExitCode.clean
            )
        ))
    }
}
