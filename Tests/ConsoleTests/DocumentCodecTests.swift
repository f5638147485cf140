// SPDX-License-Identifier: GPL-3.0-or-later
import Console
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
        ("not an object", "[1, 2]", "/ should be a object, not a array. The file was not changed."),
    ]

    @Test(arguments: cases)
    func badFilesSayWhereAndWhat(name: String, json: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appending(path: "bad.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "next\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == message + "\n")
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

    @Test func controlCharactersAreEscapedOnWrite() {
        #expect(JSONWriter.text(.string("a\u{1B}[2J\u{7}")) == "\"a\\u001b[2J\\u0007\"\n")
    }
}
