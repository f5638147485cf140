// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TextSafety

/// A report as SARIF 2.1.0, as GitHub code scanning takes it: every rule in
/// `runs[0].tool.driver.rules` with its full description and its help (`help.text` and
/// `help.markdown`, which name its entry in Rotor's documentation; `helpUri` only when an
/// absolute URL of it is known, as the schema's `uri` format asks); every finding a result
/// with `kind` and `level` as §3.27.10 pairs them, a `physicalLocation` (a URI relative to
/// `%SRCROOT%`, the working folder, with the line and column), `partialFingerprints`, and the
/// groups it holds for as a property; each unreadable input a tool execution notification.
/// Messages show the controls and bidi formatting characters of their input as visible symbols
/// (``TerminalText/visible(_:)``): a page that shows them reorders nothing.
public enum SARIFWriter {
    /// The JSON schema SARIF files name.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base id relative URIs are resolved against: the working folder.
    public static let baseID = "SRCROOT"

    /// The report as a SARIF log, ending in a newline; paths relative to `workingDirectory`.
    public static func render(_ report: CIReport, workingDirectory: String) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules: [Value] = report.rules.map { rule in
            var fields: [String: Value] = [
                "id": .string(rule.id),
                "shortDescription": message(rule.shortDescription),
                "fullDescription": message(rule.fullDescription),
                "help": .object(["text": .string(rule.helpText), "markdown": .string(rule.helpMarkdown)]),
                "defaultConfiguration": .object(["level": .string(rule.defaultSeverity.sarifLevel)]),
                "properties": .object(["tags": .array(rule.tags.map(Value.string))]),
            ]
            if let uri = rule.helpURI { fields["helpUri"] = .string(uri) }
            return .object(fields)
        }
        let results: [Value] = report.findings.map { finding in
            var properties: [String: Value] = finding.properties.mapValues(Value.string)
            for (name, list) in finding.lists { properties[name] = .array(list.map(Value.string)) }
            for (name, fact) in finding.facts { properties[name] = .property(fact) }
            properties[report.groupKey] = .array(finding.groups.map(Value.string))
            if let fix = finding.fix { properties["fix"] = .string(TerminalText.visible(fix)) }
            var result: [String: Value] = [
                "ruleId": .string(finding.ruleID),
                "kind": .string(finding.severity.sarifKind),
                "level": .string(finding.severity.sarifLevel),
                "message": message(TerminalText.visible(finding.message)),
                // A finding in no file (on a demo screen) is at its logical location alone.
                "locations": .array([.object([
                    "logicalLocations": .array([.object([
                        "name": .string(TerminalText.visible(finding.subject)), "kind": .string(report.subjectKind),
                    ])]),
                ].merging(finding.location.map { ["physicalLocation": physical($0, workingDirectory: workingDirectory)] } ?? [:]) { kept, _ in kept })]),
                "partialFingerprints": .object([Fingerprint.sarifName: .string(finding.fingerprint)]),
                "properties": .object(properties),
            ]
            if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = .int(index) }
            return .object(result)
        }
        let notifications: [Value] = report.notifications.map { notification in
            .object([
                "level": .string("error"),
                "message": message(TerminalText.visible(notification.message)),
                "descriptor": .object(["id": .string(notification.id)]),
                "locations": .array([.object(["physicalLocation": physical(notification.location, workingDirectory: workingDirectory)])]),
            ])
        }
        let artifacts: [Value] = report.inputs.map { input in
            .object(["location": artifactLocation(input, workingDirectory: workingDirectory)])
        }
        let run: Value = .object([
            "tool": .object(["driver": .object([
                "name": .string(ToolInfo.name),
                "version": .string(ToolInfo.version),
                "semanticVersion": .string(ToolInfo.version),
                "rules": .array(rules),
            ])]),
            "originalUriBaseIds": .object([baseID: .object(["uri": .string(folderURI(workingDirectory))])]),
            "artifacts": .array(artifacts),
            "columnKind": .string("unicodeCodePoints"),
            "invocations": .array([.object([
                "executionSuccessful": .bool(report.notifications.isEmpty),
                "exitCode": .int(Int(report.exitCode)),
                "toolExecutionNotifications": .array(notifications),
            ])]),
            "results": .array(results),
        ])
        return JSONOutput.encode(Value.object([
            "$schema": .string(schema),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]))
    }

    private static func message(_ text: String) -> Value {
        .object(["text": .string(text)])
    }

    /// A physical location: the artifact, and the region when the line is known.
    static func physical(_ location: SourceLocation, workingDirectory: String) -> Value {
        var fields: [String: Value] = ["artifactLocation": artifactLocation(location.path, workingDirectory: workingDirectory)]
        if let line = location.line {
            var region: [String: Value] = ["startLine": .int(line)]
            if let column = location.column { region["startColumn"] = .int(column) }
            fields["region"] = .object(region)
        }
        return .object(fields)
    }

    /// An artifact location: relative to `%SRCROOT%` when the path is relative or inside the
    /// working folder, else an absolute `file:` URI.
    static func artifactLocation(_ path: String, workingDirectory: String) -> Value {
        let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var relative: String?
        if !path.hasPrefix("/") {
            relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        } else if path.hasPrefix(folder) {
            relative = String(path.dropFirst(folder.count))
        }
        guard let relative else { return .object(["uri": .string("file://" + encoded(path))]) }
        return .object(["uri": .string(encoded(relative)), "uriBaseId": .string(baseID)])
    }

    /// The working folder as a `file:` URI ending in `/`.
    static func folderURI(_ folder: String) -> String {
        "file://" + encoded(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func encoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]@!$&'()*+,=")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// A JSON value, for a log whose property names vary.
    indirect enum Value: Encodable {
        case string(String)
        case int(Int)
        case bool(Bool)
        case property(PropertyValue)
        case array([Value])
        case object([String: Value])

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .int(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            case .bool(let flag):
                var container = encoder.singleValueContainer()
                try container.encode(flag)
            case .property(let value):
                try value.encode(to: encoder)
            case .array(let values):
                var container = encoder.unkeyedContainer()
                for value in values { try container.encode(value) }
            case .object(let fields):
                var container = encoder.container(keyedBy: Key.self)
                for (name, value) in fields { try container.encode(value, forKey: Key(stringValue: name)) }
            }
        }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}
