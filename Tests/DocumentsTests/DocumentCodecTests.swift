// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import TestSupport
import Testing
import Widgets

/// Bad files: each gets a clear error that says where and what, and the file is never touched.
@Suite struct DocumentCodecTests {
    static let cases: [(name: String, json: String, message: String)] = [
        ("invalid JSON", "{\n  \"kind\": \"kanban\",\n  \"columns\": [}\n", "Invalid JSON at line 3, column 15: unexpected '}'. The file was not changed."),
        ("truncated", "{\"kind\": \"kanban\", \"columns\": [", "Invalid JSON at line 1, column 32: the text ends too soon. The file was not changed."),
        ("missing field", #"{"kind": "kanban", "columns": [{"id": "todo", "cards": []}]}"#, "columns[0] has no 'title' field. The file was not changed."),
        ("missing kind", #"{"columns": []}"#, "/ has no 'kind' field. The file was not changed."),
        ("wrong type", #"{"kind": "kanban", "columns": [{"id": "todo", "title": 7, "cards": []}]}"#, "columns[0].title should be a string, not a number. The file was not changed."),
        ("duplicate ids", #"{"kind": "kanban", "columns": [{"id": "a", "title": "A", "cards": [{"id": "1", "title": "x"}]}, {"id": "b", "title": "B", "cards": [{"id": "1", "title": "y"}]}]}"#, "The id '1' is used twice (again at columns[1].cards[0]). Ids must be unique. The file was not changed."),
        ("unknown kind", #"{"kind": "spreadsheet"}"#, "Unknown kind 'spreadsheet'. Kinds: photo-board, photo-grid, deck-fan, kanban, snap-corner. The file was not changed."),
        ("bad corner", #"{"kind": "snap-corner", "corner": "middle"}"#, "'middle' is not valid at corner. Valid: topLeading, topTrailing, bottomLeading, bottomTrailing. The file was not changed."),
        ("duplicate key", "{\"kind\": \"kanban\", \"kind\": \"x\"}", "Invalid JSON at line 1, column 20: the key 'kind' appears twice in one object. The file was not changed."),
        ("not an object", "[1, 2]", "/ should be an object, not an array. The file was not changed."),
    ]

    @Test(arguments: cases)
    func badFilesSayWhereAndWhat(name: String, json: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appending(path: "bad.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "next\n")
        #expect(result.status == 1)
        #expect(result.standardError == message + "\n", "a diagnostic, on standard error")
        #expect(result.standardOutput.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == json, "the file is never touched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.json"])
    }

    @Test(arguments: DemoScreen.allCases)
    func everyKindRoundTrips(screen: DemoScreen) throws {
        var document = screen.document
        if case .photoBoard = document { document.apply(.photoBoard(.drag(id: "oslo", translation: Size(width: 12, height: -7), direction: .leftToRight))) }
        if case .photoGrid = document { document.apply(.photoGrid(.select(id: "3"))) }
        let json = DocumentCodec.encode(document, over: nil) { $0.raw }
        let text = JSONWriter.text(json)
        let decoded = try DocumentCodec.decode(try JSONParser.parse(Array(text.utf8)))
        #expect(JSONWriter.text(DocumentCodec.encode(decoded, over: json) { $0.raw }) == text)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }

    @Test(arguments: [
        ("\"a\\u00e9\\ud83d\\ude00\"", JSONValue.string("aé😀")), ("-0.5e3", .number("-0.5e3")),
        ("[true, false, null]", .array([.bool(true), .bool(false), .null])),
    ])
    func parsesJSON(text: String, value: JSONValue) throws {
        #expect(try JSONParser.parse(Array(text.utf8)) == value)
    }

    @Test func controlsAndBidiFormattingAreEscapedOnWrite() {
        #expect(JSONWriter.text(.string("a\u{1B}[2J\u{7}")) == "\"a\\u001b[2J\\u0007\"\n")
        #expect(JSONWriter.text(.string("x\u{9B}31m\u{202E}y\u{2066}")) == "\"x\\u009b31m\\u202ey\\u2066\"\n")
    }

    /// Hostile sizes: a clear error naming the limit, fast, never a hang or a crash.
    @Test(arguments: [
        ("50 MB", "large", "The file is too large: 52,428,800 bytes, more than the 33,554,432 Rotor opens."),
        ("1 MB label", "label", "columns[0].cards[0].title is 1,048,576 bytes long, more than the 40,000 Rotor reads."),
        ("20,000-character label", "characters", "columns[0].cards[0].title is 20,000 characters long, more than the 10,000 Rotor reads."),
        // One character as a person counts them (a grapheme cluster), a megabyte as a disk does.
        ("one character of 500,000 combining marks", "marks",
         "columns[0].cards[0].title is 1,000,001 bytes long, more than the 40,000 Rotor reads."),
        ("10,000 columns", "columns", "columns has 10,000 items, more than the 500 Rotor opens."),
        ("deep nesting", "deep", "Invalid JSON at line 1, column 286: nested more than 256 levels deep. The file was not changed."),
    ])
    func boundsAreClearErrors(name: String, shape: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appending(path: "\(shape).json").path
        let text: String
        switch shape {
        case "large":
            text = #"{"kind": "kanban", "columns": [], "padding": ""# + String(repeating: "x", count: 52_428_800 - 48) + #""}"#
        case "label":
            text = #"{"kind": "kanban", "columns": [{"id": "a", "title": "A", "cards": [{"id": "1", "title": ""#
                + String(repeating: "y", count: 1_048_576) + #""}]}]}"#
        case "characters", "marks":
            let title = shape == "marks" ? "a" + String(repeating: "\u{301}", count: 500_000) : String(repeating: "é", count: 20_000)
            text = #"{"kind": "kanban", "columns": [{"id": "a", "title": "A", "cards": [{"id": "1", "title": ""# + title + #""}]}]}"#
        case "columns":
            let columns = (0..<10_000).map { #"{"id": "c\#($0)", "title": "C", "cards": []}"# }
            text = #"{"kind": "kanban", "columns": [\#(columns.joined(separator: ","))]}"#
        default:
            text = #"{"kind": "kanban", "columns": "# + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["transcript", path])
        #expect(result.status == 1)
        #expect(result.standardError == message + "\n")
    }
}
