// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety

/// Why a JSON text could not be read: where (line and column, from 1) and what.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What went wrong, as data; Console words it.
    public enum Reason: Sendable, Hashable {
        case unexpectedCharacter(Character)
        case unexpectedEnd
        case invalidEscape
        case invalidNumber
        case controlCharacterInString
        case tooDeep(limit: Int)
        case trailingText
        case duplicateKey(String)
        case invalidUTF8
    }

    public var line: Int
    public var column: Int
    public var reason: Reason

    /// Creates an error at a line and column, counted from 1.
    public init(line: Int, column: Int, reason: Reason) {
        self.line = line
        self.column = column
        self.reason = reason
    }
}

/// A strict JSON parser (RFC 8259) that reports line and column, bounds nesting, keeps key
/// order and rejects duplicate keys.
public struct JSONParser {
    /// The deepest nesting accepted; deeper input is an error, never a stack overflow.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// What a parse that keeps positions has found so far; nil for an ordinary parse.
    private var recorder: Recorder?

    /// The positions found while parsing, and where the parser is (``JSONPositions``).
    private final class Recorder {
        var positions = JSONPositions()
        var path: [JSONPositions.Step] = []
        /// The last position worked out, so that a long line is counted once, not once per value.
        var last = (lineStart: -1, index: 0, column: 1)
    }

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.document()
    }

    /// Parses a whole document, keeping where each object member's key and each array element
    /// that is an object start (``JSONPositions``).
    public static func parseKeepingPositions(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (JSONValue, JSONPositions) {
        var parser = JSONParser(bytes: bytes)
        let recorder = Recorder()
        parser.recorder = recorder
        let value = try parser.document()
        return (value, recorder.positions)
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONValue {
        // A byte-order mark is tolerated, as editors write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw error(.trailingText) }
        return value
    }

    /// Where the parser is, for the recorder: the column counted from the last position worked
    /// out on the same line.
    private func position() -> TextPosition {
        guard let recorder else { return TextPosition(line: line, column: 1) }
        var (start, column) = (lineStart, 1)
        if recorder.last.lineStart == lineStart, recorder.last.index <= index {
            (start, column) = (recorder.last.index, recorder.last.column)
        }
        column += bytes[start..<min(index, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        recorder.last = (lineStart, index, column)
        return TextPosition(line: line, column: column)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        let column = bytes[lineStart..<min(index, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    private func unexpected() -> JSONSyntaxError {
        guard index < bytes.count else { return error(.unexpectedEnd) }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[index..<end], as: UTF8.self).first ?? "?"
        return error(.unexpectedCharacter(character))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw unexpected() }
            index += 1
        }
        return value
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error(.tooDeep(limit: Self.maximumDepth)) }
        guard index < bytes.count else { throw error(.unexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            if let recorder { recorder.positions.record(recorder.path, position()) }
            return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw unexpected()
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicate keys: a linear look through a small object's keys (a card has two; a set
        // for each of 100,000 cards was a quarter of opening a board), a set past that.
        var keys = Set<String>()
        let smallObject = 8
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected() }
            let keyStart = (index, line, lineStart)
            let keyPosition = recorder == nil ? nil : position()
            let key = try string()
            let duplicate: Bool
            if members.count < smallObject {
                duplicate = members.contains { $0.key == key }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                duplicate = !keys.insert(key).inserted
            }
            guard !duplicate else {
                (index, line, lineStart) = keyStart
                throw error(.duplicateKey(key))
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw unexpected() }
            index += 1
            skipWhitespace()
            if let recorder, let keyPosition {
                recorder.path.append(.key(key))
                recorder.positions.record(recorder.path, keyPosition)
            }
            let member = try value(depth: depth + 1)
            recorder?.path.removeLast()
            members.append((key, member))
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEnd) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw unexpected() }
            index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            recorder?.path.append(.index(values.count))
            let element = try value(depth: depth + 1)
            recorder?.path.removeLast()
            values.append(element)
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEnd) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw unexpected() }
            index += 1
            return .array(values)
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // The common case, no escapes: one decode of the bytes as they stand, the run that
        // needs no look found eight bytes at a time.
        index = plainRunEnd()
        if index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try text(bytes[start..<index - 1], startingAt: start)
            }
            if byte < 0x20 { throw error(.controlCharacterInString) }
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let runEnd = plainRunEnd()
            buffer += bytes[index..<runEnd]
            index = runEnd
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try text(buffer[...], startingAt: start)
            }
            if byte < 0x20 { throw error(.controlCharacterInString) }
            // What is left is a backslash.
            index += 1
            guard index < bytes.count else { throw error(.unexpectedEnd) }
            let escape = bytes[index]
            index += 1
            let scalar: Unicode.Scalar
            switch escape {
            case UInt8(ascii: "\""): scalar = "\""
            case UInt8(ascii: "\\"): scalar = "\\"
            case UInt8(ascii: "/"): scalar = "/"
            case UInt8(ascii: "b"): scalar = "\u{08}"
            case UInt8(ascii: "f"): scalar = "\u{0C}"
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "t"): scalar = "\t"
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error(.invalidEscape) }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            default:
                index -= 1
                throw error(.invalidEscape)
            }
            buffer.append(contentsOf: Array(String(scalar).utf8))
        }
        throw error(.unexpectedEnd)
    }

    /// Where the run of string bytes from `index` that need no look ends (a quote, a backslash,
    /// a control character or the end).
    private func plainRunEnd() -> Int {
        let from = index
        return bytes.withUnsafeBufferPointer { PlainRun.end(in: $0, from: from, stoppingAt: .jsonSyntax) }
    }

    /// The bytes of a string as text; bytes that are not UTF-8 are an error at the string.
    ///
    /// ASCII, the usual case, is decoded without the generic validation (an eighth of opening a
    /// large board went to `String(validating:)` on slices).
    private mutating func text(_ bytes: ArraySlice<UInt8>, startingAt start: Int) throws(JSONSyntaxError) -> String {
        let decoded: String? = bytes.withUnsafeBufferPointer { buffer in
            buffer.allSatisfy { $0 < 0x80 } ? String(decoding: buffer, as: UTF8.self) : String(validating: buffer, as: UTF8.self)
        }
        if let text = decoded { return text }
        index = start
        throw error(.invalidUTF8)
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.unexpectedEnd) }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.invalidEscape)
            }
            code = code * 16 + UInt32(digit)
            index += 1
        }
        return code
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error(.invalidNumber) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error(.invalidNumber)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error(.invalidNumber) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error(.invalidNumber) }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }
}
