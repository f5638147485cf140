// SPDX-License-Identifier: GPL-3.0-or-later

import TextSafety
import Dispatch
import Foundation
import Synchronization

/// Speaks through eSpeak NG in process and PulseAudio.
///
/// Samples are written to PulseAudio as they are synthesized, on the engine thread (see
/// SynthesisEngine). `speak` and `stop` return at once; the speech already playing goes silent
/// within a few milliseconds and its queued audio is flushed.
///
/// With no audio server it sends ``SpeechEvent/audioUnavailable`` once and speaks nothing
/// (text only, nothing synthesized), retrying at most every 2 s when later utterances arrive;
/// ``SpeechEvent/audioRestored`` follows when a retry succeeds. A server that dies mid-utterance
/// is treated the same way. libpulse's own messages go to syslog, never to the terminal: the
/// first AudioSpeaker sets `PULSE_LOG_SYSLOG` unless it is already set.
///
/// Events are delivered on the engine thread, or, for an utterance that starts behind others in
/// the ring, on a queue of the speaker's own when it is heard: the handler must be thread-safe,
/// return quickly and must not call ``waitUntilIdle()``.
public final class AudioSpeaker: Speaker {
    private enum Availability {
        case unknown
        case available
        case unavailable(lastAttempt: ContinuousClock.Instant)
    }

    private struct State {
        var settings: VoiceSettings = .default
        var availability: Availability = .unknown
        var reported: Set<SpeechEvent> = []
    }

    /// The open output and how its writes keep up; touched only on the engine thread, but for
    /// `interruptible`, which a stop reads under its lock from the caller's thread.
    private final class OutputSlot: @unchecked Sendable {
        var output: (any AudioOutput)? {
            didSet {
                let current = output
                interruptible.withLock { $0 = current }
            }
        }
        /// The open output, for a stop to interrupt a write waiting for room.
        let interruptible = Mutex<(any AudioOutput)?>(nil)
        /// The buffer the next connection asks for.
        var targetMilliseconds = PulseOutput.targetMilliseconds
        /// The current job's writes.
        var watch = UnderrunWatch()
        /// The output's count of mid-job underflows when the current job began.
        var underflowsBefore = 0

        /// Closes the output, once no stop can reach it any more.
        func closeOutput() {
            let closing = output
            output = nil
            closing?.close()
        }

        /// Makes a write of the open output that waits for room return at once.
        func interrupt() {
            interruptible.withLock { $0?.interrupt() }
        }
    }

    private let engine: SynthesisEngine
    private let events: @Sendable (SpeechEvent) -> Void
    private let connector: AudioConnector
    private let retryInterval: Duration
    private let generation = Atomic<UInt64>(0)
    private let state = Mutex(State())
    private let slot = OutputSlot()
    private let idle = DispatchGroup()
    /// Delivers the start events of utterances queued behind others, when each is heard, in order.
    private let startEvents = DispatchQueue(label: "rotor.speech.start-events")
    /// Timings of the last speak and stop, for tests and benchmarks.
    let diagnostics = Mutex(AudioDiagnostics())

    /// Routes libpulse's messages away from the terminal, once per process.
    private static let logsRouted: Bool = {
        Pulse.routeLogsAwayFromTerminal()
        return true
    }()

    /// Creates a speaker that plays through the default PulseAudio server (or `PULSE_SERVER`)
    /// in a stream that sound mixers show by `names`, and reports audio availability through
    /// `events`. Connects at once, in the background.
    public convenience init(names: MixerNames, events: @escaping @Sendable (SpeechEvent) -> Void) {
        self.init(
            events: events, retryInterval: .seconds(2),
            connector: { PulseOutput.connect(sampleRate: $0, targetMilliseconds: $1, names: names) })
    }

    /// Creates a speaker with its own output and retry interval (tests).
    init(
        events: @escaping @Sendable (SpeechEvent) -> Void, retryInterval: Duration,
        connector: @escaping AudioConnector, engine: SynthesisEngine = .shared
    ) {
        self.events = events
        self.retryInterval = retryInterval
        self.connector = connector
        self.engine = engine
        _ = Self.logsRouted
        idle.enter()
        engine.submit { [self] session in
            defer { idle.leave() }
            _ = connectedOutput(sampleRate: session.sampleRate)
        }
    }

    /// How many of Rotor's writes came after the device had run dry (its own clock's view), how
    /// many times the sound server ran out of audio mid-job (the server's view), and the buffer
    /// Rotor asks for now (it grows after a job with either). Read-only, for tests and benchmarks.
    public var underrunFigures: (underruns: Int, underflows: Int, targetMilliseconds: Int) {
        diagnostics.withLock { ($0.underruns, $0.underflows, $0.targetMilliseconds) }
    }

    deinit {
        let slot = self.slot
        engine.submit { _ in
            slot.closeOutput()
        }
    }

    /// The current voice settings.
    public var settings: VoiceSettings {
        state.withLock { $0.settings }
    }

