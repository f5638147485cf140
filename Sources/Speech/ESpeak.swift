// SPDX-License-Identifier: GPL-3.0-or-later

@preconcurrency import CEspeakNG

/// The seam around libespeak-ng: every eSpeak NG call Rotor makes goes through one function here.
///
/// Call these only on the engine thread (``SynthesisEngine``): the library keeps global state.
enum ESpeak {
    /// The synthesis callback's C type.
    typealias Callback = @convention(c) (
        UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?
    ) -> Int32

    /// Initializes synchronous synthesis with buffers of `bufferMilliseconds`; returns the sample
    /// rate, or 0 or less on failure. Never exits the process when data is missing (but then
    /// prints to stderr: check ``dataPath()`` first).
    static func initialize(bufferMilliseconds: Int32) -> Int32 {
        rotor_espeak_Initialize(
            AUDIO_OUTPUT_SYNCHRONOUS, bufferMilliseconds, nil, Int32(espeakINITIALIZE_DONT_EXIT))
    }

    /// Why libespeak-ng could not be loaded, once something has asked it to (nil when it was).
    static func loadFailure() -> String? {
        rotor_espeak_load_failure().map { String(cString: $0) }
    }

    /// The espeak-ng-data directory eSpeak NG will load (`ESPEAK_DATA_PATH` or the built-in
    /// default), found without loading the data (the library is loaded by this first call).
    static func dataPath() -> String {
        rotor_espeak_ng_InitializePath(nil)
        var path: UnsafePointer<CChar>?
        _ = rotor_espeak_Info(&path)
        return path.map { String(cString: $0) } ?? ""
    }

    /// Installs the function that receives synthesized samples.
    static func setSynthCallback(_ callback: Callback) {
        rotor_espeak_SetSynthCallback(callback)
    }

    /// Selects a voice by name (`"en"`, `"es"`, `"es-419"`); true on success.
    static func setVoice(named name: String) -> Bool {
        rotor_espeak_SetVoiceByName(name) == EE_OK
    }

    /// Sets one parameter to an absolute value; true on success.
    static func setParameter(_ parameter: espeak_PARAMETER, _ value: Int32) -> Bool {
        rotor_espeak_SetParameter(parameter, value, 0) == EE_OK
    }

    /// Sets the characters named at punctuation level "some"; true on success.
    static func setPunctuationList(_ characters: [Unicode.Scalar]) -> Bool {
        let list = characters.map { wchar_t(bitPattern: $0.value) } + [0]
        return list.withUnsafeBufferPointer { rotor_espeak_SetPunctuationList($0.baseAddress) } == EE_OK
    }

    /// Synthesizes UTF-8 `text` synchronously, delivering samples to the synth callback.
    /// Only `espeakCHARS_UTF8` is passed, and `espeakENDPAUSE` when `endPause` asks for the pause
    /// of the text's last clause mark at its end: never `espeakSSML`, never `espeakPHONEMES`.
    static func synthesize(_ text: String, endPause: Bool = false) -> Int32 {
        let flags = UInt32(espeakCHARS_UTF8) | (endPause ? UInt32(espeakENDPAUSE) : 0)
        let result = text.withCString { pointer in
            rotor_espeak_Synth(
                pointer, text.utf8.count + 1, 0, POS_CHARACTER, 0, flags, nil, nil)
        }
        return result.rawValue
    }

    /// eSpeak NG's phonemes (its ASCII names) for UTF-8 `text`, clause by clause, joined by spaces.
    static func phonemes(of text: String) -> String {
        var clauses: [String] = []
        text.withCString { base in
            var cursor: UnsafeRawPointer? = UnsafeRawPointer(base)
            var remainingSteps = text.utf8.count + 1
            while cursor != nil, remainingSteps > 0 {
                remainingSteps -= 1
                guard let clause = rotor_espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, 0) else {
                    break
                }
                let piece = String(cString: clause)
                if !piece.isEmpty {
                    clauses.append(piece)
                }
            }
        }
        return clauses.joined(separator: " ")
    }
}
