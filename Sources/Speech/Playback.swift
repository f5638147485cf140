// SPDX-License-Identifier: GPL-3.0-or-later

import Dispatch
import Foundation

/// One play job's samples on their way from the engine thread to the audio device.
///
/// The engine thread synthesizes into it (``append(_:pan:onStart:)``) while a writer on
/// ``writerQueue`` (``drain(to:)``) writes the samples in order, blocking on the device's short
/// buffer. Synthesis may run up to ``aheadSeconds`` ahead of the writes, so the device is not
/// left empty while eSpeak NG translates a long clause or the engine thread waits for a core on
/// a busy machine: writing inline, from the synth callback, the device held only its 20 ms
/// buffer, and under load a few runs in ten had gaps of 10 to 32 ms.
///
/// A stop is seen by the writer between two pieces of 5 ms (the rest of the chunks are skipped
/// unwritten) and by the engine at its next append, or within 5 ms while it waits for room.
final class Playback: @unchecked Sendable {
    /// How much audio synthesis may have ready before the writer has written it.
    static let aheadSeconds = 1

    /// The one writer, shared by every speaker: jobs run one at a time on the engine thread, so
    /// at most one playback drains at once.
    static let writerQueue = DispatchQueue(label: "Rotor audio writer", qos: .userInteractive)

    /// Samples waiting to be written, and what to do when their writing starts.
    private struct Chunk {
        var samples: [Int16]
        var pan: Pan?
        var onStart: (@Sendable () -> Void)?
    }

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var chunks: [Chunk] = []
    private var queuedSamples = 0
    private var isProducing = true
    private var isDraining = true
    private var failure: SpeechError?

    private let limit: Int
    private let shouldContinue: @Sendable () -> Bool
    private let willWrite: @Sendable () -> Void

    /// A playback at `sampleRate` that goes on while `shouldContinue` is true; `willWrite` is
    /// called on the writer before every chunk is written.
    init(
        sampleRate: Int, while shouldContinue: @escaping @Sendable () -> Bool,
        willWrite: @escaping @Sendable () -> Void
    ) {
        limit = max(sampleRate * Self.aheadSeconds, 1)
        self.shouldContinue = shouldContinue
        self.willWrite = willWrite
    }

    // MARK: - The engine's side

    /// Queues a copy of `samples`; `onStart` runs on the writer just before they are written.
    /// Waits while a second of audio is queued. False once the playback was stopped or the
    /// device failed: nothing more will be written, so synthesis should stop.
    func append(_ samples: UnsafeBufferPointer<Int16>, pan: Pan?, onStart: (@Sendable () -> Void)? = nil) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queuedSamples >= limit, failure == nil, shouldContinue() {
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.005))
        }
        guard failure == nil, shouldContinue() else { return false }
        chunks.append(Chunk(samples: Array(samples), pan: pan, onStart: onStart))
        queuedSamples += samples.count
        condition.broadcast()
        return true
    }

    /// Whether a write has failed (the device went away).
    var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return failure != nil
    }

    /// Says that nothing more is coming and waits until the writer has written or skipped
    /// every chunk; the write error, if there was one.
    func finish() -> SpeechError? {
        condition.lock()
        defer { condition.unlock() }
        isProducing = false
        condition.broadcast()
        while isDraining {
            condition.wait()
        }
        return failure
    }

    // MARK: - The writer's side

    /// Writes every chunk to `output` until the engine has finished. Run on ``writerQueue``.
    func drain(to output: any AudioOutput) {
        var failed = false
        while let chunk = next() {
            guard !failed, shouldContinue() else { continue }
            chunk.onStart?()
            willWrite()
            let result = chunk.samples.withUnsafeBufferPointer {
                output.write($0, pan: chunk.pan, while: shouldContinue)
            }
            if case .failed(let error) = result {
                failed = true
                condition.lock()
                failure = error
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// The next chunk, waiting for one; nil when the engine has finished and all are taken.
    private func next() -> Chunk? {
        condition.lock()
        defer { condition.unlock() }
        while chunks.isEmpty, isProducing {
            condition.wait()
        }
        guard !chunks.isEmpty else {
            isDraining = false
            condition.broadcast()
            return nil
        }
        let chunk = chunks.removeFirst()
        queuedSamples -= chunk.samples.count
        condition.broadcast()
        return chunk
    }
}
