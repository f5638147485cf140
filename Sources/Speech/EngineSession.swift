// SPDX-License-Identifier: GPL-3.0-or-later

import Localization
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
    /// The folders of `lang/` (language families), read at the first voice selection.
    private var families: [String]?
    /// Each voice name's file, as ``voiceFile(for:)`` found it.
    private var voiceFiles: [String: String] = [:]

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
        if let reason = ESpeak.loadFailure() {
            sampleRate = 22_050
            initializationError = .synthesizerNotLoaded(reason: reason)
            return
        }
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

    /// Synthesizes sanitized `text` of an utterance in `language`, with `settings` applied first,
    /// passing samples to `handler` until it returns false.
    ///
    /// The text is cut into script runs (``ScriptRun``), each read by its own voice, one after
    /// the other in the same job: a run that ends at a clause mark gets its voice's own pause
    /// there (eSpeak NG's end pause), any other run ends as the voice ends a word, so nothing is
    /// heard between runs but what one voice would make there. The outcome is the first fallback
    /// when a run's voice is missing, else `.selected`.
    func synthesize(
        _ text: String, language: String, settings: VoiceSettings,
        handler: @escaping SampleHandler
    ) -> Result<VoiceOutcome, SpeechError> {
        var outcome = VoiceOutcome.selected
        let aborted = Flag()
        let handle: SampleHandler = { samples in
            let proceed = handler(samples)
            if !proceed {
                aborted.raise()
            }
            return proceed
        }
        for run in ScriptRun.runs(of: text, language: language, settings: settings) {
            let selected = selectVoice(named: run.voice)
            guard case .success(let voiceOutcome) = selected else { return selected }
            if outcome == .selected { outcome = voiceOutcome }
            apply(settings)
            let words = VoiceText.prepared(run.text, for: currentVoice ?? run.voice)
            let code = SynthesisEngine.withHandler(handle) { ESpeak.synthesize(words, endPause: run.endsClause) }
            // An abort requested by the handler is not a failure.
            if aborted.isRaised { break }
            if code != EE_OK.rawValue {
                return .failure(.synthesisFailed(code: code))
            }
        }
        return .success(outcome)
    }

    /// eSpeak NG's phonemes for sanitized `text` of an utterance in `language`: each script run's
    /// voice and phonemes (see ``synthesize(_:language:settings:handler:)``).
    func phonemes(
        of text: String, language: String, settings: VoiceSettings
    ) -> Result<[(run: ScriptRun, phonemes: String)], SpeechError> {
        var result: [(run: ScriptRun, phonemes: String)] = []
        for run in ScriptRun.runs(of: text, language: language, settings: settings) {
            let selected = selectVoice(named: run.voice)
            guard case .success = selected else {
                if case .failure(let error) = selected { return .failure(error) }
                continue
            }
            var heard = run
            heard.voice = currentVoice ?? run.voice
            result.append((heard, ESpeak.phonemes(of: VoiceText.prepared(run.text, for: heard.voice))))
        }
        return .success(result)
    }

    /// Selects a voice by name, reusing the current one when it is already set; English when it
    /// is missing.
    private func selectVoice(named wanted: String) -> Result<VoiceOutcome, SpeechError> {
        if let initializationError {
            return .failure(initializationError)
        }
        if currentVoice == wanted {
            return .success(.selected)
        }
        if hasDictionary(for: wanted), ESpeak.setVoice(named: voiceFile(for: wanted)) {
            currentVoice = wanted
            return .success(.selected)
        }
        currentVoice = nil
        if wanted != VoiceSettings.englishVoice, hasDictionary(for: VoiceSettings.englishVoice),
           ESpeak.setVoice(named: voiceFile(for: VoiceSettings.englishVoice)) {
            currentVoice = VoiceSettings.englishVoice
            return .success(.fellBack(missing: wanted))
        }
        return .failure(.voiceUnavailable(wanted))
    }

    /// The name to select a voice by: its file under `lang/` ("gmw/en" for "en") when there is
    /// one, else the name itself.
    ///
    /// Given a bare name, eSpeak NG first looks for `lang/NAME`, misses (the files are grouped by
    /// family), then reads every one of its voice and variant files to list them, a delay before
    /// the first utterance that the file's own path avoids. A variant ("en+f3") keeps its suffix.
    private func voiceFile(for voice: String) -> String {
        if let known = voiceFiles[voice] { return known }
        let name = voice.split(separator: "+", maxSplits: 1).first.map(String.init) ?? voice
        let variant = voice.dropFirst(name.count)
        let lang = dataPath + "/lang"
        if families == nil {
            families = ((try? FileManager.default.contentsOfDirectory(atPath: lang)) ?? []).sorted()
        }
        let family = (families ?? []).first { FileManager.default.isReadableFile(atPath: lang + "/" + $0 + "/" + name) }
        let file = family.map { $0 + "/" + name + variant } ?? voice
        voiceFiles[voice] = file
        return file
    }

    /// Forgets which voice eSpeak NG has, so the next synthesis selects its voice again (after
    /// a test selected one behind the session's back).
    func forgetVoice() {
        currentVoice = nil
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
