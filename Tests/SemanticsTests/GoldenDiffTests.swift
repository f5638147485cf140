// SPDX-License-Identifier: GPL-3.0-or-later
import TestSupport
import Testing

/// The golden files' diff: one inserted, removed or changed line shows as that line alone.
@Suite struct GoldenDiffTests {
    static let golden = (1...8).map { "line \($0)" }

    @Test(arguments: [
        ("one line inserted", Array(golden[..<3]) + ["new"] + Array(golden[3...]), ["   4 + new"]),
        ("one line removed", Array(golden[..<3]) + Array(golden[4...]), ["   4 - line 4"]),
        ("one line changed", Array(golden[..<5]) + ["line six"] + Array(golden[6...]), ["   6 - line 6", "   6 + line six"]),
        ("a line at the end", golden + ["tail"], ["   9 + tail"]),
        ("nothing changed", golden, []),
    ])
    func onlyTheChangedLinesAreMarked(name: String, actual: [String], changed: [String]) {
        let diff = Golden.diff(Self.golden.joined(separator: "\n"), actual.joined(separator: "\n"))
        let marked = diff.split(separator: "\n").map(String.init).filter { $0.dropFirst(5).hasPrefix("+ ") || $0.dropFirst(5).hasPrefix("- ") }
        #expect(marked == changed, "\(name):\n\(diff)")
    }

    @Test func unchangedLinesAroundAChangeAreShownAndTheRestLeftOut() {
        let long = (1...30).map { "line \($0)" }
        var actual = long
        actual[14] = "changed"
        let diff = Golden.diff(long.joined(separator: "\n"), actual.joined(separator: "\n"))
        #expect(diff == """
               …
              13   line 13
              14   line 14
              15 - line 15
              15 + changed
              16   line 16
              17   line 17
               …
            """)
    }
}
