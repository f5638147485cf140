// SPDX-License-Identifier: GPL-3.0-or-later

/// How a language writes numbers, as CLDR's default number format for it gives them: its digits,
/// its decimal and grouping separators, and from how many digits it groups.
///
/// | language | digits | decimal | group | groups from | 1234567.5 |
/// |---|---|---|---|---|---|
/// | `en` | `latn` 0–9 | `.` | `,` | 4 digits | 1,234,567.5 |
/// | `es` | `latn` 0–9 | `,` | `.` | 5 digits (minimumGroupingDigits 2) | 1.234.567,5 |
/// | `he` | `latn` 0–9 | `.` | `,` | 4 digits | 1,234,567.5 |
/// | `ar` | `arab` ٠–٩ | `٫` U+066B | `٬` U+066C | 4 digits | ١٬٢٣٤٬٥٦٧٫٥ |
///
/// CLDR's default numbering system for `ar` (and `ar-EG`, `ar-SA` …) is `arab`, the
/// Arabic-Indic digits; a few regions (`ar-MA`, `ar-DZ`, `ar-TN` …) use `latn`, but Rotor has one
/// Arabic. The minus sign is CLDR's too: `-` in English and Spanish, LRM + `-` in Hebrew,
/// ALM + `-` in Arabic. Pseudo-locales write numbers as English does.
public struct NumberFormat: Sendable, Hashable {
    /// The digits zero to nine.
    public let digits: [Character]
    /// What separates the whole part from the fraction.
    public let decimalSeparator: String
    /// What separates groups of three digits.
    public let groupingSeparator: String
    /// The fewest digits a whole part has before it is grouped (4: "1,000"; 5: "1000" but "10.000").
    public let groupingFrom: Int
    /// What comes before a negative number.
    public let minusSign: String

    /// The format CLDR gives a language.
    public init(_ language: Language) {
        switch language.base {
        case .english, .pseudoAccented, .pseudoBidi:
            self.init(digits: Self.latinDigits, decimal: ".", grouping: ",", from: 4, minus: "-")
        case .spanish:
            self.init(digits: Self.latinDigits, decimal: ",", grouping: ".", from: 5, minus: "-")
        case .hebrew:
            self.init(digits: Self.latinDigits, decimal: ".", grouping: ",", from: 4, minus: "\u{200E}-")
        case .arabic:
            self.init(digits: Self.arabicIndicDigits, decimal: "\u{066B}", grouping: "\u{066C}", from: 4, minus: "\u{061C}-")
        }
    }

    private init(digits: [Character], decimal: String, grouping: String, from: Int, minus: String) {
        self.digits = digits
        self.decimalSeparator = decimal
        self.groupingSeparator = grouping
        self.groupingFrom = from
        self.minusSign = minus
    }

    /// 0–9.
    public static let latinDigits = Array("0123456789")
    /// ٠–٩ (U+0660–U+0669).
    public static let arabicIndicDigits = Array("\u{0660}\u{0661}\u{0662}\u{0663}\u{0664}\u{0665}\u{0666}\u{0667}\u{0668}\u{0669}")

    /// A whole number, grouped: "1,000,000", "1.000.000", "١٬٠٠٠٬٠٠٠".
    public func string(_ number: Int) -> String {
        let sign = number < 0 ? minusSign : ""
        return sign + grouped(String(number.magnitude))
    }

    /// A number with exactly `fractionDigits` (0…9) digits after the separator, rounded half
    /// away from zero: "2.5", "2,5", "٢٫٥". Not-a-number is 0; beyond ±9 × 10¹⁸ the value is clamped.
    public func string(_ number: Double, fractionDigits: Int) -> String {
        let digitsAfter = max(0, min(fractionDigits, 9))
        var scale: UInt64 = 1
        for _ in 0..<digitsAfter { scale *= 10 }
        let scaled = number.isNaN ? 0 : min((number.magnitude * Double(scale)).rounded(.toNearestOrAwayFromZero), 9e18)
        let units = UInt64(scaled)
        var text = (number < 0 && units > 0 ? minusSign : "") + grouped(String(units / scale))
        if digitsAfter > 0 {
            let fraction = String(units % scale)
            text += decimalSeparator + localized(String(repeating: "0", count: digitsAfter - fraction.count) + fraction)
        }
        return text
    }

    /// ASCII digits grouped by three from the right and written in this format's digits.
    private func grouped(_ ascii: String) -> String {
        let characters = Array(localized(ascii))
        guard characters.count >= groupingFrom else { return String(characters) }
        var result = ""
        for (index, character) in characters.enumerated() {
            if index > 0, (characters.count - index) % 3 == 0 { result += groupingSeparator }
            result.append(character)
        }
        return result
    }

    /// ASCII digits in this format's digits.
    private func localized(_ ascii: String) -> String {
        String(ascii.map { character in
            character.asciiValue.flatMap { value in
                (48...57).contains(value) ? digits[Int(value) - 48] : nil
            } ?? character
        })
    }
}
