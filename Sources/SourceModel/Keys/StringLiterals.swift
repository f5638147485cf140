// SPDX-License-Identifier: GPL-3.0-or-later

/// Every string literal of a source file, found by reading its text as Swift's lexer does
/// (comments skipped, `#"raw"#` and `"""multi-line"""` literals, interpolations with literals
/// nested in them), without parsing: what keys the code may build at run time
/// (`NSLocalizedString(key, …)` with a key held in a variable, `"status.\(name)"`) can only be
/// made of these texts. Objective-C's `@"…"` literals are read alike.
public struct StringLiterals: Sendable, Hashable {
    /// The text of each literal without interpolations, escapes written as what they stand for.
    public var texts: Set<String> = []
    /// Each interpolated literal's text before its first interpolation and after its last
    /// (`"status.\(name)"` → `status.` and nothing): a key made from it starts and ends so.
    public var patterns: Set<KeyPattern> = []

    /// No literals.
    public init() {}

    /// The literals of a file's text.
    public init(scanning text: String) {
        var reader = Reader(bytes: Array(text.utf8))
        reader.scan(until: nil)
        texts = reader.texts
        patterns = reader.patterns
    }

    /// Adds another file's literals.
    public mutating func formUnion(_ other: StringLiterals) {
        texts.formUnion(other.texts)
        patterns.formUnion(other.patterns)
    }

    /// The lexer over a file's bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var texts: Set<String> = []
        var patterns: Set<KeyPattern> = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// Reads code up to the `)` that closes an interpolation (or to the end of the file),
        /// noting every literal met.
        mutating func scan(until closing: UInt8?) {
            var depth = 0
            while let current = byte() {
                switch current {
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                    while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    var hashes = 0
                    while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    guard byte(hashes) == UInt8(ascii: "\"") else {
                        index += max(hashes, 1)
                        continue
                    }
                    index += hashes
                    literal(hashes: hashes)
                case UInt8(ascii: "("):
                    depth += 1
                    index += 1
                case UInt8(ascii: ")"):
                    index += 1
                    if closing != nil {
                        if depth == 0 { return }
                        depth -= 1
                    }
                default:
                    index += 1
                }
            }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while let current = byte() {
                if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// Reads a literal from its opening quote, with `hashes` `#` before it.
        mutating func literal(hashes: Int) {
            let multiLine = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            index += multiLine ? 3 : 1
            if multiLine {
                // The text starts on the line after the opening quotes.
                while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
                index += 1
            }
            var pieces: [[UInt8]] = [[]]
            while let current = byte() {
                if current == UInt8(ascii: "\""), closes(multiLine: multiLine, hashes: hashes) {
                    index += (multiLine ? 3 : 1) + hashes
                    break
                }
                if current == UInt8(ascii: "\n"), !multiLine { break }
                if current == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                    let after = 1 + hashes
                    if byte(after) == UInt8(ascii: "(") {
                        index += after + 1
                        scan(until: UInt8(ascii: ")"))
                        pieces.append([])
                        continue
                    }
                    index += after
                    escape(into: &pieces[pieces.count - 1])
                    continue
                }
                pieces[pieces.count - 1].append(current)
                index += 1
            }
            var strings = pieces.map { String(decoding: $0, as: UTF8.self) }
            if multiLine { strings = strings.map(Self.withoutIndentation) }
            if strings.count == 1 {
                texts.insert(strings[0])
            } else if let first = strings.first, let last = strings.last, first.count + last.count >= 2 {
                patterns.insert(KeyPattern(prefix: first, suffix: last))
            }
        }

        /// Whether the quote at `index` closes the literal.
        func closes(multiLine: Bool, hashes: Int) -> Bool {
            let quotes = multiLine ? 3 : 1
            for offset in 0..<quotes where byte(offset) != UInt8(ascii: "\"") { return false }
            for offset in 0..<hashes where byte(quotes + offset) != UInt8(ascii: "#") { return false }
            return true
        }

        /// Reads an escape after its backslash: `\n`, `\t`, `\"`, `\\`, `\u{…}`.
        mutating func escape(into piece: inout [UInt8]) {
            guard let current = byte() else { return }
            index += 1
            switch current {
            case UInt8(ascii: "n"): piece.append(0x0A)
            case UInt8(ascii: "t"): piece.append(0x09)
            case UInt8(ascii: "r"): piece.append(0x0D)
            case UInt8(ascii: "0"): piece.append(0)
            case UInt8(ascii: "u") where byte() == UInt8(ascii: "{"):
                var digits = ""
                index += 1
                while let next = byte(), next != UInt8(ascii: "}") {
                    digits.append(Character(Unicode.Scalar(next)))
                    index += 1
                }
                index += 1
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                    piece += Array(String(Character(scalar)).utf8)
                }
            case UInt8(ascii: "\n"):
                // A line ended by a backslash in a multi-line literal goes on.
                break
            default:
                piece.append(current)
            }
        }

        /// A multi-line literal's text without the indentation of its closing quotes, taken as
        /// the least indentation of its lines.
        static func withoutIndentation(_ text: String) -> String {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // The line of the closing quotes holds only their indentation.
            if let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
            let indentation = lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
                .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
            return lines.map { String($0.dropFirst(min(indentation, $0.count))) }.joined(separator: "\n")
        }
    }
}

/// The shape of a key the code builds at run time from an interpolated literal: what it starts
/// and ends with.
public struct KeyPattern: Sendable, Hashable {
    /// The literal text before the first interpolation.
    public var prefix: String
    /// The literal text after the last interpolation.
    public var suffix: String

    /// Creates a pattern.
    public init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// Whether a key may be one the code builds so.
    public func matches(_ key: String) -> Bool {
        key.utf8.count >= prefix.utf8.count + suffix.utf8.count && key.hasPrefix(prefix) && key.hasSuffix(suffix)
    }
}
