// SPDX-License-Identifier: GPL-3.0-or-later
// Thin shim over the parts of ICU's C API Rotor uses: CLDR plural rules, rule-based number
// spellout and date formatting (Debian's libicu-dev; ICU 72 is CLDR 42).
//
// ICU is not linked: the first call opens libicuuc and libicui18n of the version the headers
// name (dlopen, once, thread-safe), so a run that never asks maps neither library nor ICU's
// 30 MB of data. Text crosses as UTF-8; each call returns the length it wrote (without the
// terminating NUL), or -1 when ICU failed or could not be loaded (rotor_icu_load_failure says
// why), or -2 when `capacity` was too small.
#ifndef ROTOR_ICU_SHIM_H
#define ROTOR_ICU_SHIM_H
#include <stdint.h>

/// Why ICU could not be loaded (dlerror's words), or NULL when it was, or was not tried.
const char *rotor_icu_load_failure(void);

/// uplrules_open for a locale ("es", "pt-BR", "zh-Hant"); NULL when ICU failed.
void *rotor_icu_plural_open(const char *locale);
/// uplrules_close.
void rotor_icu_plural_close(void *rules);
/// uplrules_getKeywords: the locale's plural categories, space-separated ("one many other").
int rotor_icu_plural_keywords(void *rules, char *out, int capacity);
/// uplrules_select: the category of a number ("few").
int rotor_icu_plural_select(void *rules, double number, char *out, int capacity);

/// unum_open(UNUM_SPELLOUT) for a locale; NULL when ICU failed.
void *rotor_icu_spellout_open(const char *locale);
/// unum_open(UNUM_PATTERN_RULEBASED) with rule-based number format rules in ICU's syntax
/// ("%spellout-cardinal-feminine: 0: صفر; …"), UTF-8; NULL when ICU failed or the rules do not parse.
void *rotor_icu_spellout_open_rules(const char *rules, const char *locale);
/// unum_close.
void rotor_icu_spellout_close(void *format);
/// The rule sets a spellout format offers publicly ("%spellout-numbering %spellout-cardinal-feminine …").
int rotor_icu_spellout_rulesets(void *format, char *out, int capacity);
/// unum_formatInt64 with a rule set ("%spellout-cardinal-feminine"), or the default when NULL.
int rotor_icu_spellout(void *format, const char *ruleset, int64_t number, char *out, int capacity);

/// A moment (milliseconds since 1970, UTC) written in a locale from a skeleton ("MMMMdjmm"),
/// in the system's time zone or `zone` ("UTC") when given.
int rotor_icu_format_date(const char *locale, const char *skeleton, double milliseconds, const char *zone, char *out,
                          int capacity);
#endif
