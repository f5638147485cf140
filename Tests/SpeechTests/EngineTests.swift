// SPDX-License-Identifier: GPL-3.0-or-later

import Testing

/// Every test that uses the eSpeak NG engine or a PulseAudio server runs inside this suite, one
/// at a time: the engine is one thread shared by the process, and the audio tests measure time.
@Suite(.serialized)
struct EngineTests {}
