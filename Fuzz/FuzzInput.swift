// SPDX-License-Identifier: GPL-3.0-or-later

/// The fuzzer's bytes read as a sequence of choices, for the structure-aware targets.
///
/// Each choice takes one byte (two for a number up to 65,535), so libFuzzer's byte mutations
/// become changes of shape: another kind, a field left out, a number swapped for a hostile
/// literal. Past the last byte every choice is the first option, so every input means something.
struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    /// Reads choices from the bytes.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isEmpty: Bool { bytes.isEmpty }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A number from 0 to `count - 1` (`count` is at least 1).
    mutating func below(_ count: Int) -> Int {
        count <= 256 ? Int(byte()) % count : (Int(byte()) << 8 | Int(byte())) % count
    }

    /// True one time in `odds`.
    mutating func oneIn(_ odds: Int) -> Bool {
        below(odds) == 0
    }

    /// One of the items (which are not empty).
    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// Up to `maxLength` bytes as text; invalid UTF-8 becomes U+FFFD as it does in a file.
    mutating func text(maxLength: Int) -> String {
        let length = below(maxLength + 1)
        var chosen: [UInt8] = []
        chosen.reserveCapacity(length)
        for _ in 0..<length { chosen.append(byte()) }
        return String(decoding: chosen, as: UTF8.self)
    }
}
