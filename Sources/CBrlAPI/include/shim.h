// SPDX-License-Identifier: GPL-3.0-or-later
// Thin shim over BrlAPI, BRLTTY's client library, loaded when braille is first asked for.
//
// libbrlapi and the seven libraries behind it (libsystemd, libgcrypt, the compressors) are not
// linked: a start without a braille display maps none of them. The first call below loads the
// library (once, thread-safe); when it cannot be loaded, each call fails as BrlAPI itself
// reports failure (-1, BRLAPI_ERROR_LIBCERR), and rotor_brlapi_load_failure() says why.
//
// BrlAPI's own exception handler prints to standard error and aborts the process; the one
// installed at load keeps the exception's words instead (rotor_brlapi_take_exception).
#ifndef ROTOR_BRLAPI_SHIM_H
#define ROTOR_BRLAPI_SHIM_H
#include <stddef.h>
#include <brlapi.h>

/// Why libbrlapi could not be loaded (dlerror's words), or NULL when it was, or was not tried.
const char *rotor_brlapi_load_failure(void);

/// The words of the last exception the server sent since the last call, or NULL; clears it.
const char *rotor_brlapi_take_exception(void);

/// brlapi_openConnection; -1 when the library cannot be loaded.
brlapi_fileDescriptor rotor_brlapi_openConnection(const brlapi_connectionSettings_t *desired,
                                                  brlapi_connectionSettings_t *actual);
/// brlapi_closeConnection; nothing when the library cannot be loaded.
void rotor_brlapi_closeConnection(void);
/// brlapi_getDisplaySize; -1 when the library cannot be loaded.
int rotor_brlapi_getDisplaySize(unsigned int *columns, unsigned int *rows);
/// brlapi_enterTtyModeWithPath; -1 when the library cannot be loaded.
int rotor_brlapi_enterTtyModeWithPath(const int *ttys, int count, const char *driver);
/// brlapi_enterTtyMode; -1 when the library cannot be loaded.
int rotor_brlapi_enterTtyMode(int tty, const char *driver);
/// brlapi_leaveTtyMode; -1 when the library cannot be loaded.
int rotor_brlapi_leaveTtyMode(void);
/// brlapi_write; -1 when the library cannot be loaded.
int rotor_brlapi_write(const brlapi_writeArguments_t *arguments);
/// brlapi_readKey; -1 when the library cannot be loaded.
int rotor_brlapi_readKey(int wait, brlapi_keyCode_t *code);
/// brlapi_ignoreKeys; -1 when the library cannot be loaded.
int rotor_brlapi_ignoreKeys(brlapi_rangeType_t type, const brlapi_keyCode_t *keys, unsigned int count);
/// brlapi_acceptKeys; -1 when the library cannot be loaded.
int rotor_brlapi_acceptKeys(brlapi_rangeType_t type, const brlapi_keyCode_t *keys, unsigned int count);
/// The BrlAPI error code of the calling thread's last failure (brlapi_errno), or
/// BRLAPI_ERROR_LIBCERR when the library cannot be loaded.
int rotor_brlapi_errno(void);
/// The calling thread's last failure in BrlAPI's words (brlapi_strerror of brlapi_error).
const char *rotor_brlapi_strerror(void);
#endif
