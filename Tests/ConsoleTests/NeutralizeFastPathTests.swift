// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
import TextSafety

/// Text with nothing to neutralize is given back at once, and the answer is always the one the
/// line-by-line way gives: for every scalar the neutralizer treats, and around each.
@Suite struct NeutralizeFastPathTests {
    static let scalars: [Unicode.Scalar] = [
        "\u{0}", "\u{7}", "\t", "\n", "\r", "\u{1B}", "\u{1F}", " ", "a", "\u{7E}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
        "\u{A0}", "\u{E9}", "\u{200E}", "\u{2029}", "\u{202A}", "\u{202C}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}",
        "\u{2068}", "\u{2069}", "\u{206A}", "\u{05D0}", "\u{0627}", "\u{1F600}",
    ]

    static func lineByLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.neutralize(String($0)) }.joined(separator: "\n")
    }

    @Test(arguments: scalars)
    func everyScalarGivesWhatTheLineByLineWayGives(scalar: Unicode.Scalar) {
        for text in ["\(scalar)", "Card \(scalar) one", "\(scalar)\n\(scalar)", "x\u{2068}y\(scalar)", "{\n  \"a\" : \"\(scalar)\"\n}"] {
            #expect(TerminalText.neutralizeLines(text) == Self.lineByLine(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
