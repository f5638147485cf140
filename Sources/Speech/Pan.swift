// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where an utterance is heard from: a place between the left and the right ear, and
/// optionally a height that raises or lowers its pitch slightly.
///
/// The gains follow the equal-power law: θ = horizontal · π/2, left gain cos θ, right gain
/// sin θ, so the loudness a person hears stays the same wherever the sound is placed. At
/// `horizontal` 0 the sound is hard left, at 0.5 in the middle (both gains 1/√2), at 1 hard
/// right. An utterance with no pan is played at full gain on both channels.
public struct Pan: Sendable, Equatable {
    /// From 0 (the left edge of the screen) to 1 (the right edge); clamped to that range.
    public var horizontal: Double
    /// From 0 (the top of the screen) to 1 (the bottom), when the height is to be heard.
    public var vertical: Double?

    /// The middle: as loud in each ear.
    public static let centre = Pan(horizontal: 0.5)

    /// A place between the ears, and optionally a height.
    public init(horizontal: Double, vertical: Double? = nil) {
        self.horizontal = horizontal.isFinite ? min(max(horizontal, 0), 1) : 0.5
        self.vertical = vertical.map { $0.isFinite ? min(max($0, 0), 1) : 0.5 }
    }

    /// The gains of the left and the right channel (equal-power law).
    public var gains: (left: Double, right: Double) {
        let angle = horizontal * Double.pi / 2
        return (cos(angle), sin(angle))
    }

    /// The left channel's level against the right one's, in decibels: positive when the sound
    /// is on the left. Infinite at either edge.
    public var balanceDecibels: Double {
        let (left, right) = gains
        return 20 * log10(left / right)
    }

    /// The most a sound's pitch moves with its height, in eSpeak NG's pitch units (0…100):
    /// the top of the screen this much higher, the bottom this much lower.
    public static let pitchRange = 8.0

    /// How much higher (positive) or lower a voice speaks for this height, in pitch units.
    public var pitchOffset: Int {
        guard let vertical else { return 0 }
        return Int(((0.5 - vertical) * 2 * Self.pitchRange).rounded())
    }

    /// By how much a tone's frequencies are multiplied for this height: half an octave up at
    /// the top of the screen, half an octave down at the bottom.
    public var frequencyFactor: Double {
        guard let vertical else { return 1 }
        return pow(2, 0.5 - vertical)
    }

    /// Writes mono samples into an interleaved stereo buffer (left, right, left, …), each
    /// sample multiplied by its channel's gain; with no pan both channels are the sample.
    /// `stereo` holds at least twice as many samples as `mono`.
    public static func spread(
        _ mono: UnsafeBufferPointer<Int16>, pan: Pan?, into stereo: UnsafeMutableBufferPointer<Int16>
    ) {
        guard let pan else {
            for index in mono.indices {
                stereo[2 * index] = mono[index]
                stereo[2 * index + 1] = mono[index]
            }
            return
        }
        let (left, right) = pan.gains
        for index in mono.indices {
            let sample = Double(mono[index])
            stereo[2 * index] = Int16((sample * left).rounded())
            stereo[2 * index + 1] = Int16((sample * right).rounded())
        }
    }

    /// Mono samples as interleaved stereo, placed by `pan`.
    public static func spread(_ mono: [Int16], pan: Pan?) -> [Int16] {
        var stereo = [Int16](repeating: 0, count: mono.count * 2)
        mono.withUnsafeBufferPointer { source in
            stereo.withUnsafeMutableBufferPointer { spread(source, pan: pan, into: $0) }
        }
        return stereo
    }
}
