// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// An option a subcommand accepts, and how its help shows it.
struct OptionSpec: Sendable {
    /// How help names an option's value.
    enum ValueName: Sendable {
        /// The allowed values joined by `|`, as in `ltr|rtl`.
        case choices
        /// A placeholder that is the same in every language, as in `N` or `R`.
        case literal(String)
        /// A translated placeholder: a catalog key such as `help.value.path` ("PATH", "RUTA").
        case word(CatalogText)
    }

    /// The option without its dashes: `lang` for `--lang`.
    let name: String
    /// The values it accepts: nil for a flag, an empty list for any value.
    let values: [String]?
    /// How help names the value.
    let valueName: ValueName
    /// Whether it may be given more than once, each value kept.
    let repeatable: Bool
    /// Its one-line description, given the allowed values joined by ", " (a description whose
    /// words have no place for them ignores them).
    let help: @Sendable (String) -> CatalogText

    /// A flag such as `--reduce-motion`.
    static func flag(_ name: String, help: CatalogText) -> OptionSpec {
        OptionSpec(name: name, values: nil, valueName: .choices, repeatable: false, help: { _ in help })
    }

    /// An option with a value such as `--format json`; `allowed` empty means any value.
    static func value(
        _ name: String, _ allowed: [String] = [], shown: ValueName = .choices, repeatable: Bool = false, help: CatalogText
    ) -> OptionSpec {
        OptionSpec(name: name, values: allowed, valueName: shown, repeatable: repeatable, help: { _ in help })
    }

    /// An option whose description names its allowed values (`%@` in its words).
    static func value(
        _ name: String, _ allowed: [String] = [], shown: ValueName = .choices, repeatable: Bool = false,
        help: @escaping @Sendable (String) -> CatalogText
    ) -> OptionSpec {
        OptionSpec(name: name, values: allowed, valueName: shown, repeatable: repeatable, help: help)
    }
}
