// SPDX-License-Identifier: GPL-3.0-or-later

/// A PulseAudio playback stream through the simple API, tuned for instant start and stop.
///
/// Buffer attributes (FACTS.md, measured best): target length 20 ms, prebuffer 5 ms, minimum
/// request 5 ms. Writes go in pieces of the minimum request, so a blocked write returns within
/// ≈ 5 ms and a stop is noticed that soon. Owned by the engine thread: never used from two
/// threads at once, hence `@unchecked Sendable`.
final class PulseOutput: AudioOutput, @unchecked Sendable {
    /// Target buffer length.
    static let targetMilliseconds = 20
    /// Samples buffered before playback starts.
    static let prebufferMilliseconds = 5
    /// The server's minimum request, and the size of each write.
    static let minimumRequestMilliseconds = 5

    private var handle: OpaquePointer?
    private let piece: Int

    /// Connects to the default PulseAudio server (or `PULSE_SERVER`). libpulse prints nothing
    /// when this fails.
    static func connect(sampleRate: Int) -> Result<any AudioOutput, SpeechError> {
        func bytes(_ milliseconds: Int) -> UInt32 {
            UInt32(milliseconds * sampleRate / 1000 * 2)
        }
        return Pulse.openPlayback(
            applicationName: "Rotor", streamName: "Speech", rate: UInt32(sampleRate),
            targetLength: bytes(targetMilliseconds), prebuffer: bytes(prebufferMilliseconds),
            minimumRequest: bytes(minimumRequestMilliseconds)
        ).map { PulseOutput(handle: $0, pieceFrames: minimumRequestMilliseconds * sampleRate / 1000) }
    }

    private init(handle: OpaquePointer, pieceFrames: Int) {
        self.handle = handle
        self.piece = max(pieceFrames, 1)
    }

    deinit {
        close()
    }

    func write(
        _ samples: UnsafeBufferPointer<Int16>, while shouldContinue: () -> Bool
    ) -> AudioWriteResult {
        guard let handle else { return .failed(.audioWriteFailed(code: 0)) }
        var start = 0
        while start < samples.count {
            guard shouldContinue() else { return .interrupted }
            let end = min(start + piece, samples.count)
            let slice = UnsafeBufferPointer(rebasing: samples[start..<end])
            let error = Pulse.write(handle, UnsafeRawBufferPointer(slice))
            if error != 0 {
                return .failed(.audioWriteFailed(code: error))
            }
            start = end
        }
        return .written
    }

    func flush() {
        guard let handle else { return }
        _ = Pulse.flush(handle)
    }

    func pendingMicroseconds() -> UInt64? {
        guard let handle else { return nil }
        return Pulse.latency(handle)
    }

    func close() {
        guard let handle else { return }
        Pulse.free(handle)
        self.handle = nil
    }
}
