// SPDX-License-Identifier: GPL-3.0-or-later
// libbrlapi, opened with dlopen the first time Rotor asks for a braille display (include/shim.h).
#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static int loaded;

static pthread_mutex_t exceptionLock = PTHREAD_MUTEX_INITIALIZER;
static char exception[256];
static char exceptionTaken[256];

static struct {
    brlapi_fileDescriptor (*openConnection)(const brlapi_connectionSettings_t *, brlapi_connectionSettings_t *);
    void (*closeConnection)(void);
    int (*getDisplaySize)(unsigned int *, unsigned int *);
    int (*enterTtyModeWithPath)(const int *, int, const char *);
    int (*enterTtyMode)(int, const char *);
    int (*leaveTtyMode)(void);
    int (*write)(const brlapi_writeArguments_t *);
    int (*readKey)(int, brlapi_keyCode_t *);
    int (*ignoreKeys)(brlapi_rangeType_t, const brlapi_keyCode_t *, unsigned int);
    int (*acceptKeys)(brlapi_rangeType_t, const brlapi_keyCode_t *, unsigned int);
    brlapi_error_t *(*errorLocation)(void);
    const char *(*strerror)(const brlapi_error_t *);
    brlapi_exceptionHandler_t (*setExceptionHandler)(brlapi_exceptionHandler_t);
    size_t (*strexception)(char *, size_t, int, brlapi_packetType_t, const void *, size_t);
} api;

static void *find(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (!symbol && !*missing) {
        *missing = 1;
        snprintf(failure, sizeof failure, "libbrlapi.so.0.8 has no %s", name);
    }
    return symbol;
}

// Keeps the exception's words for Rotor to report; never prints, never aborts.
static void keepException(int error, brlapi_packetType_t type, const void *packet, size_t size) {
    pthread_mutex_lock(&exceptionLock);
    if (!api.strexception || api.strexception(exception, sizeof exception, error, type, packet, size) == 0) {
        snprintf(exception, sizeof exception, "BrlAPI exception %d", error);
    }
    pthread_mutex_unlock(&exceptionLock);
}

static void load(void) {
    void *library = dlopen("libbrlapi.so.0.8", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : "libbrlapi.so.0.8 could not be loaded");
        return;
    }
    int missing = 0;
    api.openConnection = (brlapi_fileDescriptor (*)(const brlapi_connectionSettings_t *, brlapi_connectionSettings_t *))
        find(library, "brlapi_openConnection", &missing);
    api.closeConnection = (void (*)(void))find(library, "brlapi_closeConnection", &missing);
    api.getDisplaySize = (int (*)(unsigned int *, unsigned int *))find(library, "brlapi_getDisplaySize", &missing);
    api.enterTtyModeWithPath = (int (*)(const int *, int, const char *))find(library, "brlapi_enterTtyModeWithPath", &missing);
    api.enterTtyMode = (int (*)(int, const char *))find(library, "brlapi_enterTtyMode", &missing);
    api.leaveTtyMode = (int (*)(void))find(library, "brlapi_leaveTtyMode", &missing);
    api.write = (int (*)(const brlapi_writeArguments_t *))find(library, "brlapi_write", &missing);
    api.readKey = (int (*)(int, brlapi_keyCode_t *))find(library, "brlapi_readKey", &missing);
    api.ignoreKeys = (int (*)(brlapi_rangeType_t, const brlapi_keyCode_t *, unsigned int))find(library, "brlapi_ignoreKeys", &missing);
    api.acceptKeys = (int (*)(brlapi_rangeType_t, const brlapi_keyCode_t *, unsigned int))find(library, "brlapi_acceptKeys", &missing);
    api.errorLocation = (brlapi_error_t *(*)(void))find(library, "brlapi_error_location", &missing);
    api.strerror = (const char *(*)(const brlapi_error_t *))find(library, "brlapi_strerror", &missing);
    api.setExceptionHandler = (brlapi_exceptionHandler_t (*)(brlapi_exceptionHandler_t))
        find(library, "brlapi_setExceptionHandler", &missing);
    api.strexception = (size_t (*)(char *, size_t, int, brlapi_packetType_t, const void *, size_t))
        find(library, "brlapi_strexception", &missing);
    if (missing) return;
    api.setExceptionHandler(keepException);
    loaded = 1;
}

static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *rotor_brlapi_load_failure(void) {
    return failure[0] ? failure : NULL;
}

const char *rotor_brlapi_take_exception(void) {
    const char *taken = NULL;
    pthread_mutex_lock(&exceptionLock);
    if (exception[0]) {
        memcpy(exceptionTaken, exception, sizeof exceptionTaken);
        exception[0] = 0;
        taken = exceptionTaken;
    }
    pthread_mutex_unlock(&exceptionLock);
    return taken;
}

brlapi_fileDescriptor rotor_brlapi_openConnection(const brlapi_connectionSettings_t *desired,
                                                  brlapi_connectionSettings_t *actual) {
    return ready() ? api.openConnection(desired, actual) : -1;
}

void rotor_brlapi_closeConnection(void) {
    if (ready()) api.closeConnection();
}

int rotor_brlapi_getDisplaySize(unsigned int *columns, unsigned int *rows) {
    return ready() ? api.getDisplaySize(columns, rows) : -1;
}

int rotor_brlapi_enterTtyModeWithPath(const int *ttys, int count, const char *driver) {
    return ready() ? api.enterTtyModeWithPath(ttys, count, driver) : -1;
}

int rotor_brlapi_enterTtyMode(int tty, const char *driver) {
    return ready() ? api.enterTtyMode(tty, driver) : -1;
}

int rotor_brlapi_leaveTtyMode(void) {
    return ready() ? api.leaveTtyMode() : -1;
}

int rotor_brlapi_write(const brlapi_writeArguments_t *arguments) {
    return ready() ? api.write(arguments) : -1;
}

int rotor_brlapi_readKey(int wait, brlapi_keyCode_t *code) {
    return ready() ? api.readKey(wait, code) : -1;
}

int rotor_brlapi_ignoreKeys(brlapi_rangeType_t type, const brlapi_keyCode_t *keys, unsigned int count) {
    return ready() ? api.ignoreKeys(type, keys, count) : -1;
}

int rotor_brlapi_acceptKeys(brlapi_rangeType_t type, const brlapi_keyCode_t *keys, unsigned int count) {
    return ready() ? api.acceptKeys(type, keys, count) : -1;
}

int rotor_brlapi_errno(void) {
    return ready() ? api.errorLocation()->brlerrno : BRLAPI_ERROR_LIBCERR;
}

const char *rotor_brlapi_strerror(void) {
    if (!ready()) return failure[0] ? failure : "libbrlapi could not be loaded";
    const char *words = api.strerror(api.errorLocation());
    return words ? words : "";
}
