// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Console
import Testing

/// The bytes terminals send for keys (xterm's "Control Sequences" and the Linux console's
/// `console_codes(4)`), split into one token per key.
@Suite struct KeyScannerTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        // F12, F10, Insert, Delete: CSI, number, tilde.
        ("\u{1B}[24~", [KeyScanner.Token.sequence(bytes("\u{1B}[24~"))]),
        ("a\u{1B}[21~b", [.character(bytes("a")), .sequence(bytes("\u{1B}[21~")), .character(bytes("b"))]),
        ("\u{1B}[2~\r", [.sequence(bytes("\u{1B}[2~")), .character(bytes("\r"))]),
        // F1 in application mode (SS3) and on the Linux console; Control-Right with a modifier.
        ("\u{1B}OP\u{1B}[[A", [.sequence(bytes("\u{1B}OP")), .sequence(bytes("\u{1B}[[A"))]),
        ("\u{1B}[1;5C", [.sequence(bytes("\u{1B}[1;5C"))]),
        // Meta-b (Alt-b), then a two-byte and a four-byte character.
        ("\u{1B}bé😀", [.sequence(bytes("\u{1B}b")), .character(bytes("é")), .character(bytes("😀"))]),
        // Escape, then an arrow straight after it: the first Escape was pressed alone.
        ("\u{1B}\u{1B}[C", [.escape, .sequence(bytes("\u{1B}[C"))]),
        // A bracketed paste is one token, markers included, whatever it holds.
        ("\u{1B}[200~x\u{1B}[Cy\u{1B}[201~z", [.paste(bytes("\u{1B}[200~x\u{1B}[Cy\u{1B}[201~")), .character(bytes("z"))]),
    ])
    func eachKeyIsOneToken(input: String, expected: [KeyScanner.Token]) {
        var scanner = KeyScanner()
        #expect(scanner.feed(Self.bytes(input)) == expected)
        #expect(!scanner.isWaiting)
    }

    /// Escape alone is held until the wait is over, then it is Escape and nothing more: the next
    /// key is a key of its own.
    @Test func escapeAloneIsKnownAfterTheWaitAndTheNextKeyIsItsOwn() {
        var scanner = KeyScanner()
        #expect(scanner.feed(Self.bytes("\u{1B}")) == [])
        #expect(scanner.isWaiting)
        #expect(scanner.flush() == [.escape])
        #expect(scanner.feed(Self.bytes("\u{1B}[C")) == [.sequence(Self.bytes("\u{1B}[C"))])
    }

    /// A sequence split between two reads is put together; one that never ends is passed on
    /// whole after the wait (readline knows no binding for it, so it is dropped), never as text.
    @Test func aSplitSequenceIsJoinedAndAnUnfinishedOneStaysWhole() {
        var scanner = KeyScanner()
        #expect(scanner.feed(Self.bytes("x\u{1B}[2")) == [.character(Self.bytes("x"))])
        #expect(scanner.feed(Self.bytes("4~")) == [.sequence(Self.bytes("\u{1B}[24~"))])
        #expect(scanner.feed(Self.bytes("\u{1B}[1;")) == [])
        #expect(scanner.flush() == [.sequence(Self.bytes("\u{1B}[1;"))])
        #expect(scanner.feed([0xC3]) == [])
        #expect(scanner.feed([0xA9]) == [.character(Self.bytes("é"))])
    }

    /// A paste whose end has not arrived is held, not typed key by key.
    @Test func aPasteIsHeldUntilItsEnd() {
        var scanner = KeyScanner()
        #expect(scanner.feed(Self.bytes("\u{1B}[200~next")) == [])
        #expect(scanner.feed(Self.bytes("\u{1B}[201~")) == [.paste(Self.bytes("\u{1B}[200~next\u{1B}[201~"))])
    }
}
