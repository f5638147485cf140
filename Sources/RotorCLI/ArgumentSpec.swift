// SPDX-License-Identifier: GPL-3.0-or-later

/// One positional argument of a subcommand: what may stand there, and how help shows it.
struct ArgumentSpec: Sendable {
    /// One thing the argument may be, such as SCREEN or FILE.
    struct Alternative: Sendable {
        /// The catalog key of its placeholder ("SCREEN", "PANTALLA").
        let nameKey: HelpKey
        /// The catalog key of its description; `%@` in it is the list of demo screens.
        let helpKey: HelpKey
    }

    /// What may stand there: SCREEN|FILE|FOLDER.
    let alternatives: [Alternative]
    /// Whether it may be left out.
    let optional: Bool
    /// Whether several may be given.
    let repeating: Bool
}
