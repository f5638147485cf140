// SPDX-License-Identifier: GPL-3.0-or-later
// Thin shim over PulseAudio's simple API, loaded when the first stream opens.
//
// libpulse-simple and the thirty libraries behind it (libpulsecommon, D-Bus, X11, sndfile and
// its codecs) are not linked, so a start that never plays sound does not map them. The first
// call below loads the library (once, thread-safe); when it cannot be loaded, opening a stream
// fails with PA_ERR_NOTSUPPORTED and rotor_pulse_load_failure() says why.
#ifndef ROTOR_PULSE_SHIM_H
#define ROTOR_PULSE_SHIM_H
#include <pulse/simple.h>
#include <pulse/error.h>

/// Why libpulse-simple could not be loaded (dlerror's words), or NULL when it was, or was not tried.
const char *rotor_pulse_load_failure(void);

/// pa_simple_new; NULL with *error PA_ERR_NOTSUPPORTED when the library cannot be loaded.
pa_simple *rotor_pa_simple_new(const char *server, const char *name, pa_stream_direction_t dir, const char *dev,
                               const char *stream_name, const pa_sample_spec *ss, const pa_channel_map *map,
                               const pa_buffer_attr *attr, int *error);
/// pa_simple_write (the handle came from rotor_pa_simple_new, so the library is loaded).
int rotor_pa_simple_write(pa_simple *s, const void *data, size_t bytes, int *error);
/// pa_simple_flush.
int rotor_pa_simple_flush(pa_simple *s, int *error);
/// pa_simple_get_latency.
pa_usec_t rotor_pa_simple_get_latency(pa_simple *s, int *error);
/// pa_simple_free.
void rotor_pa_simple_free(pa_simple *s);
#endif