    /// From the last `speak` to the first samples it handed to the audio device; nil until it
    /// has handed some. Read-only, for benchmarks (`rotor-bench`).
    public var lastSpeakToFirstWrite: Duration? {
        diagnostics.withLock { $0.speakToFirstWrite }
    }

    /// Interrupts whatever is being spoken, then speaks these in order.
    public func speak(_ utterances: [Utterance]) {
        let current = generation.add(1, ordering: .acquiringAndReleasing).newValue
        diagnostics.withLock { $0.spoke(at: .now) }
        slot.interrupt()
        guard !utterances.isEmpty, audioMayBeAvailable(at: .now) else { return }
        idle.enter()
        engine.submit { [self] session in
            defer { idle.leave() }
            play(utterances, generation: current, session: session)
        }
    }

    /// Speaks these after whatever is being spoken; a later `speak` or `stop` drops them too.
    public func enqueue(_ utterances: [Utterance]) {
        let current = generation.load(ordering: .acquiring)
        guard !utterances.isEmpty, audioMayBeAvailable(at: .now) else { return }
        idle.enter()
        engine.submit { [self] session in
            defer { idle.leave() }
            play(utterances, generation: current, session: session)
        }
    }

    /// Silences speech at once and flushes queued audio.
    public func stop() {
        generation.add(1, ordering: .acquiringAndReleasing)
        diagnostics.withLock { $0.stopped(at: .now) }
        slot.interrupt()
    }

    /// Blocks until everything queued has been heard, or stopped.
    public func waitUntilIdle() {
        idle.wait()
    }

    /// Waits at most `timeout` for everything queued to be heard; true when it has been.
    public func isIdle(within timeout: Duration) -> Bool {
        idle.wait(timeout: .now() + timeout.seconds) == .success
    }

    /// Replaces the voice settings (clamped); they apply from the next utterance on.
    public func update(_ settings: VoiceSettings) {
        state.withLock { $0.settings = settings.clamped() }
    }

    // MARK: - On the engine thread

    private func isCurrent(_ value: UInt64) -> Bool {
        generation.load(ordering: .acquiring) == value
    }

    private func play(_ utterances: [Utterance], generation current: UInt64, session: EngineSession) {
        guard isCurrent(current), let output = connectedOutput(sampleRate: session.sampleRate)
        else { return }
        slot.watch = UnderrunWatch()
        slot.underflowsBefore = output.underflows()
        output.beginJob()
        let sampleRate = session.sampleRate
        defer { growBufferAfterAnUnderrun() }
        for utterance in utterances {
            guard isCurrent(current) else { break }
            let started = Flag()
            let writeFailed = Flag()
            let write: SampleHandler = { [self] samples in
                guard isCurrent(current) else { return false }
                diagnostics.withLock { $0.wroteSamples(at: .now) }
                if !started.isRaised, let tag = utterance.tag {
                    started.raise()
                    // What is queued before this utterance's first sample: nothing at a job's
                    // start, up to the ring and the server's buffer (120 ms at first) later on.
                    announceStart(tag, after: output.pendingMicroseconds() ?? 0, generation: current)
                }
                slot.watch.wrote(.seconds(Double(samples.count) / Double(sampleRate)), startingAt: .now)
                switch output.write(samples, pan: utterance.pan, while: { isCurrent(current) }) {
                case .written: return true
                case .interrupted: return false
                case .failed: writeFailed.raise(); return false
                }
            }
            if case .sound(let earcon) = utterance.kind {
                let factor = utterance.pan?.frequencyFactor ?? 1
                let samples = earcon.samples(sampleRate: session.sampleRate, frequencyFactor: factor)
                _ = samples.withUnsafeBufferPointer { write($0) }
            } else {
                let text = SpeechSanitizer.clean(utterance.text)
                guard !text.isEmpty else { continue }
                let result = session.synthesize(text, language: utterance.language, settings: settings.for(utterance), handler: write)
                if !writeFailed.isRaised, !report(result) { return }
            }
            if writeFailed.isRaised {
                slot.closeOutput()
                markUnavailable(at: .now)
                return
            }
        }
        if isCurrent(current) {
            output.endJob()
            waitForPlayout(output, generation: current)
        }
        if !isCurrent(current) {
            output.flush()
            diagnostics.withLock { $0.flushed(at: .now) }
        }
    }

    /// Sends `.started(tag)` when the utterance's first sample is heard, `microseconds` from now:
    /// at once (on the engine thread) when that is under 2 ms, otherwise from `startEvents`, and
    /// not at all if speech was stopped or replaced before then (the element was never reached).
    private func announceStart(_ tag: Int, after microseconds: UInt64, generation current: UInt64) {
        guard microseconds >= 2_000 else {
            events(.started(tag: tag))
            return
        }
        idle.enter()  // idle once the event has been sent, or dropped
        startEvents.asyncAfter(deadline: .now() + .microseconds(Int(microseconds))) { [self] in
            defer { idle.leave() }
            guard isCurrent(current) else { return }
            events(.started(tag: tag))
        }
    }

