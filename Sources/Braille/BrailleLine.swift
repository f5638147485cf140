// SPDX-License-Identifier: GPL-3.0-or-later

/// One line of braille cells and where each came from in the text it translates.
///
/// A cell is a dot pattern, dot 1 in bit 0 through dot 8 in bit 7 (as Unicode braille, BrlAPI
/// and BRLTTY number them). Positions in the text are Unicode scalar offsets, as liblouis reads
/// the text; a contraction makes one cell stand for several characters, a capital or number
/// sign makes several cells stand for one.
public struct BrailleLine: Sendable, Equatable {
    /// The cells, left to right as they are read.
    public var cells: [UInt8]
    /// For each cell, the offset of the character of the text it came from.
    public var sourceOfCell: [Int]
    /// For each character of the text, the offset of its first cell.
    public var cellOfSource: [Int]

    /// A line of cells with their positions.
    public init(cells: [UInt8], sourceOfCell: [Int], cellOfSource: [Int]) {
        self.cells = cells
        self.sourceOfCell = sourceOfCell
        self.cellOfSource = cellOfSource
    }

    /// An empty line.
    public static let empty = BrailleLine(cells: [], sourceOfCell: [], cellOfSource: [])

    /// The cells as Unicode braille patterns (U+2800 + dots): how BrlAPI is given them, and how
    /// `lou_translate` with `unicode.dis` prints them.
    public var unicode: String {
        String(String.UnicodeScalarView(cells.compactMap { Unicode.Scalar(0x2800 + UInt32($0)) }))
    }

    /// Cells from Unicode braille patterns; any other character is a blank cell.
    public static func cells(fromUnicode text: String) -> [UInt8] {
        text.unicodeScalars.map { (0x2800...0x28FF).contains($0.value) ? UInt8($0.value - 0x2800) : 0 }
    }

    /// This line, then `other` after it (its positions moved past this line's text of
    /// `sourceLength` characters).
    func appending(_ other: BrailleLine, sourceLength: Int) -> BrailleLine {
        BrailleLine(
            cells: cells + other.cells,
            sourceOfCell: sourceOfCell + other.sourceOfCell.map { $0 + sourceLength },
            cellOfSource: cellOfSource + other.cellOfSource.map { $0 + cells.count }
        )
    }
}
