// Thin shim over zlib, which the tests use to read the PNG pictures they render.
#include <zlib.h>
