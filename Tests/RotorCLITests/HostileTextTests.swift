// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import FoundationXML
import RotorCLI
import Testing

/// Text a file controls (labels, ids, kinds, values) on every output path: shown as visible
/// symbols on a terminal, escaped in JSON and SARIF, valid XML 1.0 in JUnit, and flagged by
/// the audit.
@Suite struct HostileTextTests {
    /// Controls and escape sequences a terminal obeys, and bidi controls that reorder a line.
    static let hostile = [
        "Hi\u{1B}]0;PWNED\u{07}\u{1B}[2J there", "\u{1B}]52;c;cHduZWQ=\u{07}clip", "\u{1B}[31mred", "C1\u{9B}31m",
        "abc\u{202E}gnp.exe", "A\u{1B}[31mRED\u{1B}[0m plain", "\u{1B}[2J",
    ]

    static func board(in folder: URL) throws -> String {
        let cards = hostile.enumerated().map { index, title in
            let json = String(decoding: try! JSONEncoder().encode(title), as: UTF8.self)
            return #"{"id": "c\#(index)", "title": \#(json)}"#
        }
        let path = folder.appending(path: "hostile.json").path
        try #"{"kind": "kanban", "columns": [{"id": "a", "title": "Safe", "cards": [\#(cards.joined(separator: ","))]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let raw: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"]

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [["transcript"], ["audit"], ["audit", "--format", "json"], ["audit", "--format", "sarif"],
                      ["audit", "--format", "junit"], ["transcript", "--format", "json"]])
    func noOutputPathLetsAControlThrough(command: [String]) throws {
        let path = try Self.board(in: try Self.folder())
        let (_, captured) = CapturedOutput.run(command + [path])
        let out = captured.standardOutput
        #expect(!out.unicodeScalars.contains { Self.raw.contains($0) && $0 != "\u{202E}" }, "a raw control reached the output")
        #expect(!out.contains("\u{1B}"))
        if command.contains("json") || command.contains("sarif") {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(out.utf8)) }
            if command.first == "transcript" {
                #expect(out.contains("\\u001b") && out.contains("\\u009b") && out.contains("\\u202e"), "kept, escaped")
            }
        } else if command.contains("junit") {
            #expect(throws: Never.self) { _ = try XMLDocument(data: Data(out.utf8)) }
        } else {
            #expect(out.contains("\u{241B}"), "shown as a visible symbol: \(out)")
        }
    }

    @Test func theAuditFlagsControlsEscapesAndBidiAndWhatSpeaksAsNothing() throws {
        let path = try Self.board(in: try Self.folder())
        let (status, captured) = CapturedOutput.run(["audit", path, "--lang", "en", "--direction", "ltr", "--format", "json"])
        #expect(status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(captured.standardOutput.utf8)) as? [String: Any])
        let violations = (report["violations"] as? [[String: Any]]) ?? []
        let ids = Set(violations.compactMap { $0["id"] as? String })
        #expect(ids.contains("content-unsafe-text"))
        let empty = violations.first { $0["id"] as? String == "content-empty-label" }
        let nodes = (empty?["nodes"] as? [[String: Any]]) ?? []
        #expect(nodes.contains { ($0["target"] as? [String])?.last == "card.c6" }, "a label of only ESC [2J says nothing")
    }

    @Test(arguments: ["\u{1B}]52;c;cHduZWQ=\u{07}", "\u{1B}]0;PWNED\u{07}"])
    func errorsThatQuoteAFileOrAnArgumentAreSafe(hostile: String) throws {
        let folder = try Self.folder()
        let path = folder.appending(path: "kind.json").path
        let json = String(decoding: try JSONEncoder().encode(hostile), as: UTF8.self)
        try #"{"kind": \#(json)}"#.write(toFile: path, atomically: true, encoding: .utf8)
        for arguments in [["transcript", path], ["transcript", hostile], ["transcript", "kanban", "--lang", hostile],
                          ["help", hostile], [hostile], ["transcript", "kanban", "--" + hostile]] {
            let (_, captured) = CapturedOutput.run(arguments)
            let errors = captured.standardError
            #expect(!errors.isEmpty, "\(arguments) said nothing")
            #expect(!errors.unicodeScalars.contains { Self.raw.contains($0) }, "\(arguments): \(errors)")
        }
    }
}
