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

    /// A text as a machine-readable report's message carries it, for another program to show
    /// (GitHub's pages, a CI server's test view): controls as ``neutralize(_:)`` shows them (a
    /// line break as ␊, so the message stays one line), and every bidi formatting character
    /// (the embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the marks
    /// U+200E, U+200F and U+061C) as its code point in angle brackets, `<U+202E>`: a page that
    /// shows the message does not reorder it, and the reader sees what the input held.
    public static func visible(_ text: String) -> String {
        guard mayNeedNeutralizing(text) || text.unicodeScalars.contains(where: isBidiFormatting) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isBidiFormatting(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: ("<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">").unicodeScalars)
            } else {
                result.append(contentsOf: neutralize(String(scalar)).unicodeScalars)
            }
        }
        return String(result)
    }

    /// Whether a scalar is a bidi formatting character: an embedding, override or isolate, or a
    /// directional mark.
    static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// A text whose lines a CI job's log cannot take for workflow commands: GitHub Actions runs
    /// any line that begins, after white space, with `::` (`::error`, `::add-mask::`,
    /// `::stop-commands::`) or with the older `##[`, wherever it comes from; its runner ends a
    /// line at a line feed or a carriage return. Such a line of a report gets a backslash before
    /// it (`\::error::x`), shown as written and run as nothing. Only the `github` format writes
    /// commands, its own.
    public static func defusingWorkflowCommands(_ text: String) -> String {
        guard text.contains("::") || text.contains("##[") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while true {
            let end = rest.firstIndex { $0 == "\n" || $0 == "\r" || $0 == "\r\n" } ?? rest.endIndex
            let line = rest[..<end]
            let start = line.firstIndex { !$0.isWhitespace } ?? line.endIndex
            if line[start...].hasPrefix("::") || line[start...].hasPrefix("##[") {
                result += line[..<start] + "\\" + line[start...]
            } else {
                result += line
            }
            guard end < rest.endIndex else { return result }
            result.append(rest[end])
            rest = rest[rest.index(after: end)...]
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
