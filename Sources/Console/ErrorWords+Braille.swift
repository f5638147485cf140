// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Braille
import Semantics

extension ErrorWords {
    /// Why braille cannot be shown: BRLTTY or its client library missing, a key refused, no
    /// display, a connection lost, the translator or a table missing.
    public func describe(_ error: BrailleError) -> String {
        let words = Wording(strings: strings, language: language)
        switch error {
        case .clientLibraryMissing(let reason): return words(BrailleWordKey.errorClientLibrary, reason)
        case .noServer(let reason): return words(BrailleWordKey.errorNoServer, reason)
        case .notAuthorized(let reason): return words(BrailleWordKey.errorNotAuthorized, reason)
        case .noDisplay: return words(BrailleWordKey.errorNoDisplay)
        case .connectionFailed(let reason): return words(BrailleWordKey.errorConnection, reason)
        case .disconnected: return words(BrailleWordKey.errorDisconnected)
        case .translatorMissing(let reason): return words(BrailleWordKey.errorTranslator, reason)
        case .tableUnavailable(let table, let reason): return words(BrailleWordKey.errorTable, table, reason)
        }
    }
}
