// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// An estimate of how long a text takes to hear at eSpeak NG's default rate (175 words a
/// minute), the same formula for a source and its translation so that their ratio is fair.
///
/// seconds = 0.19 + letters ÷ rate, where `letters` counts letters, each digit
/// as 3 (a digit is read as a word) and each placeholder (`%@`, `%lld` …) as 6 (a word or a
/// number); spaces and punctuation count nothing. The rates are letters a second: 12.7 for
/// English, 13.3 for Spanish, 10.5 for Hebrew, 7.9 for Arabic, 13 for other languages. The
/// constants were fitted to eSpeak NG 1.51 reading nearly 400 English and Spanish texts of
/// Rotor's catalog (median error 10%); a syllable count fitted worse, since English packs more
/// consonants into each syllable. Hebrew and Arabic write few vowels, so each letter takes
/// longer to hear: their rates are English's scaled by how many letters a second the `he` and
/// `ar` voices read of Rotor's Hebrew and Arabic catalog against what the `en` voice reads of its
/// English (medians of about 270 and 300 texts: 0.83 and 0.62 of English's).
public enum SpokenLength {
    /// Letters a second by base language code.
    public static let letterRates: [String: Double] = ["en": 12.7, "es": 13.3, "he": 10.5, "ar": 7.9]
    /// How many times as long as English a language's translations usually take to hear, by base
    /// language code: eSpeak NG's `ar` voice reads Rotor's Arabic catalog in 1.45 times the time
    /// its `en` voice reads the English (median of 339 entries; Hebrew 1.0, Spanish 1.1). The
    /// spoken-length check allows a translation that much more, so it flags translations longer
    /// than is usual for their language, not a voice that is slower than English's.
    public static let usualRatios: [String: Double] = ["ar": 1.45]

    /// How many times as long as English a language usually takes to hear (1 unless measured).
    public static func usualRatio(_ code: String) -> Double {
        let base = PluralCategory.baseLanguage(of: code)
        return usualRatios[base] ?? 1
    }

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
        seconds(letters: letters(text), language: code)
    }

    /// The estimated speaking time of a text of `letters` letters (``letters(_:)``) in a language.
    public static func seconds(letters: Int, language code: String) -> Double {
        let base = PluralCategory.baseLanguage(of: code)
        let rate = letterRates[base] ?? defaultLetterRate
        return overhead + Double(letters) / rate
    }

    /// The letters a text counts as.
    public static func letters(_ text: String) -> Int {
        letters(FormatToken.tokens(in: text))
    }

    /// The letters a text counts as, from its tokens.
    public static func letters(_ tokens: [FormatToken]) -> Int {
        var total = 0
        for token in tokens {
            switch token {
            case .placeholder(let placeholder):
                if placeholder != "%%" { total += placeholderLetters }
            case .text(let words) where words.utf8.allSatisfy({ $0 < 0x80 }):
                // ASCII, counted by its bytes: its letters are A–Z and a–z, its numbers 0–9, as
                // Character's properties say (a CR LF pair, one character, is neither).
                for byte in words.utf8 {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): total += 1
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): total += digitLetters
                    default: break
                    }
                }
            case .text(let words):
                for character in words {
                    if character.isLetter { total += 1 } else if character.isNumber { total += digitLetters }
                }
            }
        }
        return total
    }
}
