// SPDX-License-Identifier: GPL-3.0-or-later

/// Makes untrusted text safe to print on a terminal: nothing in a label can clear the screen,
/// set the title, write the clipboard or reorder the line.
public enum TerminalText {
    /// Every line of a text neutralized (`neutralize`), line breaks kept.
    public static func neutralizeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { neutralize(String($0)) }.joined(separator: "\n")
    }

    /// Controls become visible symbols (ESC as ␛, other C0 controls as their control pictures,
    /// DEL as ␡, C1 controls as �); bidi embeddings, overrides and isolates left open are
    /// closed at the end of the line so they cannot spill into what follows.
    public static func neutralize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var openEmbeddings = 0
        var openIsolates = 0
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
            case 0x202A...0x202E:
                if scalar.value == 0x202C {
                    guard openEmbeddings > 0 else { continue }
                    openEmbeddings -= 1
                } else {
                    openEmbeddings += 1
                }
                result.append(scalar)
            case 0x2066...0x2069:
                if scalar.value == 0x2069 {
                    guard openIsolates > 0 else { continue }
                    openIsolates -= 1
                } else {
                    openIsolates += 1
                }
                result.append(scalar)
            default:
                result.append(scalar)
            }
        }
        for _ in 0..<openEmbeddings { result.append("\u{202C}") }
        for _ in 0..<openIsolates { result.append("\u{2069}") }
        return String(result)
    }
}
