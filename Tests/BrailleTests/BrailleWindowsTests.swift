// SPDX-License-Identifier: GPL-3.0-or-later
import Braille
import Testing

/// Windows a display pans through: as wide as the display, never splitting a word that fits.
@Suite struct BrailleWindowsTests {
    /// Cells from a picture: a letter is a cell with dots, a space a blank cell.
    private func cells(_ picture: String) -> [UInt8] {
        picture.map { $0 == " " ? 0 : 1 }
    }

    @Test(arguments: [
        ("abc def ghi", 5, [0..<4, 4..<8, 8..<11]),
        ("abc def ghi", 8, [0..<8, 8..<11]),
        ("abc def ghi", 7, [0..<7, 8..<11]),
        ("abcdefghijk", 4, [0..<4, 4..<8, 8..<11]),
        ("ab  cd", 3, [0..<3, 4..<6]),
        ("abc", 20, [0..<3]),
        ("", 20, [0..<0]),
    ])
    func windowsEndAfterTheLastBlankThatFits(picture: String, width: Int, expected: [Range<Int>]) {
        #expect(BrailleWindows(cells: cells(picture), width: width).ranges == expected)
    }

    /// Every window fits, every non-blank cell is in exactly one, in order.
    @Test func windowsCoverTheLineInOrder() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let line = (0..<Int.random(in: 0...80, using: &generator)).map { _ in UInt8.random(in: 0...3, using: &generator) }
            let width = Int.random(in: 1...24, using: &generator)
            let windows = BrailleWindows(cells: line, width: width)
            #expect(windows.ranges.allSatisfy { $0.count <= width })
            let covered = windows.ranges.flatMap { Array($0) }
            #expect(covered == covered.sorted())
            #expect(Set(covered).count == covered.count)
            #expect(line.indices.filter { line[$0] != 0 }.allSatisfy(Set(covered).contains))
        }
    }

    @Test func theWindowOfACell() {
        let windows = BrailleWindows(cells: cells("abc def ghi"), width: 4)
        #expect(windows.index(containing: 0) == 0)
        #expect(windows.index(containing: 5) == 1)
        #expect(windows.index(containing: 11) == 2)
    }
}
