// SPDX-License-Identifier: GPL-3.0-or-later
// Thin shim over eSpeak NG's public C API, loaded when speech first starts.
// Rotor never passes espeakSSML or espeakPHONEMES to espeak_Synth (see Sources/Speech).
//
// libespeak-ng and what it pulls in are not linked: `rotor open FILE --no-speech`, `rotor
// transcript` and every command that never speaks start without mapping them. The first
// call below loads the library (once, thread-safe); when it cannot be loaded, each call fails
// as eSpeak NG itself reports failure, and rotor_espeak_load_failure() says why.
#ifndef ROTOR_ESPEAK_SHIM_H
#define ROTOR_ESPEAK_SHIM_H
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>

/// Why libespeak-ng could not be loaded (dlerror's words), or NULL when it was, or was not tried.
const char *rotor_espeak_load_failure(void);

/// espeak_Initialize; EE_INTERNAL_ERROR when the library cannot be loaded.
int rotor_espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options);
/// espeak_ng_InitializePath; nothing when the library cannot be loaded.
void rotor_espeak_ng_InitializePath(const char *path);
/// espeak_Info; NULL when the library cannot be loaded.
const char *rotor_espeak_Info(const char **path_data);
/// espeak_SetSynthCallback.
void rotor_espeak_SetSynthCallback(t_espeak_callback *callback);
/// espeak_SetVoiceByName; EE_INTERNAL_ERROR when the library cannot be loaded.
espeak_ERROR rotor_espeak_SetVoiceByName(const char *name);
/// espeak_SetParameter; EE_INTERNAL_ERROR when the library cannot be loaded.
espeak_ERROR rotor_espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative);
/// espeak_SetPunctuationList; EE_INTERNAL_ERROR when the library cannot be loaded.
espeak_ERROR rotor_espeak_SetPunctuationList(const wchar_t *punctlist);
/// espeak_Synth; EE_INTERNAL_ERROR when the library cannot be loaded.
espeak_ERROR rotor_espeak_Synth(const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type,
                                unsigned int end_position, unsigned int flags, unsigned int *unique_identifier,
                                void *user_data);
/// espeak_TextToPhonemes; NULL when the library cannot be loaded.
const char *rotor_espeak_TextToPhonemes(const void **textptr, int textmode, int phonememode);
#endif
