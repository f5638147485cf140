// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// One positional argument of a subcommand: what may stand there, and how help shows it.
struct ArgumentSpec: Sendable {
    /// One thing the argument may be, such as SCREEN or FILE.
    struct Alternative: Sendable {
        /// The catalog key of its placeholder ("SCREEN", "PANTALLA").
        let nameKey: CatalogText
        /// Its description, given the list of demo screens (a description whose words have no
        /// place for them ignores them).
        let help: @Sendable (String) -> CatalogText

        /// An alternative whose description does not name the screens.
        init(nameKey: CatalogText, helpKey: CatalogText) {
            self.nameKey = nameKey
            self.help = { _ in helpKey }
        }

        /// An alternative whose description names the demo screens (`%@` in its words).
        init(nameKey: CatalogText, helpKey: @escaping @Sendable (String) -> CatalogText) {
            self.nameKey = nameKey
            self.help = helpKey
        }
    }

    /// What may stand there: SCREEN|FILE|FOLDER.
    let alternatives: [Alternative]
    /// Whether it may be left out.
    let optional: Bool
    /// Whether several may be given.
    let repeating: Bool
}
