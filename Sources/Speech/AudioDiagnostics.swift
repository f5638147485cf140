// SPDX-License-Identifier: GPL-3.0-or-later

/// When AudioSpeaker's last speak and stop happened and took effect (tests and benchmarks).
struct AudioDiagnostics: Sendable {
    /// When `speak` was last called.
    private(set) var lastSpeak: ContinuousClock.Instant?
    /// From that `speak` to the first samples handed to the device.
    private(set) var speakToFirstWrite: Duration?
    /// When `stop` was last called.
    private(set) var lastStop: ContinuousClock.Instant?
    /// From that `stop` (or the speak that interrupted) to the flush of the old speech.
    private(set) var stopToFlush: Duration?
    /// Writes that came after the device had run dry, since the speaker was made.
    private(set) var underruns = 0
    /// Times the sound server ran out of audio mid-job, since the speaker was made.
    private(set) var underflows = 0
    /// The buffer the speaker asks for now.
    private(set) var targetMilliseconds = PulseOutput.targetMilliseconds

    mutating func spoke(at instant: ContinuousClock.Instant) {
        lastSpeak = instant
        speakToFirstWrite = nil
        lastStop = instant
        stopToFlush = nil
    }

    mutating func wroteSamples(at instant: ContinuousClock.Instant) {
        if speakToFirstWrite == nil, let lastSpeak {
            speakToFirstWrite = instant - lastSpeak
        }
    }

    mutating func stopped(at instant: ContinuousClock.Instant) {
        lastStop = instant
        stopToFlush = nil
    }

    mutating func ranDry(lateWrites: Int, underflows serverUnderflows: Int, targetMilliseconds target: Int) {
        underruns += lateWrites
        underflows += serverUnderflows
        targetMilliseconds = target
    }

    mutating func flushed(at instant: ContinuousClock.Instant) {
        if stopToFlush == nil, let lastStop {
            stopToFlush = instant - lastStop
        }
    }
}
