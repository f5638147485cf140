// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RotorCLI
import Testing

/// A board and a catalog written to attack a CI job's log, run through every format of both
/// jobs: GitHub Actions runs any line that begins (after white space) with `::` or `##[` as a
/// workflow command, wherever it comes from, and its pages show a raw U+202E reversed. No line
/// of any report may begin so unless Rotor wrote it as its own command (`--format github`), and
/// every machine-readable message shows a bidi control of its input as a visible symbol.
@Suite struct WorkflowCommandInjectionTests {
    /// Texts that would start a command on a line of their own, or begin a line with one, and a
    /// right-to-left override.
    static let hostile = [
        "Buy milk\n::error::x", "Pay rent\n::add-mask::y", "::warning file=a::starts a line", "Carriage\r::error::cr",
        "Old style\n##[error]w", "abc\u{202E}gnp.exe", "",
    ]
    /// The bidi controls a message must show as symbols.
    static let bidi: Set<UInt32> = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-injection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func quoted(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }

    /// A Kanban board whose card titles are the hostile texts.
    static func board(in folder: URL) throws -> String {
        let cards = try hostile.enumerated().map { index, title in #"{"id": "c\#(index)", "title": \#(try quoted(title))}"# }
        let path = folder.appending(path: "board.json").path
        try #"{"kind": "kanban", "columns": [{"id": "a", "title": "To do", "cards": [\#(cards.joined(separator: ","))]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A String Catalog whose keys and values hold the hostile texts, with findings on each: a
    /// value with an argument the key does not pass, an unbalanced override, a missing language.
    static func catalog(in folder: URL) throws -> String {
        var entries: [String] = []
        for (index, text) in hostile.enumerated() where !text.isEmpty {
            let key = try quoted(text + " \(index)")
            entries.append(#"\#(key): {"localizations": {"en": {"stringUnit": {"state": "translated", "value": \#(key)}}, "#
                + #""es": {"stringUnit": {"state": "translated", "value": \#(try quoted(text + " %@ \u{202E}"))}}}}"#)
        }
        entries.append(#"\#(try quoted("::error::key only")): {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Once"}}}}"#)
        let path = folder.appending(path: "Localizable.xcstrings").path
        try #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(entries.joined(separator: ",\n"))}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every line as the runner splits them: at a line feed or a carriage return.
    static func lines(_ output: String) -> [Substring] {
        output.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    static func startsACommand(_ line: Substring) -> Bool {
        let start = line.drop { $0.isWhitespace }
        return start.hasPrefix("::") || start.hasPrefix("##[")
    }

    static let runs: [(job: String, format: String)] = ["text", "json", "sarif", "junit", "github", "html"].map { ("audit", $0) }
        + ["text", "json", "sarif", "junit", "github"].map { ("l10n", $0) }

    @Test(arguments: runs)
    func noLineOfAnyReportIsACommandItDidNotMean(job: String, format: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = job == "audit"
            ? ["audit", try Self.board(in: folder), "--lang", "en", "--direction", "ltr", "--format", format]
            : ["l10n", "check", try Self.catalog(in: folder), "--format", format, "--fail-on", "note"]
        let (status, captured) = CapturedOutput.run(arguments)
        #expect(status == 1, "\(captured.standardError)")
        let output = captured.standardOutput
        #expect(!output.isEmpty)
        for line in Self.lines(output) where Self.startsACommand(line) {
            // Only the github format writes commands, one a finding, each Rotor's own.
            let own = format == "github" && (line.hasPrefix("::error file=") || line.hasPrefix("::warning file=")
                || line.hasPrefix("::notice file="))
            #expect(own, "\(job) \(format) printed a line a CI log runs: \(line)")
        }
        if format == "github" {
            #expect(!output.contains("::add-mask::y\n") && Self.lines(output).allSatisfy { !$0.contains("::add-mask::") || $0.hasPrefix("::") })
        }
    }

    /// The messages of every machine-readable format, as their readers get them back.
    static func messages(_ output: String, format: String, job: String) throws -> [String] {
        switch format {
        case "json" where job == "audit":
            let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let rules = (root["violations"] as? [[String: Any]] ?? []) + (root["incomplete"] as? [[String: Any]] ?? [])
            return rules.flatMap { ($0["nodes"] as? [[String: Any]] ?? []).compactMap { $0["failureSummary"] as? String } }
        case "json":
            let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            return (root["findings"] as? [[String: Any]] ?? []).flatMap { finding in
                ["message", "fix", "subject"].compactMap { finding[$0] as? String }
            }
        case "sarif":
            let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let results = (root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
            return results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        case "junit":
            let document = try XMLDocument(data: Data(output.utf8))
            let failures = try document.nodes(forXPath: "//failure | //skipped").compactMap { $0 as? XMLElement }
            return failures.flatMap { [$0.attribute(forName: "message")?.stringValue, $0.stringValue].compactMap { $0 } }
        default:
            return [output]
        }
    }

    @Test(arguments: runs.filter { ["json", "sarif", "junit", "github"].contains($0.format) })
    func bidiControlsInMessagesAreVisibleSymbols(job: String, format: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = job == "audit"
            ? ["audit", try Self.board(in: folder), "--lang", "en", "--direction", "ltr", "--format", format]
            : ["l10n", "check", try Self.catalog(in: folder), "--format", format, "--fail-on", "note"]
        let messages = try Self.messages(CapturedOutput.run(arguments).1.standardOutput, format: format, job: job)
        #expect(!messages.isEmpty)
        for message in messages {
            #expect(!message.unicodeScalars.contains { Self.bidi.contains($0.value) }, "a raw bidi control in \(message.debugDescription)")
        }
        #expect(messages.contains { $0.contains("<U+202E>") }, "the override is shown: \(messages)")
    }
}
