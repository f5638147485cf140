// SPDX-License-Identifier: GPL-3.0-or-later
import SystemInterface

/// A failure inside Speech. Structured only: Console words it for people.
public enum SpeechError: Error, Sendable, Equatable {
    /// eSpeak NG cannot start: its data (phontab, phondata, …) is missing from `dataPath`, or
    /// `espeak_Initialize` failed there.
    case synthesizerUnavailable(dataPath: String)
    /// libespeak-ng itself could not be loaded (not installed, or broken): the loader's words.
    case synthesizerNotLoaded(reason: String)
    /// `espeak_SetVoiceByName` refused this voice name, and English too.
    case voiceUnavailable(String)
    /// `espeak_Synth` returned this `espeak_ERROR` code.
    case synthesisFailed(code: Int32)
    /// Connecting to the server or opening the stream failed with this PulseAudio error code
    /// (see `pa_strerror`).
    case audioConnectionFailed(code: Int32)
    /// Writing to the stream failed with this PulseAudio error code (the connection or the
    /// stream went bad).
    case audioWriteFailed(code: Int32)
    /// The WAV file at `path` could not be written; `code` is the underlying error's code
    /// (an `errno` value when the system reported one).
    case wavWriteFailed(path: String, code: Int)
    /// The file gate would not write the WAV file there: not a regular file, a board a Rotor
    /// session holds, a file made read-only.
    case wavRefused(FileError)
}
