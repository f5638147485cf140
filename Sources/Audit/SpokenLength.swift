// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Semantics

/// An estimate of how long a text takes to hear at eSpeak NG's default rate (175 words a
/// minute), the same formula for a source and its translation so that their ratio is fair.
///
/// seconds = 0.19 + letters ÷ rate, where `letters` counts letters, each digit
/// as 3 (a digit is read as a word) and each placeholder (`%@`, `%lld` …) as 6 (a word or a
/// number); spaces and punctuation count nothing. The rates are letters a second: 12.7 for
/// English, 13.3 for Spanish, 13 for other languages. The constants were fitted to eSpeak NG
/// 1.51 reading nearly 400 English and Spanish texts of Rotor's catalog (median error 10%); a
/// syllable count fitted worse, since English packs more consonants into each syllable.
public enum SpokenLength {
    /// Letters a second by base language code.
    public static let letterRates: [String: Double] = ["en": 12.7, "es": 13.3]
    /// Letters a second for a language not in `letterRates`.
    public static let defaultLetterRate = 13.0
    /// Seconds every utterance takes besides its letters.
    public static let overhead = 0.19
    /// How many letters a digit counts as.
    public static let digitLetters = 3
    /// How many letters a placeholder counts as.
    public static let placeholderLetters = 6

    /// The estimated speaking time of a text in a language (a catalog code such as `es-MX`).
    public static func seconds(_ text: String, language code: String) -> Double {
        let base = code.split(whereSeparator: { "_-".contains($0) }).first.map { $0.lowercased() } ?? ""
        let rate = letterRates[base] ?? defaultLetterRate
        return overhead + Double(letters(text)) / rate
    }

    /// The letters a text counts as.
    public static func letters(_ text: String) -> Int {
        var total = 0
        for token in FormatToken.tokens(in: text) {
            switch token {
            case .placeholder(let placeholder):
                if placeholder != "%%" { total += placeholderLetters }
            case .text(let words):
                for character in words {
                    if character.isLetter { total += 1 } else if character.isNumber { total += digitLetters }
                }
            }
        }
        return total
    }
}
