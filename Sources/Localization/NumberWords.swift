// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Numbers that count a noun, written as words that agree with it, for a synthesizer that reads
/// digits in one gender only: eSpeak NG reads "1 tarjeta" as "uno tarjeta" and "٣ بطاقات" as
/// ثلاثة, where Spanish says "una tarjeta" and Arabic ثلاث.
///
/// A number is written out when the words after it are a counted noun of the catalog
/// (``CountedNouns``): ICU's rule set `%spellout-cardinal-GENDER` for the language writes it
/// ("veintiuna", "doscientas"), Arabic's from ``ArabicSpellout``. Every other number is left as
/// it is, for the voice to read as it reads numbers on their own ("Foto 2", "3 de 5"). So any
/// language whose numbers agree with their noun and whose ICU data has the rule sets is spoken
/// right once its counted entries have a `KEY.gender` entry. Hebrew, whose voice reads no
/// digits at all, has every number written out (``hebrew(_:)``, ``HebrewNumber``). This is the
/// one home of numbers in words; Speech only asks it before synthesis.
public struct NumberWords: Sendable {
    /// The counted nouns and their genders.
    public let nouns: CountedNouns

    /// Whether ICU has a rule set for a language ("es %spellout-cardinal-feminine"), looked up once.
    private let ruleSets = Memo<String, Bool>()

    /// Number words with the counted nouns of a catalog.
    public init(catalog: Catalog) {
        self.nouns = CountedNouns(catalog: catalog)
    }

    /// The counted nouns of the catalog built into the binary.
    public static let builtIn = NumberWords(catalog: Strings.builtIn.catalog)

    /// `text`, in `language`, with each number that counts a catalog noun in words of the noun's
    /// gender; the text as it is when it has none, or when ICU cannot be loaded.
    ///
    /// A number is the language's digits (0–9, and Arabic-Indic ٠–٩ in Arabic) grouped as the
    /// language groups them ("1.000.000", "١٬٠٠٠"), not part of a word, and whole: one with a
    /// fraction is left alone.
    public func spoken(_ text: String, in language: Language) -> String {
        guard nouns.hasNouns(in: language), text.unicodeScalars.contains(where: Self.isDigit) else { return text }
        let format = NumberFormat(language.base)
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { $0.unicodeScalars.first.map(Self.isDigit) ?? false }) {
            let before = rest[..<start]
            result += before
            var (value, end) = Self.number(in: rest[start...], grouping: format.groupingSeparator)
            let joined = result.last.map { $0.isLetter || $0.isNumber } ?? false
            // A number with a fraction ("2,5") is left whole, its fraction with it.
            let afterSeparator = rest[end...].dropFirst(format.decimalSeparator.count)
            if rest[end...].hasPrefix(format.decimalSeparator), afterSeparator.first?.isNumber == true {
                end = afterSeparator.firstIndex { !$0.isNumber } ?? rest.endIndex
                value = nil
            }
            if !joined, let value, let gender = nouns.gender(after: rest[end...], in: language),
               let words = words(value, gender: gender, in: language) {
                result += words
            } else {
                result += rest[start..<end]
            }
            rest = rest[end...]
        }
        return result + rest
    }

    /// A whole number in words of a gender in a language; nil when ICU has no such rule set.
    public func words(_ value: Int, gender: String, in language: Language) -> String? {
        let ruleSet = "%spellout-cardinal-" + gender
        let spellout: ICU.Spellout?
        if language.base == .arabic {
            spellout = ICU.Spellout(rules: ArabicSpellout.rules, locale: language.base.code)
        } else {
            let icu = ICU.Spellout(locale: language.base.code)
            guard ruleSets.value(for: language.base.code + " " + ruleSet, { _ in icu?.ruleSets.contains(ruleSet) ?? false }) else {
                return nil
            }
            spellout = icu
        }
        // ICU marks where a long word may break with soft hyphens ("dos­cientas"): not for a voice.
        return spellout?.text(value, ruleSet: ruleSet).map { $0.replacingOccurrences(of: "\u{00AD}", with: "") }
    }

    /// The value of the number at the start of `text` and where it ends: digits, then groups of
    /// exactly three after `grouping`; nil when it is too large for an `Int`.
    static func number(in text: Substring, grouping: String) -> (Int?, Substring.Index) {
        var digits = ""
        var index = text.startIndex
        func takeDigits() {
            while index < text.endIndex, let digit = text[index].unicodeScalars.first.flatMap(Self.digitValue) {
                digits += String(digit)
                index = text.index(after: index)
            }
        }
        takeDigits()
        while !grouping.isEmpty, text[index...].hasPrefix(grouping) {
            let groupStart = text.index(index, offsetBy: grouping.count)
            let group = text[groupStart...].prefix(4)
            let three = group.prefix(3)
            guard three.count == 3, three.allSatisfy({ $0.unicodeScalars.first.flatMap(Self.digitValue) != nil }),
                  group.count == 3 || group.last.flatMap({ $0.unicodeScalars.first.flatMap(Self.digitValue) }) == nil
            else { break }
            index = groupStart
            takeDigits()
        }
        return (Int(digits), index)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { digitValue(scalar) != nil }

    /// The value of an ASCII or Arabic-Indic digit.
    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value - 0x30)
        case 0x0660...0x0669: Int(scalar.value - 0x0660)
        default: nil
        }
    }
}
