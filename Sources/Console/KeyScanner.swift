// SPDX-License-Identifier: GPL-3.0-or-later

/// Splits the bytes a terminal sends into keys before readline sees them, so a key Rotor does not
/// use can be dropped whole and an Escape pressed alone is known as such.
///
/// readline reads a byte at a time and knows only the sequences bound in its keymaps: an unbound
/// F12 (`ESC [ 2 4 ~`) left `~` on the line, and an Escape pressed alone waited for the next key
/// and swallowed it. Here each key is one token: a character (one UTF-8 sequence or one control
/// byte), a whole escape sequence as ECMA-48 defines it (CSI `ESC [` parameters, intermediates and
/// a final byte; SS3 `ESC O` and a byte; the Linux console's `ESC [ [` and a letter; `ESC` and a
/// character for Meta), a bracketed paste from its start marker to its end, or Escape alone. An
/// escape sequence that has not ended when the bytes stop is held until ``flush()``, which the
/// caller runs after a short wait (``escapeWait``).
public struct KeyScanner: Sendable, Equatable {
    /// One key, or one pasted text.
    public enum Token: Sendable, Equatable {
        /// One character: a UTF-8 sequence or a single control byte.
        case character([UInt8])
        /// A whole escape sequence, `ESC` first.
        case sequence([UInt8])
        /// Escape pressed alone: nothing followed it within the wait, or another Escape did.
        case escape
        /// A bracketed paste, its start and end markers included, for readline to take whole.
        case paste([UInt8])
    }

    /// How long to wait after an unfinished escape sequence before deciding it was Escape alone:
    /// a terminal writes a key's sequence at once, a person never presses Escape and the next key
    /// within it.
    public static let escapeWait: Int32 = 50

    private static let escapeByte: UInt8 = 0x1B
    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// A paste larger than this is passed on in pieces rather than held whole.
    private static let pasteLimit = 1 << 20

    /// Bytes read but not yet made into a token.
    private var pending: [UInt8] = []

    /// A scanner with nothing pending.
    public init() {}

    /// Whether an unfinished escape sequence, character or paste is held.
    public var isWaiting: Bool { !pending.isEmpty }

    /// The tokens these bytes complete, in order; an unfinished one is held for the next call.
    ///
    /// An Escape that came alone, at the end of what the terminal sent, followed by bytes that
    /// cannot go on with an escape sequence (anything but `[` and `O`) was Escape pressed alone:
    /// a terminal writes a key's whole sequence at once. So Escape then `where`, typed however
    /// quickly, is Escape and `where` (before, Meta-W took the `w`). Escape and a character sent
    /// together are Alt and that character.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Token] {
        let bytes = Array(bytes)
        var tokens: [Token] = []
        if pending == [Self.escapeByte], let first = bytes.first, first != UInt8(ascii: "["), first != UInt8(ascii: "O") {
            tokens.append(.escape)
            pending = []
        }
        pending.append(contentsOf: bytes)
        return tokens + scan(final: false)
    }

    /// Ends what is held after the wait: Escape alone, or an unfinished sequence passed on whole
    /// (readline does not know it, so it is dropped there), or a paste that never ended.
    public mutating func flush() -> [Token] {
        scan(final: true)
    }

    private mutating func scan(final: Bool) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        scanning: while index < pending.count {
            let byte = pending[index]
            guard byte == Self.escapeByte else {
                let length = Self.characterLength(byte)
                guard index + length <= pending.count else {
                    guard final else { break scanning }
                    tokens.append(.character(Array(pending[index...])))
                    index = pending.count
                    break scanning
                }
                tokens.append(.character(Array(pending[index..<(index + length)])))
                index += length
                continue
            }
            switch Self.escapeLength(pending, from: index) {
            case .complete(let length) where Array(pending[index..<(index + length)]) == Self.pasteStart:
                // A paste is held until its end marker, so readline, which reads the text after
                // the start marker itself, finds all of it; a huge one is passed on as it is.
                if let end = Self.find(Self.pasteEnd, in: pending, from: index + length) {
                    tokens.append(.paste(Array(pending[index..<end])))
                    index = end
                } else if final || pending.count - index > Self.pasteLimit {
                    tokens.append(.paste(Array(pending[index...])))
                    index = pending.count
                } else {
                    break scanning
                }
            case .complete(let length):
                tokens.append(.sequence(Array(pending[index..<(index + length)])))
                index += length
            case .loneEscape:
                tokens.append(.escape)
                index += 1
            case .unfinished:
                guard final else { break scanning }
                let rest = Array(pending[index...])
                tokens.append(rest.count == 1 ? .escape : .sequence(rest))
                index = pending.count
            }
        }
        pending.removeFirst(index)
        return tokens
    }

    /// How an escape sequence starting at `start` ends.
    private enum EscapeEnd: Equatable {
        case complete(Int)
        case loneEscape
        case unfinished
    }

    private static func escapeLength(_ bytes: [UInt8], from start: Int) -> EscapeEnd {
        let count = bytes.count - start
        guard count >= 2 else { return .unfinished }
        let second = bytes[start + 1]
        switch second {
        case escapeByte:
            // Escape, then another key that begins with Escape: the first was pressed alone.
            return .loneEscape
        case UInt8(ascii: "["):
            // The Linux console's F1–F5: ESC [ [ A … E.
            if count >= 3, bytes[start + 2] == UInt8(ascii: "[") {
                return count >= 4 ? .complete(4) : .unfinished
            }
            // CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
            var offset = 2
            while offset < count, (0x30...0x3F).contains(bytes[start + offset]) { offset += 1 }
            // rxvt ends its shifted keys with `$` (Shift-Home is ESC [ 7 $), an intermediate
            // byte to ECMA-48: taken as the end, so the key typed next is not swallowed.
            if offset < count, bytes[start + offset] == UInt8(ascii: "$") { return .complete(offset + 1) }
            while offset < count, (0x20...0x2F).contains(bytes[start + offset]) { offset += 1 }
            guard offset < count else { return .unfinished }
            let final = bytes[start + offset]
            // A byte that cannot end a CSI sequence ends it where it stands; the byte is a key of its own.
            return (0x40...0x7E).contains(final) ? .complete(offset + 1) : .complete(offset)
        case UInt8(ascii: "O"):
            // SS3: an optional modifier digit (some terminals), then one final byte.
            var offset = 2
            while offset < count, (0x30...0x39).contains(bytes[start + offset]) { offset += 1 }
            guard offset < count else { return .unfinished }
            return (0x40...0x7E).contains(bytes[start + offset]) ? .complete(offset + 1) : .complete(offset)
        default:
            // Meta and a character: ESC then one UTF-8 sequence or control byte.
            let length = characterLength(second)
            return count >= 1 + length ? .complete(1 + length) : .unfinished
        }
    }

    /// The length of the UTF-8 sequence a byte starts (1 for ASCII, a control byte or a stray byte).
    private static func characterLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle {
                return index + needle.count
            }
            index += 1
        }
        return nil
    }
}
