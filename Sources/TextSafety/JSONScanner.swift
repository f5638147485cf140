// SPDX-License-Identifier: GPL-3.0-or-later

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

/// The one reader of JSON's tokens (RFC 8259), strict, keeping the line and the column (in
/// characters) of where it is: what a board file's parser (Documents' `JSONParser`, which builds
/// a value) and a String Catalog's (L10nCheck's `XCStringsParser`, which reads a catalog
/// straight into the checks' model) share, so that both read strings, escapes, numbers and
/// positions alike. Foundation's `JSONDecoder` reads the few files whose places no message
/// needs (a baseline, a catalog's typed fallback).
///
/// It reads bytes the caller holds for the scanner's life (`withUnsafeBufferPointer`).
public struct JSONScanner {
    /// The text.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// Where it is, in bytes.
    public var index = 0
    /// The line it is on, from 1, and where that line starts.
    public private(set) var line = 1
    public private(set) var lineStart = 0
    /// The last column worked out, so that a long line is counted once, not once per value.
    private var lastColumn = (lineStart: -1, index: 0, column: 1)

    /// A scanner at the start of `bytes`, past a byte-order mark (editors write one).
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// The byte it is at; nil at the end.
    @inline(__always)
    public var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether it has read everything.
    public var atEnd: Bool { index >= bytes.count }

    /// Past spaces, tabs and line breaks, counting lines.
    public mutating func skipWhitespace() {
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

    /// Where it is: the line, and the column in characters, counted from the last column worked
    /// out on the same line.
    public mutating func position() -> (line: Int, column: Int) {
        var (start, column) = (lineStart, 1)
        if lastColumn.lineStart == lineStart, lastColumn.index <= index {
            (start, column) = (lastColumn.index, lastColumn.column)
        }
        var offset = start
        let end = min(index, bytes.count)
        while offset < end {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        lastColumn = (lineStart, index, column)
        return (line, column)
    }

    /// Moves back to a place it was at (`index`, `line`, `lineStart`), to report an error there.
    public mutating func rewind(to place: (index: Int, line: Int, lineStart: Int)) {
        (index, line, lineStart) = place
    }

    /// The place it is at, for ``rewind(to:)``.
    public var place: (index: Int, line: Int, lineStart: Int) { (index, line, lineStart) }

    /// An error here, its column in characters.
    public func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
        var column = 1
        var offset = lineStart
        while offset < min(index, bytes.count) {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    /// The error for the character here: what it is, or the end.
    public func unexpected() -> JSONSyntaxError {
        guard index < bytes.count else { return error(.unexpectedEnd) }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self).first ?? "?"
        return error(.unexpectedCharacter(character))
    }

    /// Reads `word` (`true`, `false`, `null`) here.
    public mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        for offset in 0..<count {
            guard index < bytes.count, bytes[index] == word.utf8Start[offset] else { throw unexpected() }
            index += 1
        }
    }

    /// Reads `byte` after any whitespace.
    public mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek == byte else { throw unexpected() }
        index += 1
    }

    /// The string at its opening quote, escapes decoded. A high surrogate with no low one after
    /// it is U+FFFD when `loneSurrogates` is `.replaced`, an error when `.refused`.
    public mutating func string(loneSurrogates: LoneSurrogates = .replaced) throws(JSONSyntaxError) -> String {
        guard peek == UInt8(ascii: "\"") else { throw unexpected() }
        index += 1
        let start = index
        // The common case, no escapes: one decode of the bytes as they stand, the run that
        // needs no look found eight bytes at a time.
        index = PlainRun.end(in: bytes, from: index, stoppingAt: .jsonSyntax)
        if index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try text(UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), startingAt: start)
            }
            if byte < 0x20 { throw error(.controlCharacterInString) }
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let runEnd = PlainRun.end(in: bytes, from: index, stoppingAt: .jsonSyntax)
            buffer += bytes[index..<runEnd]
            index = runEnd
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try buffer.withUnsafeBufferPointer { (decoded) throws(JSONSyntaxError) in try text(decoded, startingAt: start) }
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
                if let decoded = Unicode.Scalar(code) {
                    scalar = decoded
                } else if loneSurrogates == .replaced {
                    scalar = "\u{FFFD}"
                } else {
                    throw error(.invalidEscape)
                }
            default:
                index -= 1
                throw error(.invalidEscape)
            }
            buffer.append(contentsOf: Array(String(scalar).utf8))
        }
        throw error(.unexpectedEnd)
    }

    /// What a string's `\u` escape of a lone surrogate becomes.
    public enum LoneSurrogates: Sendable {
        /// U+FFFD, as a board file's parser reads it.
        case replaced
        /// An error, as a reader that hands anything doubtful to a stricter one wants.
        case refused
    }

    /// The bytes of a string as text; bytes that are not UTF-8 are an error at the string.
    /// ASCII, the usual case, is decoded without the generic validation.
    private mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, startingAt start: Int) throws(JSONSyntaxError) -> String {
        let decoded = bytes.allSatisfy { $0 < 0x80 } ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
        if let decoded { return decoded }
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

    /// The number here, as JSON writes one (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`),
    /// as its text, and whether it is a plain integer (no fraction, no exponent).
    public mutating func number() throws(JSONSyntaxError) -> (text: String, isInteger: Bool) {
        let start = index
        var isInteger = true
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error(.invalidNumber) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error(.invalidNumber)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard digits() > 0 else { throw error(.invalidNumber) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error(.invalidNumber) }
        }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self), isInteger)
    }
}
