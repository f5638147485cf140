// SPDX-License-Identifier: GPL-3.0-or-later

/// A language Rotor speaks and writes, or a pseudo-locale that makes localization bugs visible.
///
/// `allCases` lists only the real languages (English, Spanish, Hebrew, Arabic): the console's
/// `lang` command, its completion, the audits and the golden transcripts cover each of them; the
/// pseudo-locales are listed apart in ``pseudoLocales`` and accepted wherever `--lang` is.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case english = "en"
    case spanish = "es"
    /// Hebrew, written right to left.
    case hebrew = "he"
    /// Arabic (Modern Standard Arabic), written right to left.
    case arabic = "ar"
    /// Pseudo-English: every catalog text accented, about 40% longer and bracketed.
    case pseudoAccented = "en-XA"
    /// Pseudo-bidi: every catalog word forced right to left, and the layout right to left.
    case pseudoBidi = "ar-XB"

    /// The real languages, in the order Rotor lists them.
    public static var allCases: [Language] { [.english, .spanish, .hebrew, .arabic] }

    /// The pseudo-locales, for testing localization: `en-XA` and `ar-XB`.
    public static let pseudoLocales: [Language] = [.pseudoAccented, .pseudoBidi]

    /// The real languages, then the pseudo-locales.
    public static var allIncludingPseudoLocales: [Language] { allCases + pseudoLocales }

    /// The catalog code, as in `Localizable.xcstrings`; `en-XA` and `ar-XB` for the pseudo-locales.
    public var code: String { rawValue }

    /// Whether this is a pseudo-locale rather than a language people speak.
    public var isPseudoLocale: Bool { pseudoStyle != nil }

    /// How a pseudo-locale transforms the words of its base language; nil for real languages.
    public var pseudoStyle: Pseudolocalizer.Style? {
        switch self {
        case .english, .spanish, .hebrew, .arabic: nil
        case .pseudoAccented: .accented
        case .pseudoBidi: .bidi
        }
    }

    /// The real language whose catalog words are used: English for the pseudo-locales.
    public var base: Language { isPseudoLocale ? .english : self }

    /// Whether the language is written right to left: Hebrew, Arabic and `ar-XB`.
    public var isRightToLeft: Bool {
        switch self {
        case .hebrew, .arabic, .pseudoBidi: true
        case .english, .spanish, .pseudoAccented: false
        }
    }

    /// Parses a code such as `es`, `es_ES.UTF-8`, `he_IL.UTF-8`, `ar_EG`, `en-GB`, `en-XA` or
    /// `ar_XB`; nil when Rotor does not speak it. `iw`, Hebrew's old code, is Hebrew.
    public init?(code: String) {
        let locale = code.split(whereSeparator: { ".@".contains($0) }).first.map(String.init) ?? ""
        let normalized = String(locale.map { $0 == "_" ? "-" : $0 }).lowercased()
        if let pseudo = Self.pseudoLocales.first(where: { $0.rawValue.lowercased() == normalized }) {
            self = pseudo
            return
        }
        let base = normalized.split(separator: "-").first.map { $0 == "iw" ? "he" : String($0) }
        guard let base, let language = Language(rawValue: base), !language.isPseudoLocale else { return nil }
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
