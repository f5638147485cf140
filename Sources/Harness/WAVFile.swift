// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// A decoded 16-bit PCM WAV file (a canonical 44-byte header, as Rotor's WAV speaker writes),
/// and measurements on it.
public struct WAVFile: Sendable {
    /// Samples per second (per channel).
    public var sampleRate: Int
    /// Channels, interleaved in ``samples``.
    public var channels: Int
    /// Bits per sample, as the header says.
    public var bitsPerSample: Int
    /// Every sample of the data chunk, little-endian 16-bit.
    public var samples: [Int16]

    /// Reads a canonical 44-byte-header PCM WAV file.
    public init(contentsOf url: URL) throws(HarnessError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .fileFailed(path: url.path, reason: "\(error)")
        }
        let bytes = [UInt8](data)
        guard bytes.count >= 44, String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF",
            String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE",
            String(decoding: bytes[36..<40], as: UTF8.self) == "data"
        else { throw .malformedWAV(path: url.path) }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        channels = u16(22)
        sampleRate = u32(24)
        bitsPerSample = u16(34)
        let dataSize = u32(40)
        guard 44 + dataSize <= bytes.count else { throw .malformedWAV(path: url.path) }
        samples = stride(from: 44, to: 44 + dataSize - 1, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
    }

    /// Length in seconds.
    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// Root mean square of the samples that are not near silence (so pauses do not count).
    public var rms: Double { Self.rms(samples) }

    /// Root mean square of the samples louder than `floor`; 0 when there are none.
    public static func rms(_ samples: [Int16], floor: Int16 = 64) -> Double {
        let loud = samples.filter { abs(Int($0)) > floor }
        guard !loud.isEmpty else { return 0 }
        let sum = loud.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(loud.count)).squareRoot()
    }

    /// The largest absolute sample.
    public var peak: Int { samples.map { abs(Int($0)) }.max() ?? 0 }
}
