// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

@preconcurrency import CEspeakNG

/// What a job can do with eSpeak NG. Exists only on the engine thread (see SynthesisEngine).
final class EngineSession {
    /// How a voice was chosen for an utterance.
    enum VoiceOutcome: Equatable {
        /// The wanted voice speaks.
        case selected
        /// The wanted voice is missing; English speaks instead.
        case fellBack(missing: String)
    }

    /// eSpeak NG's sample rate (22,050 Hz).
    let sampleRate: Int
    /// The data directory eSpeak NG loads its voices and dictionaries from.
    let dataPath: String
    /// Why eSpeak NG could not be initialized, if it could not.
    let initializationError: SpeechError?
    /// The voice eSpeak NG has now; nil when unknown.
    private var currentVoice: String?

    /// The size of the buffers eSpeak NG hands to the callback.
    static let bufferMilliseconds: Int32 = 20

    /// The files eSpeak NG must find in its data directory.
    static let requiredDataFiles = ["phontab", "phonindex", "phondata", "intonations"]

    /// Initializes eSpeak NG. Called once, on the engine thread.
    ///
    /// The data directory is checked first: with data missing, `espeak_Initialize` would print
    /// an error to the terminal.
    init() {
        let dataPath = ESpeak.dataPath()
        self.dataPath = dataPath
        let rate =
            Self.hasData(at: dataPath)
            ? ESpeak.initialize(bufferMilliseconds: Self.bufferMilliseconds) : 0
        if rate > 0 {
            sampleRate = Int(rate)
            initializationError = nil
            ESpeak.setSynthCallback(SynthesisEngine.callback)
        } else {
            sampleRate = 22_050
            initializationError = .synthesizerUnavailable(dataPath: dataPath)
        }
    }

    /// Whether the data directory holds the dictionary a voice reads its language with
    /// (`es_dict` for `es` and `es-419`). Without it eSpeak NG selects the voice, prints "Can't
    /// read dictionary file" on standard error and speaks nothing, so Rotor checks first.
    func hasDictionary(for voice: String) -> Bool {
        let language = voice.split(separator: "-").first.map(String.init) ?? voice
        return FileManager.default.isReadableFile(atPath: dataPath + "/" + language + "_dict")
    }

    /// Whether `path` holds eSpeak NG's phoneme data.
    static func hasData(at path: String) -> Bool {
        !path.isEmpty
            && requiredDataFiles.allSatisfy {
                FileManager.default.isReadableFile(atPath: path + "/" + $0)
            }
    }

    /// Synthesizes sanitized `text` in the voice for `language`, with `settings` applied first,
    /// passing samples to `handler` until it returns false.
    func synthesize(
        _ text: String, language: String, settings: VoiceSettings,
        handler: @escaping SampleHandler
    ) -> Result<VoiceOutcome, SpeechError> {
        let outcome = selectVoice(for: language, settings: settings)
        guard case .success = outcome else { return outcome }
        apply(settings)
        let aborted = Flag()
        let code = SynthesisEngine.withHandler({ samples in
            let proceed = handler(samples)
            if !proceed {
                aborted.raise()
            }
            return proceed
        }) { ESpeak.synthesize(text) }
        // An abort requested by the handler is not a failure.
        if code != EE_OK.rawValue, !aborted.isRaised {
            return .failure(.synthesisFailed(code: code))
        }
        return outcome
    }

    /// eSpeak NG's phonemes for sanitized `text` in the voice for `language`.
    func phonemes(
        of text: String, language: String, settings: VoiceSettings
    ) -> Result<String, SpeechError> {
        selectVoice(for: language, settings: settings).map { _ in ESpeak.phonemes(of: text) }
    }

    /// Selects the voice for `language`, reusing the current one when it is already set.
    private func selectVoice(
        for language: String, settings: VoiceSettings
    ) -> Result<VoiceOutcome, SpeechError> {
        if let initializationError {
            return .failure(initializationError)
        }
        let wanted = settings.voiceName(for: language)
        if currentVoice == wanted {
            return .success(.selected)
        }
        if hasDictionary(for: wanted), ESpeak.setVoice(named: wanted) {
            currentVoice = wanted
            return .success(.selected)
        }
        currentVoice = nil
        if wanted != VoiceSettings.englishVoice, hasDictionary(for: VoiceSettings.englishVoice),
           ESpeak.setVoice(named: VoiceSettings.englishVoice) {
            currentVoice = VoiceSettings.englishVoice
            return .success(.fellBack(missing: wanted))
        }
        return .failure(.voiceUnavailable(wanted))
    }

    /// Re-applies every parameter: an embedded command may have changed any of them.
    private func apply(_ settings: VoiceSettings) {
        _ = ESpeak.setPunctuationList(settings.punctuationList)
        _ = ESpeak.setParameter(espeakPUNCTUATION, settings.punctuationParameter)
        _ = ESpeak.setParameter(espeakRATE, Int32(settings.rate))
        _ = ESpeak.setParameter(espeakPITCH, Int32(settings.pitch))
        _ = ESpeak.setParameter(espeakRANGE, 50)
        _ = ESpeak.setParameter(espeakVOLUME, Int32(settings.volume))
        _ = ESpeak.setParameter(espeakCAPITALS, settings.capitalsParameter)
        _ = ESpeak.setParameter(espeakWORDGAP, 0)
    }
}
