// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TestSupport
import Testing

/// `rotor audit FOLDER` on Swift sources, run as a team's CI would: the findings each class of
/// view should give, at the line its fixture marks with `// expect: RULE`, and nothing else.
@Suite struct SourceAuditTests {
    static let fixtures = RotorProcess.packageRoot.appending(path: "Tests/AuditTests/Fixtures")
    static let app = fixtures.appending(path: "SourceApp")

    /// A finding as the JSON report gives it.
    struct Found: Hashable, CustomStringConvertible {
        var rule: String
        var path: String
        var line: Int
        var description: String { "\(path):\(line) \(rule)" }
    }

    /// Runs the audit in `folder` and reads its JSON report.
    static func audit(_ arguments: [String], in folder: URL) throws -> (status: Int32, findings: [[String: Any]], report: [String: Any]) {
        let result = try RotorProcess.run(["audit"] + arguments + ["--format", "json"], directory: folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
                                  "not JSON: \(result.standardOutput) \(result.standardError)")
        return (result.status, report["findings"] as? [[String: Any]] ?? [], report)
    }

    static func found(_ findings: [[String: Any]], severities: Set<String> = ["error", "warning", "note"]) -> Set<Found> {
        Set(findings.compactMap { finding -> Found? in
            guard let rule = finding["ruleId"] as? String, let severity = finding["severity"] as? String,
                  severities.contains(severity), let location = finding["location"] as? [String: Any],
                  let path = location["path"] as? String, let line = location["line"] as? Int else { return nil }
            return Found(rule: rule, path: path, line: line)
        })
    }

