// SPDX-License-Identifier: GPL-3.0-or-later

/// What in a person's text a screen reader or a terminal would trip on: control characters,
/// terminal escape sequences, and bidi controls that reorder what follows.
public enum UnsafeText {
    /// A kind of trouble.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An escape sequence (ESC or CSI and what follows): a terminal obeys it.
        case escapeSequence
        /// Another C0 or C1 control, or DEL.
        case controlCharacter
        /// A bidi embedding or override (U+202A–U+202E), or an isolate (U+2066–U+2069) that is
        /// not closed or closes nothing. An isolate and its PDI keep what is between them from
        /// reordering anything else: the remedy, as Rotor puts them around a person's words.
        case bidiControl
    }

    /// The kinds of trouble in a text, each once, in the order above.
    public static func kinds(in text: String) -> [Kind] {
        var found: Set<Kind> = []
        var openIsolates = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1B, 0x9B: found.insert(.escapeSequence)
            case 0x09, 0x0A, 0x0D: continue
            case 0x00...0x1F, 0x7F...0x9F: found.insert(.controlCharacter)
            case 0x202A...0x202E: found.insert(.bidiControl)
            case 0x2066...0x2068: openIsolates += 1
            case 0x2069:
                if openIsolates == 0 { found.insert(.bidiControl) } else { openIsolates -= 1 }
            default: continue
            }
        }
        if openIsolates > 0 { found.insert(.bidiControl) }
        return Kind.allCases.filter(found.contains)
    }

    /// The text as a terminal may show it, each troublesome character a visible symbol.
    public static func shown(_ text: String) -> String {
        TerminalText.neutralize(text)
    }
}
