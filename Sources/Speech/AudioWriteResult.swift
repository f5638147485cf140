// SPDX-License-Identifier: GPL-3.0-or-later

/// How a write to an ``AudioOutput`` ended.
enum AudioWriteResult: Equatable {
    /// Every sample was written.
    case written
    /// `shouldContinue` became false; some samples were not written.
    case interrupted
    /// The device failed (the server went away).
    case failed(SpeechError)
}
