// SPDX-License-Identifier: GPL-3.0-or-later
@preconcurrency import CLouis
import Synchronization

/// The seam around liblouis: every liblouis call Rotor makes goes through one function here.
///
/// liblouis keeps its compiled tables in global state and is not thread-safe: each call holds
/// one lock, so tests running side by side (and any later caller on another thread) are safe.
enum Louis {
    private static let lock = Mutex(())

    /// How a translation is asked for: dot patterns out as Unicode braille (U+2800 + dots).
    static let unicodeDotsMode = Int32(dotsIO.rawValue | ucBrl.rawValue)

    /// Why liblouis could not be loaded, once something has asked it to (nil when it was).
    static func loadFailure() -> String? {
        rotor_louis_load_failure().map { String(cString: $0) }
    }

    /// The last error liblouis logged since the last call (a table it could not compile), or nil.
    static func takeError() -> String? {
        rotor_louis_take_error().map { String(cString: $0) }
    }

    /// The size of liblouis's `widechar` in bytes: 4 in Debian's build (UCS-4), 0 when the
    /// library cannot be loaded.
    static func characterSize() -> Int32 {
        rotor_lou_charSize()
    }

    /// Whether a table list compiles.
    static func tableLoads(_ tables: String) -> Bool {
        lock.withLock { _ in rotor_lou_getTable(tables) != nil }
    }

    /// Translates `input` (UCS-4) with `tables`; the cells written, and for each cell the index of
    /// the input character it came from, and for each input character the index of its cell.
    /// Nil when liblouis fails; `capacity` is the most cells it may write.
    static func translate(_ input: [UInt32], tables: String, capacity: Int) -> (cells: [UInt32], inputOfCell: [Int32], cellOfInput: [Int32], consumed: Int)? {
        var inputLength = Int32(clamping: input.count)
        var outputLength = Int32(clamping: capacity)
        var output = [UInt32](repeating: 0, count: capacity)
        var inputOfCell = [Int32](repeating: 0, count: capacity)
        var cellOfInput = [Int32](repeating: 0, count: input.count)
        let succeeded = lock.withLock { _ in
            rotor_lou_translate(
                tables, input, &inputLength, &output, &outputLength, nil, nil, &cellOfInput, &inputOfCell, nil, unicodeDotsMode
            )
        }
        guard succeeded != 0 else { return nil }
        let count = Int(max(0, min(outputLength, Int32(clamping: capacity))))
        return (Array(output[..<count]), Array(inputOfCell[..<count]), cellOfInput, Int(max(0, inputLength)))
    }
}
