// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Localization
import Documents
import Semantics
import Speech
import SystemInterface

/// `--no-speech` and `--speak-to FILE.wav`: which speaker a command talks through.
enum SpeakerOptions {
    /// The announcer for a command: text only, a WAV file, or the sound device (its stream
    /// named in the command's language).
    /// `--speak-to FILE.wav` is checked first: a folder, a device, a named pipe, a socket or a
    /// board a session holds is refused (exit code 73) before anything is spoken.
    static func announcer(
        _ invocation: Invocation, _ context: CommandContext, print: @escaping @Sendable (String) -> Void
    ) throws(RotorError) -> Announcer {
        if invocation.has(CommonOptions.noSpeech.name) {
            return Announcer.make(print: print) { events in TranscriptSpeaker(events: events) }
        }
        if let path = invocation.value(CommonOptions.speakTo.name) {
            do {
                _ = try FileGate.checkTarget(path, replacing: true)
            } catch {
                throw .target(DocumentError(error))
            }
            return Announcer.make(print: print) { events in WAVSpeaker(url: URL(fileURLWithPath: path), events: events) }
        }
        // The speaker loads eSpeak NG and connects to the sound server in the background, while
        // the command reads its document: call `ready` before the first words.
        let names = MixerNames(
            application: context.strings.text(CatalogText.consoleAudioApplicationName, context.language),
            stream: context.strings.text(CatalogText.consoleAudioStreamName, context.language))
        return Announcer.make(print: print) { events in AudioSpeaker(names: names, events: events) }
    }

    /// Waits for the speaker's start (loading eSpeak NG, connecting to the sound server), so
    /// that "No audio device" comes before the first words, not after them.
    static func ready(_ announcer: Announcer) {
        announcer.speaker.waitUntilIdle()
    }

    /// The voice settings with `--latin-voice` applied.
    static func voice(_ invocation: Invocation, _ base: VoiceSettings = .default) -> VoiceSettings {
        var voice = base
        if let latin = invocation.value(CommonOptions.latinVoice.name) { voice.latinVoice = latin }
        return voice
    }

    /// Writes the WAV file when there is one; a failure is reported, with exit code 1.
    static func finish(_ announcer: Announcer, _ context: CommandContext, language: Language) -> Int32 {
        announcer.speaker.waitUntilIdle()
        guard let wav = announcer.speaker as? WAVSpeaker else { return 0 }
        do {
            try wav.finish()
            return 0
        } catch {
            context.report(ErrorWords(strings: context.strings, language: language).describe(error))
            return 1
        }
    }
}
