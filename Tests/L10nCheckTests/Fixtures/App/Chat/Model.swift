// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

struct Model {
    let followers: Int
    let sizeText: String

    func texts() -> [String] {
        [
            String(localized: "error.network.offline"),
            String(localized: "settings.footer", defaultValue: "Made with care"),
            String(format: NSLocalizedString("stats.followers", comment: ""), followers),
            // The catalog reads a number here: a string passed to %lld prints garbage.
            String(format: NSLocalizedString("upload.size", comment: ""), sizeText),
        ]
    }
}
