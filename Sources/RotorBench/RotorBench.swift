// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Harness
import Speech

/// The whole run: speech, terminal and scale figures, then the table or the JSON object.
final class RotorBench {
    private let options: BenchOptions
    private var report = BenchReport()
    private let executable: String
    /// The run's private folder: the sound server's files, speech-dispatcher's, scratch files.
    private let folder: TemporaryDirectory
    private var directory: URL { folder.url }

    /// How many times each audio figure is measured.
    private struct Counts {
        var rounds: Int
        var stops: Int
        var busyStops: Int
        var speechdStops: Int
        /// Gap measurements of the long text, idle and again with both cores busy.
        var gapRuns: Int
        var presses: Int
        var startups: Int
    }

    private var counts: Counts {
        options.quick
            ? Counts(rounds: 10, stops: 10, busyStops: 6, speechdStops: 4, gapRuns: 3, presses: 10, startups: 6)
            : Counts(rounds: 30, stops: 25, busyStops: 15, speechdStops: 10, gapRuns: 10, presses: 30, startups: 15)
    }

    /// Prepares a run: finds this executable (for the child processes) and makes a private folder.
    init(options: BenchOptions) throws(BenchError) {
        self.options = options
        executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        folder = try BenchError.harnessed { () throws(ProcessError) in try TemporaryDirectory(prefix: "rotor-bench") }
    }

    /// Runs every chosen part; returns the exit code (0 even when targets are missed: the
    /// figures are the result).
    func run() -> Int32 {
        let began = SuspendingClock.now
        defer { folder.remove() }
        if !options.parts.isDisjoint(with: [.speech, .terminal, .gaps]) {
            runAudioParts()
        }
        if options.parts.contains(.scale) {
            runScale()
        }
        if options.parts.contains(.durability) {
            runDurability()
        }
        if options.parts.contains(.output) {
            runOutput()
        }
        if options.parts.contains(.l10n) {
            do {
                report.l10n = try L10nBench.run(executable: executable, in: directory, progress: progress)
            } catch {
                report.problems["l10n"] = "\(error)"
            }
        }
        if options.parts.contains(.sources) {
            runSources()
        }
        computeRatios()
        report.targets = TargetCheck.all(report)
        report.durationSeconds = (SuspendingClock.now - began).milliseconds / 1_000
        if options.json {
            print(report.json())
        } else {
            print(ReportPrinter(report: report).text())
        }
        return 0
    }

    private func runSources() {
        let rotor = options.rotor ?? URL(fileURLWithPath: executable).deletingLastPathComponent().appending(path: "rotor").path
        guard let reader = options.reader ?? ChildProcess.find("rotor-swift") else {
            report.problems["sources"] = "no release rotor-swift: set ROTOR_SWIFT (make bench does)"
            return
        }
        do {
            report.sources = try SourceBench.run(rotor: rotor, reader: reader, in: directory, quick: options.quick, progress: progress)
        } catch {
            report.problems["sources"] = "\(error)"
        }
    }

    private func progress(_ message: String) {
        FileHandle.standardError.write(Data("rotor-bench: \(message)\n".utf8))
    }

    // MARK: - Audio

    private func runAudioParts() {
        let server: PulseServer
        do {
            if let address = options.pulseServer {
                server = PulseServer.existing(address, in: directory)
                guard server.answers() else { throw BenchError.harness(.serverDidNotStart("PulseAudio at \(address)")) }
            } else {
                progress("starting a private PulseAudio server with a null sink")
                server = try BenchError.harnessed { () throws(HarnessError) in
                    try PulseServer.start(sink: "rotor_bench", in: directory)
                }
            }
        } catch {
            report.problems["audio"] = "\(error)"
            return
        }
        defer { server.stop() }
        let recorder: MonitorRecorder
        do {
            recorder = try BenchError.harnessed { () throws(HarnessError) in try MonitorRecorder(server: server) }
        } catch {
            report.problems["audio"] = "\(error)"
            return
        }
        defer { recorder.stop() }
        report.instrument = (server.isPrivate
            ? "Audio: a private PulseAudio server, null sink at 22,050 Hz mono s16le"
            : "Audio: PulseAudio at \(server.address), its default sink")
            + "; its monitor recorded by parec in 1 ms fragments, stamped with CLOCK_MONOTONIC (≈ 1 ms resolution)."
        if options.parts.contains(.speech) {
            runSpeech(server: server, recorder: recorder)
        } else if options.parts.contains(.gaps) {
            do {
                runGaps(try SpeechBench(server: server, recorder: recorder), server: server)
            } catch {
                report.problems["speech"] = "\(error)"
            }
        }
        if options.parts.contains(.terminal) {
            runTerminal(server: server, recorder: recorder)
        }
    }

