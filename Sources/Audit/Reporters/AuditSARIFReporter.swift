// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Reporting
import Semantics

/// An audit report as SARIF 2.1.0, as GitHub code scanning takes it: every rule in
/// `runs[0].tool.driver.rules` with its `fullDescription` and `helpUri` (its entry in
/// `docs/audit-rules.md`); one result per rule and element, with a `physicalLocation` (the
/// element's object in its board file, or the catalog entry of a demo's words, relative to
/// `%SRCROOT%`), a logical location (`kanban/card.1`), `partialFingerprints`, and the languages,
/// directions and appearances it holds for as properties. A result to review has `kind`
/// `review` and `level` `none` (§3.27.10). Files that could not be read are
/// `toolExecutionNotifications` of a failed invocation. No bidi isolates in any text.
public enum AuditSARIFReporter: Reporter {
    /// The JSON schema SARIF files name.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base the relative URIs of locations stand on: the folder the audit ran in.
    public static let sourceRoot = "SRCROOT"

    struct Log: Encodable {
        var schema = AuditSARIFReporter.schema
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level = "error"
        var message: Message
        var locations: [Location]?
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }

    struct Message: Encodable {
        var text: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct RuleProperties: Encodable {
        var impact: String
        var tags: [String]
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        /// `fail` for a violation, `review` for something to look at.
        var kind: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var properties: ResultProperties
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    struct LogicalLocation: Encodable {
        var name: String
        var fullyQualifiedName: String
        var kind: String
    }

    struct ResultProperties: Encodable {
        var impact: String
        var screen: String?
        var languages: [String]
        var directions: [String]
        var appearances: [String]?
        var original: Bool
    }

    /// The key of Rotor's fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "rotorElement/v1"

    /// The report as a SARIF log, ending in a newline.
    public static func render(_ report: AuditReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        func plain(_ text: String) -> String { BidiIsolation.removingIsolates(text) }
        let rules = AuditRule.allCases
        let results = report.results.map { result in
            let finding = result.first
            let target = finding.target
            let physical = result.location.map { location in
                PhysicalLocation(
                    artifactLocation: artifact(location.file),
                    region: Region(startLine: max(location.line, 1), startColumn: max(location.column, 1))
                )
            }
            return Result(
                ruleId: result.rule.id,
                ruleIndex: rules.firstIndex(of: result.rule) ?? 0,
                level: level(result.rule),
                kind: result.rule.isReview ? "review" : "fail",
                message: Message(text: plain(result.summary(strings, language))),
                locations: [Location(
                    physicalLocation: physical,
                    logicalLocations: [LogicalLocation(
                        name: target.last ?? "", fullyQualifiedName: logicalName(target),
                        kind: finding.element.isEmpty ? "module" : "element"
                    )]
                )],
                partialFingerprints: [fingerprintKey: result.fingerprint],
                properties: ResultProperties(
                    impact: result.rule.impact.rawValue, screen: finding.scope.screen, languages: result.languages.map(\.code),
                    directions: result.directions.map(\.rawValue),
                    appearances: result.appearances.isEmpty ? nil : result.appearances.map(\.rawValue),
                    original: result.findings.contains(where: \.original)
                )
            )
        }
        let driver = Driver(name: ToolInfo.name, version: ToolInfo.version, rules: rules.map { rule in
            let help = plain(strings.text(rule.helpKey, language))
            return Rule(
                id: rule.id, shortDescription: Message(text: help), fullDescription: Message(text: help),
                helpUri: rule.helpPath, defaultConfiguration: Configuration(level: level(rule)),
                properties: RuleProperties(impact: rule.impact.rawValue, tags: [rule.category.rawValue])
            )
        })
        let notifications = report.inputErrors.map { error in
            Notification(
                message: Message(text: plain(error.message)),
                locations: [Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: artifact(error.file),
                        region: error.line.map { Region(startLine: max($0, 1), startColumn: error.column.map { max($0, 1) }) }
                    ),
                    logicalLocations: nil
                )]
            )
        }
        let run = Run(
            tool: Tool(driver: driver),
            invocations: [Invocation(executionSuccessful: report.inputErrors.isEmpty, toolExecutionNotifications: notifications)],
            originalUriBaseIds: [sourceRoot: ArtifactLocation(uri: "./", uriBaseId: nil)],
            results: results
        )
        return JSONOutput.encode(Log(runs: [run]))
    }

    /// SARIF §3.27.10: a violation's level follows its impact; anything else is `none`.
    static func level(_ rule: AuditRule) -> String {
        rule.isReview ? "none" : rule.impact.sarifLevel
    }

    /// A file's location: relative to `%SRCROOT%` when the path is relative, else a `file:` URI.
    static func artifact(_ path: String) -> ArtifactLocation {
        if path.hasPrefix("/") {
            return ArtifactLocation(uri: "file://" + percentEncoded(path), uriBaseId: nil)
        }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return ArtifactLocation(uri: percentEncoded(relative), uriBaseId: sourceRoot)
    }

    /// The logical name of an element: its screen or file's last path component, then the element.
    static func logicalName(_ target: [String]) -> String {
        target.enumerated().map { index, part in
            index == 0 ? String(part.split(separator: "/").last ?? Substring(part)) : part
        }.joined(separator: "/")
    }

    /// A path as a URI reference: what is not unreserved, `/` or a sub-delimiter is percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=:@".utf8)
        return path.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
    }
}
