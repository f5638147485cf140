// SPDX-License-Identifier: GPL-3.0-or-later

/// A piece of a printf-style format string as `String(format:)` reads it: text, `%%`, a
/// conversion, a `%#@name@` substitution, `%arg`, or a `%` that starts nothing printf can read.
///
/// This is the one grammar of formats in Rotor: the catalog at run time (``FormatTemplate``), the
/// display-level tokens (``FormatToken``) and `rotor l10n check` all read formats through
/// ``pieces(in:argumentReferences:)``. It follows Apple's String Format Specifiers and POSIX
/// `printf`: positions `n$`; flags `-+ #0'` (a space is a flag, so the `% g` of "100% guaranteed"
/// is a conversion); widths and precisions as numbers, `*` or `*n$`; the length modifiers
/// `hh h l ll q L z t j`; the conversions `d i o u x X D U O f F e E g G a A c C s S p n @`.
/// It reads bytes, as printf does: a `%` before a combining mark or a letter of another script
/// starts no conversion.
public enum FormatPiece: Sendable, Hashable {
    /// Words and punctuation.
    case text(String)
    /// `%%`: a percent sign.
    case percentSign
    /// A conversion that reads an argument.
    case conversion(FormatSpecifier)
    /// `%#@name@` (or `%2$#@name@`): a String Catalog substitution or a `.stringsdict` variable.
    case substitution(name: String, position: Int?, text: String)
    /// `%arg`: a substitution's own argument, inside the substitution's forms.
    case argumentReference
    /// A `%` that starts nothing printf reads (`%$11d`, `%Β`, a `%` at the end), as far as it goes.
    case invalid(String)

    /// The piece as written in the format.
    public var written: String {
        switch self {
        case .text(let text), .invalid(let text): text
        case .percentSign: "%%"
        case .conversion(let specifier): specifier.text
        case .substitution(_, _, let text): text
        case .argumentReference: "%arg"
        }
    }

    /// The pieces of a format, in order; `argumentReferences` reads `%arg` as a substitution's
    /// own argument (in the forms of a substitution) rather than as `%a` followed by "rg".
    ///
    /// Adjacent text is one piece. Every `%` is looked at once and the scan never goes back, so a
    /// hostile format of 40,000 `%` is read in one pass.
    public static func pieces(in format: String, argumentReferences: Bool = false) -> [FormatPiece] {
        // Most texts have no `%`: no scan, no copy.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format.isEmpty ? [] : [.text(format)] }
        var scanner = Scanner(bytes: Array(format.utf8), argumentReferences: argumentReferences)
        return scanner.scan()
    }

    /// Whether a format has any `%` at all: without one it is all text.
    public static func mayHavePieces(_ format: String) -> Bool {
        format.utf8.contains(UInt8(ascii: "%"))
    }
}

extension FormatPiece {
    /// Reads a format's bytes from left to right.
    struct Scanner {
        let bytes: [UInt8]
        let argumentReferences: Bool
        var index = 0
        var pieces: [FormatPiece] = []
        var textStart = 0

        init(bytes: [UInt8], argumentReferences: Bool) {
            self.bytes = bytes
            self.argumentReferences = argumentReferences
        }

        static let arg = Array("arg".utf8)
        /// What each byte can be in a conversion, from ``FormatSpecifier``'s lists: a flag, the
        /// first letter of a length modifier, a conversion (bits 1, 2 and 4).
        static let byteKinds: [UInt8] = {
            var kinds = [UInt8](repeating: 0, count: 256)
            for flag in FormatSpecifier.flagCharacters { if let byte = flag.asciiValue { kinds[Int(byte)] |= flagKind } }
            for length in FormatSpecifier.lengths { if let byte = length.utf8.first { kinds[Int(byte)] |= lengthKind } }
            for conversion in FormatSpecifier.conversions { if let byte = conversion.asciiValue { kinds[Int(byte)] |= conversionKind } }
            return kinds
        }()
        static let flagKind: UInt8 = 1
        static let lengthKind: UInt8 = 2
        static let conversionKind: UInt8 = 4

        private static func byte(_ byte: UInt8?, is kind: UInt8) -> Bool {
            guard let byte else { return false }
            return byteKinds[Int(byte)] & kind != 0
        }

        /// The largest position or width read; more digits make the `%` invalid.
        static let largestNumber = 1_000_000

        mutating func scan() -> [FormatPiece] {
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else {
                    index += 1
                    continue
                }
                let start = index
                let piece = readPiece()
                flushText(upTo: start)
                pieces.append(piece)
                textStart = index
            }
            flushText(upTo: bytes.count)
            return pieces
        }

        private mutating func flushText(upTo end: Int) {
            guard end > textStart else { return }
            let text = string(textStart, end)
            if case .text(let previous)? = pieces.last {
                pieces[pieces.count - 1] = .text(previous + text)
            } else {
                pieces.append(.text(text))
            }
            textStart = end
        }

