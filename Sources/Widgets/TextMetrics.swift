// SPDX-License-Identifier: GPL-3.0-or-later

/// How much room a text takes: an estimate of the system font's advances, so that text frames
/// (a Kanban card, a header) grow with their words and with the language, the same on every machine.
///
/// Each character has a width in ems by its kind (a space 0.26, a narrow letter such as i or l
/// 0.26, f, r, t and brackets 0.36, most lower-case letters 0.53, m and w 0.85, capitals 0.66,
/// M and W 0.92, digits 0.6, other punctuation 0.4, marks and invisible controls nothing, wide
/// East Asian characters 1, anything else 0.56), times the weight's factor. Lines break between
/// words, greedily, and inside a word only when it is wider than a line by itself.
public enum TextMetrics {
    /// A measured text: how many lines it takes and how wide the widest is.
    public struct Box: Sendable, Hashable {
        /// Lines of text; 0 for an empty text.
        public var lines: Int
        /// The widest line, in points.
        public var width: Double
        /// The line height times the lines, in points.
        public var height: Double
    }

    /// The width of a character in ems of regular weight.
    ///
    /// ASCII, nearly every character of most labels, is looked up in a table made once from
    /// ``classifiedEms(_:)``; a card's title costs one lookup a character instead of a walk
    /// through the ranges.
    static func ems(_ scalar: Unicode.Scalar) -> Double {
        scalar.isASCII ? asciiEms[Int(scalar.value)] : classifiedEms(scalar)
    }

    /// ``classifiedEms(_:)`` of each ASCII character.
    private static let asciiEms: [Double] = (0..<0x80).map { classifiedEms(Unicode.Scalar(UInt8($0))) }

    /// The width of a character in ems of regular weight, from the ranges it falls in.
    private static func classifiedEms(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20: 0.26
        case 0x30...0x39: 0.6
        case 0x41...0x5A:
            scalar == "M" || scalar == "W" ? 0.92 : (scalar == "I" ? 0.26 : 0.66)
        case 0x61...0x7A:
            switch scalar {
            case "i", "j", "l": 0.26
            case "f", "r", "t": 0.36
            case "m", "w": 0.85
            default: 0.53
            }
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E:
            ".,:;'!|".unicodeScalars.contains(scalar) ? 0.26 : ("()[]{}".unicodeScalars.contains(scalar) ? 0.36 : 0.4)
        case 0...0x1F, 0x7F...0x9F, 0x300...0x36F, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFE00...0xFE0F:
            0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF:
            1
        default: 0.56
        }
    }

    /// The width of a text on one line, in points.
    public static func width(_ text: String, _ style: TextStyle) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += Self.ems(scalar) }
        return ems * style.size * style.weight.widthFactor
    }

    /// The box a text takes in a style, wrapped to lines at most `maximumWidth` points wide
    /// (never wrapped when nil). An empty text takes no line.
    ///
    /// One pass over the text, with nothing allocated: a Kanban board measures every card each
    /// time its tree is built. ASCII, nearly every label, is read a byte at a time through
    /// ``byteEms``, with no decoding and one lookup a byte; a text with anything else is read
    /// again by Unicode scalar.
    public static func measure(_ text: String, _ style: TextStyle, maximumWidth: Double? = nil) -> Box {
        let scale = style.size * style.weight.widthFactor
        guard !text.isEmpty else { return Box(lines: 0, width: 0, height: 0) }
        let limit = maximumWidth.map { max($0, 0) / scale } ?? .infinity
        var breaker = LineBreaker(limit: limit, spaceWidth: ems(" "))
        let readAsASCII = text.utf8.withContiguousStorageIfAvailable { breaker.readASCII($0) } ?? false
        if !readAsASCII {
            breaker = LineBreaker(limit: limit, spaceWidth: ems(" "))
            for scalar in text.unicodeScalars {
                switch scalar {
                case " ": breaker.space()
                case "\n": breaker.newline()
                default: breaker.character(ems(scalar))
                }
            }
        }
        let (lines, widest) = breaker.finish()
        let width = min(widest * scale, maximumWidth ?? .infinity)
        return Box(lines: lines, width: width, height: Double(lines) * style.lineHeight)
    }

    /// Each byte's width in ems, for reading an ASCII text a byte at a time: a character's
    /// ``ems(_:)``, ``spaceMark`` for a space, ``newlineMark`` for a line feed, and NaN for
    /// a byte of a character beyond ASCII (no comparison holds for it).
    private static let byteEms: [Double] = (0...0xFF).map { byte in
        switch byte {
        case 0x20: spaceMark
        case 0x0A: newlineMark
        case 0..<0x80: classifiedEms(Unicode.Scalar(UInt8(byte)))
        default: .nan
        }
    }
    private static let spaceMark = -1.0
    private static let newlineMark = -2.0

    /// Greedy line breaking of a text read a character at a time, in ems.
    ///
    /// Lines break between words, and inside a word only when it is wider than a line by itself.
    private struct LineBreaker {
        let limit: Double
        let spaceWidth: Double
        var lines = 0
        var widest = 0.0
        /// The current line's width.
        var line = 0.0
        var lineHasWord = false
        /// The word being read.
        var word = 0.0
        var inWord = false

        init(limit: Double, spaceWidth: Double) {
            self.limit = limit
            self.spaceWidth = spaceWidth
        }

        /// Reads an ASCII text's bytes; false, at the first byte beyond ASCII, when it is not one.
        mutating func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            TextMetrics.byteEms.withUnsafeBufferPointer { table in
                for byte in bytes {
                    let ems = table[Int(byte)]
                    if ems >= 0 {
                        character(ems)
                    } else if ems == TextMetrics.spaceMark {
                        space()
                    } else if ems == TextMetrics.newlineMark {
                        newline()
                    } else {
                        return false
                    }
                }
                return true
            }
        }

        mutating func character(_ ems: Double) {
            word += ems
            inWord = true
        }

        mutating func space() {
            endWord()
        }

        mutating func newline() {
            endWord()
            lines += 1
            widest = max(widest, line)
            line = 0
            lineHasWord = false
        }

        /// The lines the text took and its widest line, in ems.
        mutating func finish() -> (lines: Int, widest: Double) {
            endWord()
            return (lines + 1, max(widest, line))
        }

        /// Puts the word just read on the current line, or starts a new one; a word wider than
        /// a line by itself breaks inside itself.
        private mutating func endWord() {
            guard inWord else { return }
            defer {
                word = 0
                inWord = false
            }
            if lineHasWord, line + spaceWidth + word <= limit {
                line += spaceWidth + word
                return
            }
            if lineHasWord {
                lines += 1
                widest = max(widest, line)
            }
            var rest = word
            while rest > limit, limit > 0 {
                lines += 1
                widest = max(widest, limit)
                rest -= limit
            }
            line = rest
            lineHasWord = true
        }
    }
}
