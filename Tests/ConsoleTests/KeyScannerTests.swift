// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Console
import Foundation
import Processes
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
        // rxvt's Shift-Home (terminfo key_shome), then a key typed straight after it.
        ("\u{1B}[7$a", [.sequence(bytes("\u{1B}[7$")), .character(bytes("a"))]),
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

    /// Escape, then a letter in a later read (typed before the wait was over): Escape alone,
    /// then the letter, never Alt and the letter ("Escape where" lost its `w`). The bytes a
    /// terminal sends for a key, split after the Escape, are still one key.
    @Test func escapeThenALetterSoonAfterIsEscapeAndTheLetter() {
        var scanner = KeyScanner()
        #expect(scanner.feed(Self.bytes("\u{1B}")) == [])
        #expect(scanner.feed(Self.bytes("where")) == [.escape] + "where".map { .character(Self.bytes(String($0))) })
        #expect(!scanner.isWaiting)
        #expect(scanner.feed(Self.bytes("\u{1B}")) == [])
        #expect(scanner.feed(Self.bytes("[D")) == [.sequence(Self.bytes("\u{1B}[D"))])
        #expect(scanner.feed(Self.bytes("\u{1B}")) == [])
        #expect(scanner.feed(Self.bytes("OP")) == [.sequence(Self.bytes("\u{1B}OP"))])
        // Escape and the letter sent together are Alt and the letter.
        #expect(scanner.feed(Self.bytes("\u{1B}.")) == [.sequence(Self.bytes("\u{1B}."))])
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

extension KeyScannerTests {
    /// Whatever bytes arrive, in whatever pieces, every byte comes out in exactly one token,
    /// in order: splitting keys loses nothing and invents nothing.
    @Test(arguments: 0..<200)
    func everyByteComesOutOnceInOrder(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        // Escape-heavy input, so that sequences, lone escapes and pastes are all made.
        let alphabet: [UInt8] = [0x1B, 0x1B, 0x5B, 0x4F, 0x32, 0x30, 0x31, 0x7E, 0x3B, 0x41, 0x61, 0x0D, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0xFF]
        let input = (0..<Int(generator.next() % 64)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        var scanner = KeyScanner()
        var output: [UInt8] = []
        func collect(_ tokens: [KeyScanner.Token]) {
            for token in tokens {
                switch token {
                case .character(let bytes), .sequence(let bytes), .paste(let bytes): output += bytes
                case .escape: output.append(0x1B)
                }
            }
        }
        var rest = input[...]
        while !rest.isEmpty {
            let size = Int(generator.next() % 5) + 1
            collect(scanner.feed(rest.prefix(size)))
            rest = rest.dropFirst(size)
            if generator.next() % 4 == 0 { collect(scanner.flush()) }
        }
        collect(scanner.flush())
        #expect(output == input)
        #expect(!scanner.isWaiting)
    }
}

/// A small seeded random generator (SplitMix64), so each case is the same on every run.
private struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension KeyScannerTests {
    /// The terminals whose key sequences are checked, as the machine's terminfo describes them.
    static let terminals = ["xterm-256color", "xterm-xfree86", "linux", "rxvt-unicode", "screen", "tmux-256color", "vt220", "Eterm", "cons25", "hurd", "mach"]

    /// A terminfo string as its bytes: `\E`, `^X`, octal `\177`, and the other backslash escapes.
    static func terminfoBytes(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var characters = Array(text.utf8)[...]
        while let byte = characters.popFirst() {
            switch byte {
            case UInt8(ascii: "\\"):
                guard let next = characters.popFirst() else { return bytes }
                switch next {
                case UInt8(ascii: "E"), UInt8(ascii: "e"): bytes.append(0x1B)
                case UInt8(ascii: "s"): bytes.append(0x20)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(next - UInt8(ascii: "0"))
                    while let digit = characters.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
                        value = value * 8 + Int(digit - UInt8(ascii: "0"))
                        characters.removeFirst()
                    }
                    bytes.append(UInt8(truncatingIfNeeded: value))
                default: bytes.append(next)
                }
            case UInt8(ascii: "^"):
                guard let next = characters.popFirst() else { return bytes }
                bytes.append(next == UInt8(ascii: "?") ? 0x7F : next & 0x1F)
            default:
                bytes.append(byte)
            }
        }
        return bytes
    }

    /// Every escape sequence a terminal's keys send (its terminfo `key_*` strings) is one key:
    /// one token, so an unused one is dropped whole and none leaves bytes on the line.
    @Test(arguments: terminals)
    func everyKeyOfARealTerminalIsOneToken(terminal: String) throws {
        let result = try ChildProcess.run("/usr/bin/infocmp", ["-1", "-L", "-q", terminal], environment: ProcessInfo.processInfo.environment)
        try #require(result.status == 0, "no terminfo entry for \(terminal)")
        let keys = result.standardOutput.split(separator: "\n").compactMap { line -> (String, [UInt8])? in
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard entry.hasPrefix("key_"), let equals = entry.firstIndex(of: "=") else { return nil }
            let value = String(entry[entry.index(after: equals)...].dropLast())
            return (String(entry[..<equals]), Self.terminfoBytes(value))
        }
        #expect(keys.count > 10)
        for (name, bytes) in keys where bytes.first == 0x1B && bytes.count > 1 {
            var scanner = KeyScanner()
            let tokens = scanner.feed(bytes) + scanner.flush()
            #expect(tokens == [KeyScanner.Token.sequence(bytes)], "\(terminal) \(name): \(bytes)")
        }
    }
}
