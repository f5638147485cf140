// SPDX-License-Identifier: GPL-3.0-or-later

/// Makes untrusted text safe to print on a terminal: nothing in a label can clear the screen,
/// set the title, write the clipboard or reorder the line.
public enum TerminalText {
    /// Every line of a text neutralized (`neutralize`), line breaks kept.
    public static func neutralizeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { neutralize(String($0)) }.joined(separator: "\n")
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