    private func runSpeech(server: PulseServer, recorder: MonitorRecorder) {
        let speech: SpeechBench
        do {
            speech = try SpeechBench(server: server, recorder: recorder)
            report.phraseOnsetsMs[SpeechBench.phrase] = try SpeechBench.leadingSilence(of: SpeechBench.phrase, in: directory)
        } catch {
            report.problems["speech"] = "\(error)"
            return
        }
        progress("starting speech-dispatcher")
        var dispatcher: SpeechDispatcher?
        do {
            dispatcher = try SpeechDispatcher(server: server)
        } catch {
            report.problems["spd-say"] = "\(error)"
        }
        defer { dispatcher?.stop() }

        progress("first audible: Rotor, spd-say, speech-dispatcher's socket, espeak-ng, \(counts.rounds) rounds")
        let comparison = ComparisonBench(speech: speech, recorder: recorder, server: server, dispatcher: dispatcher)
            .run(rounds: counts.rounds, stops: counts.speechdStops)
        report.speakFirstSampleMs = Summary(comparison.rotorFirstWrite)
        report.firstAudibleMs["rotor"] = Summary(comparison.rotor)
        report.firstAudibleMs["spd_say"] = Summary(comparison.spdSay)
        report.firstAudibleMs["speechd_socket"] = Summary(comparison.speechdSocket)
        report.firstAudibleMs["espeak_ng"] = Summary(comparison.espeakCommand)
        report.stopSilenceMs["speechd_cancel"] = Summary(comparison.speechdStop)
        report.problems.merge(comparison.problems) { first, _ in first }

        progress("stop and interruption, \(counts.stops) each")
        report.stopSilenceMs["stop"] = Summary(measure(counts.stops, "stop") { try speech.stopOnce(byNewUtterance: false) })
        if speech.silentUtteranceIsSilent {
            report.stopSilenceMs["new_utterance"] = Summary(
                measure(counts.stops, "new_utterance") { try speech.stopOnce(byNewUtterance: true) })
        } else {
            report.problems["new_utterance"] = "an utterance at volume 0 was audible, so it cannot stand for a new utterance"
        }

        progress("spatial speech on and off, interleaved, \(counts.rounds) starts and \(counts.stops) stops each")
        let placed = Pan(horizontal: 0.25)
        var spatial: [String: [Double]] = [:]
        do {
            for _ in 0..<counts.rounds {
                spatial["first_audible_off", default: []].append(try speech.startOnce().firstAudible)
                spatial["first_audible_on", default: []].append(try speech.startOnce(pan: placed).firstAudible)
            }
            for _ in 0..<counts.stops {
                spatial["stop_off", default: []].append(try speech.stopOnce(byNewUtterance: false))
                spatial["stop_on", default: []].append(try speech.stopOnce(byNewUtterance: false, pan: placed))
            }
        } catch {
            report.problems["spatial"] = "\(error)"
        }
        report.spatialMs = spatial.compactMapValues { Summary($0) }
        progress("pan law at a stereo sink")
        do {
            report.panErrorDb = try PanBench.run()
        } catch {
            report.problems["pan"] = "\(error)"
        }
        runGaps(speech, server: server)
    }

