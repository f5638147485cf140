// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety

/// Why a JSON text could not be read: where and what (TextSafety's, which every JSON reader of
/// Rotor shares).
public typealias JSONSyntaxError = TextSafety.JSONSyntaxError

/// A strict JSON parser (RFC 8259) that reports line and column, bounds nesting, keeps key
/// order and rejects duplicate keys. Its tokens are read by ``JSONScanner``, the reader the
/// String Catalog parser shares.
public struct JSONParser {
    /// The deepest nesting accepted; deeper input is an error, never a stack overflow.
    public static let maximumDepth = 256

    private var scanner: JSONScanner
    /// What a parse that keeps positions has found so far; nil for an ordinary parse.
    private var recorder: Recorder?

    /// The positions found while parsing, and where the parser is (``JSONPositions``).
    private final class Recorder {
        var positions = JSONPositions()
        var path: [JSONPositions.Step] = []
    }

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
            var parser = JSONParser(scanner: JSONScanner(buffer))
            return try parser.document()
        }
    }

    /// Parses a whole document, keeping where each object member's key and each array element
    /// that is an object start (``JSONPositions``).
    public static func parseKeepingPositions(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (JSONValue, JSONPositions) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
            var parser = JSONParser(scanner: JSONScanner(buffer))
            let recorder = Recorder()
            parser.recorder = recorder
            let value = try parser.document()
            return (value, recorder.positions)
        }
    }

    private init(scanner: JSONScanner) {
        self.scanner = scanner
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONValue {
        scanner.skipWhitespace()
        let value = try value(depth: 0)
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw scanner.error(.trailingText) }
        return value
    }

    /// Where the parser is, for the recorder.
    private mutating func position() -> TextPosition {
        let (line, column) = scanner.position()
        return TextPosition(line: line, column: column)
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw scanner.error(.tooDeep(limit: Self.maximumDepth)) }
        guard let byte = scanner.peek else { throw scanner.error(.unexpectedEnd) }
        switch byte {
        case UInt8(ascii: "{"):
            if let recorder { recorder.positions.record(recorder.path, position()) }
            return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try scanner.string())
        case UInt8(ascii: "t"):
            try scanner.literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try scanner.literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try scanner.literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try scanner.number().text)
        default: throw scanner.unexpected()
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        scanner.index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicate keys: a linear look through a small object's keys (a card has two; a set
        // for each of 100,000 cards was a quarter of opening a board), a set past that.
        var keys = Set<String>()
        let smallObject = 8
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "}") {
            scanner.index += 1
            return .object(members)
        }
        while true {
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: "\"") else { throw scanner.unexpected() }
            let keyStart = scanner.place
            let keyPosition = recorder == nil ? nil : position()
            let key = try scanner.string()
            let duplicate: Bool
            if members.count < smallObject {
                duplicate = members.contains { $0.key == key }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                duplicate = !keys.insert(key).inserted
            }
            guard !duplicate else {
                scanner.rewind(to: keyStart)
                throw scanner.error(.duplicateKey(key))
            }
            try scanner.expect(UInt8(ascii: ":"))
            scanner.skipWhitespace()
            if let recorder, let keyPosition {
                recorder.path.append(.key(key))
                recorder.positions.record(recorder.path, keyPosition)
            }
            let member = try value(depth: depth + 1)
            recorder?.path.removeLast()
            members.append((key, member))
            scanner.skipWhitespace()
            guard let next = scanner.peek else { throw scanner.error(.unexpectedEnd) }
            if next == UInt8(ascii: ",") {
                scanner.index += 1
                continue
            }
            guard next == UInt8(ascii: "}") else { throw scanner.unexpected() }
            scanner.index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        scanner.index += 1
        var values: [JSONValue] = []
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "]") {
            scanner.index += 1
            return .array(values)
        }
        while true {
            scanner.skipWhitespace()
            recorder?.path.append(.index(values.count))
            let element = try value(depth: depth + 1)
            recorder?.path.removeLast()
            values.append(element)
            scanner.skipWhitespace()
            guard let next = scanner.peek else { throw scanner.error(.unexpectedEnd) }
            if next == UInt8(ascii: ",") {
                scanner.index += 1
                continue
            }
            guard next == UInt8(ascii: "]") else { throw scanner.unexpected() }
            scanner.index += 1
            return .array(values)
        }
    }
}
