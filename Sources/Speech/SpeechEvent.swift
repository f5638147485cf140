// SPDX-License-Identifier: GPL-3.0-or-later

/// Something about speech that the person should be told. Console puts it into words.
public enum SpeechEvent: Sendable, Hashable {
    /// No audio device: speech continues as text only. Sent once, until audio comes back.
    case audioUnavailable
    /// The audio device is back after ``audioUnavailable``.
    case audioRestored
    /// The synthesizer cannot speak at all: the payload names what is missing, `"espeak-ng-data"`
    /// when eSpeak NG's data cannot be loaded, otherwise the voice name that could not be set.
    case synthesisUnavailable(String)
    /// A language's voice or dictionary is missing: its utterances are spoken with the English
    /// voice instead. Sent once per voice.
    case voiceFellBack(String)
    /// The utterance with this tag started to be heard (its first samples reached the audio
    /// device; for a transcript or a WAV file, its turn came).
    case started(tag: Int)
}
