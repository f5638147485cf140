// SPDX-License-Identifier: GPL-3.0-or-later

/// Encodes 16-bit PCM samples, mono or interleaved stereo, as a RIFF WAVE file.
enum WAVEncoder {
    /// The bytes of a WAV file holding `samples` at `sampleRate` Hz, in `channels` interleaved
    /// channels (1 or 2; left first).
    static func encode(_ samples: [Int16], sampleRate: Int, channels: Int = 1) -> [UInt8] {
        let dataSize = UInt32(samples.count * 2)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + samples.count * 2)
        func append(_ text: String) { bytes.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        append("RIFF")
        append32(36 + dataSize)
        append("WAVE")
        append("fmt ")
        append32(16)  // chunk size
        append16(1)  // PCM
        append16(UInt16(channels))
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate * 2 * channels))  // bytes per second
        append16(UInt16(2 * channels))  // block align
        append16(16)  // bits per sample
        append("data")
        append32(dataSize)
        for sample in samples {
            append16(UInt16(bitPattern: sample))
        }
        return bytes
    }
}