        private func string(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes[start..<end], as: UTF8.self)
        }

        private func at(_ offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        private static func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        /// Digits at `index`, as a number no larger than ``largestNumber``; nil when there are none
        /// or too many. Moves past them either way.
        private mutating func number() -> Int?? {
            let start = index
            while Self.isDigit(at(index)) { index += 1 }
            guard index > start else { return nil }
            guard index - start <= 7, let value = Int(string(start, index)), value <= Self.largestNumber else { return .some(nil) }
            return .some(value)
        }

        /// Reads the piece that starts at the `%` at `index`, and moves past it.
        private mutating func readPiece() -> FormatPiece {
            let start = index
            index += 1
            guard let first = at(index) else { return .invalid("%") }
            if first == UInt8(ascii: "%") {
                index += 1
                return .percentSign
            }
            if argumentReferences, bytes[index...].starts(with: Self.arg) {
                index += 3
                return .argumentReference
            }
            // A position: digits then `$`; digits without `$` are a flag and a width, read again.
            var position: Int?
            let afterPercent = index
            if let digits = number() {
                if at(index) == UInt8(ascii: "$") {
                    guard let value = digits, value > 0 else { return invalid(from: start, through: index + 1) }
                    position = value
                    index += 1
                } else {
                    index = afterPercent
                }
            } else if first == UInt8(ascii: "$") {
                return invalid(from: start, through: index + 1)
            }
            if at(index) == UInt8(ascii: "#"), at(index + 1) == UInt8(ascii: "@") {
                return substitution(from: start, position: position)
            }
            let flagsStart = index
            while Self.byte(at(index), is: Self.flagKind) { index += 1 }
            let flags = string(flagsStart, index)
            guard let width = amount() else { return invalid(from: start, through: index) }
            var precision: FormatSpecifier.Amount?
            if at(index) == UInt8(ascii: ".") {
                index += 1
                guard let read = amount() else { return invalid(from: start, through: index) }
                precision = read ?? .fixed(0)
            }
            let lengthStart = index
            if let byte = at(index), Self.byte(byte, is: Self.lengthKind) {
                index += 1
                // `hh` and `ll` are the two modifiers of two letters.
                if byte == UInt8(ascii: "h") || byte == UInt8(ascii: "l"), at(index) == byte { index += 1 }
            }
            let length = string(lengthStart, index)
            guard let byte = at(index), Self.byte(byte, is: Self.conversionKind) else {
                return invalid(from: start, through: index)
            }
            index += 1
            return .conversion(FormatSpecifier(
                text: string(start, index), position: position, flags: flags, width: width, precision: precision,
                length: length, conversion: Character(Unicode.Scalar(byte))
            ))
        }

        /// A width or precision at `index`: nil when it is malformed, `.some(nil)` when absent.
        private mutating func amount() -> FormatSpecifier.Amount?? {
            if at(index) == UInt8(ascii: "*") {
                index += 1
                let afterStar = index
                guard let digits = number() else { return .some(.argument(position: nil)) }
                guard let value = digits, value > 0, at(index) == UInt8(ascii: "$") else {
                    index = max(index, afterStar)
                    return nil
                }
                index += 1
                return .some(.argument(position: value))
            }
            guard let digits = number() else { return .some(nil) }
            guard let value = digits else { return nil }
            return .some(.fixed(value))
        }

        /// `%#@name@` from `start`, `index` at the `#`.
        private mutating func substitution(from start: Int, position: Int?) -> FormatPiece {
            index += 2
            let nameStart = index
            // A name is letters, digits, `_`, and as String Catalogs allow `.` and `-` (`%#@total.strings@`).
            while let byte = at(index), byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) {
                index += 1
            }
            guard index > nameStart, at(index) == UInt8(ascii: "@") else { return invalid(from: start, through: index) }
            let name = string(nameStart, index)
            index += 1
            return .substitution(name: name, position: position, text: string(start, index))
        }

        /// An invalid piece from `start` to `end`, and the letter after it when there is one (the
        /// `Β` of `%Βρέθηκε`, the `y` of `% y`), so that a message shows what was meant.
        private mutating func invalid(from start: Int, through end: Int) -> FormatPiece {
            index = min(max(end, start + 1), bytes.count)
            // The rest of what looks like a position, width or precision: `%$11d` whole.
            while let byte = at(index), Self.isDigit(byte) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "*") {
                index += 1
            }
            if index < bytes.count, let scalarEnd = letterEnd(at: index) {
                index = scalarEnd
            }
            return .invalid(string(start, index))
        }

        /// The end of the letter that starts at `offset`, or nil when none does.
        private func letterEnd(at offset: Int) -> Int? {
            let lead = bytes[offset]
            let count = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            guard count > 0, offset + count <= bytes.count else { return nil }
            let text = string(offset, offset + count)
            guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
                  scalar.properties.isAlphabetic else { return nil }
            return offset + count
        }
    }
}
