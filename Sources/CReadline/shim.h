// Thin shim over GNU readline. pkg-config's defines are dropped by SwiftPM, so set them here.
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
