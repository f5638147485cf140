// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Every figure of one run, as printed in the table and encoded as the `--json` object.
///
/// Times are in the unit their name ends with; each is a ``Summary`` (median, p90, p99 and
/// more over `n` runs). A figure that could not be measured is missing, and `problems` says why.
struct BenchReport: Codable {
    /// What the figures ran on.
    var machine = Machine.current
    /// How the audio figures were measured.
    var instrument = ""
    /// The phrase every program spoke in the comparison.
    var phrase = SpeechBench.phrase
    /// The silence eSpeak NG starts each measured phrase with (ms). Start figures at the monitor
    /// have it subtracted where Rotor's phrase is not the same for every program.
    var phraseOnsetsMs: [String: Double] = [:]

    /// `speak` → first sample written to the device, in process.
    var speakFirstSampleMs: Summary?
    /// Start → first sample at the monitor: `rotor`, `spd_say`, `speechd_socket`, `espeak_ng`.
    var firstAudibleMs: [String: Summary] = [:]
    /// Rotor's medians divided by the others': `rotor_to_spd_say`, `key_to_espeak_ng`, …
    var ratios: [String: Double] = [:]
    /// → silence at the monitor: `stop`, `new_utterance`, `stop_both_cores_busy`,
    /// `speechd_cancel` (speech-dispatcher's, for comparison).
    var stopSilenceMs: [String: Summary] = [:]
    /// Spatial speech next to plain speech, interleaved in one run: first audible
    /// (`first_audible_off`, `first_audible_on`) and stop → silence (`stop_off`, `stop_on`), ms.
    var spatialMs: [String: Summary] = [:]
    /// The pan law at a stereo sink's monitor: for each place across (0…1), the balance the
    /// equal-power law gives, the one measured, and the difference, in dB.
    var panErrorDb: [String: PanBench.Row] = [:]
    /// Underrun gaps in Rotor's speech: `idle` and `both_cores_busy`, all runs added up.
    var gaps: [String: GapDetector.Finding] = [:]
    /// The same, run by run, each with every gap's place and length.
    var gapRuns: [String: [GapDetector.Finding]] = [:]
    /// How many gap runs each condition was to have.
    var gapRunsPlanned = 0
    /// For each condition of the gap runs: how late the machine woke a thread that only sleeps.
    var stalls: [String: StallWatch.Finding] = [:]
    /// For each condition: the writes Rotor itself found too late for the device, and the
    /// buffer it asked for before and after the runs (ms).
    var lateWrites: [String: Int] = [:]
    /// For each condition: the times the sound server ran out of Rotor's audio mid-job.
    var serverUnderflows: [String: Int] = [:]
    var bufferMs: [String: [Int]] = [:]
    /// Right arrow written to `rotor`'s terminal → first sample at the monitor (less the
    /// phrase's leading silence).
    var keyFirstSampleMs: Summary?
    /// A printable key written during say-all (typing echo off) → the last sound at the monitor.
    var printableKeySilenceMs: Summary?
    /// A character typed in silence → its echo's first sample at the monitor.
    var echoFirstSampleMs: Summary?
    /// The pause say-all leaves between elements, and eSpeak NG's own pause at a comma inside
    /// a phrase (ms), over the Kanban demo's phrases.
    var sayAllPauseMs: Summary?
    var commaPauseMs: Summary?
    /// `rotor open kanban` process start → `first_sample` of the title at the monitor (less its
    /// leading silence), or (`--no-speech`) → `first_line` printed.
    var startupMs: [String: Summary] = [:]
    /// Scale figures by kind (`kanban`, `photo-grid`) and size.
    var scale: [String: [String: ScaleBench.Row]] = [:]
    /// By kind, the 100,000 figure divided by the 100 figure (medians): `open_ms`, `step_us`,
    /// `action_ms`, `peak_mb`.
    var scaleRatios: [String: [String: Double]] = [:]
    /// Confirming a change, by board size in cards: the journal's way and the write's.
    var durability: [String: DurabilityBench.Row] = [:]
    /// Large outputs: each command's time, peak memory and output size.
    var output: [OutputBench.Row] = []
    /// `rotor l10n check` of a generated catalog, and `JSONDecoder` alone reading it.
    var l10n: [L10nBench.Row] = []
    /// `rotor audit FOLDER` of generated Swift sources: the parse alone, the index, the audit.
    var sources: [SourceBench.Row] = []
    /// What `open_ms` covers.
    var openMsCovers = BoardFactory.openCovers
    /// Every target of the issue, met or missed.
    var targets: [TargetCheck] = []
    /// Figures that could not be measured, and why.
    var problems: [String: String] = [:]
    /// How long the whole run took, in seconds.
    var durationSeconds = 0.0

    /// The one JSON object `--json` prints.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
