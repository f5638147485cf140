// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

@preconcurrency import CPulseSimple

/// The seam around PulseAudio's simple API: every libpulse call Rotor makes goes through one
/// function here. A `pa_simple` handle is used by one thread at a time.
enum Pulse {
    /// Sends libpulse's own log messages to syslog instead of the terminal, for this process
    /// and its children, unless the person already chose (`PULSE_LOG_SYSLOG` set). libpulse
    /// reads it once, at its first message, so this runs before the first connection.
    static func routeLogsAwayFromTerminal() {
        setenv("PULSE_LOG_SYSLOG", "1", 0)
    }

    /// Opens an s16le playback stream of `channels` interleaved channels (1 mono, 2 stereo:
    /// left then right) at `rate` Hz with these buffer sizes in bytes. Returns the handle, or
    /// the PulseAudio error code.
    static func openPlayback(
        applicationName: String, streamName: String, rate: UInt32, channels: UInt8,
        targetLength: UInt32, prebuffer: UInt32, minimumRequest: UInt32
    ) -> Result<OpaquePointer, SpeechError> {
        var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: rate, channels: channels)
        var attributes = pa_buffer_attr(
            maxlength: UInt32.max, tlength: targetLength, prebuf: prebuffer,
            minreq: minimumRequest, fragsize: UInt32.max)
        var error: Int32 = 0
        let handle = rotor_pa_simple_new(
            nil, applicationName, PA_STREAM_PLAYBACK, nil, streamName, &spec, nil, &attributes,
            &error)
        guard let handle else {
            return .failure(.audioConnectionFailed(code: error))
        }
        return .success(handle)
    }

    /// Writes these bytes, blocking while the server's buffer is full; 0 or the error code.
    static func write(_ handle: OpaquePointer, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var error: Int32 = 0
        return rotor_pa_simple_write(handle, bytes.baseAddress, bytes.count, &error) < 0 ? error : 0
    }

    /// Throws away everything queued on the server; 0 or the error code.
    static func flush(_ handle: OpaquePointer) -> Int32 {
        var error: Int32 = 0
        return rotor_pa_simple_flush(handle, &error) < 0 ? error : 0
    }

    /// Microseconds until the last written sample is heard, or nil on error.
    static func latency(_ handle: OpaquePointer) -> UInt64? {
        var error: Int32 = 0
        let microseconds = rotor_pa_simple_get_latency(handle, &error)
        return microseconds == UInt64.max ? nil : microseconds
    }

    /// Closes the stream.
    static func free(_ handle: OpaquePointer) {
        rotor_pa_simple_free(handle)
    }
}
