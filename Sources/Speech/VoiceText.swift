// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

/// A run's text made readable for its voice, just before synthesis; what is printed is unchanged.
///
/// - every voice: a number that counts a noun of the catalog is written in words of the noun's
///   gender (``NumberWords``), as eSpeak NG reads digits in one gender only: "1 tarjeta" is
///   "una tarjeta", "21 tarjetas" "veintiuna tarjetas", "٣ بطاقات" "ثلاث بطاقات".
/// - `he`: eSpeak NG 1.51's Hebrew says nothing for digits, so numbers are written out in Hebrew
///   words (``NumberWords/hebrew(_:)``; "1,000,000" and "2.5" too), the gender the catalog gives
///   the noun after the number, else the one its ending shows. Pointed text (niqqud) is put in the order the voice reads (dagesh and shin or sin
///   dot right after the letter, before the vowel); holam on a letter other than vav becomes
///   vav with holam; hataf segol becomes segol; the marks the voice cannot read (cantillation,
///   meteg, rafe, paseq, the shin dot, the rare points) are dropped and maqaf is a space. Any
///   one of those makes the voice spell the whole word, naming each mark in English.
/// - `ar`: the Arabic thousands separator (U+066C) between digits is dropped and the Arabic
///   decimal separator (U+066B) becomes ".", as the voice reads "١٬٠٠٠" digit by digit and
///   ignores "٫"; the Arabic percent sign is "%"; presentation forms (U+FB50–U+FDFF,
///   U+FE70–U+FEFF), which the voice spells, become the letters they show.
/// - other voices: unchanged.
enum VoiceText {
    /// `text` prepared for `voice`.
    static func prepared(_ text: String, for voice: String) -> String {
        switch voice {
        case "he": hebrew(text)
        case "ar": arabic(NumberWords.builtIn.spoken(text, in: .arabic))
        default: Language(code: voice).map { NumberWords.builtIn.spoken(text, in: $0) } ?? text
        }
    }

    // MARK: Hebrew

    static func hebrew(_ text: String) -> String {
        hebrewPoints(NumberWords.builtIn.hebrew(text))
    }

    /// Pointed Hebrew in the form the voice reads.
    static func hebrewPoints(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x0591...0x05C7).contains($0.value) }) else { return text }
        var output = String.UnicodeScalarView()
        var marks: [Unicode.Scalar] = []
        var base: Unicode.Scalar?
        func flush() {
            guard let letter = base else { return }
            // Dagesh and the sin dot straight after the letter, then the vowels.
            let first = marks.filter { $0.value == 0x05BC || ($0.value == 0x05C2 && letter.value == 0x05E9) }
            var vowels = marks.filter { (0x05B0...0x05BB).contains($0.value) || $0.value == 0x05C7 }
            vowels = vowels.map { $0.value == 0x05B1 ? "\u{05B6}" : $0 }
            let holam = vowels.contains { $0.value == 0x05B9 || $0.value == 0x05BA }
            vowels.removeAll { $0.value == 0x05B9 || $0.value == 0x05BA }
            output.append(letter)
            output.append(contentsOf: first)
            if holam, letter.value != 0x05D5 {
                output.append(contentsOf: vowels)
                output.append("\u{05D5}")
                output.append("\u{05B9}")
            } else {
                output.append(contentsOf: vowels)
                if holam { output.append("\u{05B9}") }
            }
            base = nil
            marks = []
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0591...0x05BD, 0x05BF...0x05C2, 0x05C4...0x05C5, 0x05C7:
                if base != nil { marks.append(scalar) }
            case 0x05BE:
                flush()
                output.append(" ")
            default:
                flush()
                if (0x05D0...0x05EA).contains(scalar.value) { base = scalar } else { output.append(scalar) }
            }
        }
        flush()
        return String(output)
    }

    // MARK: Arabic

    static func arabic(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { Self.arabicPrepared.contains($0.value) || (0xFB50...0xFEFF).contains($0.value) })
        else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let betweenDigits = index > 0 && index + 1 < scalars.count && scalars[index - 1].isDigitLike && scalars[index + 1].isDigitLike
            switch scalar.value {
            case 0x066C where betweenDigits: continue
            case 0x066B where betweenDigits: output.append(".")
            case 0x066A: output.append("%")
            case 0xFB50...0xFDFF, 0xFE70...0xFEFF:
                output.append(contentsOf: String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars)
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    private static let arabicPrepared: Set<UInt32> = [0x066A, 0x066B, 0x066C]
}

extension Character {
}

extension Unicode.Scalar {
    fileprivate var isDigitLike: Bool { (0x30...0x39).contains(value) || (0x0660...0x0669).contains(value) || (0x06F0...0x06F9).contains(value) }
}
