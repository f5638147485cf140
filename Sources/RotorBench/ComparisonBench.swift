// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Harness

/// The same phrase through Rotor (in process), `spd-say`, speech-dispatcher's socket (Orca's
/// path) and the `espeak-ng` command, at the same sink in the same run, interleaved so that
/// drifts in the machine's load affect all alike.
final class ComparisonBench {
    /// The measurements of every program, in milliseconds.
    struct Results {
        var rotorFirstWrite: [Double] = []
        var rotor: [Double] = []
        var spdSay: [Double] = []
        var speechdSocket: [Double] = []
        var espeakCommand: [Double] = []
        var speechdStop: [Double] = []
        /// Why a program could not be measured, by program.
        var problems: [String: String] = [:]
    }

    private let speech: SpeechBench
    private let recorder: MonitorRecorder
    private let server: PulseServer
    private let dispatcher: SpeechDispatcher?
    private let connection: SSIPConnection?

    /// Prepares the comparison; `dispatcher` is nil when speech-dispatcher could not start.
    init(speech: SpeechBench, recorder: MonitorRecorder, server: PulseServer, dispatcher: SpeechDispatcher?) {
        self.speech = speech
        self.recorder = recorder
        self.server = server
        self.dispatcher = dispatcher
        connection = try? dispatcher?.connect()
    }

    /// Runs `rounds` rounds, each program once per round in a rotating order.
    func run(rounds: Int, stops: Int) -> Results {
        var results = Results()
        if dispatcher == nil { results.problems["spd-say"] = "speech-dispatcher did not start" }
        warmUp(&results)
        for round in 0..<rounds {
            for step in 0..<4 {
                switch (round + step) % 4 {
                case 0: measureRotor(&results)
                case 1: measureSpdSay(&results)
                case 2: measureSpeechdSocket(&results)
                default: measureEspeakCommand(&results)
                }
            }
        }
        for _ in 0..<stops {
            measureSpeechdStop(&results)
        }
        return results
    }

    private func warmUp(_ results: inout Results) {
        var scratch = Results()
        for _ in 0..<2 {
            measureSpdSay(&scratch)
            measureSpeechdSocket(&scratch)
            measureEspeakCommand(&scratch)
        }
        results.problems.merge(scratch.problems) { first, _ in first }
    }

    private func measureRotor(_ results: inout Results) {
        do {
            let (write, audible) = try speech.startOnce()
            results.rotor.append(audible)
            if let write { results.rotorFirstWrite.append(write) }
        } catch {
            results.problems["rotor"] = error.description
        }
    }

    private func measureSpdSay(_ results: inout Results) {
        guard let dispatcher, let connection, results.problems["spd-say"] == nil else { return }
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: SpeechBench.threshold)
        do {
            let process = try dispatcher.say(SpeechBench.phrase)
            let heard = recorder.waitForSound(after: process.started, louderThan: SpeechBench.threshold, timeout: .seconds(3))
            try process.wait()
            try connection.cancelAll()
            guard let heard else { throw BenchError.noSound("spd-say") }
            results.spdSay.append((heard - process.started).milliseconds)
        } catch {
            results.problems["spd-say"] = "\(error)"
        }
    }

    private func measureSpeechdSocket(_ results: inout Results) {
        guard let connection, results.problems["speechd-socket"] == nil else { return }
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: SpeechBench.threshold)
        do {
            let sent = try connection.speak(SpeechBench.phrase)
            let heard = recorder.waitForSound(after: sent, louderThan: SpeechBench.threshold, timeout: .seconds(3))
            try connection.cancelAll()
            guard let heard else { throw BenchError.noSound("speech-dispatcher's socket") }
            results.speechdSocket.append((heard - sent).milliseconds)
        } catch {
            results.problems["speechd-socket"] = "\(error)"
        }
    }

    private func measureEspeakCommand(_ results: inout Results) {
        guard results.problems["espeak-ng"] == nil else { return }
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: SpeechBench.threshold)
        do {
            let process = try BenchError.harnessed { () throws(ProcessError) in
                try ChildProcess("espeak-ng", [SpeechBench.phrase], environment: server.environment)
            }
            let heard = recorder.waitForSound(after: process.started, louderThan: SpeechBench.threshold, timeout: .seconds(3))
            process.kill()
            guard let heard else { throw BenchError.noSound("espeak-ng") }
            results.espeakCommand.append((heard - process.started).milliseconds)
        } catch {
            results.problems["espeak-ng"] = "\(error)"
        }
    }

    /// speech-dispatcher's stop: from `CANCEL all` on the socket to the last audible chunk.
    private func measureSpeechdStop(_ results: inout Results) {
        guard let connection, results.problems["speechd-socket"] == nil else { return }
        recorder.waitForSilence(lasting: .milliseconds(60), louderThan: SpeechBench.threshold)
        do {
            let sent = try connection.speak(SpeechBench.longText)
            guard recorder.waitForSound(after: sent, louderThan: SpeechBench.threshold, timeout: .seconds(3)) != nil else {
                throw BenchError.noSound("speech-dispatcher's socket")
            }
            Thread.sleep(forTimeInterval: Double.random(in: 0.15...0.35))
            recorder.waitUntilAudibleNow(louderThan: SpeechBench.threshold, timeout: .seconds(1))
            let stopped = SuspendingClock.now
            try connection.cancelAll()
            Thread.sleep(forTimeInterval: 0.3)
            let last = recorder.lastAudible(after: stopped, louderThan: SpeechBench.threshold)
            results.speechdStop.append(last.map { ($0 - stopped).milliseconds } ?? 0)
        } catch {
            results.problems["speechd-socket"] = "\(error)"
        }
    }
}
