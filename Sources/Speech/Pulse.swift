// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

@preconcurrency import CPulse

/// The seam around libpulse: every PulseAudio call Rotor makes goes through one function here.
/// A stream handle is used by one thread at a time (libpulse's own thread aside, which the C
/// side locks against).
enum Pulse {
    /// Sends libpulse's own log messages to syslog instead of the terminal, for this process
    /// and its children, unless the person already chose (`PULSE_LOG_SYSLOG` set). libpulse
    /// reads it once, at its first message, so this runs before the first connection.
    static func routeLogsAwayFromTerminal() {
        setenv("PULSE_LOG_SYSLOG", "1", 0)
    }

    /// Opens an s16le playback stream of `channels` interleaved channels (1 mono, 2 stereo:
    /// left then right) at `rate` Hz with these buffer sizes in bytes, and a ring of `ring`
    /// bytes in front of it. Returns the handle, or the PulseAudio error code.
    static func openPlayback(
        applicationName: String, streamName: String, rate: UInt32, channels: UInt8,
        targetLength: UInt32, prebuffer: UInt32, minimumRequest: UInt32, ring: Int
    ) -> Result<OpaquePointer, SpeechError> {
        var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: rate, channels: channels)
        var attributes = pa_buffer_attr(
            maxlength: UInt32.max, tlength: targetLength, prebuf: prebuffer,
            minreq: minimumRequest, fragsize: UInt32.max)
        var error: Int32 = 0
        guard let handle = rotor_stream_new(applicationName, streamName, &spec, &attributes, ring, &error) else {
            return .failure(.audioConnectionFailed(code: error))
        }
        return .success(handle)
    }

    /// Hands these bytes to the stream: how many it took (0 while its ring stays full, after
    /// waiting for the server's next request), or the error code.
    static func write(_ handle: OpaquePointer, _ bytes: UnsafeRawBufferPointer) -> Result<Int, SpeechError> {
        var error: Int32 = 0
        let taken = rotor_stream_write(handle, bytes.baseAddress, bytes.count, &error)
        return taken < 0 ? .failure(.audioWriteFailed(code: error)) : .success(taken)
    }

    /// Makes a write that waits for room return at once; callable from any thread.
    static func interrupt(_ handle: OpaquePointer) {
        rotor_stream_interrupt(handle)
    }

    /// Throws away everything queued, in the ring and on the server; 0 or the error code.
    static func flush(_ handle: OpaquePointer) -> Int32 {
        var error: Int32 = 0
        return rotor_stream_flush(handle, &error) < 0 ? error : 0
    }

    /// Microseconds until the last written sample is heard, or nil on error.
    static func latency(_ handle: OpaquePointer) -> UInt64? {
        var error: Int32 = 0
        let microseconds = rotor_stream_pending(handle, &error)
        return microseconds == UInt64.max ? nil : microseconds
    }

    /// How much of the audio written is still queued in front of the device, and the device's
    /// latency, from a fresh report of the server's; nil on error.
    static func playout(_ handle: OpaquePointer) -> Playout? {
        var queued: pa_usec_t = 0
        var device: pa_usec_t = 0
        var error: Int32 = 0
        guard rotor_stream_playout(handle, &queued, &device, &error) == 0 else { return nil }
        return Playout(queuedMicroseconds: queued, deviceMicroseconds: device)
    }

    /// Marks the start of a job: what is written from now on should play without a break.
    static func beginJob(_ handle: OpaquePointer) {
        rotor_stream_begin_job(handle)
    }

    /// Marks the end of a job: all of it has been written.
    static func endJob(_ handle: OpaquePointer) {
        rotor_stream_end_job(handle)
    }

    /// How many times the server ran out of audio in the middle of a job, since the stream opened.
    static func underflows(_ handle: OpaquePointer) -> Int {
        Int(rotor_stream_underflows(handle))
    }

    /// Closes the stream and its connection.
    static func free(_ handle: OpaquePointer) {
        rotor_stream_free(handle)
    }
}
