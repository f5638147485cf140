// SPDX-License-Identifier: GPL-3.0-or-later

/// Keeps a piece of user content inside a sentence in its own bidi isolate (FSI … PDI), so a
/// bidi-aware display shows it as a unit in the sentence's order, and whatever the content holds
/// (right-to-left letters, digits, an override) cannot reorder the words around it.
///
/// Isolation is applied wherever it can change the display: in a right-to-left language's
/// sentences, and in any sentence whose words or content hold a right-to-left letter, an
/// Arabic-Indic digit or a bidi control. A line with none of these displays the same with or
/// without isolates (every character is left to right or neutral), so English and Spanish
/// sentences about Latin content are written exactly as before.
///
/// Speech never hears isolates: ``SpeechSanitizer`` (Speech) removes every bidi control.
public enum BidiIsolation {
    /// FIRST STRONG ISOLATE (U+2068): the content's own first strong letter sets its direction.
    public static let firstStrongIsolate: Character = "\u{2068}"
    /// POP DIRECTIONAL ISOLATE (U+2069), which closes it.
    public static let popIsolate: Character = "\u{2069}"

    /// `text` in FSI … PDI; an empty text stays empty.
    ///
    /// The bidi controls the text holds stay inside its isolate (``closingUnmatched(_:)``): an
    /// isolate, embedding or override it leaves open is closed before the closing PDI, and a
    /// closer with nothing of its own to close is dropped, so that the PDI closes this isolate
    /// and the words after it (", Actions available") keep their order. Without that, a title
    /// holding an unclosed isolate took the PDI for its own, and an override in it reversed the
    /// rest of the line.
    public static func isolate(_ text: String) -> String {
        text.isEmpty ? "" : String(firstStrongIsolate) + closingUnmatched(text) + String(popIsolate)
    }

