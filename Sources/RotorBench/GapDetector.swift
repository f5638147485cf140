// SPDX-License-Identifier: GPL-3.0-or-later

/// Finds underrun gaps (crackle) in what the sink's monitor recorded, by comparing its runs of
/// silence with those of the same text synthesized to memory.
///
/// When PulseAudio runs out of data it plays exact zeros until enough arrives again. eSpeak NG's
/// own pauses are exact zeros too, but they are the same in every synthesis of a text, while its
/// noise sources are not (so samples cannot be compared one by one). A run of zeros in the
/// recording that the reference does not have, or that is longer than the reference's run at
/// that place, is a gap; later runs are matched after shifting by the silence found so far
/// (re-aligned at the end of each of the speech's own pauses).
struct GapDetector {
    /// One place where PulseAudio played silence that was not in the speech.
    struct Gap: Codable, Sendable, Equatable {
        /// Where the run of silence holding it starts, from the recording's first audible sample
        /// (ms). When the speech has its own pause there, the run is that pause lengthened.
        var atMilliseconds: Double
        /// How much silence was inserted there (ms).
        var lengthMilliseconds: Double
    }

    /// What was found in one or more recordings.
    struct Finding: Codable, Sendable {
        /// How many places PulseAudio played silence that was not in the speech.
        var gaps: Int
        /// Each of them, in the order heard (for several recordings, each one's own positions).
        var places: [Gap] = []
        /// That silence, in total.
        var insertedMilliseconds: Double
        /// The recording's audible span minus the reference's: the inserted silence, less any
        /// sound that was lost (a negative difference means sound went missing).
        var spanDifferenceMilliseconds: Double
        /// How much speech was compared.
        var checkedSeconds: Double
    }

    private typealias Run = (start: Int, length: Int)

    private let sampleRate: Int
    private let threshold: Int16
    /// Zero runs shorter than this are ignored (0.5 ms): speech crosses zero, it does not stay.
    private var shortest: Int { sampleRate / 2_000 }
    /// How far a pause may sit from where the reference has it (50 ms): the recording can also
    /// lose a few milliseconds of sound, which shifts everything after it.
    private var tolerance: Int { sampleRate / 20 }

    /// Creates a detector for recordings at `sampleRate` where sound is louder than `threshold`.
    init(sampleRate: Int, threshold: Int16) {
        self.sampleRate = sampleRate
        self.threshold = threshold
    }

    /// Compares a recording with the same text synthesized to memory; nil if either is silent.
    func compare(recorded: [Int16], written reference: [Int16]) -> Finding? {
        guard let recordedRuns = zeroRuns(recorded), let referenceRuns = zeroRuns(reference) else { return nil }
        var offset = 0
        var next = 0
        var places: [Gap] = []
        var inserted = 0
        for run in recordedRuns.runs {
            // Where the run would be in the reference, given the offset so far.
            let start = run.start - offset
            let end = start + run.length
            while next < referenceRuns.runs.count,
                  referenceRuns.runs[next].start + referenceRuns.runs[next].length + tolerance < start {
                next += 1
            }
            var extra = run.length
            var newOffset = offset + run.length
            if next < referenceRuns.runs.count {
                let pause = referenceRuns.runs[next]
                // The speech's own pause, perhaps lengthened: never shorter than the reference's,
                // near where it is expected. Sound resumes where it ends.
                if pause.length <= run.length + shortest, pause.start >= start - tolerance,
                   pause.start + pause.length <= end + tolerance
                {
                    extra = run.length - pause.length
                    newOffset = run.start + run.length - (pause.start + pause.length)
                    next += 1
                }
            }
            if extra > shortest {
                places.append(Gap(
                    atMilliseconds: milliseconds(run.start),
                    lengthMilliseconds: milliseconds(extra)))
                inserted += extra
            }
            offset = newOffset
        }
        return Finding(
            gaps: places.count, places: places, insertedMilliseconds: milliseconds(inserted),
            spanDifferenceMilliseconds: milliseconds(recordedRuns.span - referenceRuns.span),
            checkedSeconds: Double(referenceRuns.span) / Double(sampleRate))
    }

    /// The runs of exact zeros between the first and the last audible sample, positioned from
    /// the first audible sample, and the length of that span.
    private func zeroRuns(_ samples: [Int16]) -> (runs: [Run], span: Int)? {
        let audible = { (sample: Int16) in abs(Int(sample)) > Int(threshold) }
        guard let first = samples.firstIndex(where: audible), let last = samples.lastIndex(where: audible) else {
            return nil
        }
        var runs: [Run] = []
        var runStart: Int?
        for index in first...last {
            if samples[index] == 0 {
                if runStart == nil { runStart = index }
            } else if let start = runStart {
                if index - start >= shortest { runs.append((start - first, index - start)) }
                runStart = nil
            }
        }
        return (runs, last - first)
    }

    private func milliseconds(_ samples: Int) -> Double {
        Double(samples) * 1_000 / Double(sampleRate)
    }
}
