// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Harness
import Localization
import Semantics
import Widgets

/// The `rotor` executable in a pseudo-terminal, as a person at a console runs it: from a key
/// byte to the first audible sample, and from process start to the first utterance.
final class TerminalBench {
    /// The Right arrow key as a terminal sends it.
    static let rightArrow = "\u{1B}[C"
    /// The Left arrow key.
    static let leftArrow = "\u{1B}[D"
    /// Ctrl-G: Rotor's "stop speech" key.
    static let stopKey = "\u{07}"
    /// F4: say-all.
    static let sayAllKey = "\u{1B}OS"
    /// Backspace, as terminals send it.
    static let backspace = "\u{7F}"
    /// Control-U: cut the whole line.
    static let cutLine = "\u{15}"

    private let rotor: String
    private let server: PulseServer
    private let recorder: MonitorRecorder
    /// The first words `rotor open kanban` says and prints: the screen's title.
    let title: String
    /// What Right says first when pressed on the Kanban demo's second element: the third's
    /// phrase. (From the second element, because the second's phrase, "Sketch …", starts with
    /// 12 ms of silence and the third's with none.)
    let keyPhrase: String
    /// The silence eSpeak NG starts each of them with (ms), subtracted from the figures.
    let titleOnset: Double
    let keyPhraseOnset: Double

    /// Prepares to run the `rotor` executable at `rotor`; `directory` is for scratch files.
    init(rotor: String, server: PulseServer, recorder: MonitorRecorder, directory: URL) throws(BenchError) {
        self.rotor = rotor
        self.server = server
        self.recorder = recorder
        let tree = TreeBuilder().tree(for: DemoScreen.kanban.document, in: Environment())
        title = tree.title
        let elements = tree.elements
        guard elements.count >= 3 else { throw .childFailed("the Kanban demo has fewer than three elements") }
        keyPhrase = Phrase().utterances(elements[2], .english).first ?? ""
        titleOnset = try SpeechBench.leadingSilence(of: title, in: directory)
        keyPhraseOnset = try SpeechBench.leadingSilence(of: keyPhrase, in: directory)
    }

    /// Starts `rotor open kanban` (plus `extra` arguments) on a new pseudo-terminal.
    private func launch(_ extra: [String] = []) throws(BenchError) -> (ChildProcess, PseudoTerminal) {
        let terminal = try BenchError.harnessed { () throws(HarnessError) in try PseudoTerminal() }
        let process = try BenchError.harnessed { () throws(ProcessError) in
            // Each run starts from the default settings: a setting one figure types must not
            // reach the next.
            let settings = try TemporaryDirectory(prefix: "rotor-bench-settings")
            var environment = server.environment
            environment["XDG_CONFIG_HOME"] = settings.url.path
            return try ChildProcess(
                rotor, ["open", "kanban"] + extra, environment: environment, terminal: terminal.slavePath)
        }
        terminal.detachSlave()
        return (process, terminal)
    }

    /// Presses Right `presses` times on the Kanban demo's second element (Left in between,
    /// unmeasured, to come back), each after silence, and stops the speech with Ctrl-G once
    /// heard. From the key byte to the first sample at the monitor, less the phrase's leading
    /// silence, in milliseconds.
    func keyToSound(presses: Int) throws(BenchError) -> [Double] {
        let (process, terminal) = try launch()
        defer { process.kill() }
        guard terminal.waitForOutput(containing: "rotor> ", after: process.started, timeout: .seconds(10)) != nil else {
            throw .childFailed("rotor showed no prompt")
        }
        _ = recorder.waitForSound(after: process.started, louderThan: SpeechBench.threshold, timeout: .seconds(3))
        terminal.type(Self.stopKey)
        recorder.waitForSilence(lasting: .milliseconds(80), louderThan: SpeechBench.threshold)
        let first = terminal.type(Self.rightArrow)
        _ = recorder.waitForSound(after: first, louderThan: SpeechBench.threshold, timeout: .seconds(2))
        terminal.type(Self.stopKey)
        var values: [Double] = []
        for _ in 0..<presses {
            recorder.waitForSilence(lasting: .milliseconds(80), louderThan: SpeechBench.threshold)
            let pressed = terminal.type(Self.rightArrow)
            guard let heard = recorder.waitForSound(after: pressed, louderThan: SpeechBench.threshold, timeout: .seconds(2)) else {
                throw .noSound("rotor after the Right arrow key")
            }
            values.append((heard - pressed).milliseconds - keyPhraseOnset)
            terminal.type(Self.stopKey)
            recorder.waitForSilence(lasting: .milliseconds(60), louderThan: SpeechBench.threshold)
            let back = terminal.type(Self.leftArrow)
            _ = recorder.waitForSound(after: back, louderThan: SpeechBench.threshold, timeout: .seconds(2))
            terminal.type(Self.stopKey)
        }
        return values
    }

