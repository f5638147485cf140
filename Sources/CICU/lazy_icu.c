// SPDX-License-Identifier: GPL-3.0-or-later
// ICU, opened with dlopen the first time Rotor asks (see include/rotor_icu.h).
#include "rotor_icu.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uvernum.h>

// ICU's functions carry its major version (uplrules_open is uplrules_open_72): the headers'
// own renaming gives the names to look up.
#define ROTOR_STRING2(x) #x
#define ROTOR_STRING(x) ROTOR_STRING2(x)
#define ROTOR_LIBRARY "libicui18n.so." ROTOR_STRING(U_ICU_VERSION_MAJOR_NUM)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static int loaded;

static struct {
    __typeof__(uplrules_open) *plural_open;
    __typeof__(uplrules_close) *plural_close;
    __typeof__(uplrules_select) *plural_select;
    __typeof__(uplrules_getKeywords) *plural_keywords;
    __typeof__(uenum_next) *enum_next;
    __typeof__(uenum_close) *enum_close;
    __typeof__(unum_open) *number_open;
    __typeof__(unum_close) *number_close;
    __typeof__(unum_formatInt64) *number_format;
    __typeof__(unum_getTextAttribute) *number_text_attribute;
    __typeof__(unum_setTextAttribute) *number_set_text_attribute;
    __typeof__(udatpg_open) *pattern_open;
    __typeof__(udatpg_close) *pattern_close;
    __typeof__(udatpg_getBestPattern) *best_pattern;
    __typeof__(udat_open) *date_open;
    __typeof__(udat_close) *date_close;
    __typeof__(udat_format) *date_format;
    __typeof__(u_strToUTF8) *to_utf8;
    __typeof__(u_strFromUTF8) *from_utf8;
} api;

static void *find(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (!symbol && !*missing) {
        *missing = 1;
        snprintf(failure, sizeof failure, "%s has no %s", ROTOR_LIBRARY, name);
    }
    return symbol;
}

#define FIND(field, function) api.field = (__typeof__(function) *)find(library, ROTOR_STRING(function), &missing)

static void load(void) {
    void *library = dlopen(ROTOR_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : ROTOR_LIBRARY " could not be loaded");
        return;
    }
    int missing = 0;
    FIND(plural_open, uplrules_open);
    FIND(plural_close, uplrules_close);
    FIND(plural_select, uplrules_select);
    FIND(plural_keywords, uplrules_getKeywords);
    FIND(enum_next, uenum_next);
    FIND(enum_close, uenum_close);
    FIND(number_open, unum_open);
    FIND(number_close, unum_close);
    FIND(number_format, unum_formatInt64);
    FIND(number_text_attribute, unum_getTextAttribute);
    FIND(number_set_text_attribute, unum_setTextAttribute);
    FIND(pattern_open, udatpg_open);
    FIND(pattern_close, udatpg_close);
    FIND(best_pattern, udatpg_getBestPattern);
    FIND(date_open, udat_open);
    FIND(date_close, udat_close);
    FIND(date_format, udat_format);
    FIND(to_utf8, u_strToUTF8);
    FIND(from_utf8, u_strFromUTF8);
    loaded = !missing;
}

static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *rotor_icu_load_failure(void) {
    return failure[0] ? failure : NULL;
}

