// SPDX-License-Identifier: GPL-3.0-or-later

/// What Rotor remembers of the bytes it loaded or last saved: enough to tell whether the file
/// on disk is still those bytes, and how they were laid out, without keeping them (a large
/// board's text was otherwise held for as long as it was open).
struct FileContent: Equatable {
    /// How many bytes there were.
    let count: Int
    /// The bytes' digest, the same in every process (a journal names versions by it).
    let digest: ContentDigest
    /// Whether the text was written without line breaks, as a generated file is.
    let isCompact: Bool

    /// What these bytes are.
    init(_ bytes: [UInt8]) {
        count = bytes.count
        digest = ContentDigest(bytes)
        isCompact = !bytes.isEmpty && !bytes.dropLast().contains(UInt8(ascii: "\n"))
    }

    /// Whether `bytes` are the same bytes.
    func matches(_ bytes: [UInt8]) -> Bool {
        bytes.count == count && ContentDigest(bytes) == digest
    }
}
