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
        case .clientLibraryMissing(let reason): return words(CatalogText.errorBrailleClientLibrary(reason))
        case .noServer(let reason): return words(CatalogText.errorBrailleNoServer(reason))
        case .notAuthorized(let reason): return words(CatalogText.errorBrailleNotAuthorized(reason))
        case .noDisplay: return words(CatalogText.errorBrailleNoDisplay)
        case .connectionFailed(let reason): return words(CatalogText.errorBrailleConnection(reason))
        case .disconnected: return words(CatalogText.errorBrailleDisconnected)
        case .translatorMissing(let reason): return words(CatalogText.errorBrailleTranslator(reason))
        case .tableUnavailable(let table, let reason): return words(CatalogText.errorBrailleTable(table, reason))
        }
    }
}
