// SPDX-License-Identifier: GPL-3.0-or-later

/// Where AudioSpeaker's samples are played. Used only on the engine thread, but for `interrupt`.
///
/// The real one is ``PulseOutput``; tests can supply another through AudioSpeaker's internal
/// initializer.
protocol AudioOutput: AnyObject, Sendable {
    /// Writes mono 16-bit samples placed by `pan` (nil: full gain in both ears), blocking while
    /// the device's buffer is full. Checks `shouldContinue` before every piece of a few
    /// milliseconds and stops when it is false.
    func write(
        _ samples: UnsafeBufferPointer<Int16>, pan: Pan?, while shouldContinue: () -> Bool
    ) -> AudioWriteResult
    /// Makes a write that is waiting for room give up its wait at once, so that it checks
    /// `shouldContinue` (a stop, from the caller's thread). Any thread may call it until `close`.
    func interrupt()
    /// Throws away everything queued, so silence follows at once.
    func flush()
    /// Microseconds until a sample written now is heard, or nil if unknown.
    func pendingMicroseconds() -> UInt64?
    /// Where the audio written so far stands, asked of the device now, or nil if unknown.
    func playout() -> Playout?
    /// Marks the start of a job: what is written from now on should play without a break.
    func beginJob()
    /// Marks the end of a job: all of it has been written.
    func endJob()
    /// How many times the device ran out of audio in the middle of a job, since it opened, as
    /// the sound server saw it (0 where the device cannot tell).
    func underflows() -> Int
    /// Closes the device. No call follows.
    func close()
}

/// Opens an ``AudioOutput`` at a sample rate with a target buffer length, or says why it cannot.
typealias AudioConnector = @Sendable (_ sampleRate: Int, _ targetMilliseconds: Int) -> Result<any AudioOutput, SpeechError>