    /// Underrun gaps in the long text, idle and with both cores busy, and stops while busy.
    private func runGaps(_ speech: SpeechBench, server: PulseServer) {
        // The pan figures use a stereo server; the gaps are measured at the mono one.
        setenv("PULSE_SERVER", server.address, 1)

        let reference: [Int16]
        let samples: URL
        do {
            reference = try SpeechBench.referenceSamples(in: directory)
            samples = try SpeechBench.writeRaw(reference, in: directory)
        } catch {
            report.problems["gaps"] = "\(error)"
            return
        }
        report.gapRunsPlanned = counts.gapRuns
        progress("underrun gaps, idle, \(counts.gapRuns) runs, each followed by pacat's")
        gapCheck(speech, reference, samples: samples, server: server, runs: counts.gapRuns, as: "idle")
        progress("underrun gaps (\(counts.gapRuns) runs, each followed by pacat's) and stops with both cores busy")
        do {
            let load = try LoadGenerator(executable: executable, cores: ProcessInfo.processInfo.activeProcessorCount)
            defer { load.stop() }
            gapCheck(speech, reference, samples: samples, server: server, runs: counts.gapRuns, as: "both_cores_busy")
            report.stopSilenceMs["stop_both_cores_busy"] = Summary(
                measure(counts.busyStops, "stop_both_cores_busy") { try speech.stopOnce(byNewUtterance: false) })
        } catch {
            report.problems["both_cores_busy"] = "\(error)"
        }
    }

    /// Speaks the long text `runs` times, and after each run plays the same samples through
    /// pacat with Rotor's buffer (``SpeechBench/pacatGapCheck``): the alternative side by side,
    /// run by run, so that a bad spell of the machine falls on both. Keeps every run's gaps under
    /// `name` (pacat's under `name_pacat`) and their sums.
    private func gapCheck(
        _ speech: SpeechBench, _ reference: [Int16], samples: URL, server: PulseServer, runs: Int, as name: String
    ) {
        let before = speech.speaker.underrunFigures
        let stalls = StallWatch()
        defer {
            report.stalls[name] = stalls.stop()
            let after = speech.speaker.underrunFigures
            report.lateWrites[name] = after.underruns - before.underruns
            report.serverUnderflows[name] = after.underflows - before.underflows
            report.bufferMs[name] = [before.targetMilliseconds, after.targetMilliseconds]
        }
        for _ in 0..<runs {
            measureGap(as: name) { () throws(BenchError) in try speech.gapCheck(reference: reference) }
            measureGap(as: name + "_pacat") { () throws(BenchError) in
                try speech.pacatGapCheck(reference: reference, samples: samples, server: server)
            }
        }
    }

    /// Runs one gap measurement; keeps its gaps under `name` beside the earlier runs', and their
    /// sum. A failed or silent run is noted and left out.
    private func measureGap(as name: String, _ once: () throws(BenchError) -> GapDetector.Finding?) {
        do {
            guard let finding = try once() else {
                report.problems["gaps_\(name)"] = "a run was silent at the monitor"
                return
            }
            report.gapRuns[name, default: []].append(finding)
        } catch {
            report.problems["gaps_\(name)"] = "\(error)"
        }
        guard let findings = report.gapRuns[name], var total = findings.first else { return }
        for finding in findings.dropFirst() {
            total.gaps += finding.gaps
            total.places += finding.places
            total.insertedMilliseconds += finding.insertedMilliseconds
            total.spanDifferenceMilliseconds += finding.spanDifferenceMilliseconds
            total.checkedSeconds += finding.checkedSeconds
        }
        report.gaps[name] = total
    }

    /// Runs a measurement `count` times; a failure is noted and ends the series.
    private func measure(_ count: Int, _ name: String, _ body: () throws -> Double) -> [Double] {
        var values: [Double] = []
        for _ in 0..<count {
            do {
                values.append(try body())
            } catch {
                report.problems[name] = "\(error)"
                break
            }
        }
        return values
    }

    // MARK: - Terminal

