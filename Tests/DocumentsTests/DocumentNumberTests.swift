// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Localization
import Semantics
import Testing
import Widgets

/// Every number of every kind is checked as the file writes it, before it becomes a Double or
/// an Int: huge, tiny, negative zero, 2^63 and the wrong type are clear errors, never a trap.
@Suite struct DocumentNumberTests {
    /// A document of a kind with one field set to `literal`.
    static func document(_ field: String, _ literal: String) -> String {
        switch field {
        case "cards", "progress": #"{"kind": "deck-fan", "\#(field)": \#(literal)}"#
        case "cardWidth": #"{"kind": "photo-board", "photos": [{"id": "a", "caption": "A"}], "cardWidth": \#(literal)}"#
        case "width", "height":
            #"{"kind": "photo-board", "photos": [], "board": {"width": \#(field == "width" ? literal : "390"), "height": \#(field == "height" ? literal : "700")}}"#
        default: #"{"kind": "photo-board", "photos": [{"id": "a", "caption": "A"}], "offsets": {"a": {"x": \#(literal), "y": 0}}}"#
        }
    }

    /// What opening the document says, nil when it opens.
    static func message(_ json: String) throws -> String? {
        let value = try JSONParser.parse(Array(json.utf8))
        do {
            _ = try DocumentCodec.decode(value)
            return nil
        } catch {
            return ErrorWords(strings: .builtIn, language: .english).describe(error)
        }
    }

    @Test(arguments: [
        ("cards", "1e300", "cards is 1e300, but must be from 1 to 52."),
        ("cards", "-1e300", "cards is -1e300, but must be from 1 to 52."),
        ("cards", "1e-320", "cards is 1e-320, but must be from 1 to 52."),
        ("cards", "-0", "cards is -0, but must be from 1 to 52."),
        ("cards", "9223372036854775808", "cards is 9223372036854775808, but must be from 1 to 52."),
        ("cards", "1.8e308", "cards is 1.8e308, but must be from 1 to 52."),
        ("cards", "52.9", "cards is 52.9, but must be from 1 to 52."),
        ("cards", "3.5", "cards is 3.5, but must be a whole number."),
        ("cards", "\"4\"", "cards should be a number, not a string."),
        ("progress", "1e300", "progress is 1e300, but must be from 0 to 1."),
        ("progress", "-1e-320", "progress is -1e-320, but must be from 0 to 1."),
        ("progress", "0.25", nil),
        ("cardWidth", "-1e300", "cardWidth is -1e300, but must be from 1 to 10000."),
        ("cardWidth", "1e-320", "cardWidth is 1e-320, but must be from 1 to 10000."),
        ("width", "1e300", "board.width is 1e300, but must be from 1 to 100000."),
        ("height", "-0", "board.height is -0, but must be from 1 to 100000."),
        ("x", "9223372036854775808", "offsets.a.x is 9223372036854775808, but must be from -100000 to 100000."),
        ("x", "true", "offsets.a.x should be a number, not true or false."),
        ("x", "-0", nil),
    ] as [(String, String, String?)])
    func numbersAreCheckedBeforeTheyAreConverted(field: String, literal: String, message: String?) throws {
        let said = try Self.message(Self.document(field, literal))
        #expect(said == message.map { $0 + " The file was not changed." })
    }

    @Test func aLongNumberIsShortenedInTheMessage() throws {
        let said = try Self.message(Self.document("cards", String(repeating: "9", count: 400)))
        #expect(said == "cards is \(String(repeating: "9", count: 40))…, but must be from 1 to 52. The file was not changed.")
    }

    @Test func aColumnWithoutCardsIsAnEmptyColumn() throws {
        let json = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do"}]}"#
        let document = try DocumentCodec.decode(try JSONParser.parse(Array(json.utf8)))
        #expect(document == .kanban(KanbanBoard(columns: [.init(id: "todo", title: .verbatim("To do"))])))
    }
}
