// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Testing
import TextSafety

/// The word-at-a-time scan the JSON writer and parser use finds exactly the bytes a byte-by-byte
/// look would, wherever in a word they fall, and strings come back whole through it.
@Suite struct JSONStringScanTests {
    /// The bytes each kind of run stops at, written out from JSON's grammar rather than taken
    /// from the scanner itself.
    static let stops: [(PlainRun.Stop, Set<UInt8>)] = [
        (.jsonSyntax, Set(0x00...0x1F).union([0x22, 0x5C])),
        (.jsonSyntaxOrNonASCII, Set(0x00...0x1F).union([0x22, 0x5C]).union(0x7F...0xFF)),
    ]

    @Test(arguments: 0..<stops.count)
    func everyByteAtEveryPlaceOfAWordStopsARunOrNot(stopIndex: Int) {
        let (stop, stopping) = Self.stops[stopIndex]
        // 19 bytes: two whole words and a tail of three, so both halves of the scan are used.
        let length = 19
        for byte in UInt8.min...UInt8.max {
            for place in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[place] = byte
                for start in [0, 1, 7, 8] where start <= place {
                    let end = bytes.withUnsafeBufferPointer { PlainRun.end(in: $0, from: start, stoppingAt: stop) }
                    #expect(end == (stopping.contains(byte) ? place : length), "byte \(byte) at \(place), from \(start)")
                }
            }
        }
    }

    @Test func aRunWithNothingToStopItEndsAtTheEnd() {
        for length in 0..<20 {
            let bytes = [UInt8](repeating: UInt8(ascii: "z"), count: length)
            #expect(bytes.withUnsafeBufferPointer { PlainRun.end(in: $0, from: 0, stoppingAt: .jsonSyntaxOrNonASCII) } == length)
        }
    }

    /// Strings with a character to escape at each place of a long run read back the same, and
    /// are written as JSON's grammar and Rotor's escapes say.
    @Test func longStringsWithEscapesAnywhereComeBackWhole() throws {
        let specials = ["\"", "\\", "\n", "\t", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "é", "日", "😀", "\u{2028}"]
        for special in specials {
            for place in [0, 1, 7, 8, 9, 15, 16, 63, 64, 9_999] {
                let text = String(repeating: "x", count: place) + special + String(repeating: "y", count: 20)
                let literal = JSONText.quoted(text)
                #expect(try JSONParser.parse(Array(literal.utf8)) == .string(text), "\(special.debugDescription) at \(place)")
                #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
        }
        #expect(JSONText.quoted("a\"b\\c\nd\u{1B}e\u{202E}f") == #""a\"b\\c\nd\u001be\u202ef""#)
    }

    @Test func aControlCharacterAfterALongRunIsStillAnError() {
        let text = "\"" + String(repeating: "x", count: 37) + "\u{01}\""
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    }
}

/// A parse that keeps positions gives the value an ordinary parse gives, and the line and
/// column (in code points) of each member's key and each object in an array.
@Suite struct JSONPositionTests {
    @Test func positionsAreWhereTheTextHasThem() throws {
        let text = "{\n  \"kind\": \"kanban\",\n  \"columns\": [\n    { \"id\": \"é\", \"cards\": [ {\"id\": \"1\"}, { \"id\": \"2\" } ] }\n  ]\n}\n"
        let bytes = Array(text.utf8)
        let (value, positions) = try JSONParser.parseKeepingPositions(bytes)
        #expect(value == (try JSONParser.parse(bytes)))
        #expect(positions[[]] == TextPosition(line: 1, column: 1))
        #expect(positions[[.key("kind")]] == TextPosition(line: 2, column: 3))
        #expect(positions[[.key("columns"), .index(0)]] == TextPosition(line: 4, column: 5))
        // "é" is two bytes and one column.
        #expect(positions[[.key("columns"), .index(0), .key("cards"), .index(0)]] == TextPosition(line: 4, column: 29))
        #expect(positions[[.key("columns"), .index(0), .key("cards"), .index(1)]] == TextPosition(line: 4, column: 42))
        let items = try #require(DocumentPositions.of(bytes))
        #expect(items.items[.card("2")] == TextPosition(line: 4, column: 42))
        #expect(items.items[.column("é")] == TextPosition(line: 4, column: 5))
    }
}
