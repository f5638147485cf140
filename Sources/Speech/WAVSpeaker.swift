// SPDX-License-Identifier: GPL-3.0-or-later

import TextSafety
import Dispatch
import Foundation
import Synchronization
import SystemInterface

/// Writes what would be heard to a WAV file: 22,050 Hz, 16-bit PCM, mono, or stereo as soon as
/// one utterance is placed (``Utterance/pan``: spatial speech, a sound map).
///
/// Synthesis runs on the engine thread as fast as it can, but the speaker keeps real time as
/// audio would: `speak` and `stop` keep only the part of the interrupted utterances that would
/// have been heard by then (the time since their `speak`), and drop the rest. ``waitUntilIdle()``
/// counts as listening to the end: everything queued is kept. ``finish()`` waits the same way and
/// writes the file; if it was never called, the file is written the same way when the speaker
/// is released (errors are then lost).
public final class WAVSpeaker: Speaker {
    private struct State {
        var settings: VoiceSettings = .default
        var generation: UInt64 = 0
        /// Samples already heard, interleaved stereo (left, right).
        var kept: [Int16] = []
        /// Samples of the batch being spoken, interleaved stereo, heard only in part if it is
        /// interrupted.
        var pending: [Int16] = []
        /// Whether an utterance was placed, so the file is stereo.
        var placed = false
        /// When the batch being spoken started.
        var batchStart: ContinuousClock.Instant?
        var sampleRate = 22_050
        var synthesisError: SpeechError?
        var finished = false
        /// Voices already reported as missing.
        var reportedFallbacks: Set<String> = []

        /// Keeps what would have been heard of the current batch by `now`.
        mutating func interrupt(at now: ContinuousClock.Instant) {
            guard let batchStart else { return }
            let heard = (now - batchStart) / .seconds(1) * Double(sampleRate)
            kept.append(contentsOf: pending.prefix(max(Int(heard), 0) * 2))
            pending.removeAll()
            self.batchStart = nil
        }

        /// Keeps the whole current batch.
        mutating func listenToEnd() {
            kept.append(contentsOf: pending)
            pending.removeAll()
            batchStart = nil
        }
    }

    /// Where the file is written.
    public let url: URL
    private let engine: SynthesisEngine
    private let events: @Sendable (SpeechEvent) -> Void
    private let state = Mutex(State())
    private let idle = DispatchGroup()

    /// Creates a speaker that will write to `url` (replacing any file there), reporting a
    /// language spoken with the English voice through `events` (on the engine thread).
    public init(url: URL, events: @escaping @Sendable (SpeechEvent) -> Void = { _ in }) {
        self.url = url
        self.engine = .shared
        self.events = events
    }

    deinit {
        // No job can be running: each holds the speaker until it ends.
        let unfinished = state.withLock { state in
            state.listenToEnd()
            return !state.finished
        }
        if unfinished {
            try? write()
        }
    }

    /// The current voice settings.
    public var settings: VoiceSettings {
        state.withLock { $0.settings }
    }

    /// Interrupts whatever is being spoken (keeping what was heard so far), then speaks these.
    public func speak(_ utterances: [Utterance]) {
        let now = ContinuousClock.now
        let current = state.withLock { state in
            state.interrupt(at: now)
            state.generation += 1
            state.batchStart = now
            return state.generation
        }
        guard !utterances.isEmpty else { return }
        idle.enter()
        engine.submit { [self] session in
            defer { idle.leave() }
            synthesize(utterances, generation: current, session: session)
        }
    }

    /// Speaks these after what is being spoken, in the same stretch of listening.
    public func enqueue(_ utterances: [Utterance]) {
        let current = state.withLock { state in
            if state.batchStart == nil { state.batchStart = .now }
            return state.generation
        }
        guard !utterances.isEmpty else { return }
        idle.enter()
        engine.submit { [self] session in
            defer { idle.leave() }
            synthesize(utterances, generation: current, session: session)
        }
    }

    /// Ends the current utterance where audio would be now.
    public func stop() {
        let now = ContinuousClock.now
        state.withLock { state in
            state.interrupt(at: now)
            state.generation += 1
        }
    }

