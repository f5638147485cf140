// SPDX-License-Identifier: GPL-3.0-or-later

/// Something about speech that the person should be told. Console puts it into words.
public enum SpeechEvent: Sendable, Hashable {
    /// No audio device: speech continues as text only. Sent once, until audio comes back.
    case audioUnavailable
    /// The audio device is back after ``audioUnavailable``.
    case audioRestored
    /// The synthesizer cannot speak at all, for want of what the payload names.
    case synthesisUnavailable(SynthesisGap)
    /// A language's voice or dictionary is missing: its utterances are spoken with the English
    /// voice instead. Sent once per voice.
    case voiceFellBack(String)
    /// The utterance with this tag started to be heard (its first samples reached the audio
    /// device; for a transcript or a WAV file, its turn came).
    case started(tag: Int)
}

/// What the synthesizer lacks when it cannot speak at all (Console words it).
public enum SynthesisGap: Sendable, Hashable {
    /// libespeak-ng itself could not be loaded.
    case library
    /// eSpeak NG's data (espeak-ng-data) could not be loaded.
    case data
    /// This voice could not be set, nor English.
    case voice(String)
}
