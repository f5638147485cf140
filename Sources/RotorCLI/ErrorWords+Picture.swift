// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Pictures
import Localization
import Semantics

extension ErrorWords {
    /// A picture that could not be made or written: what failed and what to do.
    func describe(_ error: PictureError) -> String {
        let words = Wording(strings: strings, language: language)
        return switch error {
        case .rasterizerMissing(let program, let package):
            words(CatalogText.pictureErrorRasterizerMissing(program, package))
        case .rasterizerFailed(let program, let status, let message):
            words(CatalogText.pictureErrorRasterizerFailed(program, String(status), message))
        case .unwritable(let path, let errno):
            words(CatalogText.pictureErrorUnwritable(path, errno.description))
        }
    }
}
