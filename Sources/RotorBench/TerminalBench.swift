// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Harness
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
        try BenchError.harnessed { () throws(HarnessError) in
            let terminal = try PseudoTerminal()
            let process = try ChildProcess(
                rotor, ["open", "kanban"] + extra, environment: server.environment, terminal: terminal.slavePath)
            terminal.detachSlave()
            return (process, terminal)
        }
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
}
