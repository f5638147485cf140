// SPDX-License-Identifier: GPL-3.0-or-later

import TextSafety
import Testing

@testable import Speech

/// The sanitizer alone: pure, so these run in parallel with everything.
struct SpeechSanitizerTests {
    @Test(arguments: [
        ("Lisbon, Image", "Lisbon, Image"),
        ("  spaced\t\tout\r\nlines  ", "spaced out lines"),
        ("\u{01}0A quiet", "0A quiet"),
        ("a\u{0}b", "ab"),
        ("del\u{7F}ete", "delete"),
        ("\u{1B}[2Jclear", "clear"),
        ("\u{1B}[1;31mred\u{1B}[0m text", "red text"),
        ("A\u{1B}[31mRED\u{1B}[0m plain", "A RED plain"),
        ("one\u{1B}]0;title\u{07}two\u{9B}1mthree", "one two three"),
        ("\u{1B}]0;title\u{07}after", "after"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}]52;c;ZXZpbA==\u{07}clipboard", "clipboard"),
        ("\u{1B}]0;never ends", ""),
        ("\u{1B}]0;cancelled\u{1B}[1mbold", "bold"),
        ("\u{1B}Pq#0;2;0;0;0\u{1B}\\sixel", "sixel"),
        ("\u{1B}(Bcharset", "charset"),
        ("\u{1B}7saved\u{1B}8", "saved"),
        ("lone\u{1B}", "lone"),
        ("\u{9B}31mred", "red"),
        ("\u{9D}0;title\u{9C}after", "after"),
        ("next\u{85}line", "next line"),
        ("\u{80}\u{81}c1\u{9A}", "c1"),
        ("\u{9F}application program command\u{9C}after", "after"),
        ("\u{202E}abc\u{202C}", "abc"),
        ("\u{2066}x\u{2069} \u{200E}y\u{200F} \u{061C}z", "x y z"),
        (#"<audio src="/etc/passwd"/>"#, #"<audio src="/etc/passwd"/>"#),
        ("[[h@'l@U]]", "[[h@'l@U]]"),
        ("&amp; a<b", "&amp; a<b"),
        ("Mover a Hecho", "Mover a Hecho"),
        ("niño\u{A0}café", "niño café"),
    ])
    func cleans(_ input: String, _ expected: String) {
        #expect(SpeechSanitizer.clean(input) == expected)
    }

    static let samples: [String] = hostileInputs + [
        "\u{1B}\u{1B}[[\u{1B}]\u{1B}]\u{07}\u{9B}\u{9B}",
        "a \u{01} b \u{1B}[ c",
        String(repeating: "\u{1B}]", count: 10_000) + "end",
        String(repeating: "\u{1B}", count: 10_000),
        " \t\n ",
        "",
    ]

    @Test(arguments: samples)
    func isIdempotentAndLeavesNoControls(_ input: String) {
        let once = SpeechSanitizer.clean(input)
        #expect(SpeechSanitizer.clean(once) == once)
        #expect(!once.unicodeScalars.contains(where: isForbidden))
        #expect(!once.hasPrefix(" ") && !once.hasSuffix(" ") && !once.contains("  "))
    }

    @Test func randomInputsAreIdempotentAndClean() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = Array("ab [];\\07PX^_".unicodeScalars) + [
            "\u{1B}", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{0}", "\u{01}", "\n", "\u{202E}",
            "\u{85}", "\u{A0}", " ",
        ]
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                text.append(alphabet.randomElement(using: &generator) ?? "a")
            }
            let once = SpeechSanitizer.clean(String(text))
            #expect(SpeechSanitizer.clean(once) == once)
            #expect(!once.unicodeScalars.contains(where: isForbidden))
        }
    }

    @Test func veryLongTextIsKeptWhole() {
        let text = String(repeating: "word ", count: 100_000)
        #expect(SpeechSanitizer.clean(text).count == text.count - 1)
    }
}
