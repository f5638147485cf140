// SPDX-License-Identifier: GPL-3.0-or-later

/// Makes untrusted text safe to print on a terminal: nothing in a label can clear the screen,
/// set the title, write the clipboard or reorder the line.
public enum TerminalText {
    /// Every line of a text neutralized (`neutralize`), line breaks kept.
    public static func neutralizeLines(_ text: String) -> String {
        // Most text holds nothing to change: a look at its bytes says so (a JSON transcript of
        // a gigabyte spent most of its time being split into lines to be given back the same).
        if !mayNeedNeutralizing(text, lineBreaks: true) { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { neutralize(String($0)) }.joined(separator: "\n")
    }

    /// Whether a text holds a scalar ``neutralize(_:)`` changes or counts: a C0 control (a line
    /// break too, unless `lineBreaks`), DEL, a C1 control, or a bidi embedding, override or
    /// isolate. False means the text is safe as it is.
    static func mayNeedNeutralizing(_ text: String, lineBreaks: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x0A where lineBreaks: break
                case 0x00...0x1F, 0x7F: return true
                // C1 controls, U+0080–U+009F: C2 80 … C2 9F.
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]): return true
                // U+202A–U+202E (E2 80 AA … AE) and U+2066–U+2069 (E2 81 A6 … A9).
                case 0xE2 where index + 2 < bytes.count:
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    if second == 0x80 && (0xAA...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) { return true }
                default: break
                }
                index += 1
            }
            return false
        }
    }

    /// Controls become visible symbols (ESC as ␛, other C0 controls as their control pictures,
    /// DEL as ␡, C1 controls as �). Bidi embeddings, overrides and isolates keep to the rules of
    /// the bidi algorithm and are balanced: a PDI first closes the embeddings and overrides opened
    /// inside its isolate (so an override in a card title ends with the title's isolate), a PDF
    /// or PDI with nothing to close is dropped, and what is left open is closed at the end of the
    /// line so it cannot spill into what follows.
    public static func neutralize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        // Open embeddings (true) and isolates (false), innermost last.
        var open: [Bool] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1B:
                result.append("\u{241B}")
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F:
                result.append("\u{FFFD}")
            case 0x202C:
                guard open.last == true else { continue }
                open.removeLast()
                result.append(scalar)
            case 0x202A...0x202E:
                open.append(true)
                result.append(scalar)
            case 0x2069:
                guard let isolate = open.lastIndex(of: false) else { continue }
                for _ in isolate..<(open.count - 1) { result.append("\u{202C}") }
                open.removeSubrange(isolate...)
                result.append(scalar)
            case 0x2066...0x2068:
                open.append(false)
                result.append(scalar)
            default:
                result.append(scalar)
            }
        }
        for embedding in open.reversed() { result.append(embedding ? "\u{202C}" : "\u{2069}") }
        return String(result)
    }
}
