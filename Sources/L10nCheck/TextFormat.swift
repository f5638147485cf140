// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// What the placeholders of one text say, read by the one format grammar (``FormatPiece``): the
/// arguments it reads and what is wrong with it on its own.
///
/// A conversion with a space flag is most often a percent sign before a word, read as a
/// conversion by mistake (the `% g` of "100% guaranteed", `% de` of "50 % de votos", `% a` of
/// "50% a day"): it is reported, and left out of the arguments the text means to read, so that
/// one stray `%` does not make every comparison fail too. It is a conversion as meant when it is
/// written as programmers write one and ends a word: a signed number with the flag that makes
/// room for a sign (`% ld`, `% lld`, `% d`, `% 5d`, `% .2f`; "قوشۇش (% ld)"), or an object
/// (`% @`: printf ignores the flag).
struct TextFormat {
    /// One argument the text reads.
    struct Use: Hashable {
        /// The argument's position as printf counts, from 1.
        var position: Int
        /// Whether the text names the position (`%2$@`).
        var isExplicit: Bool
        /// The placeholder as written.
        var text: String
        /// What the argument must be.
        var argumentClass: FormatSpecifier.ArgumentClass
        /// Whether it is an object glued to the end of a word (`app%@`): an ending such as
        /// English's plural "s", which a language without it leaves out.
        var isSuffix = false
    }

    /// The conversions the text means, in order.
    var uses: [Use] = []
    /// The `%#@name@` substitutions, with their position when the text names it.
    var substitutions: [(name: String, position: Int?, sequential: Int)] = []
    /// Whether the text has `%arg`.
    var hasArgumentReference = false
    /// Whether the text has `%%`.
    var hasPercentSign = false
    /// The `%` that start nothing, as written.
    var invalid: [String] = []
    /// Percent signs read as conversions, as written.
    var unescaped: [String] = []
    /// Placeholders written with a sign that only looks like `%` (`٪@`, `％d`), as written.
    var lookalikes: [String] = []
    /// The first numbered and the first unnumbered conversion, when the text has both and they
    /// read an argument as two types. CoreFoundation gives the unnumbered ones the arguments 1, 2 …
    /// in order, whatever the numbered ones read: "%2$@, %3$@ and %d others" reads each argument
    /// once, as meant; "%@, are you there? %1$@?" reads argument 1 twice as one type, as meant;
    /// "%@ and %1$d" reads argument 1 as an object and a number.
    var mixed: (numbered: String, unnumbered: String)?
    /// The same, when they read an argument twice as one type: a mistake only when another
    /// argument the code passes is then read by nothing ("%1$@ sent %@ to %@" with three).
    var rereads: (numbered: String, unnumbered: String)?
    /// Whether the text may hold a bidi control (its bytes have the lead byte E2 of U+2000–U+2FFF).
    var mayHaveBidiControl = false
    /// Whether the text may hold a control character (a byte below 0x20, 0x7F, or the lead byte
    /// C2 of U+0080–U+00BF).
    var mayHaveControl = false

    /// Signs that look like a percent sign: Arabic (U+066A), full-width (U+FF05), small (U+FE6A).
    static let lookalikeSigns: Set<Character> = ["\u{066A}", "\u{FF05}", "\u{FE6A}"]

