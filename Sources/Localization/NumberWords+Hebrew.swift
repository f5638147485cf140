// SPDX-License-Identifier: GPL-3.0-or-later

/// Hebrew numbers in words: every number, since eSpeak NG 1.51's Hebrew voice reads no digits
/// at all (``HebrewNumber`` writes one).
extension NumberWords {
    /// `text` with every number (digits, "," groups of three, a "." fraction) in Hebrew words,
    /// for the `he` voice, which reads no digits: the gender the catalog gives the noun after
    /// the number (``CountedNouns``), else the one the noun's ending shows, and the construct
    /// "two" before a plural noun.
    public func hebrew(_ text: String) -> String {
        let characters = Array(text)
        guard characters.contains(where: \.isASCIIDigit) else { return text }
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index].isASCIIDigit else {
                result.append(characters[index])
                index += 1
                continue
            }
            var digits = ""
            var end = index
            while end < characters.count, characters[end].isASCIIDigit {
                digits.append(characters[end])
                end += 1
            }
            // "1,000,000": a comma followed by exactly three digits continues the number.
            while end + 3 < characters.count, characters[end] == ",",
                  characters[(end + 1)...(end + 3)].allSatisfy(\.isASCIIDigit),
                  end + 4 >= characters.count || !characters[end + 4].isASCIIDigit {
                digits += String(characters[(end + 1)...(end + 3)])
                end += 4
            }
            var fraction = ""
            if end + 1 < characters.count, characters[end] == ".", characters[end + 1].isASCIIDigit {
                var next = end + 1
                while next < characters.count, characters[next].isASCIIDigit {
                    fraction.append(characters[next])
                    next += 1
                }
                end = next
            }
            // A prefix letter joined to the number ("בין 80 ל־450") is read as part of its first word.
            if let last = result.last, last == "\u{05BE}" || last == "-", result.dropLast().last.map(Self.prefixLetters.contains) == true,
               result.dropLast(2).last.map({ $0 == " " }) ?? true {
                result.removeLast()
            }
            let noun = Self.nextWord(characters, from: end)
            let gender: HebrewNumber.Gender = switch nouns.gender(after: String(characters[end...]), in: .hebrew) {
            case "masculine": .masculine
            case "feminine": .feminine
            default: Self.isMasculinePlural(noun) ? .masculine : .feminine
            }
            result += Self.spoken(digits, gender: gender, beforeNoun: fraction.isEmpty && Self.isPlural(noun))
            if !fraction.isEmpty { result += " נקודה " + Self.spoken(fraction, gender: .feminine, beforeNoun: false) }
            index = end
        }
        return result
    }

    /// Digits in words: as one number up to 18 digits (keeping a leading zero as "אפס"), else one by one.
    private static func spoken(_ digits: String, gender: HebrewNumber.Gender, beforeNoun: Bool) -> String {
        guard digits.count <= 18, let value = UInt64(digits), digits.first != "0" || digits.count == 1 else {
            return digits.compactMap { $0.wholeNumberValue }.map { HebrewNumber(UInt64($0)).words }.joined(separator: " ")
        }
        let number = HebrewNumber(value, gender)
        return value == 2 && beforeNoun ? number.constructTwo : number.words
    }

    /// The Hebrew word that follows `index`, past spaces; empty when none does.
    private static func nextWord(_ characters: [Character], from index: Int) -> String {
        var start = index
        while start < characters.count, characters[start] == " " { start += 1 }
        var word = ""
        while start < characters.count, characters[start].isHebrewLetter {
            word.append(characters[start])
            start += 1
        }
        return word
    }

    /// The one-letter words Hebrew writes joined to the next word: in, the, and, as, to, from, that.
    private static let prefixLetters: Set<Character> = ["ב", "ה", "ו", "כ", "ל", "מ", "ש"]

    private static func isPlural(_ word: String) -> Bool {
        word.count > 2 && (word.hasSuffix("ים") || word.hasSuffix("ות"))
    }

    /// Masculine plurals end in ים, but for these feminine nouns; a few masculine nouns end in ות.
    private static func isMasculinePlural(_ word: String) -> Bool {
        guard isPlural(word) else { return false }
        if word.hasSuffix("ים") { return !feminineInIm.contains(word) }
        return masculineInOt.contains(word)
    }

    private static let feminineInIm: Set<String> = ["שנים", "נשים", "ערים", "מילים", "פעמים", "אבנים", "ביצים", "שעורים"]
    private static let masculineInOt: Set<String> = [
        "מקומות", "לילות", "קולות", "שולחנות", "חלונות", "רחובות", "כיסאות", "דורות", "אוצרות", "חלומות", "שמות", "אבות",
    ]
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isHebrewLetter: Bool { unicodeScalars.first.map { (0x05D0...0x05EA).contains($0.value) } ?? false }
}
