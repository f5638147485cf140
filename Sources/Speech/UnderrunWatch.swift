// SPDX-License-Identifier: GPL-3.0-or-later

/// Tells, from the clock alone, when the audio device ran dry (or all but) between two writes.
///
/// While a stream plays without a break, the samples written so far run out at a known time:
/// the first write's time plus the audio written. A write that comes after that time came too
/// late, and the listener heard a gap (a crackle). The estimate is a few milliseconds early (the
/// server starts playing a little after the first write), so a write that only just made it
/// counts too: a near miss says as much about the machine as a miss.
///
/// A watch covers one play job, which starts on an empty stream (after a play-out or a flush).
///
/// On a virtual machine a thread that sleeps 1 ms is sometimes woken later than the 20 ms buffer
/// covers, with no other work running; nothing Rotor does on its own
/// threads prevents that, so the speaker grows the buffer when it happens (``AudioSpeaker``).
struct UnderrunWatch {
    /// When the audio written so far will have been played; nil while the stream is empty.
    private var runsOut: ContinuousClock.Instant?
    /// How many writes came after the audio before them ran out.
    private(set) var underruns = 0

    /// Records a write of `duration` of audio that began at `start`; true when it came after
    /// the audio before it had run out.
    @discardableResult
    mutating func wrote(_ duration: Duration, startingAt start: ContinuousClock.Instant) -> Bool {
        let late = runsOut.map { start > $0 } ?? false
        if late {
            underruns += 1
        }
        runsOut = max(runsOut ?? start, start) + duration
        return late
    }
}
