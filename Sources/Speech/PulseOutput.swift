// SPDX-License-Identifier: GPL-3.0-or-later

/// A stereo PulseAudio playback stream, tuned for instant start and stop and fed from a ring.
///
/// Each piece of mono samples is spread to the two channels as it is written (``Pan``: a
/// multiply per sample into a buffer of one piece on the stack), so placing a sound adds no
/// buffering and no latency. A piece is one of eSpeak NG's buffers (20 ms), handed over in one
/// call, so the server gets a whole buffer at once rather than starting at its prebuffer and
/// waiting for the next small piece.
///
/// Buffer attributes: target length 20 ms (longer on a machine where
/// the device ran dry: see AudioSpeaker), prebuffer 5 ms, minimum request 5 ms. In front of the
/// server's buffer is a ring of ``ringMilliseconds``: a write returns as soon as the ring has
/// taken the samples, and libpulse's own thread answers each of the server's requests from it,
/// so the engine thread need not wake in time for every request (the simple API's blocking
/// write needed it to). The server still holds only the target length, and a flush empties the
/// ring too, so a stop is heard as soon as before. A write to a full ring waits at most until
/// the server's next request (≈ 5 ms), or until ``interrupt()``, which a stop calls from its own
/// thread. Otherwise owned by the engine thread: never used from two threads at once, hence
/// `@unchecked Sendable`.
final class PulseOutput: AudioOutput, @unchecked Sendable {
    /// Target buffer length at first.
    static let targetMilliseconds = 20
    /// How much longer the buffer gets after a job in which the device ran dry.
    static let targetStepMilliseconds = 20
    /// The longest the buffer gets.
    static let largestTargetMilliseconds = 60
    /// Samples buffered before playback starts.
    static let prebufferMilliseconds = 5
    /// The server's minimum request.
    static let minimumRequestMilliseconds = 5
    /// The size of each piece spread to stereo and handed over at once: eSpeak NG's buffer.
    static let pieceMilliseconds = Int(EngineSession.bufferMilliseconds)
    /// How far the engine may write ahead of the server's buffer.
    static let ringMilliseconds = 100
    /// Left and right, interleaved.
    static let channels = 2

    private var handle: OpaquePointer?
    private let piece: Int

    /// Connects to the default PulseAudio server (or `PULSE_SERVER`) with a stream that sound
    /// mixers show by `names`. libpulse prints nothing when this fails.
    static func connect(sampleRate: Int, targetMilliseconds: Int, names: MixerNames) -> Result<any AudioOutput, SpeechError> {
        func bytes(_ milliseconds: Int) -> Int {
            milliseconds * sampleRate / 1000 * 2 * channels
        }
        return Pulse.openPlayback(
            applicationName: names.application, streamName: names.stream, rate: UInt32(sampleRate), channels: UInt8(channels),
            targetLength: UInt32(bytes(targetMilliseconds)), prebuffer: UInt32(bytes(prebufferMilliseconds)),
            minimumRequest: UInt32(bytes(minimumRequestMilliseconds)), ring: bytes(ringMilliseconds)
        ).map { PulseOutput(handle: $0, pieceFrames: pieceMilliseconds * sampleRate / 1000) }
    }

    private init(handle: OpaquePointer, pieceFrames: Int) {
        self.handle = handle
        self.piece = max(pieceFrames, 1)
    }

    deinit {
        close()
    }

    func write(
        _ samples: UnsafeBufferPointer<Int16>, pan: Pan?, while shouldContinue: () -> Bool
    ) -> AudioWriteResult {
        guard let handle else { return .failed(.audioWriteFailed(code: 0)) }
        return withUnsafeTemporaryAllocation(of: Int16.self, capacity: piece * Self.channels) { stereo in
            var start = 0
            while start < samples.count {
                guard shouldContinue() else { return .interrupted }
                let end = min(start + piece, samples.count)
                let slice = UnsafeBufferPointer(rebasing: samples[start..<end])
                let frames = UnsafeMutableBufferPointer(rebasing: stereo[0..<(slice.count * Self.channels)])
                Pan.spread(slice, pan: pan, into: frames)
                let bytes = UnsafeRawBufferPointer(UnsafeBufferPointer(frames))
                var taken = 0
                while taken < bytes.count {
                    switch Pulse.write(handle, UnsafeRawBufferPointer(rebasing: bytes[taken...])) {
                    case .failure(let error): return .failed(error)
                    case .success(let count): taken += count
                    }
                    if taken < bytes.count, !shouldContinue() { return .interrupted }
                }
                start = end
            }
            return .written
        }
    }

    func interrupt() {
        guard let handle else { return }
        Pulse.interrupt(handle)
    }

    func flush() {
        guard let handle else { return }
        _ = Pulse.flush(handle)
    }

    func pendingMicroseconds() -> UInt64? {
        guard let handle else { return nil }
        return Pulse.latency(handle)
    }

    func playout() -> Playout? {
        guard let handle else { return nil }
        return Pulse.playout(handle)
    }

    func beginJob() {
        guard let handle else { return }
        Pulse.beginJob(handle)
    }

    func endJob() {
        guard let handle else { return }
        Pulse.endJob(handle)
    }

    func underflows() -> Int {
        guard let handle else { return 0 }
        return Pulse.underflows(handle)
    }

    func close() {
        guard let handle else { return }
        Pulse.free(handle)
        self.handle = nil
    }
}
