// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

/// How letters are spelled out in a language, from the catalog: each letter's name, said by
/// `spell` ("kay", Spanish "uve", Hebrew "קוֹף", Arabic "كاف"), and its phonetic word, said on a
/// second press ("K, kilo").
///
/// The catalog holds both as a list of `letter=word` entries separated by semicolons
/// (`console.letterNames`, `console.phoneticAlphabet`). A letter the session's language does not
/// list is looked up in English's (a Latin title in a Hebrew session); one no list has is named
/// by the voice as a character.
struct Spelling: Sendable {
    private let names: [String: String]
    private let phonetic: [String: String]

    /// The spelling of `language`, with English's for letters it does not list.
    init(strings: Strings, language: Language) {
        func table(_ key: CatalogText) -> [String: String] {
            let own = Self.entries(strings.text(key, language, isolating: false))
            guard language != .english else { return own }
            return own.merging(Self.entries(strings.text(key, .english, isolating: false))) { mine, _ in mine }
        }
        names = table(.consoleLetterNames)
        phonetic = table(.consolePhoneticAlphabet)
    }

    /// The name of a letter (lowercased to look it up), or nil; a letter with marks the list
    /// does not hold (Arabic "اً" with its tanwin, Hebrew "שָׁ" with its points) by its base letter.
    func name(of character: Character) -> String? {
        Self.lookUp(character, in: names)
    }

    /// The phonetic word of a letter ("kilo" for K), or nil; as ``name(of:)`` finds it.
    func phoneticWord(of character: Character) -> String? {
        Self.lookUp(character, in: phonetic)
    }

    private static func lookUp(_ character: Character, in table: [String: String]) -> String? {
        let whole = String(character).lowercased()
        if let word = table[whole] { return word }
        guard let base = character.unicodeScalars.first, character.unicodeScalars.count > 1 else { return nil }
        return table[String(base).lowercased()]
    }

    /// The `letter=word` entries of a list, separated by `;` (or the Arabic semicolon).
    static func entries(_ list: String) -> [String: String] {
        var table: [String: String] = [:]
        for entry in list.split(whereSeparator: { $0 == ";" || $0 == "\u{061B}" }) {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let letter = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let word = parts[1].trimmingCharacters(in: .whitespaces)
            if !letter.isEmpty, !word.isEmpty { table[letter] = word }
        }
        return table
    }
}
