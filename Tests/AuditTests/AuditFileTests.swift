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

    /// A file refused (two cards of one id) is never "No violations": alone, nothing was
    /// audited; beside a clean screen, the verdict says an input was refused, in text and HTML.
    @Test func aRefusedInputIsSaidToBeRefused() throws {
        let refused = Self.folder.appending(path: "twice.json").path
        try #"{"kind": "kanban", "columns": [{"id": "a", "title": "A", "cards": [{"id": "1", "title": "x"}, {"id": "1", "title": "y"}]}]}"#
            .write(toFile: refused, atomically: true, encoding: .utf8)
        let alone = try RotorProcess.run(["audit", refused, "--lang", "en"])
        #expect(alone.status == 65)
        #expect(alone.standardOutput.contains("\nNothing was audited: the 1 input given was refused.\n"), "\(alone.standardOutput)")
        #expect(!alone.standardOutput.contains("No violations"))
        let clean = Self.folder.appending(path: "calm.json").path
        try ##"{"kind": "snap-corner", "corner": "topLeading", "background": "#1C1C1E"}"##.write(toFile: clean, atomically: true, encoding: .utf8)
        let beside = try RotorProcess.run(["audit", refused, clean, "--lang", "en"])
        #expect(beside.status == 65)
        #expect(beside.standardOutput.contains("\n1 input was refused and not audited: the audit is not clean.\n"), "\(beside.standardOutput)")
        #expect(!beside.standardOutput.contains("No violations"))
        let html = try RotorProcess.run(["audit", refused, clean, "--lang", "en", "--format", "html"])
        #expect(html.standardOutput.contains("<p>1 input was refused and not audited: the audit is not clean.</p>"))
        #expect(!html.standardOutput.contains("No violations"))
    }

    /// `--as photo-grid` reads a folder of images in `audit`, `snapshot` and `transcript` as in
    /// `open`; the camera's file name is caught as a label.
    @Test func aFolderIsReadAsAGridByEveryCommand() throws {
        let pictures = Self.folder.appending(path: "camera")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        for name in ["IMG_0042.jpg", "Harbour at dusk.png"] {
            _ = FileManager.default.createFile(atPath: pictures.appending(path: name).path, contents: Data([0xFF]))
        }
        let audit = try RotorProcess.run(["audit", pictures.path, "--as", "photo-grid", "--lang", "en", "--direction", "ltr"])
        #expect(audit.status == 1, "\(audit.standardOutput)\(audit.standardError)")
        #expect(audit.standardOutput.contains("The label “IMG_0042” is a file or asset name"))
        #expect(!audit.standardOutput.contains("“Harbour at dusk” is a file"))
        let transcript = try RotorProcess.run(["transcript", pictures.path, "--as", "photo-grid", "--lang", "en"])
        #expect(transcript.status == 0)
        #expect(transcript.standardOutput.contains("IMG_0042, Button, Image"), "\(transcript.standardOutput)")
        let snapshot = try RotorProcess.run(["snapshot", pictures.path, "--as", "photo-grid", "--lang", "en"])
        #expect(snapshot.status == 0)
        #expect(snapshot.standardOutput.hasPrefix("<svg") || snapshot.standardOutput.hasPrefix("<?xml"))
        let without = try RotorProcess.run(["audit", pictures.path])
        #expect(without.status == 64)
        #expect(without.standardError.contains("--as photo-grid"))
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
