// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Localization
@testable import Semantics

@Suite struct BidiIsolationTests {
    @Test(arguments: [
        ("plain ASCII", false), ("", false), ("café, ñandú", false),
        ("\u{058F} Armenian dram", false),  // lead byte 0xD6, yet left to right
        ("\u{0590}", true), ("שלום", true), ("مرحبا", true), ("٣", true),
        ("a\u{061C}b", true), ("a\u{200E}", true), ("\u{202E}gnp", true), ("\u{2068}x\u{2069}", true),
        ("日本語", false), ("👩🏽‍💻", false), ("\u{10800}", true), ("\u{1E900}", true),
    ])
    func aTextAffectsTheDisplayWhenItHoldsARightToLeftLetterOrAControl(text: String, expected: Bool) {
        #expect(BidiIsolation.affectsDisplay(text) == expected)
    }

    /// The byte test that rules out most texts agrees with the ranges on every scalar up to
    /// the last right-to-left block, and beyond it.
    @Test func theQuickByteTestAgreesWithTheRangesOnEveryScalar() {
        let ranges: [ClosedRange<UInt32>] = [
            0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
            0x200E...0x200F, 0x061C...0x061C, 0x202A...0x202E, 0x2066...0x2069,
        ]
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x1F0FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = ranges.contains { $0.contains(value) }
            if BidiIsolation.affectsDisplay("x" + String(scalar)) != expected { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "U+\(disagreements.prefix(5).map { String($0, radix: 16) })")
    }
}
