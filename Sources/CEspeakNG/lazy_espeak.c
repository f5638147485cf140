// SPDX-License-Identifier: GPL-3.0-or-later
// libespeak-ng, opened with dlopen the first time Rotor speaks (see include/shim.h).
#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static int loaded;

static struct {
    int (*Initialize)(espeak_AUDIO_OUTPUT, int, const char *, int);
    void (*InitializePath)(const char *);
    const char *(*Info)(const char **);
    void (*SetSynthCallback)(t_espeak_callback *);
    espeak_ERROR (*SetVoiceByName)(const char *);
    espeak_ERROR (*SetParameter)(espeak_PARAMETER, int, int);
    espeak_ERROR (*SetPunctuationList)(const wchar_t *);
    espeak_ERROR (*Synth)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int, unsigned int,
                          unsigned int *, void *);
    const char *(*TextToPhonemes)(const void **, int, int);
} api;

static void *find(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (!symbol && !*missing) {
        *missing = 1;
        snprintf(failure, sizeof failure, "libespeak-ng.so.1 has no %s", name);
    }
    return symbol;
}

static void load(void) {
    void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : "libespeak-ng.so.1 could not be loaded");
        return;
    }
    int missing = 0;
    api.Initialize = (int (*)(espeak_AUDIO_OUTPUT, int, const char *, int))find(library, "espeak_Initialize", &missing);
    api.InitializePath = (void (*)(const char *))find(library, "espeak_ng_InitializePath", &missing);
    api.Info = (const char *(*)(const char **))find(library, "espeak_Info", &missing);
    api.SetSynthCallback = (void (*)(t_espeak_callback *))find(library, "espeak_SetSynthCallback", &missing);
    api.SetVoiceByName = (espeak_ERROR (*)(const char *))find(library, "espeak_SetVoiceByName", &missing);
    api.SetParameter = (espeak_ERROR (*)(espeak_PARAMETER, int, int))find(library, "espeak_SetParameter", &missing);
    api.SetPunctuationList = (espeak_ERROR (*)(const wchar_t *))find(library, "espeak_SetPunctuationList", &missing);
    api.Synth = (espeak_ERROR (*)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int, unsigned int,
                                  unsigned int *, void *))find(library, "espeak_Synth", &missing);
    api.TextToPhonemes = (const char *(*)(const void **, int, int))find(library, "espeak_TextToPhonemes", &missing);
    loaded = !missing;
}

static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *rotor_espeak_load_failure(void) {
    return failure[0] ? failure : NULL;
}

int rotor_espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options) {
    return ready() ? api.Initialize(output, buflength, path, options) : EE_INTERNAL_ERROR;
}

void rotor_espeak_ng_InitializePath(const char *path) {
    if (ready()) api.InitializePath(path);
}

const char *rotor_espeak_Info(const char **path_data) {
    if (path_data) *path_data = NULL;
    return ready() ? api.Info(path_data) : NULL;
}

void rotor_espeak_SetSynthCallback(t_espeak_callback *callback) {
    if (ready()) api.SetSynthCallback(callback);
}

espeak_ERROR rotor_espeak_SetVoiceByName(const char *name) {
    return ready() ? api.SetVoiceByName(name) : EE_INTERNAL_ERROR;
}

espeak_ERROR rotor_espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative) {
    return ready() ? api.SetParameter(parameter, value, relative) : EE_INTERNAL_ERROR;
}

espeak_ERROR rotor_espeak_SetPunctuationList(const wchar_t *punctlist) {
    return ready() ? api.SetPunctuationList(punctlist) : EE_INTERNAL_ERROR;
}

espeak_ERROR rotor_espeak_Synth(const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type,
                                unsigned int end_position, unsigned int flags, unsigned int *unique_identifier,
                                void *user_data) {
    return ready() ? api.Synth(text, size, position, position_type, end_position, flags, unique_identifier, user_data)
                   : EE_INTERNAL_ERROR;
}

const char *rotor_espeak_TextToPhonemes(const void **textptr, int textmode, int phonememode) {
    return ready() ? api.TextToPhonemes(textptr, textmode, phonememode) : NULL;
}