    /// A printable key during say-all, with typing echo off so only the interruption is heard:
    /// from the key byte to the last sound at the monitor, in milliseconds. (Orca's "interrupt on
    /// key"; `stop_silence_ms` is the same path from the API.)
    func printableKeyToSilence(presses: Int) throws(BenchError) -> [Double] {
        let (process, terminal) = try launch()
        defer { process.kill() }
        guard terminal.waitForOutput(containing: "rotor> ", after: process.started, timeout: .seconds(10)) != nil else {
            throw .childFailed("rotor showed no prompt")
        }
        terminal.type(Self.stopKey)
        terminal.type("echo none\r")
        recorder.waitForSilence(lasting: .milliseconds(300), louderThan: SpeechBench.threshold)
        var values: [Double] = []
        for _ in 0..<presses {
            let started = terminal.type(Self.sayAllKey)
            guard recorder.waitForSound(after: started, louderThan: SpeechBench.threshold, timeout: .seconds(2)) != nil else {
                throw .noSound("rotor's say-all")
            }
            Thread.sleep(forTimeInterval: 0.3)
            guard recorder.isAudibleNow(louderThan: SpeechBench.threshold) || recorder.waitUntilAudibleNow(louderThan: SpeechBench.threshold, timeout: .seconds(1)) else {
                continue
            }
            let pressed = terminal.type("x")
            recorder.waitForSilence(lasting: .milliseconds(150), louderThan: SpeechBench.threshold)
            let last = recorder.lastAudible(after: pressed, louderThan: SpeechBench.threshold)
            values.append(last.map { max(($0 - pressed).milliseconds, 0) } ?? 0)
            terminal.type(Self.cutLine)
            recorder.waitForSilence(lasting: .milliseconds(100), louderThan: SpeechBench.threshold)
        }
        return values
    }

    /// A typed character, in silence, to its echo's first sample at the monitor, in milliseconds.
    func characterToEcho(presses: Int) throws(BenchError) -> [Double] {
        let (process, terminal) = try launch()
        defer { process.kill() }
        guard terminal.waitForOutput(containing: "rotor> ", after: process.started, timeout: .seconds(10)) != nil else {
            throw .childFailed("rotor showed no prompt")
        }
        terminal.type(Self.stopKey)
        var values: [Double] = []
        for _ in 0..<presses {
            recorder.waitForSilence(lasting: .milliseconds(100), louderThan: SpeechBench.threshold)
            let pressed = terminal.type("x")
            guard let heard = recorder.waitForSound(after: pressed, louderThan: SpeechBench.threshold, timeout: .seconds(2)) else {
                throw .noSound("rotor's echo of a typed character")
            }
            values.append((heard - pressed).milliseconds)
            recorder.waitForSilence(lasting: .milliseconds(100), louderThan: SpeechBench.threshold)
            terminal.type(Self.backspace)
        }
        return values
    }

    /// Starts Rotor `runs` times with speech (to the title's first sample at the monitor, less
    /// its leading silence) and as many times with `--no-speech` (to the title printed on the
    /// terminal). Milliseconds.
    func startup(runs: Int) throws(BenchError) -> (audible: [Double], printed: [Double]) {
        var audible: [Double] = []
        var printed: [Double] = []
        for _ in 0..<runs {
            recorder.waitForSilence(lasting: .milliseconds(80), louderThan: SpeechBench.threshold)
            let (speaking, _) = try launch()
            let heard = recorder.waitForSound(after: speaking.started, louderThan: SpeechBench.threshold, timeout: .seconds(5))
            speaking.kill()
            guard let heard else { throw .noSound("rotor at startup") }
            audible.append((heard - speaking.started).milliseconds - titleOnset)

            let (silent, terminal) = try launch(["--no-speech"])
            let shown = terminal.waitForOutput(containing: title, after: silent.started, timeout: .seconds(5))
            silent.kill()
            guard let shown else { throw .childFailed("rotor --no-speech printed no title") }
            printed.append((shown - silent.started).milliseconds)
        }
        return (audible, printed)
    }

    /// Runs `rotor transcript kanban` `runs` times with its output to a file in `directory`, as
    /// a CI job would redirect it: from the spawn to the exit, in milliseconds. Each run must
    /// exit 0 with the third element's phrase in what it printed (the text transcript lists the
    /// elements, not the title).
    func transcript(runs: Int, in directory: URL) throws(BenchError) -> [Double] {
        let output = directory.appendingPathComponent("transcript.txt").path
        var values: [Double] = []
        for _ in 0..<runs {
            let (status, elapsed) = try BenchError.harnessed { () throws(ProcessError) in
                let process = try ChildProcess(
                    rotor, ["transcript", DemoScreen.kanban.rawValue], environment: server.environment,
                    output: .file(output))
                let status = try process.wait()
                return (status, SuspendingClock.now - process.started)
            }
            let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            guard status == 0, printed.contains(keyPhrase) else {
                throw .childFailed("rotor transcript kanban exited \(status) without \"\(keyPhrase)\"")
            }
            values.append(elapsed.milliseconds)
        }
        return values
    }
}
