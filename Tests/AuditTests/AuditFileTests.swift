// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TestSupport
import Testing

/// `rotor audit FILE` on a person's own board, and the same audit giving the same bytes.
@Suite struct AuditFileTests {
    static let folder = RotorProcess.isolatedConfiguration()

    /// A board with a card that names a role it does not have (left alone) and two cards that
    /// differ only in case.
    static let flawed: String = {
        let path = folder.appending(path: "flawed.json").path
        try? #"""
            {"kind": "kanban", "columns": [
              {"id": "todo", "title": "To do", "cards": [
                {"id": "1", "title": "Done button"}, {"id": "2", "title": "Call Ana"}, {"id": "3", "title": "call ana"}]},
              {"id": "done", "title": "Done", "cards": []}]}
            """#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    @Test func aFlawedFileIsReportedByItsPathAndElementsWithExitCode1() throws {
        let path = Self.flawed
        let result = try RotorProcess.run(["audit", path, "--lang", "en", "--direction", "ltr"])
        #expect(result.status == 1)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasPrefix("""
            Audited 1 screen; languages: en; directions: left to right.
            Found 6 violations.

            content-duplicate-label, moderate: No two elements of one group share a label.
              \(path), card.3, en, left to right: The label “call ana” is also the label of card.2 in this group.

            content-header-trait, moderate:
            """))
        #expect(!result.standardOutput.contains("content-trait-in-label, minor:"), "the card has no Button trait")
        let json = try RotorProcess.run(["audit", path, "--format", "json"])
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [[String: Any]])
        #expect(Set(violations.compactMap { $0["id"] as? String }) == ["content-duplicate-label", "content-header-trait", "contrast-text"])
        let contrast = try #require(violations.first { $0["id"] as? String == "contrast-text" }?["nodes"] as? [[String: Any]])
        #expect(contrast.allSatisfy { $0["original"] as? Bool == true }, "the column's count in the original's .secondary")
    }

    @Test func aCleanFileAuditsCleanAndABadOneIsAnError() throws {
        let clean = Self.folder.appending(path: "clean.json").path
        try #"{"kind": "snap-corner", "corner": "topLeading"}"#.write(toFile: clean, atomically: true, encoding: .utf8)
        try ##"{"kind": "snap-corner", "corner": "topLeading", "background": "#1C1C1E"}"##.write(toFile: clean, atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["audit", clean])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasPrefix("""
            Audited 1 screen; languages: en, es, he, ar; directions: left to right, right to left.
            No violations: all 22 rules checked passed.

            """))
        let bad = Self.folder.appending(path: "bad.json").path
        try #"{"kind": "kanban", "columns": [}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let broken = try RotorProcess.run(["audit", bad])
        #expect(broken.status == 65)
        #expect(broken.standardOutput.hasPrefix(
            "\(bad) could not be audited: Invalid JSON at line 1, column 32: unexpected '}'. The file was not changed.\n"
        ))
        #expect(broken.standardError.isEmpty)
    }

    /// Twice the same audit, each in its own process (its own hash seed): the same bytes, in
    /// every format, for the demos and for a file with violations.
    @Test(arguments: ["text", "json", "junit", "sarif"])
    func theSameAuditGivesTheSameBytes(format: String) throws {
        for target in [[], [Self.flawed]] {
            let arguments = ["audit"] + target + ["--format", format]
            // JSON's timestamp is the one SOURCE_DATE_EPOCH gives, as reproducible builds set it.
            let first = try RotorProcess.run(arguments, environment: ["SOURCE_DATE_EPOCH": "1767225600"])
            let second = try RotorProcess.run(arguments, environment: ["SOURCE_DATE_EPOCH": "1767225600"])
            #expect(first.status == second.status)
            #expect(!first.standardOutput.isEmpty)
            #expect(first.standardOutput == second.standardOutput, "\(arguments.joined(separator: " ")) differs between runs")
        }
    }
}
