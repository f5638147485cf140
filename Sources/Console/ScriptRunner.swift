// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import Speech
import SystemInterface

/// Script mode: when standard input is not a terminal, commands are read one per line and
/// every utterance is printed on its own line, and nothing else, on standard output.
public enum ScriptRunner {
    /// The signals that end a script: it stops, cleans up and dies of the signal.
    static let endingSignals: Set<Int32> = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs commands read from `input` until `quit`, the end of input or one of the
    /// ``endingSignals`` arriving on `signals` (routed there before the document was opened).
    public static func run(_ driver: SessionDriver, signals: SignalPipe, input: FileDescriptor = .standardInput) -> SessionEnd {
        var reader = LineReader(descriptor: input, signals: signals)
        let speaker = driver.announcer.speaker
        driver.start()
        if let signal = waitUntilHeard(speaker, signals) { return .signal(signal) }
        while true {
            let item = reader.next()
            switch item {
            case .end:
                driver.handleEvents()
                return .finished
            case .signal(let signal) where endingSignals.contains(signal):
                speaker.stop()
                return .signal(signal)
            case .signal:
                continue
            case .line, .tooLong:
                guard let reply = line(of: item, driver) else { continue }
                // A script is heard in full: each reply is spoken before the next command runs,
                // and a problem the speaker met on the way is said right after it.
                if let signal = waitUntilHeard(speaker, signals) { return .signal(signal) }
                driver.handleEvents()
                if reply.quit { return .finished }
            }
        }
    }

    /// Runs a line read, or says why a line too long was not run.
    private static func line(of item: LineReader.Item, _ driver: SessionDriver) -> Reply? {
        switch item {
        case .line(let line): driver.handle(line: line)
        case .tooLong(let bytes): driver.refuseLine(bytes: bytes)
        case .end, .signal: nil
        }
    }

    /// Waits until the speaker has said everything, or a signal arrives (then speech stops).
    private static func waitUntilHeard(_ speaker: any Speaker, _ signals: SignalPipe) -> Int32? {
        while !speaker.isIdle(within: .milliseconds(20)) {
            if let signal = signals.drain().first(where: endingSignals.contains) {
                speaker.stop()
                return signal
            }
        }
        return signals.drain().first(where: endingSignals.contains)
    }
}
