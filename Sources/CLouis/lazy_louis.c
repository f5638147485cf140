// SPDX-License-Identifier: GPL-3.0-or-later
// liblouis, opened with dlopen the first time Rotor translates braille (include/shim.h).
#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static int loaded;

static pthread_mutex_t errorLock = PTHREAD_MUTEX_INITIALIZER;
static char error[512];
static char errorTaken[512];

static struct {
    int (*charSize)(void);
    const void *(*getTable)(const char *);
    int (*translate)(const char *, const widechar *, int *, widechar *, int *, formtype *, char *, int *, int *, int *,
                     int);
    void (*registerLogCallback)(logcallback);
    void (*setLogLevel)(logLevels);
} api;

static void *find(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (!symbol && !*missing) {
        *missing = 1;
        snprintf(failure, sizeof failure, "liblouis.so.20 has no %s", name);
    }
    return symbol;
}

// Keeps liblouis's last error for Rotor to report; never prints.
static void keepError(logLevels level, const char *message) {
    if (level < LOU_LOG_ERROR || !message) return;
    pthread_mutex_lock(&errorLock);
    snprintf(error, sizeof error, "%s", message);
    pthread_mutex_unlock(&errorLock);
}

static void load(void) {
    void *library = dlopen("liblouis.so.20", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : "liblouis.so.20 could not be loaded");
        return;
    }
    int missing = 0;
    api.charSize = (int (*)(void))find(library, "lou_charSize", &missing);
    api.getTable = (const void *(*)(const char *))find(library, "lou_getTable", &missing);
    api.translate = (int (*)(const char *, const widechar *, int *, widechar *, int *, formtype *, char *, int *, int *,
                             int *, int))find(library, "lou_translate", &missing);
    api.registerLogCallback = (void (*)(logcallback))find(library, "lou_registerLogCallback", &missing);
    api.setLogLevel = (void (*)(logLevels))find(library, "lou_setLogLevel", &missing);
    if (missing) return;
    api.registerLogCallback(keepError);
    api.setLogLevel(LOU_LOG_ERROR);
    loaded = 1;
}

static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *rotor_louis_load_failure(void) {
    return failure[0] ? failure : NULL;
}

const char *rotor_louis_take_error(void) {
    const char *taken = NULL;
    pthread_mutex_lock(&errorLock);
    if (error[0]) {
        memcpy(errorTaken, error, sizeof errorTaken);
        error[0] = 0;
        taken = errorTaken;
    }
    pthread_mutex_unlock(&errorLock);
    return taken;
}

int rotor_lou_charSize(void) {
    return ready() ? api.charSize() : 0;
}

const void *rotor_lou_getTable(const char *tableList) {
    return ready() ? api.getTable(tableList) : NULL;
}

int rotor_lou_translate(const char *tableList, const widechar *inbuf, int *inlen, widechar *outbuf, int *outlen,
                        formtype *typeform, char *spacing, int *outputPos, int *inputPos, int *cursorPos, int mode) {
    return ready() ? api.translate(tableList, inbuf, inlen, outbuf, outlen, typeform, spacing, outputPos, inputPos,
                                   cursorPos, mode)
                   : 0;
}