    /// What the fixture's `// expect: RULE` comments say, file by file.
    static func expected(in folder: URL) throws -> Set<Found> {
        var result: Set<Found> = []
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for path in files where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appending(path: path), encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                result.insert(Found(rule: String(line[range.upperBound...]), path: path, line: number + 1))
            }
        }
        return result
    }

    /// A tapped asset image with no label or trait, pills reordered only by drag, a delete only
    /// on a long press, a double-tap zoom, a knob changed only by dragging, an icon-only button
    /// named by its asset and a Retry button hidden with its banner are found at their lines; a
    /// tap covered by an action in another file, decorative and labelled images, a context menu
    /// mirrored by accessibility actions, swipe actions, a tap with the Button trait, a team's
    /// Button, a `rotor:disable` line and an excluded folder give nothing.
    @Test func everyClassIsFoundAtItsLineAndNothingElse() throws {
        let (status, findings, _) = try Self.audit(["."], in: Self.app)
        #expect(status == 1)
        let expected = try Self.expected(in: Self.app)
        #expect(expected.count == 10)
        let found = Self.found(findings)
        #expect(found.subtracting(expected).isEmpty, "found but not expected: \(found.subtracting(expected).sorted { $0.description < $1.description })")
        #expect(expected.subtracting(found).isEmpty, "expected but not found: \(expected.subtracting(found).sorted { $0.description < $1.description })")
    }

    /// The five originals, as their authors wrote them, pass every rule: one finding to review,
    /// the deck's hint that names a gesture, as the board audit says of the original too.
    @Test func theOriginalsPassEveryRule() throws {
        let (status, findings, _) = try Self.audit(["Seeds"], in: Self.fixtures)
        #expect(status == 0)
        #expect(Self.found(findings).isEmpty, "\(Self.found(findings))")
        let reviews = findings.compactMap { $0["ruleId"] as? String }
        #expect(reviews == ["review-hint-gesture"])
    }

    /// The SARIF GitHub takes: valid against the OASIS schema, every result at its `.swift` file
    /// and line, with a fingerprint; the rules listed with their help.
    @Test func theSarifIsValidAndPointsAtTheSwiftLine() throws {
        let result = try RotorProcess.run(["audit", ".", "--format", "sarif"], directory: Self.app)
        #expect(result.status == 1)
        #expect(try SARIFSchema.errors(in: result.standardOutput) == [])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 10)
        for item in results {
            let location = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasPrefix("App/") && uri.hasSuffix(".swift"), "\(uri)")
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int != nil)
            #expect((item["partialFingerprints"] as? [String: Any])?.isEmpty == false)
        }
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "source-gesture-alternative" })
    }

    /// Moving lines keeps every fingerprint: what a baseline accepted stays accepted.
    @Test func aBaselineSurvivesMovedLines() throws {
        let folder = try Self.copy(of: Self.app)
        let baseline = folder.appending(path: "baseline.json").path
        let first = try RotorProcess.run(["audit", ".", "--write-baseline", baseline, "--format", "text"], directory: folder)
        // Written down, the findings are accepted: the run that wrote them exits 0.
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("source-gesture-alternative"))
        let gallery = folder.appending(path: "App/Views/GalleryScreen.swift")
        let text = try String(contentsOf: gallery, encoding: .utf8)
        try ("// Two lines moved every finding below them.\n\n" + text).write(to: gallery, atomically: true, encoding: .utf8)
        let second = try RotorProcess.run(["audit", ".", "--baseline", baseline], directory: folder)
        #expect(second.status == 0, "\(second.standardOutput)")
    }

    /// What cannot be read is reported in every format and the rest is audited: a file with
    /// syntax errors (what the parser understood is audited), one not UTF-8, a dangling link; a
    /// symbolic link loop is walked once, and `.build` is never walked.
    @Test(arguments: ["text", "json", "sarif", "junit", "github"])
    func unreadableFilesAreReportedAndTheRestAudited(format: String) throws {
        let folder = try Self.copy(of: Self.app)
        let broken = folder.appending(path: "App/Views/Broken.swift")
        try "struct Broken: View {\n    var body: some View {\n        Image(\"IMG_0042\")\n        }\n    }}\n}\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        try Data([0x73, 0x74, 0xFF, 0xFE, 0x0A]).write(to: folder.appending(path: "App/Latin1.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "App/Gone.swift").path, withDestinationPath: "/nonexistent/Gone.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "App/Views/Loop").path, withDestinationPath: "..")
        let build = folder.appending(path: ".build/checkouts")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try "struct Dependency: View { var body: some View { Image(\"dsc_1234\").onLongPressGesture { } } }"
            .write(to: build.appending(path: "Dependency.swift"), atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["audit", ".", "--format", format], directory: folder)
        #expect(result.status == 65, "\(result.standardOutput)")
        for name in ["Broken.swift", "Latin1.swift", "Gone.swift"] {
            #expect(result.standardOutput.contains(name), "\(format) does not name \(name)")
        }
        #expect(!result.standardOutput.contains("Dependency.swift"))
        #expect(!result.standardOutput.contains("Loop/"), "a link loop is walked once")
        #expect(result.standardOutput.contains("GalleryScreen.swift"), "the rest is audited")
        if format == "sarif" { #expect(try SARIFSchema.errors(in: result.standardOutput) == []) }
    }

    /// A settings file Rotor cannot use stops the audit with a usage error that says why.
    @Test func aMisspeltSettingIsAUsageError() throws {
        let folder = try Self.copy(of: Self.app)
        try #"{ "component": { "FollowButton": "Button" } }"#.write(
            to: folder.appending(path: "rotor-audit.json"), atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["audit", "."], directory: folder)
        #expect(result.status == 64)
        #expect(result.standardError.contains("it has no setting 'component'"), "\(result.standardError)")
        #expect(result.standardError.contains("Did you mean 'components'?"), "\(result.standardError)")
    }

    /// Without `rotor-swift` the audit says how to build it, with exit code 69.
    @Test func aMissingReaderSaysHowToBuildIt() throws {
        let result = try RotorProcess.run(["audit", "."], environment: ["ROTOR_SWIFT": "/nonexistent/rotor-swift"], directory: Self.app)
        #expect(result.status == 69)
        #expect(result.standardError.contains("swift build --product rotor-swift"), "\(result.standardError)")
    }

    /// A copy of a folder in a new temporary folder.
    static func copy(of folder: URL) throws -> URL {
        let target = RotorProcess.isolatedConfiguration().appending(path: folder.lastPathComponent)
        try FileManager.default.copyItem(at: folder, to: target)
        return target
    }
}