// UTF-16 from ICU into `out` as UTF-8.
static int utf8(const UChar *text, int32_t length, char *out, int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = 0;
    api.to_utf8(out, capacity, &written, text, length, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return -2;
    return U_FAILURE(status) ? -1 : written;
}

// UTF-8 into UTF-16 for ICU; -1 when it does not fit or is not UTF-8.
static int32_t utf16(const char *text, UChar *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = 0;
    api.from_utf8(out, capacity, &written, text, -1, &status);
    return U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING ? -1 : written;
}

void *rotor_icu_plural_open(const char *locale) {
    if (!ready()) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = api.plural_open(locale, &status);
    if (U_FAILURE(status)) {
        if (rules) api.plural_close(rules);
        return NULL;
    }
    return rules;
}

void rotor_icu_plural_close(void *rules) {
    if (rules && ready()) api.plural_close((UPluralRules *)rules);
}

int rotor_icu_plural_keywords(void *rules, char *out, int capacity) {
    if (!rules || !ready() || capacity < 1) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = api.plural_keywords((const UPluralRules *)rules, &status);
    if (U_FAILURE(status)) return -1;
    int used = 0;
    out[0] = 0;
    const char *keyword;
    int32_t length;
    while ((keyword = api.enum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        if (used + (used > 0) + length + 1 > capacity) {
            api.enum_close(keywords);
            return -2;
        }
        if (used > 0) out[used++] = ' ';
        memcpy(out + used, keyword, (size_t)length);
        used += length;
        out[used] = 0;
    }
    api.enum_close(keywords);
    return U_FAILURE(status) ? -1 : used;
}

int rotor_icu_plural_select(void *rules, double number, char *out, int capacity) {
    if (!rules || !ready()) return -1;
    UChar keyword[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = api.plural_select((const UPluralRules *)rules, number, keyword, 32, &status);
    if (U_FAILURE(status)) return -1;
    return utf8(keyword, length, out, capacity);
}

void *rotor_icu_spellout_open(const char *locale) {
    if (!ready()) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = api.number_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) {
        if (format) api.number_close(format);
        return NULL;
    }
    return format;
}

void *rotor_icu_spellout_open_rules(const char *rules, const char *locale) {
    if (!rules || !ready()) return NULL;
    size_t bytes = strlen(rules);
    if (bytes > 1 << 20) return NULL;
    // UTF-8 never takes fewer code units in UTF-16 than in bytes.
    int32_t capacity = (int32_t)bytes + 1;
    UChar *text = malloc(sizeof(UChar) * (size_t)capacity);
    if (!text) return NULL;
    int32_t length = utf16(rules, text, capacity);
    if (length < 0) {
        free(text);
        return NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    UParseError where;
    UNumberFormat *format = api.number_open(UNUM_PATTERN_RULEBASED, text, length, locale, &where, &status);
    free(text);
    if (U_FAILURE(status)) {
        if (format) api.number_close(format);
        return NULL;
    }
    return format;
}

void rotor_icu_spellout_close(void *format) {
    if (format && ready()) api.number_close((UNumberFormat *)format);
}

int rotor_icu_spellout_rulesets(void *format, char *out, int capacity) {
    if (!format || !ready()) return -1;
    UChar names[4096];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = api.number_text_attribute((const UNumberFormat *)format, UNUM_PUBLIC_RULESETS, names, 4096, &status);
    if (U_FAILURE(status)) return -1;
    // ICU separates the names with ';'; Rotor's callers read spaces.
    for (int32_t index = 0; index < length; index++) {
        if (names[index] == ';') names[index] = ' ';
    }
    return utf8(names, length, out, capacity);
}

int rotor_icu_spellout(void *format, const char *ruleset, int64_t number, char *out, int capacity) {
    if (!format || !ready()) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UChar text[1024];
    int32_t length;
    if (ruleset) {
        // unum_formatInt64 takes no rule set: it is made the format's default for this call, so
        // a format must not be used from two threads at once.
        UChar name[128];
        int32_t nameLength = utf16(ruleset, name, 128);
        if (nameLength < 0) return -1;
        api.number_set_text_attribute((UNumberFormat *)format, UNUM_DEFAULT_RULESET, name, nameLength, &status);
        if (U_FAILURE(status)) return -1;
    }
    length = api.number_format((const UNumberFormat *)format, number, text, 1024, NULL, &status);
    if (U_FAILURE(status)) return -1;
    return utf8(text, length, out, capacity);
}

int rotor_icu_format_date(const char *locale, const char *skeleton, double milliseconds, const char *zone, char *out,
                          int capacity) {
    if (!ready()) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UChar wanted[64];
    int32_t wantedLength = utf16(skeleton, wanted, 64);
    if (wantedLength < 0) return -1;
    UDateTimePatternGenerator *generator = api.pattern_open(locale, &status);
    if (U_FAILURE(status)) return -1;
    UChar pattern[128];
    int32_t patternLength = api.best_pattern(generator, wanted, wantedLength, pattern, 128, &status);
    api.pattern_close(generator);
    if (U_FAILURE(status)) return -1;
    UChar zoneName[64];
    int32_t zoneLength = zone ? utf16(zone, zoneName, 64) : -1;
    if (zone && zoneLength < 0) return -1;
    UDateFormat *format = api.date_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone ? zoneName : NULL, zone ? zoneLength : 0,
                                        pattern, patternLength, &status);
    if (U_FAILURE(status)) {
        if (format) api.date_close(format);
        return -1;
    }
    UChar text[256];
    int32_t length = api.date_format(format, milliseconds, text, 256, NULL, &status);
    api.date_close(format);
    if (U_FAILURE(status)) return -1;
    return utf8(text, length, out, capacity);
}
