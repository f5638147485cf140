// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Console
import Testing

/// readline's whole keymap as Rotor leaves it, read back from readline itself: every key still
/// bound does something a person asked for and hears, and the bindings that typed, recalled or
/// ran something unasked, or swallowed the next key, are gone. (Control-V put the next arrow on
/// the line as `^[[C`; Alt-. pasted an earlier argument.)
@Suite(.serialized) struct ReadlineKeymapTests {
    /// readline configured as a session configures it (its inputrc files read, then disarmed).
    static let configured: Bool = {
        LineEditor.configure(name: "rotor-test", complete: { _, _, _ in nil }, showMatches: { _, _, _ in })
        return true
    }()

    /// What a key may still do, as this test reads readline's manual: type, move, delete or cut
    /// (each said by the typing echo), put back what was cut, change a word's case, complete,
    /// go through the history on Control-P and Control-N, clear the screen.
    static let harmless: Set<String> = [
        "self-insert", "accept-line", "bracketed-paste-begin", "beginning-of-line", "end-of-line",
        "forward-char", "backward-char", "forward-word", "backward-word", "delete-char", "backward-delete-char",
        "forward-backward-delete-char", "kill-line", "backward-kill-line", "unix-line-discard", "unix-word-rubout",
        "unix-filename-rubout", "kill-word", "backward-kill-word", "kill-whole-line", "delete-horizontal-space",
        "yank", "transpose-chars", "transpose-words", "capitalize-word", "upcase-word", "downcase-word", "undo",
        "complete", "possible-completions", "delete-char-or-list", "menu-complete", "menu-complete-backward",
        "previous-history", "next-history", "do-lowercase-version", "skip-csi-sequence", "clear-screen",
    ]

    @Test func everyBindingLeftIsOneAPersonAsksForAndHears() throws {
        #expect(Self.configured)
        let entries = LineEditor.keymapEntries()
        #expect(entries.count > 100, "readline's keymap was read (\(entries.count) bindings)")
        for entry in entries {
            let keys = entry.keys.map { String($0, radix: 16) }.joined(separator: " ")
            #expect(entry.function.map(Self.harmless.contains) == true, "\(keys) is bound to \(entry.function ?? "a macro")")
        }
        // Control-P and Control-N keep the history; Alt-B and Alt-F move by word.
        #expect(entries.contains { $0.keys == [0x10] && $0.function == "previous-history" })
        #expect(entries.contains { $0.keys == [0x1B, 0x62] && $0.function == "backward-word" })
    }

    /// The traps, each by the keys a terminal sends: none is bound, so each is dropped.
    @Test(arguments: [
        ("Control-V", [0x16]), ("Control-Q", [0x11]), ("Control-R", [0x12]), ("Control-S", [0x13]),
        ("Control-O", [0x0F]), ("Control-]", [0x1D]), ("Control-@", [0x00]),
        ("Alt-.", [0x1B, 0x2E]), ("Alt-_", [0x1B, 0x5F]), ("Alt-Control-Y", [0x1B, 0x19]), ("Alt-Y", [0x1B, 0x79]),
        ("Alt-<", [0x1B, 0x3C]), ("Alt->", [0x1B, 0x3E]), ("Alt-P", [0x1B, 0x70]), ("Alt-N", [0x1B, 0x6E]),
        ("Alt-R", [0x1B, 0x72]), ("Alt-#", [0x1B, 0x23]), ("Alt-*", [0x1B, 0x2A]), ("Alt-5", [0x1B, 0x35]),
        ("Alt--", [0x1B, 0x2D]), ("Alt-Control-J", [0x1B, 0x0A]), ("Alt-Tab", [0x1B, 0x09]), ("Alt-Space", [0x1B, 0x20]),
        ("Alt-Control-]", [0x1B, 0x1D]), ("Alt-~", [0x1B, 0x7E]), ("Control-X (", [0x18, 0x28]),
        ("Control-X E", [0x18, 0x65]), ("Control-X Control-R", [0x18, 0x12]), ("Control-X Control-X", [0x18, 0x18]),
        ("Control-X Control-G", [0x18, 0x07]), ("Insert (Debian's quoted-insert)", [0x1B, 0x5B, 0x32, 0x7E]),
    ] as [(String, [UInt8])])
    func aTrapIsUnbound(name: String, keys: [UInt8]) {
        #expect(Self.configured)
        #expect(!LineEditor.isBound(keys), "\(name) is still bound")
    }
}
