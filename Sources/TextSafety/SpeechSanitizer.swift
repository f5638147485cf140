// SPDX-License-Identifier: GPL-3.0-or-later

/// Makes untrusted text safe to give to eSpeak NG.
///
/// Every speaker cleans every utterance with ``clean(_:)`` before synthesis, and synthesis never
/// sets the `espeakSSML` or `espeakPHONEMES` flags (only `espeakCHARS_UTF8`), so markup such as
/// `<audio src=…/>`, `<prosody>` or `[[phonemes]]` is read as plain text.
///
/// `clean` removes:
/// - C0 controls U+0000–U+001F (tab, line feed and carriage return become a space): U+0001
///   starts an eSpeak NG embedded command that can mute every later utterance;
/// - DEL U+007F and C1 controls U+0080–U+009F (NEL U+0085 becomes a space);
/// - ANSI/VT escape sequences whole: CSI (`ESC [` or U+009B, parameters, final byte),
///   string sequences OSC/DCS/SOS/PM/APC (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` or their
///   C1 forms) up to BEL, `ESC \` or U+009C, and other `ESC` sequences (intermediates and a final);
/// - bidi controls U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C (silent in speech).
///
/// A removed escape sequence counts as a space, so the words either side of it stay apart. Runs
/// of whitespace collapse to one space and the result is trimmed. Cleaning twice changes nothing.
///
/// `<`, `>` and `&` are kept: without the SSML flag they are harmless, eSpeak NG names them at
/// punctuation levels that include them ("less than", "greater than", "ampersand") and otherwise
/// reads `<` and `>` as a pause, so a word boundary is never lost. Text is never truncated.
public enum SpeechSanitizer {
    /// Returns `text` without control characters, escape sequences or bidi controls, with
    /// whitespace collapsed and trimmed.
    public static func clean(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        var scalars = Array(text.unicodeScalars)[...]

        func emit(_ scalar: Unicode.Scalar) {
            if pendingSpace, !output.isEmpty {
                output.append(" ")
            }
            pendingSpace = false
            output.append(scalar)
        }

        while let scalar = scalars.popFirst() {
            switch Kind(scalar) {
            case .space:
                pendingSpace = true
            case .removed:
                continue
            // A removed sequence separates what stood on either side of it, as the screen
            // showed them apart: "A\u{1B}[31mRED" is "A RED", never "ARED".
            case .escape:
                skipEscapeSequence(&scalars)
                pendingSpace = true
            case .controlSequenceIntroducer:
                skipControlSequence(&scalars)
                pendingSpace = true
            case .stringIntroducer:
                if skipString(&scalars) {
                    skipEscapeSequence(&scalars)
                }
                pendingSpace = true
            case .kept:
                emit(scalar)
            }
        }
        return String(output)
    }

    /// What the sanitizer does with one scalar.
    private enum Kind {
        case space, removed, escape, controlSequenceIntroducer, stringIntroducer, kept

        init(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x1B: self = .escape
            case 0x9B: self = .controlSequenceIntroducer
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: self = .stringIntroducer
            case 0x09, 0x0A, 0x0D, 0x85: self = .space
            case 0x00...0x1F, 0x7F...0x9F: self = .removed
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: self = .removed
            default:
                self = scalar.properties.isWhitespace ? .space : .kept
            }
        }
    }

    /// Skips what follows an ESC: a CSI, a string sequence, or intermediates and a final.
    /// Iterative, so a long run of nested ESCs cannot exhaust the stack.
    private static func skipEscapeSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        var escapePending = true
        while escapePending {
            escapePending = false
            guard let next = scalars.first else { return }
            switch next.value {
            case 0x5B:  // [
                scalars.removeFirst()
                skipControlSequence(&scalars)
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
                scalars.removeFirst()
                escapePending = skipString(&scalars)
            case 0x20...0x2F:  // intermediates, then a final byte
                while let byte = scalars.first, (0x20...0x2F).contains(byte.value) {
                    scalars.removeFirst()
                }
                if let final = scalars.first, (0x30...0x7E).contains(final.value) {
                    scalars.removeFirst()
                }
            case 0x30...0x7E:  // a two-character sequence such as ESC 7 or ESC c
                scalars.removeFirst()
            default:
                break  // a lone ESC: only it is removed
            }
        }
    }

    /// Skips a CSI's parameter and intermediate bytes and its final byte.
    private static func skipControlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let byte = scalars.first, (0x20...0x3F).contains(byte.value) {
            scalars.removeFirst()
        }
        if let final = scalars.first, (0x40...0x7E).contains(final.value) {
            scalars.removeFirst()
        }
    }

    /// Skips a string sequence's body and its terminator: BEL, `ESC \` or ST (U+009C).
    /// Returns true when another ESC ended the string: that ESC starts a new sequence, which the
    /// caller skips. An unterminated string runs to the end of the text, as a terminal would
    /// swallow it.
    private static func skipString(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Bool {
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x07, 0x9C:
                return false
            case 0x1B:
                if scalars.first == "\\" {
                    scalars.removeFirst()
                    return false
                }
                return true
            default:
                continue
            }
        }
        return false
    }
}
