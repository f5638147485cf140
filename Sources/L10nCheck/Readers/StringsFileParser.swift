// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Parses a `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, quoted or
/// bare tokens, and the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\UXXXX` and octal. The file may be
/// UTF-8 or UTF-16 with a byte-order mark, as Xcode writes them.
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
        /// The column of the key, in characters from 1.
        public var column: Int = 1
    }

    private var characters: [Character]
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
        var parser = StringsFileParser(characters: Array(text))
        return try parser.pairs()
    }

    /// Where a `.strings` file stops parsing.
    public struct LineError: Error, Sendable, Hashable {
        /// The 1-based line.
        public var line: Int
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func pairs() throws(LineError) -> [Pair] {
        var pairs: [Pair] = []
        while true {
            let comment = skipTrivia()
            guard index < characters.count else { return pairs }
            let start = line
            let column = index - lineStart + 1
            let key = try token()
            _ = skipTrivia()
            var value = key
            if peek == "=" {
                index += 1
                _ = skipTrivia()
                value = try token()
                _ = skipTrivia()
            }
            guard peek == ";" else { throw LineError(line: start) }
            index += 1
            pairs.append(Pair(key: key, value: value, comment: comment, line: start, column: column))
        }
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    /// Skips spaces and comments; returns the last comment's text.
    private mutating func skipTrivia() -> String? {
        var comment: String?
        while let character = peek {
            if character.isNewline {
                line += 1
                index += 1
                lineStart = index
            } else if character.isWhitespace || character == "\u{FEFF}" {
                // A byte-order mark inside the file (a UTF-16 file saved with two) is no text.
                index += 1
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                var text = ""
                while index < characters.count, !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/") {
                    if characters[index].isNewline {
                        line += 1
                        lineStart = index + 1
                    }
                    text.append(characters[index])
                    index += 1
                }
                index = min(index + 2, characters.count)
                comment = text.trimmingCharacters(in: .whitespacesAndNewlines)
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                var text = ""
                index += 2
                while let next = peek, !next.isNewline {
                    text.append(next)
                    index += 1
                }
                comment = text.trimmingCharacters(in: .whitespaces)
            } else {
                break
            }
        }
        return comment
    }

    /// A quoted string or a bare token.
    private mutating func token() throws(LineError) -> String {
        guard let first = peek else { throw LineError(line: line) }
        if first == "\"" {
            index += 1
            return try quoted()
        }
        var text = ""
        while let character = peek, character.isLetter || character.isNumber || "_.$:/-".contains(character) {
            text.append(character)
            index += 1
        }
        guard !text.isEmpty else { throw LineError(line: line) }
        return text
    }

    private mutating func quoted() throws(LineError) -> String {
        var text = ""
        while let character = peek {
            index += 1
            switch character {
            case "\"":
                return text
            case "\\":
                guard let escaped = peek else { throw LineError(line: line) }
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "a": text.append("\u{7}")
                case "b": text.append("\u{8}")
                case "f": text.append("\u{C}")
                case "v": text.append("\u{B}")
                case "U", "u":
                    let hex = String(characters[index..<min(index + 4, characters.count)])
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw LineError(line: line)
                    }
                    text.unicodeScalars.append(scalar)
                    index += 4
                case "0"..."7":
                    var digits = String(escaped)
                    while digits.count < 3, let next = peek, ("0"..."7").contains(next) {
                        digits.append(next)
                        index += 1
                    }
                    if let value = UInt32(digits, radix: 8), let scalar = Unicode.Scalar(value) {
                        text.unicodeScalars.append(scalar)
                    }
                default:
                    if escaped.isNewline {
                        line += 1
                        lineStart = index
                    }
                    text.append(escaped)
                }
            default:
                if character.isNewline {
                    line += 1
                    lineStart = index
                }
                text.append(character)
            }
        }
        throw LineError(line: line)
    }
}
