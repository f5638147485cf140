// SPDX-License-Identifier: GPL-3.0-or-later

// # The speech engine: threading and the abort path
//
// libespeak-ng keeps global state and is not thread-safe, so Rotor owns exactly one synthesizer:
// `SynthesisEngine.shared`, a dedicated thread that makes every eSpeak NG call. It initializes
// the library once (`espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, …)` plus a synth callback), then
// runs jobs in submission order. AudioSpeaker, WAVSpeaker and Phonemes all submit jobs here.
//
// A job receives the thread's `EngineSession`, whose `synthesize` selects the voice (cached,
// and by its file under lang/: see `voiceFile(for:)`), re-applies rate, pitch, volume, range,
// punctuation (and Rotor's punctuation list) and capitals before every utterance (an embedded
// command could have changed them), then calls `espeak_Synth` with `espeakCHARS_UTF8` only.
// Synthesis is synchronous: eSpeak NG calls `synthCallback` with each buffer of samples (20 ms)
// on this same thread, and the callback hands them to the job's sample handler.
//
// Abort path: every speaker holds an atomic generation number. `speak` and `stop` increment it
// and return at once. The sample handler compares the generation it was started with; when they
// differ it returns false and the callback returns 1, which stops eSpeak NG within microseconds
// (`espeak_Cancel` does not stop synchronous synthesis). No lock is held while anything blocks:
// the handler's `Mutex` is held only to read the current handler.
//
// Audio is handed over inline, on this thread, from the sample handler (AudioSpeaker), as it
// is synthesized: each of eSpeak NG's 20 ms buffers goes into PulseOutput's 100 ms ring in one
// call, and libpulse's own thread answers the server's requests from the ring. So this thread
// runs at most 100 ms ahead of the listener, and a hold-up of it shorter than that is not heard.
// No request of the server waits for this thread: a blocking write per request would need three
// threads woken in time (libpulse's, this one, libpulse's again) for every piece.
//
// A stop is seen at once: the generation check between pieces, and `interrupt()` on the output,
// which ends a wait for room in the ring from the stopping thread. The job then flushes (the ring
// and the server) and the next job starts on an empty stream: old and new speech never overlap.
// `make bench` measures stop → silence at a null sink's monitor (docs/benchmarks.md).
// The cost: while an AudioSpeaker speaks, later jobs (a WAV, phonemes) wait for it.
//
// Nothing here blocks the caller of `speak`/`stop`; only `waitUntilIdle` and `perform` wait.

import Dispatch
import Foundation
import Synchronization

@preconcurrency import CEspeakNG

/// Receives synthesized samples on the engine thread; returns false to abort the synthesis.
typealias SampleHandler = @Sendable (UnsafeBufferPointer<Int16>) -> Bool

/// The handler of the synthesis running now; read by `synthCallback`.
///
/// Kept in a struct: a `Mutex` of a bare closure wraps it in two more reabstraction thunks at
/// every read, so each 20 ms buffer of an utterance walked one more pair than the last.
private struct ActiveHandler {
    var handler: SampleHandler?
}

private let activeHandler = Mutex(ActiveHandler())

/// eSpeak NG's synth callback: passes samples on, returns 1 to abort.
private func synthCallback(
    _ wave: UnsafeMutablePointer<Int16>?, _ count: Int32,
    _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let wave else { return 0 }  // end of synthesis
    guard let handler = activeHandler.withLock({ $0.handler }) else { return 1 }
    let samples = UnsafeBufferPointer(start: wave, count: max(Int(count), 0))
    return handler(samples) ? 0 : 1
}

/// The one thread that owns libespeak-ng; runs submitted jobs in order.
final class SynthesisEngine: Sendable {
    /// A unit of work run on the engine thread.
    typealias Job = @Sendable (EngineSession) -> Void

    /// The process's only engine.
    static let shared = SynthesisEngine()

    private let jobs = Mutex<[Job]>([])
    private let wake = DispatchSemaphore(value: 0)

    private init() {
        let thread = Thread { [self] in
            // What `top -H` and a debugger show. On Linux, Foundation applies a name only when
            // the thread sets its own, and only up to 15 bytes: the longer name this thread had,
            // set before the start, left it named like every other thread of the process.
            Thread.current.name = "rotor-speech"
            run()
        }
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Queues a job; returns at once.
    func submit(_ job: @escaping Job) {
        jobs.withLock { $0.append(job) }
        wake.signal()
    }

    /// Runs `body` on the engine thread and waits for its result. Never call it from a job.
    func perform<Value: Sendable>(_ body: @escaping @Sendable (EngineSession) -> Value) -> Value? {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        submit { session in
            box.store(body(session))
            done.signal()
        }
        done.wait()
        return box.take()
    }

    /// Installs the callback's current handler for the duration of `body`.
    static func withHandler<T>(_ handler: @escaping SampleHandler, _ body: () -> T) -> T {
        activeHandler.withLock { $0.handler = handler }
        defer { activeHandler.withLock { $0.handler = nil } }
        return body()
    }

    /// The callback eSpeak NG is given.
    static let callback: ESpeak.Callback = synthCallback

    private func run() {
        let session = EngineSession()
        while true {
            wake.wait()
            let job = jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            job?(session)
        }
    }
}

/// Carries one value from the engine thread back to a waiting caller.
private final class ResultBox<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)

    func store(_ newValue: Value) {
        value.withLock { $0 = newValue }
    }

    func take() -> Value? {
        value.withLock { $0 }
    }
}
