// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Parses a `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, quoted or
/// bare tokens, and the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\UXXXX` (a surrogate pair as two)
/// and octal. The file may be UTF-8 or UTF-16 with a byte-order mark, as Xcode writes them.
///
/// It reads the text's UTF-8 bytes once, copying the runs between escapes whole: an app's
/// forty 3,000-line files are read in a few milliseconds each.
public struct StringsFileParser {
    /// One pair, with the comment written just before it.
    public struct Pair: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value, escapes resolved.
        public var value: String
        /// The comment just before the pair, without its delimiters.
        public var comment: String?
        /// The line of the key, from 1.
        public var line: Int = 1
        /// The column of the key, in Unicode code points from 1.
        public var column: Int = 1
    }

    /// Where a `.strings` file stops parsing.
    public struct LineError: Error, Sendable, Hashable {
        /// The 1-based line.
        public var line: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Decodes a file's bytes.
    public static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        return String(data: body, encoding: .utf8)
    }

    /// Parses a file's text; throws the line where it stops making sense.
    public static func parse(_ text: String) throws(LineError) -> [Pair] {
        let (pairs, error) = parsePartially(text)
        if let error { throw error }
        return pairs
    }

    /// Parses a file's text as far as it makes sense: the pairs before the line where it stops,
    /// and that line (nil when the whole file parses). A file cut short keeps what it holds.
    public static func parsePartially(_ text: String) -> (pairs: [Pair], error: LineError?) {
        var text = text
        return text.withUTF8 { bytes in
            var parser = StringsFileParser(bytes: bytes)
            var pairs: [Pair] = []
            do throws(LineError) {
                try parser.pairs(into: &pairs)
                return (pairs, nil)
            } catch {
                return (pairs, error)
            }
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func pairs(into pairs: inout [Pair]) throws(LineError) {
        while true {
            let comment = skipTrivia()
            guard index < bytes.count else { return }
            let start = line
            let column = column(at: index)
            let key = try token()
            _ = skipTrivia()
            var value = key
            if peek == UInt8(ascii: "=") {
                index += 1
                _ = skipTrivia()
                value = try token()
                _ = skipTrivia()
            }
            guard peek == UInt8(ascii: ";") else { throw LineError(line: start) }
            index += 1
            pairs.append(Pair(key: key, value: value, comment: comment, line: start, column: column))
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The column of the byte at `offset`: the code points since the line's start, plus one.
    private func column(at offset: Int) -> Int {
        var column = 1
        for position in lineStart..<offset where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// Moves past a line break at `index` (LF, CR LF, or a lone CR), counting the line; false when
    /// there is none.
    private mutating func lineBreak() -> Bool {
        guard let byte = peek, byte == 0x0A || byte == 0x0D else { return false }
        index += 1
        if byte == 0x0D, peek == 0x0A { index += 1 }
        line += 1
        lineStart = index
        return true
    }

    /// Skips spaces and comments; returns the last comment's text.
    private mutating func skipTrivia() -> String? {
        var comment: String?
        while let byte = peek {
            if lineBreak() { continue }
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C:
                index += 1
            // A byte-order mark inside the file (a UTF-16 file saved with two) is no text; nor is
            // a no-break space.
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                index += 2
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                let start = index
                var end = bytes.count
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        end = index
                        index += 2
                        break
                    }
                    if !lineBreak() { index += 1 }
                }
                comment = Self.trimmed(text(start, min(end, index)))
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index += 2
                let start = index
                while let next = peek, next != 0x0A, next != 0x0D { index += 1 }
                comment = Self.trimmed(text(start, index))
            default:
                return comment
            }
        }
        return comment
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
    }

    /// A quoted string or a bare token (letters, digits and `_.$:/-`).
    private mutating func token() throws(LineError) -> String {
        guard let first = peek else { throw LineError(line: line) }
        if first == UInt8(ascii: "\"") {
            index += 1
            return try quoted()
        }
        let start = index
        while let byte = peek, Self.isBare(byte) { index += 1 }
        guard index > start else { throw LineError(line: line) }
        return text(start, index)
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"), 0x80...:
            true
        default:
            false
        }
    }

    /// The rest of a quoted string, its closing quote read; runs without escapes copied whole.
    private mutating func quoted() throws(LineError) -> String {
        var result: [UInt8] = []
        var start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if result.isEmpty {
                    text = self.text(start, index)
                } else {
                    result += bytes[start..<index]
                    text = String(decoding: result, as: UTF8.self)
                }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                result += bytes[start..<index]
                index += 1
                try escape(into: &result)
                start = index
                continue
            }
            if !lineBreak() { index += 1 }
        }
        throw LineError(line: line)
    }

    /// The escape after a backslash, appended as UTF-8.
    private mutating func escape(into result: inout [UInt8]) throws(LineError) {
        guard let escaped = peek else { throw LineError(line: line) }
        switch escaped {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            index += 1
            var value = try hex4()
            // A character beyond U+FFFF is written as its UTF-16 surrogate pair: \UD83D\UDE00.
            if (0xD800...0xDBFF).contains(value), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
               bytes[index + 1] | 0x20 == UInt8(ascii: "u") {
                index += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw LineError(line: line) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw LineError(line: line) }
            result += Array(String(Character(scalar)).utf8)
            return
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped - UInt8(ascii: "0"))
            index += 1
            var digits = 1
            while digits < 3, let next = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            if let scalar = Unicode.Scalar(value) { result += Array(String(Character(scalar)).utf8) }
            return
        default:
            // Any other character stands for itself: `\"`, `\\`, `\'`, an escaped line break.
            if lineBreak() {
                result += bytes[(index - 1)..<index]
                return
            }
            let length = escaped < 0x80 ? 1 : escaped >= 0xF0 ? 4 : escaped >= 0xE0 ? 3 : 2
            let end = min(index + length, bytes.count)
            result += bytes[index..<end]
            index = end
            return
        }
        index += 1
    }

    private mutating func hex4() throws(LineError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw LineError(line: line) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw LineError(line: line)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
