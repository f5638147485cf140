// SPDX-License-Identifier: GPL-3.0-or-later

/// What Rotor remembers of the bytes it loaded or last saved: enough to tell whether the file
/// on disk is still those bytes, and how they were laid out, without keeping them (a large
/// board's text was otherwise held for as long as it was open).
struct FileContent: Equatable {
    /// How many bytes there were.
    let count: Int
    /// A hash of the bytes (SipHash, keyed for this process: two different texts give the
    /// same value once in 2^64).
    let digest: Int
    /// Whether the text was written without line breaks, as a generated file is.
    let isCompact: Bool

    /// What these bytes are.
    init(_ bytes: [UInt8]) {
        count = bytes.count
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        digest = hasher.finalize()
        isCompact = !bytes.isEmpty && !bytes.dropLast().contains(UInt8(ascii: "\n"))
    }

    /// Whether `bytes` are the same bytes.
    func matches(_ bytes: [UInt8]) -> Bool {
        bytes.count == count && FileContent(bytes).digest == digest
    }
}
