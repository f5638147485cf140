// SPDX-License-Identifier: GPL-3.0-or-later
// Thin shim over eSpeak NG's public C API.
// Rotor never passes espeakSSML or espeakPHONEMES to espeak_Synth (see Sources/Speech).
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
