// SPDX-License-Identifier: GPL-3.0-or-later
// libpulse, opened with dlopen when Rotor first opens a stream, and a playback stream on its
// asynchronous API with a ring in front (see include/shim.h).
#include "shim.h"

#include <pulse/context.h>
#include <pulse/operation.h>
#include <pulse/stream.h>
#include <pulse/thread-mainloop.h>

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static int loaded;

// Every libpulse function used, found by name.
static struct {
    pa_threaded_mainloop *(*mainloop_new)(void);
    void (*mainloop_free)(pa_threaded_mainloop *);
    int (*mainloop_start)(pa_threaded_mainloop *);
    void (*mainloop_stop)(pa_threaded_mainloop *);
    void (*mainloop_lock)(pa_threaded_mainloop *);
    void (*mainloop_unlock)(pa_threaded_mainloop *);
    void (*mainloop_wait)(pa_threaded_mainloop *);
    void (*mainloop_signal)(pa_threaded_mainloop *, int);
    pa_mainloop_api *(*mainloop_get_api)(pa_threaded_mainloop *);
    pa_context *(*context_new)(pa_mainloop_api *, const char *);
    void (*context_set_state_callback)(pa_context *, pa_context_notify_cb_t, void *);
    int (*context_connect)(pa_context *, const char *, pa_context_flags_t, const pa_spawn_api *);
    pa_context_state_t (*context_get_state)(const pa_context *);
    int (*context_errno)(const pa_context *);
    void (*context_disconnect)(pa_context *);
    void (*context_unref)(pa_context *);
    pa_stream *(*stream_new)(pa_context *, const char *, const pa_sample_spec *, const pa_channel_map *);
    void (*stream_set_state_callback)(pa_stream *, pa_stream_notify_cb_t, void *);
    void (*stream_set_write_callback)(pa_stream *, pa_stream_request_cb_t, void *);
    void (*stream_set_underflow_callback)(pa_stream *, pa_stream_notify_cb_t, void *);
    void (*stream_set_latency_update_callback)(pa_stream *, pa_stream_notify_cb_t, void *);
    int (*stream_connect_playback)(pa_stream *, const char *, const pa_buffer_attr *, pa_stream_flags_t,
                                   const pa_cvolume *, pa_stream *);
    pa_stream_state_t (*stream_get_state)(const pa_stream *);
    size_t (*stream_writable_size)(const pa_stream *);
    int (*stream_write)(pa_stream *, const void *, size_t, pa_free_cb_t, int64_t, pa_seek_mode_t);
    pa_operation *(*stream_flush)(pa_stream *, pa_stream_success_cb_t, void *);
    int (*stream_get_latency)(const pa_stream *, pa_usec_t *, int *);
    int64_t (*stream_get_underflow_index)(const pa_stream *);
    const pa_timing_info *(*stream_get_timing_info)(pa_stream *);
    pa_operation *(*stream_update_timing_info)(pa_stream *, pa_stream_success_cb_t, void *);
    int (*stream_disconnect)(pa_stream *);
    void (*stream_unref)(pa_stream *);
    pa_operation_state_t (*operation_get_state)(const pa_operation *);
    void (*operation_unref)(pa_operation *);
} api;

static void *find(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (!symbol && !*missing) {
        *missing = 1;
        snprintf(failure, sizeof failure, "libpulse.so.0 has no %s", name);
    }
    return symbol;
}

// Stores a dlsym result in a function pointer of the member's own type (copied: C converts no
// object pointer to a function pointer).
#define FIND(member, name)                              \
    do {                                                \
        void *symbol = find(library, name, &missing);   \
        memcpy(&api.member, &symbol, sizeof symbol);    \
    } while (0)

