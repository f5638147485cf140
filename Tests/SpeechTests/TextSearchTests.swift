// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
import TextSafety

/// Text searched for in text by characters, a NUL included (Foundation's search on Linux read
/// only up to it, and trapped on some texts).
@Suite struct TextSearchTests {
    @Test(arguments: [
        ("xa", "a", true), ("xa", "a\u{0}", false), ("xé", "é\u{0}", false), ("xé\u{0}", "é\u{0}", true),
        ("x\u{FFFD}", "\u{FFFD}\u{0}\u{0}", false), ("anything", "", true), ("", "a", false),
        ("cafe\u{301}", "café", true), ("Fix the login crash", "crash", true), ("مرحبا بكم", "بكم", true),
    ])
    func holds(text: String, other: String, expected: Bool) {
        #expect(text.holds(other) == expected)
    }

    @Test(arguments: [
        ("a, b, c", ", ", ["a", "b", "c"]), ("a, , b", ", ", ["a", "", "b"]), (", a, ", ", ", ["", "a", ""]),
        ("none", ", ", ["none"]), ("", ", ", [""]), ("a\u{0}, b", ", ", ["a\u{0}", "b"]), ("x، y", "، ", ["x", "y"]),
    ])
    func pieces(text: String, separator: String, expected: [String]) {
        #expect(text.pieces(separatedBy: separator) == expected)
        #expect(text.pieces(separatedBy: separator) == text.components(separatedBy: separator), "as Foundation cuts it")
    }
}
