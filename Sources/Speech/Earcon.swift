// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A short sound that carries state faster than words: generated in process, played through
/// the same audio queue as speech, never longer than 80 ms.
public enum Earcon: String, Sendable, Hashable, CaseIterable {
    /// Nothing further that way: the first or last element, group or action.
    case edge
    /// Moved round from one end to the other.
    case wrap
    /// A command that could not be done.
    case error
    /// An action that changed something.
    case done
    /// Selection mode began.
    case selectionOn
    /// Selection mode ended.
    case selectionOff
    /// A photo's selection toggled (the original's `sensoryFeedback(.selection)`).
    case toggle
    /// Another screen.
    case screen
    /// The document was saved.
    case saved
    /// One element in a sound map (`overview`): a short tap, then silence to the next one, so
    /// ticks played one after another come 80 ms apart.
    case tick

    /// One tone of a sound: a pitch for a while, with a soft attack and decay.
    struct Tone {
        var frequencies: [Double]
        var milliseconds: Double
    }

    /// The tones, one after another.
    var tones: [Tone] {
        switch self {
        case .edge: [Tone(frequencies: [196], milliseconds: 55)]
        case .wrap: [Tone(frequencies: [440], milliseconds: 30), Tone(frequencies: [660], milliseconds: 30)]
        case .error: [Tone(frequencies: [330, 349], milliseconds: 75)]
        case .done: [Tone(frequencies: [880], milliseconds: 40)]
        case .selectionOn: [Tone(frequencies: [523], milliseconds: 30), Tone(frequencies: [784], milliseconds: 35)]
        case .selectionOff: [Tone(frequencies: [784], milliseconds: 30), Tone(frequencies: [523], milliseconds: 35)]
        case .toggle: [Tone(frequencies: [1_320], milliseconds: 18)]
        case .screen: [Tone(frequencies: [392, 587], milliseconds: 60)]
        case .saved: [Tone(frequencies: [660, 990], milliseconds: 35)]
        case .tick: [Tone(frequencies: [1_000], milliseconds: 25), Tone(frequencies: [], milliseconds: 55)]
        }
    }

    /// The sound's loudness, as a fraction of full scale: clear under speech, never startling.
    static let amplitude = 0.28
    /// The attack and the release of each tone, in milliseconds: no click at either end.
    static let rampMilliseconds = 3.0

    /// The sound's samples: mono, 16-bit, at `sampleRate`, every frequency multiplied by
    /// `frequencyFactor` (a sound map raises an element near the top of the screen). A tone
    /// with no frequency is silence.
    public func samples(sampleRate: Int, frequencyFactor: Double = 1) -> [Int16] {
        var samples: [Int16] = []
        let rate = Double(sampleRate)
        for tone in tones {
            let count = Int(tone.milliseconds / 1000 * rate)
            let ramp = max(1, Int(Self.rampMilliseconds / 1000 * rate))
            samples.reserveCapacity(samples.count + count)
            for index in 0..<count {
                let time = Double(index) / rate
                let wave = tone.frequencies.isEmpty
                    ? 0 : tone.frequencies.reduce(0) { $0 + sin(2 * .pi * $1 * frequencyFactor * time) } / Double(tone.frequencies.count)
                let attack = min(1, Double(index) / Double(ramp))
                let release = min(1, Double(count - 1 - index) / Double(ramp))
                // A gentle decay over the tone, so a sound reads as a tap rather than a beep.
                let decay = exp(-2.5 * Double(index) / Double(count))
                samples.append(Int16(wave * attack * release * decay * Self.amplitude * Double(Int16.max)))
            }
        }
        return samples
    }

    /// How long the sound lasts.
    public var duration: Duration {
        .milliseconds(Int64(tones.reduce(0) { $0 + $1.milliseconds }))
    }
}
