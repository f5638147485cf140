// SPDX-License-Identifier: GPL-3.0-or-later

/// A 64-bit digest of a file's bytes that is the same in every process, so that a journal
/// written by one session can tell a later one which version of the board it applies to.
///
/// It tells versions of one file apart, which is all it is for: two different texts give the
/// same digest about once in 2^64. Eight bytes are taken at a time, each multiplied into the
/// state and folded down, then the length, then a final mix (splitmix64's) so that every bit
/// of the input reaches every bit of the digest.
public struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    /// The digest's value.
    public let value: UInt64

    /// Wraps a value read back from a journal.
    public init(value: UInt64) {
        self.value = value
    }

    /// The digest of some bytes.
    public init(_ bytes: [UInt8]) {
        value = bytes.withUnsafeBytes(Self.digest)
    }

    /// The digest of the bytes in a buffer.
    public init(_ buffer: UnsafeRawBufferPointer) {
        value = Self.digest(buffer)
    }

    /// The digest as sixteen hexadecimal digits, as a journal writes it.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Reads sixteen hexadecimal digits back; nil for anything else.
    public init?(hex: String) {
        guard hex.utf8.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    private static func digest(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state: UInt64 = 0x243F_6A88_85A3_08D3
        let count = buffer.count
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            state = (state ^ word) &* multiplier
            state ^= state >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        state = (state ^ tail) &* multiplier
        state ^= UInt64(count)
        state = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        state = (state ^ (state >> 27)) &* 0x94D0_49BB_1331_11EB
        return state ^ (state >> 31)
    }
}
