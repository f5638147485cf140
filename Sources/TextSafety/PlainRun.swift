// SPDX-License-Identifier: GPL-3.0-or-later

/// Where a run of bytes that a JSON string can hold as they are ends, found eight bytes at a
/// time.
///
/// The JSON writer and parser spend their time in long runs of ordinary text (a 10,000
/// character title, a million card titles in a save). Looking at each byte costs a handful of
/// comparisons; here one 64-bit word is tested for all of them at once, with the classic
/// "has a byte less than n" and "has a zero byte" tricks (Hacker's Delight, §6-1, and Sean
/// Anderson's Bit Twiddling Hacks): each sets the high bit of some byte whenever the word
/// holds a byte of the kind asked about, and of none otherwise, which is all a gate needs.
/// Under the fuzzer's comparison tracing that is one traced comparison per eight bytes.
public enum PlainRun {
    /// Which bytes end a run.
    public enum Stop: Sendable {
        /// A C0 control, `"` or `\`: what a JSON reader cannot take inside a string.
        case jsonSyntax
        /// Those, DEL, and any byte of a multi-byte character, which a writer decodes to
        /// decide whether to escape it.
        case jsonSyntaxOrNonASCII
    }

    /// The index of the first byte at or after `start` that `stop` names, or `bytes.count`.
    public static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, stoppingAt stop: Stop) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if holdsStop(word, stop) { break }
                index += 8
            }
        }
        while index < bytes.count, !isStop(bytes[index], stop) { index += 1 }
        return index
    }

    /// Whether `byte` ends a run.
    private static func isStop(_ byte: UInt8, _ stop: Stop) -> Bool {
        switch stop {
        case .jsonSyntax: byte < 0x20 || byte == 0x22 || byte == 0x5C
        case .jsonSyntaxOrNonASCII: byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any of the word's eight bytes ends a run.
    private static func holdsStop(_ word: UInt64, _ stop: Stop) -> Bool {
        var found = below(word, 0x20) | equal(word, 0x22) | equal(word, 0x5C)
        if case .jsonSyntaxOrNonASCII = stop {
            found |= equal(word, 0x7F) | (word & highBits)
        }
        return found != 0
    }

    /// Nonzero when some byte of `word` is below `limit` (at most 0x80).
    private static func below(_ word: UInt64, _ limit: UInt64) -> UInt64 {
        (word &- ones &* limit) & ~word & highBits
    }

    /// Nonzero when some byte of `word` equals `byte`.
    private static func equal(_ word: UInt64, _ byte: UInt64) -> UInt64 {
        below(word ^ (ones &* byte), 1)
    }
}
