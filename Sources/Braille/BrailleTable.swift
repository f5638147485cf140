// SPDX-License-Identifier: GPL-3.0-or-later

/// A liblouis table that writes one language's braille, uncontracted or contracted.
///
/// | language | uncontracted | contracted |
/// |---|---|---|
/// | English (and the pseudo-locales) | `en-ueb-g1.ctb` (UEB grade 1) | `en-ueb-g2.ctb` (UEB grade 2) |
/// | Spanish | `es-g1.ctb` | `es-g2.ctb` |
/// | Hebrew | `he-IL.utb` | `he-IL.utb` (liblouis has no contracted Hebrew) |
/// | Arabic | `ar-ar-g1.utb` | `ar-ar-g2.ctb` |
///
/// The Hebrew and Arabic tables write Latin letters too (as English computer braille does); a
/// Hebrew or Arabic word inside text of another language is written by that script's own table
/// (``BrailleTranslator``), as speech gives each script a voice that can read it.
public struct BrailleTable: Sendable, Hashable {
    /// The table list as liblouis takes it, such as `en-ueb-g2.ctb`.
    public let name: String

    /// A table by its liblouis name.
    public init(name: String) {
        self.name = name
    }

    /// The writing systems a table is chosen by.
    public enum Script: Sendable, Hashable {
        case hebrew, arabic, other
    }

    /// The table for a language by its catalog code (`en`, `es`, `he`, `ar`, or a pseudo-locale,
    /// written as English), contracted or not.
    public static func forLanguage(_ code: String, contracted: Bool) -> BrailleTable {
        let base = code.split(separator: "-").first.map { $0.lowercased() } ?? ""
        switch (base, contracted) {
        case ("es", false): return BrailleTable(name: "es-g1.ctb")
        case ("es", true): return BrailleTable(name: "es-g2.ctb")
        case ("he", _): return BrailleTable(name: "he-IL.utb")
        case ("ar", false) where code.lowercased() == "ar": return BrailleTable(name: "ar-ar-g1.utb")
        case ("ar", true) where code.lowercased() == "ar": return BrailleTable(name: "ar-ar-g2.ctb")
        case (_, false): return BrailleTable(name: "en-ueb-g1.ctb")
        case (_, true): return BrailleTable(name: "en-ueb-g2.ctb")
        }
    }

    /// The script this table writes besides Latin: Hebrew for `he-IL`, Arabic for `ar-ar`.
    public var ownScript: Script {
        if name.hasPrefix("he-") { return .hebrew }
        if name.hasPrefix("ar-") { return .arabic }
        return .other
    }

    /// The table that writes a run of `script` inside text this table writes: this one, unless
    /// the run is Hebrew or Arabic and this table is not that script's (then its uncontracted
    /// table, since a word of another language is not contracted by this one's rules).
    public func table(for script: Script) -> BrailleTable {
        switch script {
        case .other: self
        case .hebrew: ownScript == .hebrew ? self : BrailleTable(name: "he-IL.utb")
        case .arabic: ownScript == .arabic ? self : BrailleTable(name: "ar-ar-g1.utb")
        }
    }

    /// The script of one character, or nil for what belongs to none (spaces, digits, punctuation).
    static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        default: return scalar.properties.isAlphabetic ? .other : nil
        }
    }
}
