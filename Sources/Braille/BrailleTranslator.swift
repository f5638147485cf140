// SPDX-License-Identifier: GPL-3.0-or-later
@preconcurrency import CLouis

/// Turns text into braille cells through liblouis, in the order a reader of its script reads.
///
/// Braille is read left to right in every script Rotor writes, Hebrew and Arabic braille
/// included, and in the text's logical order: so the text is translated as it is stored, never
/// reordered for display, and without the bidi controls a terminal needs (isolates, marks,
/// embeddings and overrides are dropped, as are control characters; tabs and line breaks are
/// spaces). A Hebrew or Arabic run inside text of another language goes to that script's table
/// (``BrailleTable/table(for:)``), so a Hebrew card title in an English session is Hebrew
/// braille, not liblouis's escapes for characters its table lacks.
///
/// liblouis is loaded the first time a translator translates. Call it from one thread.
public struct BrailleTranslator: Sendable {
    /// A translator.
    public init() {}

    /// The cells of `text` in `table`'s braille, each with the character it came from.
    public func translate(_ text: String, table: BrailleTable) throws(BrailleError) -> BrailleLine {
        let scalars = Array(text.unicodeScalars)
        // What liblouis is given: every character but the controls, with where it came from.
        var kept: [(scalar: UInt32, source: Int)] = []
        kept.reserveCapacity(scalars.count)
        for (offset, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x85: kept.append((0x20, offset))
            case 0x00...0x1F, 0x7F...0x9F: continue
            case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: continue
            default: kept.append((scalar.value, offset))
            }
        }
        var line = BrailleLine.empty
        for run in Self.runs(of: kept.map(\.scalar), table: table) {
            let piece = try translate(Array(kept[run.range].map(\.scalar)), table: run.table)
            line = line.appending(piece, sourceLength: run.range.lowerBound)
        }
        // Back to the text's own offsets: a dropped control belongs to the cell of what follows it.
        let sourceOfCell = line.sourceOfCell.map { kept.indices.contains($0) ? kept[$0].source : scalars.count }
        var cellOfSource = [Int](repeating: line.cells.count, count: scalars.count)
        var next = line.cells.count
        var keptIndex = kept.count - 1
        for offset in scalars.indices.reversed() {
            if keptIndex >= 0, kept[keptIndex].source == offset {
                next = line.cellOfSource.indices.contains(keptIndex) ? line.cellOfSource[keptIndex] : next
                keptIndex -= 1
            }
            cellOfSource[offset] = next
        }
        return BrailleLine(cells: line.cells, sourceOfCell: sourceOfCell, cellOfSource: cellOfSource)
    }

    /// One run's cells, positions counted from the run's start.
    private func translate(_ input: [UInt32], table: BrailleTable) throws(BrailleError) -> BrailleLine {
        guard !input.isEmpty else { return .empty }
        guard Int(Louis.characterSize()) == MemoryLayout<widechar>.size else {
            throw .translatorMissing(Louis.loadFailure() ?? "liblouis.so.20: widechar is not \(MemoryLayout<widechar>.size) bytes")
        }
        // Contractions shorten; capital, number and emphasis signs lengthen: start at four cells a
        // character and grow until liblouis has read all of the input.
        var capacity = input.count * 4 + 16
        while true {
            guard let result = Louis.translate(input, tables: table.name, capacity: capacity) else {
                if let failure = Louis.loadFailure() { throw .translatorMissing(failure) }
                throw .tableUnavailable(table: table.name, reason: Louis.takeError() ?? "")
            }
            if result.consumed >= input.count || capacity >= input.count * 64 + 1_024 {
                let last = max(result.cells.count - 1, 0)
                return BrailleLine(
                    cells: result.cells.map { UInt8(truncatingIfNeeded: $0 & 0xFF) },
                    sourceOfCell: result.inputOfCell.map { min(max(Int($0), 0), input.count - 1) },
                    cellOfSource: result.cellOfInput.map { min(max(Int($0), 0), last) }
                )
            }
            capacity *= 4
        }
    }

    /// The runs of text each table writes: cut where a Hebrew or Arabic word begins or ends in
    /// text of a table that does not write that script. Spaces, digits and punctuation stay with
    /// the run before them (or the first run, at the start).
    static func runs(of scalars: [UInt32], table: BrailleTable) -> [(range: Range<Int>, table: BrailleTable)] {
        var runs: [(range: Range<Int>, table: BrailleTable)] = []
        var start = 0
        var current: BrailleTable?
        for (index, value) in scalars.enumerated() {
            guard let scalar = Unicode.Scalar(value), let script = BrailleTable.script(of: scalar) else { continue }
            let wanted = table.table(for: script)
            if let running = current, running != wanted {
                runs.append((start..<index, running))
                start = index
            }
            current = wanted
        }
        if start < scalars.count || runs.isEmpty {
            runs.append((start..<scalars.count, current ?? table))
        }
        return runs
    }
}
