// SPDX-License-Identifier: GPL-3.0-or-later
// Thin shim over liblouis, the braille translator, loaded when Rotor first writes braille.
//
// liblouis is not linked: a start without a braille display never maps it. The first call below
// loads the library (once, thread-safe) and routes its log to a buffer instead of standard error
// (a missing table would otherwise print over the prompt); when it cannot be loaded, each call
// fails as liblouis itself reports failure (0 or NULL), and rotor_louis_load_failure() says why.
// liblouis keeps its compiled tables in global state: call it from one thread.
#ifndef ROTOR_LOUIS_SHIM_H
#define ROTOR_LOUIS_SHIM_H
#include <liblouis/liblouis.h>

/// Why liblouis could not be loaded (dlerror's words), or NULL when it was, or was not tried.
const char *rotor_louis_load_failure(void);

/// The last error liblouis logged since the last call, or NULL; clears it.
const char *rotor_louis_take_error(void);

/// lou_charSize; 0 when the library cannot be loaded.
int rotor_lou_charSize(void);
/// lou_getTable; NULL when the library cannot be loaded.
const void *rotor_lou_getTable(const char *tableList);
/// lou_translate; 0 when the library cannot be loaded.
int rotor_lou_translate(const char *tableList, const widechar *inbuf, int *inlen, widechar *outbuf, int *outlen,
                        formtype *typeform, char *spacing, int *outputPos, int *inputPos, int *cursorPos, int mode);
#endif
