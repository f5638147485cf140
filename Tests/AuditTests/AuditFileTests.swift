// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TestSupport
import Testing

/// `rotor audit FILE` on a person's own board, and the same audit giving the same bytes.
@Suite struct AuditFileTests {
    static let folder = RotorProcess.isolatedConfiguration()

    /// A board with a label that repeats a trait and two cards that differ only in case.
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
        #expect(result.standardOutput == """
            Audited 1 screen; languages: en; directions: left to right.
            Found 2 violations.

            content-trait-in-label, minor: Labels do not repeat a trait VoiceOver already says, as in “Done button”.
              \(path), card.1, en, left to right: The label “Done button” repeats the trait word “Button”, which VoiceOver already says.

            content-duplicate-label, moderate: No two elements of one group share a label.
              \(path), card.3, en, left to right: The label “call ana” is also the label of card.2 in this group.

            Passed: parity-drag-action, parity-header-count, content-empty-label, content-label-too-long, content-noop-action, content-unsafe-text.

            """)
        let json = try RotorProcess.run(["audit", path, "--format", "json"])
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [[String: Any]])
        #expect(Set(violations.compactMap { $0["id"] as? String }) == ["content-trait-in-label", "content-duplicate-label"])
    }

    @Test func aCleanFileAuditsCleanAndABadOneIsAnError() throws {
        let clean = Self.folder.appending(path: "clean.json").path
        try #"{"kind": "snap-corner", "corner": "topLeading"}"#.write(toFile: clean, atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["audit", clean])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == """
            Audited 1 screen; languages: en, es, he, ar; directions: left to right, right to left.
            No violations: all 9 rules checked passed.

            """)
        let bad = Self.folder.appending(path: "bad.json").path
        try #"{"kind": "kanban", "columns": [}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let broken = try RotorProcess.run(["audit", bad])
        #expect(broken.status == 1)
        #expect(broken.standardOutput.isEmpty)
        #expect(broken.standardError == "Invalid JSON at line 1, column 32: unexpected '}'. The file was not changed.\n")
    }

    /// Twice the same audit, each in its own process (its own hash seed): the same bytes, in
    /// every format, for the demos and for a file with violations.
    @Test(arguments: ["text", "json", "junit", "sarif"])
    func theSameAuditGivesTheSameBytes(format: String) throws {
        for target in [[], [Self.flawed]] {
            let arguments = ["audit"] + target + ["--format", format]
            let first = try RotorProcess.run(arguments)
            let second = try RotorProcess.run(arguments)
            #expect(first.status == second.status)
            #expect(!first.standardOutput.isEmpty)
            #expect(first.standardOutput == second.standardOutput, "\(arguments.joined(separator: " ")) differs between runs")
        }
    }
}