    /// Waits for synthesis to finish and keeps everything queued, as if listened to the end.
    public func waitUntilIdle() {
        idle.wait()
        state.withLock { $0.listenToEnd() }
    }

    /// Waits at most `timeout` for synthesis to finish; when it has, keeps everything queued.
    public func isIdle(within timeout: Duration) -> Bool {
        guard idle.wait(timeout: .now() + timeout.seconds) == .success else { return false }
        state.withLock { $0.listenToEnd() }
        return true
    }

    /// Replaces the voice settings (clamped); they apply from the next utterance on.
    public func update(_ settings: VoiceSettings) {
        state.withLock { $0.settings = settings.clamped() }
    }

    /// Waits until everything queued is synthesized, then writes the WAV file.
    ///
    /// Throws ``SpeechError/wavWriteFailed(path:code:)`` when the file cannot be written, or the
    /// synthesis error when eSpeak NG could not speak at all.
    public func finish() throws(SpeechError) {
        waitUntilIdle()
        state.withLock { $0.finished = true }
        try write()
    }

    /// Writes the samples kept so far.
    private func write() throws(SpeechError) {
        let (samples, rate, error, placed) = state.withLock { ($0.kept, $0.sampleRate, $0.synthesisError, $0.placed) }
        if let error {
            throw error
        }
        // Unplaced samples are the same in both channels: the left one is the mono stream.
        let bytes = placed
            ? WAVEncoder.encode(samples, sampleRate: rate, channels: 2)
            : WAVEncoder.encode(stride(from: 0, to: samples.count, by: 2).map { samples[$0] }, sampleRate: rate)
        // Through the file gate, as every file Rotor writes: atomic, a file replaced keeping its
        // permissions, never over a device, a named pipe or a board a session holds.
        do {
            try FileSystem.real.replace(url.path, with: bytes, options: .init(mode: 0o644))
        } catch {
            if case .writeFailed(let path, let errno) = error { throw .wavWriteFailed(path: path, code: Int(errno.rawValue)) }
            throw .wavRefused(error)
        }
    }

    // MARK: - On the engine thread

    private func synthesize(
        _ utterances: [Utterance], generation current: UInt64, session: EngineSession
    ) {
        for utterance in utterances {
            let settings = state.withLock { state -> VoiceSettings? in
                state.sampleRate = session.sampleRate
                return state.generation == current ? state.settings : nil
            }
            guard let settings else { return }
            if let tag = utterance.tag { events(.started(tag: tag)) }
            if utterance.pan != nil { state.withLock { $0.placed = true } }
            if case .sound(let earcon) = utterance.kind {
                let samples = earcon.samples(sampleRate: session.sampleRate, frequencyFactor: utterance.pan?.frequencyFactor ?? 1)
                let stereo = Pan.spread(samples, pan: utterance.pan)
                state.withLock { state in
                    if state.generation == current { state.pending.append(contentsOf: stereo) }
                }
                continue
            }
            let text = SpeechSanitizer.clean(utterance.text)
            guard !text.isEmpty else { continue }
            let result = session.synthesize(
                text, language: utterance.language, settings: settings.for(utterance)
            ) { [self] samples in
                state.withLock { state in
                    guard state.generation == current else { return false }
                    let start = state.pending.count
                    state.pending.append(contentsOf: repeatElement(0, count: samples.count * 2))
                    state.pending.withUnsafeMutableBufferPointer { buffer in
                        let frames = UnsafeMutableBufferPointer(rebasing: buffer[start...])
                        Pan.spread(samples, pan: utterance.pan, into: frames)
                    }
                    return true
                }
            }
            switch result {
            case .success(.fellBack(let voice)):
                if state.withLock({ $0.reportedFallbacks.insert(voice).inserted }) { events(.voiceFellBack(voice)) }
            case .success(.selected):
                break
            case .failure(let error):
                state.withLock { $0.synthesisError = $0.synthesisError ?? error }
                if case .synthesisFailed = error { continue }
                return
            }
        }
    }
}