static void load(void) {
    void *library = dlopen("libpulse.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : "libpulse.so.0 could not be loaded");
        return;
    }
    int missing = 0;
    FIND(mainloop_new, "pa_threaded_mainloop_new");
    FIND(mainloop_free, "pa_threaded_mainloop_free");
    FIND(mainloop_start, "pa_threaded_mainloop_start");
    FIND(mainloop_stop, "pa_threaded_mainloop_stop");
    FIND(mainloop_lock, "pa_threaded_mainloop_lock");
    FIND(mainloop_unlock, "pa_threaded_mainloop_unlock");
    FIND(mainloop_wait, "pa_threaded_mainloop_wait");
    FIND(mainloop_signal, "pa_threaded_mainloop_signal");
    FIND(mainloop_get_api, "pa_threaded_mainloop_get_api");
    FIND(context_new, "pa_context_new");
    FIND(context_set_state_callback, "pa_context_set_state_callback");
    FIND(context_connect, "pa_context_connect");
    FIND(context_get_state, "pa_context_get_state");
    FIND(context_errno, "pa_context_errno");
    FIND(context_disconnect, "pa_context_disconnect");
    FIND(context_unref, "pa_context_unref");
    FIND(stream_new, "pa_stream_new");
    FIND(stream_set_state_callback, "pa_stream_set_state_callback");
    FIND(stream_set_write_callback, "pa_stream_set_write_callback");
    FIND(stream_set_underflow_callback, "pa_stream_set_underflow_callback");
    FIND(stream_set_latency_update_callback, "pa_stream_set_latency_update_callback");
    FIND(stream_connect_playback, "pa_stream_connect_playback");
    FIND(stream_get_state, "pa_stream_get_state");
    FIND(stream_writable_size, "pa_stream_writable_size");
    FIND(stream_write, "pa_stream_write");
    FIND(stream_flush, "pa_stream_flush");
    FIND(stream_get_latency, "pa_stream_get_latency");
    FIND(stream_get_underflow_index, "pa_stream_get_underflow_index");
    FIND(stream_get_timing_info, "pa_stream_get_timing_info");
    FIND(stream_update_timing_info, "pa_stream_update_timing_info");
    FIND(stream_disconnect, "pa_stream_disconnect");
    FIND(stream_unref, "pa_stream_unref");
    FIND(operation_get_state, "pa_operation_get_state");
    FIND(operation_unref, "pa_operation_unref");
    loaded = !missing;
}

const char *rotor_pulse_load_failure(void) {
    return failure[0] ? failure : NULL;
}

struct rotor_stream {
    pa_threaded_mainloop *mainloop;
    pa_context *context;
    pa_stream *stream;
    // The ring: `fill` bytes from `start`, in `capacity` bytes. Touched with the mainloop's lock
    // held, by the writer and by libpulse's thread (whose callbacks run with it held).
    unsigned char *ring;
    size_t capacity, start, fill;
    size_t frame;          // bytes per frame: every write and send is whole frames
    unsigned rate;         // frames per second
    // Bytes handed to the server since the stream opened, and the server's write index minus
    // that: 0 at first, changed by a flush (the server's index goes back to what it had played),
    // and known again once libpulse has the server's timing after it.
    int64_t sent, offset;
    int offset_known;
    // The current job's audio, in bytes sent: from `job_start`, to `job_end` (INT64_MAX while
    // the job is still writing).
    int64_t job_start, job_end;
    // Set by rotor_stream_interrupt: the next write returns at once.
    int interrupted;
    // Underflows strictly inside a job: the device ran dry mid-utterance. The server also
    // reports one where a job's audio ends and one after a flush; those are not counted.
    unsigned long underflows;
};

// Learns the server's write index when libpulse knows it (not just after a flush). The lock is held.
static void learn_offset(rotor_stream *s) {
    const pa_timing_info *timing = api.stream_get_timing_info(s->stream);
    if (timing && !timing->write_index_corrupt) {
        s->offset = timing->write_index - s->sent;
        s->offset_known = 1;
    }
}

// Sends the server as much of the ring as it has asked for. The lock is held.
static void send_requested(rotor_stream *s) {
    while (s->fill > 0) {
        size_t asked = api.stream_writable_size(s->stream);
        if (asked == (size_t)-1 || asked < s->frame) return;
        size_t run = s->capacity - s->start;  // bytes before the ring wraps
        size_t chunk = s->fill < run ? s->fill : run;
        if (chunk > asked) chunk = asked - asked % s->frame;
        // With no free callback, libpulse copies the bytes, so the ring's space is free at once.
        if (api.stream_write(s->stream, s->ring + s->start, chunk, NULL, 0, PA_SEEK_RELATIVE) < 0) return;
        s->start = (s->start + chunk) % s->capacity;
        s->fill -= chunk;
        s->sent += (int64_t)chunk;
    }
}

static void on_context_state(pa_context *context, void *userdata) {
    (void)context;
    api.mainloop_signal(((rotor_stream *)userdata)->mainloop, 0);
}

static void on_stream_state(pa_stream *stream, void *userdata) {
    (void)stream;
    api.mainloop_signal(((rotor_stream *)userdata)->mainloop, 0);
}

static void on_request(pa_stream *stream, size_t bytes, void *userdata) {
    (void)stream;
    (void)bytes;
    rotor_stream *s = userdata;
    send_requested(s);
    api.mainloop_signal(s->mainloop, 0);  // a writer waiting for room in the ring
}

static void on_underflow(pa_stream *stream, void *userdata) {
    rotor_stream *s = userdata;
    learn_offset(s);
    int64_t at = api.stream_get_underflow_index(stream);
    if (at < 0 || !s->offset_known) return;  // a flush's own, before its timing came back
    int64_t played = at - s->offset;  // in bytes sent
    if (played > s->job_start && played < s->job_end) s->underflows += 1;
}

