// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Prints a report as a readable table.
struct ReportPrinter {
    let report: BenchReport

    /// The whole table: machine, speech, terminal, scale, then every target met or missed.
    func text() -> String {
        var lines: [String] = []
        let machine = report.machine
        lines.append("Rotor benchmarks — \(machine.cpu), \(machine.cores) cores, \(machine.system), Linux \(machine.kernel), \(machine.date)")
        lines.append(report.instrument)
        lines.append("Times in ms unless the name says µs; p99 is the largest value when n < 100.")
        if !report.phraseOnsetsMs.isEmpty {
            let onsets = report.phraseOnsetsMs.sorted { $0.key < $1.key }
                .map { "\"\($0.key)\" \(TargetCheck.format($0.value)) ms" }.joined(separator: ", ")
            lines.append("Silence eSpeak NG starts each phrase with (subtracted from key and startup figures): \(onsets).")
        }
        lines.append("")
        lines.append(row("figure", "median", "p90", "p99", "n"))
        lines.append(row("speak_first_sample_ms", report.speakFirstSampleMs))
        lines.append("first_audible_ms (→ first sample at the monitor), \"\(report.phrase)\", interleaved:")
        for (key, label) in [
            ("rotor", "  Rotor (in process)"), ("spd_say", "  spd-say"),
            ("speechd_socket", "  speech-dispatcher socket (Orca's path)"), ("espeak_ng", "  espeak-ng command"),
        ] {
            lines.append(row(label, report.firstAudibleMs[key]))
        }
        for (key, label) in [
            ("rotor_to_spd_say", "  ratio Rotor / spd-say"), ("rotor_to_espeak_ng", "  ratio Rotor / espeak-ng"),
            ("key_to_spd_say", "  ratio key / spd-say"), ("key_to_espeak_ng", "  ratio key / espeak-ng"),
        ] {
            lines.append(row(label, report.ratios[key].map(TargetCheck.format) ?? "—", "", "", ""))
        }
        lines.append("stop_silence_ms, → last audible chunk at the monitor:")
        for (key, label) in [
            ("stop", "  Rotor, stop()"), ("new_utterance", "  Rotor, a new utterance"),
            ("stop_both_cores_busy", "  Rotor, stop(), both cores busy"),
            ("speechd_cancel", "  speech-dispatcher, CANCEL"),
        ] {
            lines.append(row(label, report.stopSilenceMs[key]))
        }
        lines.append("spatial speech (a phrase placed a quarter of the way across), interleaved with plain speech:")
        for (key, label) in [
            ("first_audible_off", "  first_audible_ms, spatial off"), ("first_audible_on", "  first_audible_ms, spatial on"),
            ("stop_off", "  stop_silence_ms, spatial off"), ("stop_on", "  stop_silence_ms, spatial on"),
        ] {
            lines.append(row(label, report.spatialMs[key]))
        }
        if !report.panErrorDb.isEmpty {
            lines.append("pan law at a stereo null sink's monitor (left/right energy, dB):")
            for (place, pan) in report.panErrorDb.sorted(by: { $0.key < $1.key }) {
                lines.append("  x = \(place): equal-power \(TargetCheck.format(pan.expectedDb)), measured \(TargetCheck.format(pan.measuredDb)), error \(TargetCheck.format(pan.errorDb))")
            }
        }
        for (key, label) in [
            ("idle", "underrun gaps, idle"), ("idle_pacat", "  the same text by pacat, same buffer, idle"),
            ("both_cores_busy", "underrun gaps, both cores busy"), ("both_cores_busy_pacat", "  the same text by pacat, same buffer, both cores busy"),
        ] {
            lines.append(contentsOf: gapLines(key, label))
        }
        lines.append(row("key_first_sample_ms (Right arrow)", report.keyFirstSampleMs))
        lines.append(row("printable key during say-all → silence", report.printableKeySilenceMs))
        lines.append(row("typed character → its echo's first sample", report.echoFirstSampleMs))
        lines.append(row("say-all pause between elements", report.sayAllPauseMs))
        lines.append(row("eSpeak NG's pause at a comma", report.commaPauseMs))
        lines.append(row("startup_ms → first sample", report.startupMs["first_sample"]))
        lines.append(row("startup_ms → first line (--no-speech)", report.startupMs["first_line"]))
        lines.append(row("rotor transcript kanban → exit", report.startupMs["transcript"]))
        lines.append("")
        lines.append(scaleTable())
        lines.append("")
        lines += durabilityLines()
        lines.append("")
        lines += outputLines()
        lines.append("")
        if let rotor = report.l10n.first(where: { $0.side == "rotor" }) {
            let texts = report.l10n.map(\.strings).max() ?? 0
            lines.append("l10n: a generated String Catalog of \(rotor.keys) keys × \(rotor.languages) languages, \(texts) texts, "
                + "\(TargetCheck.format(rotor.fileMB)) MB; \(rotor.findings) findings")
        }
        if let folder = report.l10n.first(where: { $0.side == "lproj" }) {
            lines.append("  the same as .lproj folders (.strings and .stringsdict): \(folder.strings) texts, "
                + "\(TargetCheck.format(folder.fileMB)) MB; \(folder.findings) findings")
        }
        for item in report.l10n {
            let what = switch item.side {
            case "rotor": "l10n check of the .xcstrings: read, check, report (ms)"
            case "lproj": "l10n check of the .lproj folders: read, check, report (ms)"
            default: "JSONDecoder alone, the alternative (ms)"
            }
            lines.append(row("  " + what, item.totalMs) + "; peak \(TargetCheck.format(item.peakMB)) MB")
        }
        lines.append("")
        for size in Set(report.sources.map(\.lines)).sorted() {
            let rows = report.sources.filter { $0.lines == size }
            guard let first = rows.first else { continue }
            lines.append("sources: a generated SwiftUI project of \(first.files) files, \(first.lines) lines")
            for item in rows {
                let what = switch item.step {
                case "parse": "the toolchain's parser alone (ms)"
                case "index": "rotor-swift: parse and index (ms)"
                default: "rotor audit FOLDER: read, judge, report (ms)"
                }
                lines.append(row("  " + what, item.totalMs) + "; peak \(TargetCheck.format(item.peakMB)) MB")
            }
        }
        lines.append("")
        lines.append("Targets:")
        for check in report.targets {
            let value = check.value.map(TargetCheck.format) ?? "—"
            let verdict = check.value == nil ? "—     " : check.met ? "met   " : "MISSED"
            lines.append("  \(verdict) \(check.figure) = \(value) (target \(check.target)): \(check.note)")
        }
        if !report.problems.isEmpty {
            lines.append("")
            lines.append("Not measured:")
            for (name, reason) in report.problems.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(name): \(reason)")
            }
        }
        lines.append("")
        lines.append("Run took \(String(format: "%.0f", report.durationSeconds)) s.")
        return lines.joined(separator: "\n")
    }

    /// One condition's gaps: the sum, each run's count, then every gap with its place and length.
    private func gapLines(_ key: String, _ label: String) -> [String] {
        guard let finding = report.gaps[key], let runs = report.gapRuns[key] else {
            return ["\(label): not measured"]
        }
        var lines = [
            "\(label), \(runs.count) runs: \(finding.gaps) gaps in \(TargetCheck.format(finding.checkedSeconds)) s of speech, "
                + "\(TargetCheck.format(finding.insertedMilliseconds)) ms of silence inserted "
                + "(audible span \(TargetCheck.format(finding.spanDifferenceMilliseconds)) ms longer than the syntheses "
                + "to memory, whose own pauses vary by ≈ 10 ms)",
            "  gaps per run: " + runs.map { String($0.gaps) }.joined(separator: " "),
        ]
        if let late = report.lateWrites[key], let buffer = report.bufferMs[key], buffer.count == 2 {
            lines.append("  Rotor's own count of writes too late for the device: \(late); its buffer: \(buffer[0]) → \(buffer[1]) ms")
        }
        if let underflows = report.serverUnderflows[key] {
            lines.append("  the sound server's count of times it ran out of Rotor's audio mid-utterance: \(underflows)")
        }
        if let stall = report.stalls[key] {
            lines.append(
                "  meanwhile a thread that only sleeps 1 ms was woken more than \(TargetCheck.format(StallWatch.lateMilliseconds)) ms late "
                    + "\(stall.lateWakeups) times (latest \(TargetCheck.format(stall.longestMilliseconds)) ms); "
                    + "steal time \(TargetCheck.format(stall.stealPercent)) % of the cores")
        }
        for (index, run) in runs.enumerated() where !run.places.isEmpty {
            let places = run.places.map {
                "at \(TargetCheck.format($0.atMilliseconds)) ms for \(TargetCheck.format($0.lengthMilliseconds)) ms"
            }
            lines.append("  run \(index + 1): " + places.joined(separator: ", "))
        }
        return lines
    }

    private func scaleTable() -> String {
        var lines = [
            "Scale (open_ms: \(report.openMsCovers); each kind and size in its own process):",
            padded([
                "kind", "size", "elements", "open_ms", "p99", "step_us", "p99", "action_ms", "p99", "reply_ms", "disk_ms",
                "peak_MB",
            ]),
        ]
        for kind in BoardFactory.Kind.allCases {
            let rows = report.scale[kind.rawValue] ?? [:]
            for size in BoardFactory.sizes {
                guard let row = rows[String(size)] else { continue }
                lines.append(padded([
                    kind.rawValue, String(size), String(row.elements),
                    number(row.openMs?.median), number(row.openMs?.p99),
                    number(row.stepUs?.median), number(row.stepUs?.p99),
                    number(row.actionMs?.median), number(row.actionMs?.p99),
                    number(row.replyMs?.median), number(row.onDiskMs?.median),
                    number(row.peakMB),
                ]))
            }
            if let ratios = report.scaleRatios[kind.rawValue] {
                lines.append(padded([
                    kind.rawValue, "ratio", "", number(ratios["open_ms"]), "", number(ratios["step_us"]), "",
                    number(ratios["action_ms"]), "", "", "", number(ratios["peak_mb"]),
                ]))
            }
        }
        lines.append("(ratio: the \(BoardFactory.targetSize) median divided by the \(BoardFactory.sizes.min() ?? 0) median;")
        lines.append(" reply_ms and disk_ms: \(ScaleBench.savedChangeCount) saved changes and an undo through the session")
        lines.append(" driver, the reply with the saver writing behind it, and the command until the change is on disk;")
        lines.append(" peak_MB: the whole child, those changes last)")
        return lines.joined(separator: "\n")
    }

    /// Confirming an added card, the journal's way and the write's, at each size.
    private func durabilityLines() -> [String] {
        var lines = ["Durable confirmation (`add` on a board of N cards; each size in its own process):"]
        lines.append("  " + ["cards", "journal_ms", "p90", "written_ms", "after_write_ms", "p90", "move_journal", "move_after", "peak_MB"]
            .enumerated().map { $0.offset == 0 ? $0.element.padding(toLength: 10, withPad: " ", startingAt: 0) : leftPad($0.element, 15) }.joined())
        for size in DurabilityBench.sizes {
            guard let row = report.durability[String(size)] else { continue }
            let cells = [
                number(row.confirmJournalMs?.median), number(row.confirmJournalMs?.p90), number(row.writtenMs?.median),
                number(row.confirmAfterWriteMs?.median), number(row.confirmAfterWriteMs?.p90),
                number(row.moveJournalMs?.median), number(row.moveAfterWriteMs?.median), number(row.peakMB),
            ]
            lines.append("  " + String(size).padding(toLength: 10, withPad: " ", startingAt: 0) + cells.map { leftPad($0, 15) }.joined())
        }
        lines.append("(journal_ms: the reply once the change is appended to the journal and flushed, as the terminal")
        lines.append(" confirms; written_ms: until the board holds it; after_write_ms: the reply when it waits for the")
        lines.append(" board's write instead, the alternative; \(DurabilityBench.changes) adds each, interleaved; move_journal,")
        lines.append(" move_after: the same two replies for moving a card to another column, medians)")
        return lines
    }

    /// Each large output's time, memory and size, against the bounds.
    private func outputLines() -> [String] {
        var lines = ["Large outputs (the real rotor, output to /dev/null; bounds \(number(OutputBench.secondsBound)) s, \(number(OutputBench.peakMBBound)) MB):"]
        for row in report.output {
            let within = row.seconds <= OutputBench.secondsBound && row.peakMB <= OutputBench.peakMBBound
            lines.append("  \(within ? "within" : "PAST  ") \(number(row.seconds)) s, \(number(row.peakMB)) MB peak, "
                + "\(number(row.outputMB)) MB written, exit \(row.exitCode): \(row.command)")
        }
        return lines
    }

    private func number(_ value: Double?) -> String {
        value.map(TargetCheck.format) ?? "—"
    }

    private func padded(_ cells: [String]) -> String {
        let widths = [11, 8, 9, 9, 9, 9, 9, 10, 9, 9, 9, 8]
        return zip(cells, widths).enumerated().map { index, pair in
            index < 2 ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0) : leftPad(pair.0, pair.1)
        }.joined()
    }

    private func row(_ label: String, _ summary: Summary?) -> String {
        guard let summary else { return row(label, "—", "", "", "") }
        return row(
            label, TargetCheck.format(summary.median), TargetCheck.format(summary.p90), TargetCheck.format(summary.p99),
            String(summary.n))
    }

    private func row(_ label: String, _ median: String, _ p90: String, _ p99: String, _ n: String) -> String {
        label.padding(toLength: 42, withPad: " ", startingAt: 0)
            + leftPad(median, 9) + leftPad(p90, 9) + leftPad(p99, 9) + leftPad(n, 6)
    }

    private func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