    /// Reads a text; `argumentReferences` reads `%arg` as a substitution's own argument.
    init(_ text: String, argumentReferences: Bool = false) {
        let signs = Self.signs(in: text)
        mayHaveBidiControl = signs.bidi
        mayHaveControl = signs.control
        if signs.lookalike { lookalikes = Self.lookalikes(in: text) }
        guard signs.percent else { return }
        let pieces = FormatPiece.pieces(in: text, argumentReferences: argumentReferences)
        var stray: Set<Int> = []
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .invalid(let written):
                invalid.append(written)
            case .conversion(let specifier) where specifier.flags.contains(" ") && !Self.meantWithSpace(specifier, pieces, index):
                unescaped.append(specifier.text)
                stray.insert(index)
            case .conversion(let specifier) where specifier.conversion == "n":
                invalid.append(specifier.text)
                stray.insert(index)
            case .percentSign:
                hasPercentSign = true
            case .argumentReference:
                hasArgumentReference = true
            case .text, .conversion, .substitution:
                continue
            }
        }
        var numbered: String?
        var unnumbered: String?
        for argument in FormatArgument.arguments(of: pieces) where !stray.contains(argument.pieceIndex) {
            switch argument.reader {
            case .substitution(let name):
                substitutions.append((name, argument.isExplicit ? argument.position : nil, argument.position))
                continue
            case .amount(let specifier):
                uses.append(Use(position: argument.position, isExplicit: argument.isExplicit, text: specifier.text, argumentClass: .int))
            case .conversion(let specifier):
                uses.append(Use(
                    position: argument.position, isExplicit: argument.isExplicit, text: specifier.text,
                    argumentClass: specifier.argumentClass,
                    isSuffix: specifier.conversion == "@" && Self.isGlued(pieces, at: argument.pieceIndex)
                ))
            }
            if argument.isExplicit {
                numbered = numbered ?? pieces[argument.pieceIndex].written
            } else {
                unnumbered = unnumbered ?? pieces[argument.pieceIndex].written
            }
        }
        // Only a text with both kinds (rare) is looked at further.
        if let numbered, let unnumbered {
            var shared = false
            var differ = false
            for one in uses where one.isExplicit {
                for other in uses where !other.isExplicit && other.position == one.position {
                    shared = true
                    differ = differ || other.argumentClass != one.argumentClass
                }
            }
            if differ {
                mixed = (numbered, unnumbered)
            } else if shared {
                rereads = (numbered, unnumbered)
            }
        }
    }

    /// Whether a conversion with a space flag is one as meant, not a percent sign before a word:
    /// an object (`% @`), or a signed number that ends a word (nothing but punctuation, a space or
    /// the end after it) and is written as programmers write one: `% d`, or with a length
    /// modifier (`% ld`, `% lld`), a width or a precision (`% 5d`, `% .2f`). "% de", "% la",
    /// "% e" and "% i" (words after a percent sign) are not.
    private static func meantWithSpace(_ specifier: FormatSpecifier, _ pieces: [FormatPiece], _ index: Int) -> Bool {
        if specifier.conversion == "@" { return true }
        if index + 1 < pieces.count, case .text(let after) = pieces[index + 1],
           let next = after.first, next.isLetter || next.isNumber || next == "'" || next == "’" {
            return false
        }
        let decimal = specifier.conversion == "d" || specifier.conversion == "i"
        let written = specifier.width != nil || specifier.precision != nil
        if decimal && (written || !specifier.length.isEmpty || specifier.conversion == "d") { return true }
        return written && specifier.readsFraction
    }

    /// Whether the piece at `index` follows a letter and comes before no letter: `app%@`, `file%@ found`.
    private static func isGlued(_ pieces: [FormatPiece], at index: Int) -> Bool {
        guard index > 0, case .text(let before) = pieces[index - 1], endsInLetter(before) else { return false }
        guard index + 1 < pieces.count, case .text(let after) = pieces[index + 1] else { return true }
        return !startsWithLetter(after)
    }

    /// Whether a text's last character is a letter; an ASCII one is known by its byte.
    private static func endsInLetter(_ text: String) -> Bool {
        guard let byte = text.utf8.last else { return false }
        return byte < 0x80 ? isASCIILetter(byte) : text.last?.isLetter == true
    }

    /// Whether a text's first character is a letter; an ASCII one is known by its byte, unless a
    /// combining mark may follow.
    private static func startsWithLetter(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let byte = bytes.first else { return false }
        let next = bytes.dropFirst().first ?? 0
        return byte < 0x80 && next < 0x80 ? isASCIILetter(byte) : text.first?.isLetter == true
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// What a text's bytes show in one pass: a `%`; a look-alike sign (U+066A is D9 AA in UTF-8,
    /// U+FF05 EF BC 85, U+FE6A EF B9 AA); the lead byte of a bidi control; a control.
    private static func signs(in text: String) -> (percent: Bool, lookalike: Bool, bidi: Bool, control: Bool) {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (percent: Bool, lookalike: Bool, bidi: Bool, control: Bool) {
            var signs = (percent: false, lookalike: false, bidi: false, control: false)
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "%"): signs.percent = true
                case 0xAA where previous == 0xD9, 0xBC where previous == 0xEF, 0xB9 where previous == 0xEF: signs.lookalike = true
                case 0xE2: signs.bidi = true
                case 0..<0x20, 0x7F, 0xC2: signs.control = true
                default: break
                }
                previous = byte
            }
            return signs
        }
        if let signs = text.utf8.withContiguousStorageIfAvailable(scan) { return signs }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(scan) ?? (true, true, true, true)
    }

    /// What follows each look-alike sign that a conversion would: `٪@`, `٪d`, `％1$@`.
    private static func lookalikes(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let sign = rest.firstIndex(where: lookalikeSigns.contains) {
            let after = rest[rest.index(after: sign)...]
            let candidate = "%" + after.prefix(8)
            if case .conversion(let specifier)? = FormatPiece.pieces(in: String(candidate)).first {
                found.append(String(rest[sign]) + specifier.text.dropFirst())
            }
            rest = after
        }
        return found
    }

    /// Whether it reads any argument or writes a percent sign as `%%`: evidence that the app
    /// formats it.
    var looksFormatted: Bool {
        !uses.isEmpty || !substitutions.isEmpty || hasPercentSign || invalid.contains { $0.contains("$") }
    }

    /// Whether something in the text is written wrong (a stray or invalid `%`, a look-alike
    /// sign): a placeholder it seems to lack is that mistake, not a second one.
    var hasMistakes: Bool {
        !invalid.isEmpty || !unescaped.isEmpty || !lookalikes.isEmpty
    }

    /// The positions it names, largest last.
    var explicitPositions: [Int] {
        guard uses.contains(where: \.isExplicit) else { return [] }
        return Set(uses.filter(\.isExplicit).map(\.position)).sorted()
    }
}
