// SPDX-License-Identifier: GPL-3.0-or-later
// libpulse-simple, opened with dlopen when Rotor first opens a stream (see include/shim.h).
#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static int loaded;

static struct {
    pa_simple *(*create)(const char *, const char *, pa_stream_direction_t, const char *, const char *,
                         const pa_sample_spec *, const pa_channel_map *, const pa_buffer_attr *, int *);
    int (*write)(pa_simple *, const void *, size_t, int *);
    int (*flush)(pa_simple *, int *);
    pa_usec_t (*latency)(pa_simple *, int *);
    void (*release)(pa_simple *);
} api;

static void *find(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (!symbol && !*missing) {
        *missing = 1;
        snprintf(failure, sizeof failure, "libpulse-simple.so.0 has no %s", name);
    }
    return symbol;
}

static void load(void) {
    void *library = dlopen("libpulse-simple.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : "libpulse-simple.so.0 could not be loaded");
        return;
    }
    int missing = 0;
    api.create = (pa_simple * (*)(const char *, const char *, pa_stream_direction_t, const char *, const char *,
                                  const pa_sample_spec *, const pa_channel_map *, const pa_buffer_attr *, int *))
        find(library, "pa_simple_new", &missing);
    api.write = (int (*)(pa_simple *, const void *, size_t, int *))find(library, "pa_simple_write", &missing);
    api.flush = (int (*)(pa_simple *, int *))find(library, "pa_simple_flush", &missing);
    api.latency = (pa_usec_t (*)(pa_simple *, int *))find(library, "pa_simple_get_latency", &missing);
    api.release = (void (*)(pa_simple *))find(library, "pa_simple_free", &missing);
    loaded = !missing;
}

const char *rotor_pulse_load_failure(void) {
    return failure[0] ? failure : NULL;
}

pa_simple *rotor_pa_simple_new(const char *server, const char *name, pa_stream_direction_t dir, const char *dev,
                               const char *stream_name, const pa_sample_spec *ss, const pa_channel_map *map,
                               const pa_buffer_attr *attr, int *error) {
    pthread_once(&once, load);
    if (!loaded) {
        if (error) *error = PA_ERR_NOTSUPPORTED;
        return NULL;
    }
    return api.create(server, name, dir, dev, stream_name, ss, map, attr, error);
}

int rotor_pa_simple_write(pa_simple *s, const void *data, size_t bytes, int *error) {
    return api.write(s, data, bytes, error);
}

int rotor_pa_simple_flush(pa_simple *s, int *error) {
    return api.flush(s, error);
}

pa_usec_t rotor_pa_simple_get_latency(pa_simple *s, int *error) {
    return api.latency(s, error);
}

void rotor_pa_simple_free(pa_simple *s) {
    api.release(s);
}