    /// After a job in which the device ran dry (a write of Rotor's came too late, or the server
    /// ran out of audio mid-job), closes the output so that the next job connects with a buffer
    /// 20 ms longer, up to ``PulseOutput/largestTargetMilliseconds``.
    ///
    /// A longer buffer makes a stop slower to be heard (the server plays what it holds), so the
    /// buffer starts short and grows only on a machine
    /// that has shown it needs more, as PulseAudio's own timer-based scheduling raises its
    /// watermark after an underrun.
    private func growBufferAfterAnUnderrun() {
        let underruns = slot.watch.underruns
        let underflows = slot.output.map { $0.underflows() - slot.underflowsBefore } ?? 0
        guard underruns > 0 || underflows > 0 else { return }
        let grown = min(slot.targetMilliseconds + PulseOutput.targetStepMilliseconds, PulseOutput.largestTargetMilliseconds)
        if grown > slot.targetMilliseconds, slot.output != nil {
            slot.closeOutput()
            slot.targetMilliseconds = grown
        }
        let target = slot.targetMilliseconds
        diagnostics.withLock { $0.ranDry(lateWrites: underruns, underflows: underflows, targetMilliseconds: target) }
    }

    /// Reports a synthesis problem once per missing piece; false when nothing can be spoken.
    private func report(_ result: Result<EngineSession.VoiceOutcome, SpeechError>) -> Bool {
        let event: SpeechEvent
        switch result {
        case .success(.selected):
            return true
        case .success(.fellBack(let voice)):
            event = .voiceFellBack(voice)
        case .failure(.voiceUnavailable(let voice)):
            event = .synthesisUnavailable(.voice(voice))
        case .failure(.synthesizerUnavailable):
            event = .synthesisUnavailable(.data)
        case .failure(.synthesizerNotLoaded):
            event = .synthesisUnavailable(.library)
        case .failure:
            return true  // a single utterance failed; the next may work
        }
        let isNew = state.withLock { $0.reported.insert(event).inserted }
        if isNew {
            events(event)
        }
        if case .voiceFellBack = event { return true }
        return false
    }

    /// Waits until the job's audio has been heard: until nothing of it is queued in front of
    /// the device, then one device latency more (its last sample's way through the device).
    /// Not until the output's latency reaches zero: a sink that renders ahead counts the silence
    /// it renders after the audio too, so its latency never does (``Playout``). Checks for
    /// interruption every 2 ms, and gives up on a device that stopped playing.
    private func waitForPlayout(_ output: any AudioOutput, generation current: UInt64) {
        var least = UInt64.max
        var lastProgress = ContinuousClock.now
        while isCurrent(current) {
            guard let playout = output.playout() else { return }
            guard playout.queuedMicroseconds > 0 else {
                sleep(.microseconds(playout.deviceMicroseconds), while: current)
                return
            }
            if playout.queuedMicroseconds < least {
                least = playout.queuedMicroseconds
                lastProgress = .now
            } else if ContinuousClock.now - lastProgress > Self.stalledPlayout {
                return  // nothing played for that long: do not wait forever
            }
            sleep(.microseconds(playout.queuedMicroseconds), while: current)
        }
    }

    /// How long a playout may make no progress before the speaker stops waiting for it (a
    /// freshly started server was seen to hold a new stream's audio for 1.8 s, then play it).
    static let stalledPlayout = Duration.seconds(3)

    /// Sleeps for `duration`, or less once speech is stopped or replaced (checked every 2 ms).
    private func sleep(_ duration: Duration, while current: UInt64) {
        let end = ContinuousClock.now + duration
        while isCurrent(current), ContinuousClock.now < end {
            Thread.sleep(forTimeInterval: min(end - .now, .milliseconds(2)).seconds)
        }
    }

    /// The open output, connecting first if needed (at most once per retry interval).
    private func connectedOutput(sampleRate: Int) -> (any AudioOutput)? {
        if let output = slot.output {
            return output
        }
        let now = ContinuousClock.now
        guard audioMayBeAvailable(at: now) else { return nil }
        switch connector(sampleRate, slot.targetMilliseconds) {
        case .success(let output):
            slot.output = output
            let restored = state.withLock { state in
                defer { state.availability = .available }
                if case .unavailable = state.availability { return true }
                return false
            }
            if restored {
                events(.audioRestored)
            }
            return output
        case .failure:
            markUnavailable(at: now)
            return nil
        }
    }

    /// False while audio is known to be missing and the retry interval has not passed.
    private func audioMayBeAvailable(at now: ContinuousClock.Instant) -> Bool {
        state.withLock { state in
            if case .unavailable(let lastAttempt) = state.availability {
                return now - lastAttempt >= retryInterval
            }
            return true
        }
    }

    /// Records a failed connection or write; reports it only when audio was not already missing.
    private func markUnavailable(at now: ContinuousClock.Instant) {
        let isNew = state.withLock { state in
            defer { state.availability = .unavailable(lastAttempt: now) }
            if case .unavailable = state.availability { return false }
            return true
        }
        if isNew {
            events(.audioUnavailable)
        }
    }
}