    private func runTerminal(server: PulseServer, recorder: MonitorRecorder) {
        let rotor = options.rotor ?? (executable as NSString).deletingLastPathComponent + "/rotor"
        guard FileManager.default.isExecutableFile(atPath: rotor) else {
            report.problems["terminal"] = "no rotor executable at \(rotor) (build it with --product rotor)"
            return
        }
        let terminal: TerminalBench
        do {
            terminal = try TerminalBench(rotor: rotor, server: server, recorder: recorder, directory: directory)
        } catch {
            report.problems["terminal"] = "\(error)"
            return
        }
        report.phraseOnsetsMs[terminal.title] = terminal.titleOnset
        report.phraseOnsetsMs[terminal.keyPhrase] = terminal.keyPhraseOnset
        progress("key → sound through rotor's terminal, \(counts.presses) presses")
        do {
            report.keyFirstSampleMs = Summary(try terminal.keyToSound(presses: counts.presses))
        } catch {
            report.problems["key_first_sample_ms"] = "\(error)"
        }
        progress("a printable key during say-all → silence, \(counts.presses) presses")
        do {
            report.printableKeySilenceMs = Summary(try terminal.printableKeyToSilence(presses: counts.presses))
        } catch {
            report.problems["printable_key_silence_ms"] = "\(error)"
        }
        progress("a typed character → its echo, \(counts.presses) presses")
        do {
            report.echoFirstSampleMs = Summary(try terminal.characterToEcho(presses: counts.presses))
        } catch {
            report.problems["echo_first_sample_ms"] = "\(error)"
        }
        do {
            let pauses = try SpeechBench.sayAllPauses(in: directory)
            report.sayAllPauseMs = Summary(pauses.between)
            report.commaPauseMs = Summary(pauses.comma)
        } catch {
            report.problems["say_all_pause_ms"] = "\(error)"
        }
        progress("startup, \(counts.startups) runs with speech and \(counts.startups) without")
        do {
            let startup = try terminal.startup(runs: counts.startups)
            report.startupMs["first_sample"] = Summary(startup.audible)
            report.startupMs["first_line"] = Summary(startup.printed)
        } catch {
            report.problems["startup_ms"] = "\(error)"
        }
        progress("rotor transcript kanban, \(counts.startups) runs")
        do {
            report.startupMs["transcript"] = Summary(try terminal.transcript(runs: counts.startups, in: directory))
        } catch {
            report.problems["transcript_ms"] = "\(error)"
        }
    }

    // MARK: - Scale

    private func runScale() {
        do {
            let rows = try ScaleBench.run(executable: executable, sizes: BoardFactory.sizes) { progress($0) }
            for row in rows {
                report.scale[row.kind.rawValue, default: [:]][String(row.size)] = row
            }
        } catch {
            report.problems["scale"] = "\(error)"
        }
    }

    // MARK: - Durability and output

    private func runDurability() {
        do {
            for row in try DurabilityBench.run(executable: executable, progress: { progress($0) }) {
                report.durability[String(row.cards)] = row
            }
        } catch {
            report.problems["durability"] = "\(error)"
        }
    }

    private func runOutput() {
        let rotor = options.rotor ?? (executable as NSString).deletingLastPathComponent + "/rotor"
        guard FileManager.default.isExecutableFile(atPath: rotor) else {
            report.problems["output"] = "no rotor executable at \(rotor) (build it with --product rotor)"
            return
        }
        do {
            report.output = try OutputBench.run(rotor: rotor, directory: directory) { progress($0) }
        } catch {
            report.problems["output"] = "\(error)"
        }
    }

    // MARK: - Ratios

    private func computeRatios() {
        func ratio(_ top: Double?, _ bottom: Double?) -> Double? {
            guard let top, let bottom, bottom > 0 else { return nil }
            return top / bottom
        }
        let key = report.keyFirstSampleMs?.median
        let rotor = report.firstAudibleMs["rotor"]?.median
        for (name, other) in [("spd_say", "spd_say"), ("espeak_ng", "espeak_ng")] {
            let bottom = report.firstAudibleMs[other]?.median
            report.ratios["rotor_to_\(name)"] = ratio(rotor, bottom)
            report.ratios["key_to_\(name)"] = ratio(key, bottom)
        }
        guard let smallest = BoardFactory.sizes.min() else { return }
        let largest = BoardFactory.targetSize
        for (kind, rows) in report.scale {
            guard let small = rows[String(smallest)], let big = rows[String(largest)] else { continue }
            var ratios: [String: Double] = [:]
            ratios["open_ms"] = ratio(big.openMs?.median, small.openMs?.median)
            ratios["step_us"] = ratio(big.stepUs?.median, small.stepUs?.median)
            ratios["action_ms"] = ratio(big.actionMs?.median, small.actionMs?.median)
            ratios["peak_mb"] = ratio(big.peakMB, small.peakMB)
            report.scaleRatios[kind] = ratios
        }
    }
}
