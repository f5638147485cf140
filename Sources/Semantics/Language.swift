// SPDX-License-Identifier: GPL-3.0-or-later

/// A language Rotor speaks and writes.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case english = "en"
    case spanish = "es"

    /// The catalog code, as in `Localizable.xcstrings`.
    public var code: String { rawValue }

    /// Parses a code such as `es`, `es_ES.UTF-8` or `en-GB`; nil when Rotor does not speak it.
    public init?(code: String) {
        let base = code.split(whereSeparator: { "_-.@".contains($0) }).first.map(String.init)?.lowercased()
        guard let base, let language = Language(rawValue: base) else { return nil }
        self = language
    }

    /// The default language from `LC_ALL`, `LC_MESSAGES` and `LANG`, in that order, then English.
    ///
    /// Foundation's `Locale.current` ignores these variables on Linux, so Rotor reads them itself.
    /// An empty variable is skipped; `C` and `POSIX` mean English.
    public static func fromEnvironment(_ variables: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = variables[name], !value.isEmpty else { continue }
            return Language(code: value) ?? .english
        }
        return .english
    }
}