static void on_latency_update(pa_stream *stream, void *userdata) {
    (void)stream;
    api.mainloop_signal(((rotor_stream *)userdata)->mainloop, 0);  // a reader waiting for timing
}

// The end of an operation the caller waits for (a flush, a timing update).
static void on_done(pa_stream *stream, int success, void *userdata) {
    (void)stream;
    (void)success;
    api.mainloop_signal(((rotor_stream *)userdata)->mainloop, 0);
}

// The error that put the connection or the stream in a bad state, or 0 while both are good.
// The lock is held.
static int failed(const rotor_stream *s) {
    if (!s->context || !PA_CONTEXT_IS_GOOD(api.context_get_state(s->context)) ||
        (s->stream && !PA_STREAM_IS_GOOD(api.stream_get_state(s->stream)))) {
        int code = s->context ? api.context_errno(s->context) : PA_ERR_INTERNAL;
        return code ? code : PA_ERR_CONNECTIONTERMINATED;
    }
    return 0;
}

// Waits for an operation started with on_done as its callback (NULL: it could not be started)
// and lets it go; 0, or the error that stopped it. The lock is held.
static int finish(rotor_stream *s, pa_operation *operation) {
    if (!operation) return api.context_errno(s->context);
    int code = 0;
    while (api.operation_get_state(operation) == PA_OPERATION_RUNNING) {
        if ((code = failed(s))) break;
        api.mainloop_wait(s->mainloop);
    }
    api.operation_unref(operation);
    return code;
}

rotor_stream *rotor_stream_new(const char *application_name, const char *stream_name, const pa_sample_spec *spec,
                               const pa_buffer_attr *attributes, size_t ring_bytes, int *error) {
    pthread_once(&once, load);
    if (!loaded || spec->format != PA_SAMPLE_S16LE || spec->channels == 0) {
        *error = PA_ERR_NOTSUPPORTED;
        return NULL;
    }
    rotor_stream *s = calloc(1, sizeof *s);
    size_t frame = 2u * spec->channels;
    size_t capacity = ring_bytes < frame ? frame : ring_bytes - ring_bytes % frame;
    if (!s || !(s->ring = malloc(capacity)) || !(s->mainloop = api.mainloop_new())) {
        if (s) free(s->ring);
        free(s);
        *error = PA_ERR_INTERNAL;
        return NULL;
    }
    s->capacity = capacity;
    s->frame = frame;
    s->offset_known = 1;
    s->rate = spec->rate;
    s->context = api.context_new(api.mainloop_get_api(s->mainloop), application_name);
    if (!s->context) {
        *error = PA_ERR_INTERNAL;
        rotor_stream_free(s);
        return NULL;
    }
    api.context_set_state_callback(s->context, on_context_state, s);
    if (api.context_connect(s->context, NULL, PA_CONTEXT_NOFLAGS, NULL) < 0) {
        *error = api.context_errno(s->context);
        rotor_stream_free(s);
        return NULL;
    }
    api.mainloop_lock(s->mainloop);
    if (api.mainloop_start(s->mainloop) < 0) {
        api.mainloop_unlock(s->mainloop);
        *error = PA_ERR_INTERNAL;
        rotor_stream_free(s);
        return NULL;
    }
    int code = 0;
    while (!code && api.context_get_state(s->context) != PA_CONTEXT_READY) {
        if ((code = failed(s))) break;
        api.mainloop_wait(s->mainloop);
    }
    if (!code) {
        s->stream = api.stream_new(s->context, stream_name, spec, NULL);
        if (!s->stream) code = api.context_errno(s->context);
    }
    if (!code) {
        api.stream_set_state_callback(s->stream, on_stream_state, s);
        api.stream_set_write_callback(s->stream, on_request, s);
        api.stream_set_underflow_callback(s->stream, on_underflow, s);
        api.stream_set_latency_update_callback(s->stream, on_latency_update, s);
        // The simple API's flags: latency from interpolated timing, kept current by the server.
        pa_stream_flags_t flags = PA_STREAM_INTERPOLATE_TIMING | PA_STREAM_ADJUST_LATENCY | PA_STREAM_AUTO_TIMING_UPDATE;
        if (api.stream_connect_playback(s->stream, NULL, attributes, flags, NULL, NULL) < 0)
            code = api.context_errno(s->context);
    }
    while (!code && api.stream_get_state(s->stream) != PA_STREAM_READY) {
        if ((code = failed(s))) break;
        api.mainloop_wait(s->mainloop);
    }
    api.mainloop_unlock(s->mainloop);
    if (code) {
        *error = code;
        rotor_stream_free(s);
        return NULL;
    }
    return s;
}