    /// `text` with its explicit bidi controls balanced, as the bidi algorithm pairs them (UAX #9,
    /// X1–X8): every isolate (LRI, RLI, FSI), embedding (LRE, RLE) and override (LRO, RLO) it
    /// opens is closed at its end, innermost first (PDI, PDF); a PDI with no isolate of the text's
    /// own to close, and a PDF with no embedding or override to close inside the innermost
    /// isolate, are dropped; a PDI closes the embeddings opened inside its isolate, as X6a does.
    /// Text without such controls is returned as it is.
    public static func closingUnmatched(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isExplicitControl($0.value) }) else { return text }
        var scalars = String.UnicodeScalarView()
        // Open embeddings and overrides (true) and isolates (false), innermost last.
        var open: [Bool] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x202C:
                guard open.last == true else { continue }
                open.removeLast()
            case 0x202A...0x202E:
                open.append(true)
            case 0x2069:
                guard let isolate = open.lastIndex(of: false) else { continue }
                for _ in isolate..<(open.count - 1) { scalars.append("\u{202C}") }
                open.removeSubrange(isolate...)
            case 0x2066...0x2068:
                open.append(false)
            default:
                break
            }
            scalars.append(scalar)
        }
        for embedding in open.reversed() { scalars.append(embedding ? "\u{202C}" : "\u{2069}") }
        return String(scalars)
    }

    /// U+202A–U+202E and U+2066–U+2069: the controls that open or close an embedding, an
    /// override or an isolate.
    static func isExplicitControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// Whether a sentence in `language` made of `format` and `pieces` needs its pieces isolated.
    public static func isNeeded(in language: Language, format: String = "", pieces: [String]) -> Bool {
        language.isRightToLeft || affectsDisplay(format) || pieces.contains(where: affectsDisplay)
    }

    /// Whether text holds anything that the bidi algorithm does not leave in place in a
    /// left-to-right line: a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko …), an
    /// Arabic number (Arabic-Indic digits and separators) or an explicit bidi control.
    public static func affectsDisplay(_ text: String) -> Bool {
        // Every such character is U+0590 or above, so its UTF-8 lead byte is 0xD6 or above: most
        // texts are ruled out by their bytes, without decoding a scalar.
        guard text.utf8.contains(where: { $0 >= 0xD6 }) else { return false }
        return text.unicodeScalars.contains { isRightToLeftOrControl($0.value) }
    }

    /// `text` without bidi controls (marks, embeddings, overrides, isolates): what a person typing
    /// a name to match it would type.
    public static func removingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0.value) }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isControl(scalar.value) { scalars.append(scalar) }
        return String(scalars)
    }

    /// `text` without the first-strong isolates put around content (FSI and its PDI); other
    /// bidi controls, such as the `ar-XB` pseudo-locale's, stay.
    public static func removingIsolates(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value == 0x2068 }) else { return text }
        var scalars = String.UnicodeScalarView()
        var open: [Bool] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068:
                open.append(scalar.value == 0x2068)
                if scalar.value != 0x2068 { scalars.append(scalar) }
            case 0x2069:
                if open.popLast() != true { scalars.append(scalar) }
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// LEFT-TO-RIGHT MARK (U+200E): a strong left-to-right character that prints nothing.
    public static let leftToRightMark: Character = "\u{200E}"
    /// RIGHT-TO-LEFT MARK (U+200F): a strong right-to-left character that prints nothing.
    public static let rightToLeftMark: Character = "\u{200F}"

    /// A printed line that a bidi-aware display lays out in `language`'s direction.
    ///
    /// A terminal, like any display that follows the bidi algorithm's rules P2 and P3, takes a
    /// line's direction from its first strong letter outside isolates. A Hebrew line that starts
    /// with a Latin card title (isolated) or with nothing strong (a number) would be laid out left
    /// to right, so such a line starts with a right-to-left mark; a left-to-right language's line
    /// whose first strong letter is Hebrew or Arabic starts with a left-to-right mark. Every other
    /// line is returned as it is.
    public static func paragraph(_ line: String, in language: Language) -> String {
        let first = firstStrongDirection(line)
        if language.isRightToLeft {
            return first == .rightToLeft ? line : String(rightToLeftMark) + line
        }
        return first == .rightToLeft ? String(leftToRightMark) + line : line
    }

    /// The direction of the first strong character of `text` outside isolates (rule P2 of the
    /// bidi algorithm), or nil when it has none.
    ///
    /// Strong right to left are the letters of the right-to-left scripts, RLM and ALM; strong
    /// left to right are the other letters and LRM. Digits, punctuation, marks and spaces are not
    /// strong.
    public static func firstStrongDirection(_ text: String) -> Direction? {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068: depth += 1
            case 0x2069: depth = max(depth - 1, 0)
            case _ where depth > 0: continue
            case 0x200F, 0x061C: return .rightToLeft
            case 0x200E: return .leftToRight
            case _ where scalar.value < 0x80:
                if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) { return .leftToRight }
            default:
                guard scalar.properties.isAlphabetic else { continue }
                return isRightToLeftOrControl(scalar.value) ? .rightToLeft : .leftToRight
            }
        }
        return nil
    }

    /// A direction a run of text is laid out in.
    public enum Direction: Sendable, Hashable {
        case leftToRight, rightToLeft
    }

    /// Lines cut from one text (a legend wrapped to a width), each with the isolates it cuts
    /// through closed at its end and opened again at the start of the next, so that every line
    /// stands alone as its own paragraph and lays out a person's words as the whole text would.
    public static func balanced(_ lines: [String]) -> [String] {
        var open: [Unicode.Scalar] = []
        return lines.map { line in
            var scalars = String.UnicodeScalarView(open)
            for scalar in line.unicodeScalars {
                switch scalar.value {
                case 0x2066...0x2068: open.append(scalar)
                case 0x2069 where !open.isEmpty: open.removeLast()
                default: break
                }
                scalars.append(scalar)
            }
            let pop: Unicode.Scalar = "\u{2069}"
            scalars.append(contentsOf: Array(repeating: pop, count: open.count))
            return String(scalars)
        }
    }

    /// U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069.
    static func isControl(_ value: UInt32) -> Bool {
        value == 0x200E || value == 0x200F || value == 0x061C || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }

    private static func isRightToLeftOrControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: isControl(value)
        }
    }
}
