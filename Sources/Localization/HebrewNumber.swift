// SPDX-License-Identifier: GPL-3.0-or-later

/// A whole number in Hebrew words, for the `he` voice: eSpeak NG 1.51's Hebrew says nothing at
/// all for digits ("3 כרטיסים" is heard as "כרטיסים"), so Rotor writes them out before synthesis.
///
/// Hebrew numbers agree with the noun they count. A number on its own (a position, "3 מתוך 5",
/// a rate) and before a feminine noun takes the feminine forms (שלוש, אחת עשרה); before a
/// masculine noun the masculine ones (שלושה כרטיסים, אחד עשר כללים). Thousands and millions are
/// counted as the masculine nouns they are (שלושת אלפים, שלושה מיליון). The "and" (ו) joins the
/// last part: 175 is מאה שבעים וחמש, 1,200 is אלף ומאתיים.
///
/// ICU's Hebrew rule sets (CLDR 42) are not used: they leave out that "and" before round tens
/// and hundreds (120 "מאה עשרים", 1,200 "אלף מאתיים") and spell the masculine 12 "שניים עשר",
/// which the voice reads "shnayim asar".
public struct HebrewNumber: Sendable, Hashable {
    /// The grammatical gender the number takes.
    public enum Gender: Sendable, Hashable {
        /// Counting on its own, or a feminine noun: שלוש, אחת עשרה.
        case feminine
        /// A masculine noun: שלושה, אחד עשר.
        case masculine
    }

    /// The number.
    public let value: UInt64
    /// The gender of what it counts; feminine for a number on its own.
    public let gender: Gender

    /// A number of a gender.
    public init(_ value: UInt64, _ gender: Gender = .feminine) {
        self.value = value
        self.gender = gender
    }

    /// The number in words.
    public var words: String {
        guard value > 0 else { return "אפס" }
        // Each group is a count of millions, thousands or units; its own parts carry their "and".
        var groups: [(text: String, single: Bool)] = []
        var rest = value
        for (scale, singular, dual) in Self.scales where rest >= scale {
            let count = rest / scale
            rest %= scale
            switch count {
            case 1: groups.append((singular, true))
            case 2: groups.append((dual, true))
            default:
                let parts = Self.below1000(count, .masculine)
                groups.append(((parts + [singular]).joined(separator: " "), parts.count == 1))
            }
        }
        if rest >= 1000 {
            let thousands = rest / 1000
            rest %= 1000
            switch thousands {
            case 1: groups.append(("אלף", true))
            case 2: groups.append(("אלפיים", true))
            case 3...10: groups.append((Self.thousandsConstruct[Int(thousands) - 3] + " אלפים", true))
            default:
                let parts = Self.below1000(thousands, .masculine)
                groups.append(((parts + ["אלף"]).joined(separator: " "), parts.count == 1))
            }
        }
        if rest > 0 {
            let parts = Self.below1000(rest, gender)
            groups.append((parts.joined(separator: " "), parts.count == 1))
        }
        // "And" before the last group, unless it has its own already (אלף מאה שבעים וחמש).
        if groups.count > 1, let last = groups.last, last.single {
            groups[groups.count - 1].text = "ו" + last.text
        }
        return groups.map(\.text).joined(separator: " ")
    }

    /// The construct form of two before a plural noun: שני כרטיסים, שתי תמונות.
    public var constructTwo: String {
        gender == .feminine ? "שתי" : "שני"
    }

    /// Millions and milliards (10⁹, as Hebrew says billions), counted as masculine nouns.
    private static let scales: [(UInt64, String, String)] = [
        (1_000_000_000_000_000_000, "קווינטיליון", "שני קווינטיליון"),
        (1_000_000_000_000_000, "קוודריליון", "שני קוודריליון"),
        (1_000_000_000_000, "טריליון", "שני טריליון"),
        (1_000_000_000, "מיליארד", "שני מיליארד"),
        (1_000_000, "מיליון", "שני מיליון"),
    ]

    /// The parts of 1…999, the last of them without its "and".
    private static func below1000(_ number: UInt64, _ gender: Gender) -> [String] {
        var parts: [String] = []
        let hundreds = Int(number / 100)
        let rest = Int(number % 100)
        if hundreds > 0 { parts.append(hundredWords[hundreds - 1]) }
        if rest >= 20 {
            parts.append(tens[rest / 10 - 2])
            if rest % 10 > 0 { parts.append(units(rest % 10, gender)) }
        } else if rest >= 11 {
            parts.append(gender == .feminine ? teensFeminine[rest - 11] : teensMasculine[rest - 11])
        } else if rest > 0 {
            parts.append(units(rest, gender))
        }
        if parts.count > 1 { parts[parts.count - 1] = "ו" + parts[parts.count - 1] }
        return parts
    }

    private static func units(_ digit: Int, _ gender: Gender) -> String {
        gender == .feminine ? unitsFeminine[digit - 1] : unitsMasculine[digit - 1]
    }

    private static let unitsFeminine = ["אחת", "שתיים", "שלוש", "ארבע", "חמש", "שש", "שבע", "שמונה", "תשע", "עשר"]
    private static let unitsMasculine = ["אחד", "שניים", "שלושה", "ארבעה", "חמישה", "שישה", "שבעה", "שמונה", "תשעה", "עשרה"]
    private static let teensFeminine = [
        "אחת עשרה", "שתים עשרה", "שלוש עשרה", "ארבע עשרה", "חמש עשרה", "שש עשרה", "שבע עשרה", "שמונה עשרה", "תשע עשרה",
    ]
    private static let teensMasculine = [
        "אחד עשר", "שנים עשר", "שלושה עשר", "ארבעה עשר", "חמישה עשר", "שישה עשר", "שבעה עשר", "שמונה עשר", "תשעה עשר",
    ]
    private static let tens = ["עשרים", "שלושים", "ארבעים", "חמישים", "שישים", "שבעים", "שמונים", "תשעים"]
    private static let hundredWords = ["מאה", "מאתיים", "שלוש מאות", "ארבע מאות", "חמש מאות", "שש מאות", "שבע מאות", "שמונה מאות", "תשע מאות"]
    /// 3 000 … 10 000: the construct forms before אלפים.
    private static let thousandsConstruct = ["שלושת", "ארבעת", "חמשת", "ששת", "שבעת", "שמונת", "תשעת", "עשרת"]
}
