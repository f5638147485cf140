// SPDX-License-Identifier: GPL-3.0-or-later
// Thin shim over PulseAudio's simple API.
#include <pulse/simple.h>
#include <pulse/error.h>
