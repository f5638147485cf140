// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// What each counted phrase of the catalog says after its number, and the grammatical gender
/// its translator gave that noun: how speech knows that "21 tarjetas" is "veintiuna tarjetas".
///
/// The convention: an entry `KEY.gender` beside a counted entry `KEY` ("kanban.cardCount",
/// "%lld tarjetas") holds, in each language, the gender of the noun the number counts, as CLDR
/// names grammatical genders (`masculine`, `feminine`, `neuter`, `common`), or `none` where the
/// language's numbers do not change with their noun (English). The words that follow the
/// number in each of the entry's forms, up to the next clause mark or placeholder ("tarjeta",
/// "tarjetas", "de tarjetas"), are then known to be of that gender. A form that writes its
/// number in words ("כרטיס אחד") adds nothing.
///
/// The gender is the translator's: a grammar fact of their language that no table in the code
/// could know for every noun. The number words come from ICU (``NumberWords``).
public struct CountedNouns: Sendable {
    /// The words that follow a number, with their gender, longest first, by language code.
    private let nouns: [String: [(words: String, gender: String)]]

    /// The suffix of the entries that give a counted entry's gender.
    public static let genderSuffix = ".gender"

    /// The genders a `KEY.gender` entry may hold.
    public static let genders: Set<String> = ["masculine", "feminine", "neuter", "common", "none"]

    /// The counted nouns of a catalog.
    public init(catalog: Catalog) {
        var nouns: [String: [(words: String, gender: String)]] = [:]
        for (key, entry) in catalog.entries where key.hasSuffix(Self.genderSuffix) {
            guard let counted = catalog.entries[String(key.dropLast(Self.genderSuffix.count))] else { continue }
            for (language, localization) in entry.localizations {
                guard case .value(let value, _) = localization else { continue }
                let gender = value.trimmingCharacters(in: .whitespaces).lowercased()
                guard Self.genders.contains(gender), gender != "none" else { continue }
                let forms: [String] = switch counted.localizations[language] {
                case .value(let text, _)?: [text]
                case .plural(let forms, _)?: Array(forms.values)
                case nil: []
                }
                for form in forms {
                    guard let words = Self.wordsAfterNumber(form) else { continue }
                    nouns[language, default: []].append((words, gender))
                }
            }
        }
        // Longest first, so that "de tarjetas" is found before a shorter match; then by words,
        // so the same catalog always gives the same order.
        self.nouns = nouns.mapValues { list in
            list.sorted { $0.words.count != $1.words.count ? $0.words.count > $1.words.count : $0.words < $1.words }
        }
    }

    /// Whether any noun of a language is known to agree with its number.
    public func hasNouns(in language: Language) -> Bool {
        nouns[language.base.code]?.isEmpty == false
    }

    /// The gender of the counted noun that `text` (what follows a number) starts with, past
    /// spaces; nil when it starts with none of the catalog's.
    public func gender<S: StringProtocol>(after text: S, in language: Language) -> String? {
        guard let known = nouns[language.base.code] else { return nil }
        let rest = text.drop { $0 == " " || $0 == "\u{00A0}" }
        for noun in known where rest.hasPrefix(noun.words) {
            // The noun must end there: "tarjeta" is not the start of "tarjetas" here, as the
            // longer words come first, but neither is it of "tarjetero".
            let after = rest.dropFirst(noun.words.count)
            if after.first.map({ !$0.isLetter && !$0.isNumber }) ?? true { return noun.gender }
        }
        return nil
    }

    /// The words after a form's number placeholder, up to a clause mark or the next placeholder;
    /// nil when the form has no number or nothing follows it.
    static func wordsAfterNumber(_ form: String) -> String? {
        let pieces = FormatTemplate(form).pieces
        guard let position = Strings.numberPosition(form),
              let index = pieces.firstIndex(of: .value(position: position)),
              index + 1 < pieces.count, case .text(let text) = pieces[index + 1]
        else { return nil }
        let words = text.prefix { !clauseMarks.contains($0) }.trimmingCharacters(in: .whitespaces)
        return words.isEmpty ? nil : words
    }

    /// What ends the words of a counted noun.
    private static let clauseMarks: Set<Character> = [",", ".", ";", ":", "!", "?", "(", ")", "«", "»", "\"", "'", "،", "؛", "؟"]
}