long rotor_stream_write(rotor_stream *s, const void *data, size_t bytes, int *error) {
    api.mainloop_lock(s->mainloop);
    int code = failed(s);
    if (!code && s->fill == s->capacity) {
        if (s->interrupted) {
            s->interrupted = 0;
            api.mainloop_unlock(s->mainloop);
            return 0;
        }
        // Until the server asks for more, the stream fails, or another thread interrupts.
        api.mainloop_wait(s->mainloop);
        s->interrupted = 0;
        code = failed(s);
    }
    if (code) {
        api.mainloop_unlock(s->mainloop);
        *error = code;
        return -1;
    }
    size_t room = s->capacity - s->fill;
    size_t take = bytes < room ? bytes : room;
    take -= take % s->frame;
    const unsigned char *source = data;
    size_t end = (s->start + s->fill) % s->capacity;  // where the ring's free space begins
    size_t first = s->capacity - end < take ? s->capacity - end : take;
    memcpy(s->ring + end, source, first);
    memcpy(s->ring, source + first, take - first);
    s->fill += take;
    send_requested(s);
    api.mainloop_unlock(s->mainloop);
    return (long)take;
}

int rotor_stream_flush(rotor_stream *s, int *error) {
    api.mainloop_lock(s->mainloop);
    s->fill = 0;
    s->start = 0;
    s->offset_known = 0;
    if (s->job_end > s->sent) s->job_end = s->sent;  // the job ends where it was flushed
    int code = failed(s);
    if (!code) code = finish(s, api.stream_flush(s->stream, on_done, s));
    api.mainloop_unlock(s->mainloop);
    if (code) {
        *error = code;
        return -1;
    }
    return 0;
}

pa_usec_t rotor_stream_pending(rotor_stream *s, int *error) {
    api.mainloop_lock(s->mainloop);
    pa_usec_t queued = 0;
    int negative = 0;
    int code = failed(s);
    while (!code) {
        int result = api.stream_get_latency(s->stream, &queued, &negative);
        if (result >= 0) break;
        if (result != -PA_ERR_NODATA) {
            code = -result;
            break;
        }
        api.mainloop_wait(s->mainloop);  // until the first timing update
        code = failed(s);
    }
    pa_usec_t ringed = (pa_usec_t)(s->fill / s->frame) * 1000000u / s->rate;
    api.mainloop_unlock(s->mainloop);
    if (code) {
        *error = code;
        return (pa_usec_t)-1;
    }
    return (negative ? 0 : queued) + ringed;
}

int rotor_stream_playout(rotor_stream *s, pa_usec_t *queued, pa_usec_t *device, int *error) {
    api.mainloop_lock(s->mainloop);
    int code = failed(s);
    if (!code) code = finish(s, api.stream_update_timing_info(s->stream, on_done, s));
    const pa_timing_info *timing = code ? NULL : api.stream_get_timing_info(s->stream);
    if (!code && (!timing || timing->write_index_corrupt || timing->read_index_corrupt)) code = PA_ERR_NODATA;
    if (!code) {
        // What the server holds of ours: from where it reads to where it was last written. When
        // it has read past that (played silence after the audio ran out), nothing.
        int64_t held = timing->write_index - timing->read_index;
        size_t bytes = s->fill + (held > 0 ? (size_t)held : 0);
        *queued = (pa_usec_t)(bytes / s->frame) * 1000000u / s->rate;
        *device = timing->sink_usec + timing->transport_usec;
    }
    api.mainloop_unlock(s->mainloop);
    if (code) {
        *error = code;
        return -1;
    }
    return 0;
}

void rotor_stream_interrupt(rotor_stream *s) {
    api.mainloop_lock(s->mainloop);
    s->interrupted = 1;
    api.mainloop_signal(s->mainloop, 0);
    api.mainloop_unlock(s->mainloop);
}

void rotor_stream_begin_job(rotor_stream *s) {
    api.mainloop_lock(s->mainloop);
    s->job_start = s->sent + (int64_t)s->fill;
    s->job_end = INT64_MAX;
    api.mainloop_unlock(s->mainloop);
}

void rotor_stream_end_job(rotor_stream *s) {
    api.mainloop_lock(s->mainloop);
    if (s->job_end > s->sent + (int64_t)s->fill) s->job_end = s->sent + (int64_t)s->fill;
    api.mainloop_unlock(s->mainloop);
}

unsigned long rotor_stream_underflows(rotor_stream *s) {
    api.mainloop_lock(s->mainloop);
    unsigned long count = s->underflows;
    api.mainloop_unlock(s->mainloop);
    return count;
}

void rotor_stream_free(rotor_stream *s) {
    if (!s) return;
    if (s->mainloop) api.mainloop_stop(s->mainloop);
    if (s->stream) {
        api.stream_disconnect(s->stream);
        api.stream_unref(s->stream);
    }
    if (s->context) {
        api.context_disconnect(s->context);
        api.context_unref(s->context);
    }
    if (s->mainloop) api.mainloop_free(s->mainloop);
    free(s->ring);
    free(s);
}
