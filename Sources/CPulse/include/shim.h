// SPDX-License-Identifier: GPL-3.0-or-later
// A PulseAudio playback stream on libpulse's asynchronous API, loaded when the first one opens.
//
// libpulse and the libraries behind it (libpulsecommon, D-Bus, X11, sndfile and its codecs) are
// not linked, so a start that never plays sound does not map them. The first call below loads
// the library (once, thread-safe); when it cannot be loaded, opening a stream fails with
// PA_ERR_NOTSUPPORTED and rotor_pulse_load_failure() says why.
//
// Why not the simple API: its blocking write runs on the caller's thread, so each time the
// server asks for more, three threads must be woken in time (libpulse's, to read the request;
// the writer, to write; libpulse's again, to send). Here the caller's samples wait in a ring of
// the stream's own and libpulse's thread answers each request from it at once, as pacat does;
// the server is still sent no more than it asks for, so a flush silences as quickly as before.
#ifndef ROTOR_PULSE_SHIM_H
#define ROTOR_PULSE_SHIM_H
#include <pulse/def.h>
#include <pulse/error.h>
#include <pulse/sample.h>
#include <stddef.h>

/// An open playback stream with its connection, its ring and libpulse's thread.
typedef struct rotor_stream rotor_stream;

/// Why libpulse could not be loaded (dlerror's words), or NULL when it was, or was not tried.
const char *rotor_pulse_load_failure(void);

/// Connects to the default server (or PULSE_SERVER) and opens a playback stream that mixers show
/// as `stream_name` of `application_name`, with these buffer attributes and a ring of
/// `ring_bytes` in front of it. NULL with *error set (a PA_ERR_ code) when it cannot.
rotor_stream *rotor_stream_new(const char *application_name, const char *stream_name, const pa_sample_spec *spec,
                               const pa_buffer_attr *attributes, size_t ring_bytes, int *error);

/// Takes as much of these bytes as the ring has room for, sending what the server has asked for
/// at once; when the ring is full, waits for the server's next request first. Returns how many
/// bytes it took (0 when the ring was still full), or -1 with *error set when the stream failed.
long rotor_stream_write(rotor_stream *stream, const void *data, size_t bytes, int *error);

/// Makes a write waiting for room return at once (0 bytes taken), or, when none is waiting, the
/// next write that would wait. Any thread may call it while the stream is open.
void rotor_stream_interrupt(rotor_stream *stream);

/// Throws away the ring and everything queued on the server; 0, or -1 with *error set.
int rotor_stream_flush(rotor_stream *stream, int *error);

/// Microseconds until a byte written now would be heard (the ring, the server's buffer and the
/// device's latency), or (pa_usec_t)-1 with *error set.
pa_usec_t rotor_stream_pending(rotor_stream *stream, int *error);

/// Asks the server where it is and tells, in microseconds, how much of the audio written is still
/// queued in front of the device (the ring and the server's buffer) and how long the device
/// takes to play what it was handed (its latency, and the trip to the server). When nothing is
/// queued, the last sample written is heard at most `device` from now. 0, or -1 with *error set.
///
/// Unlike rotor_stream_pending, this can tell a stream that played out from one still playing:
/// the latency of a sink that renders ahead (a device, or a null sink with no low-latency
/// client) never falls to zero, since it counts the silence the sink renders after the audio.
int rotor_stream_playout(rotor_stream *stream, pa_usec_t *queued, pa_usec_t *device, int *error);

/// Starts a job: the audio written from now on is one stretch, meant to play without a break.
void rotor_stream_begin_job(rotor_stream *stream);

/// Ends the job: everything it meant to play has been written.
void rotor_stream_end_job(rotor_stream *stream);

/// How many times the server ran out of this stream's audio in the middle of a job (each one a
/// gap the listener hears), since the stream opened. The server's underflow where a job's audio
/// ends, or after a flush, is not one.
unsigned long rotor_stream_underflows(rotor_stream *stream);

/// Closes the stream and its connection and stops libpulse's thread.
void rotor_stream_free(rotor_stream *stream);
#endif
