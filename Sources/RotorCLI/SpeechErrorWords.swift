// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Semantics
import Speech

/// Words for speech failures, in one place.
enum SpeechErrorWords {
    static func describe(_ error: SpeechError, _ strings: Strings, _ language: Language) -> String {
        func t(_ key: String, _ arguments: String...) -> String { strings.text(key, language, arguments: arguments) }
        switch error {
        case .synthesizerUnavailable(let dataPath): return t("error.speech.synthesizer", dataPath)
        case .voiceUnavailable(let voice): return t("error.speech.voice", voice)
        case .synthesisFailed(let code): return t("error.speech.synthesis", String(code))
        case .audioConnectionFailed(let code), .audioWriteFailed(let code): return t("error.speech.audio", String(code))
        case .wavWriteFailed(let path, let code): return t("error.speech.wav", path, String(cString: strerror(Int32(code))))
        }
    }
}
