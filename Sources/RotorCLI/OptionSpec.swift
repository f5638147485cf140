// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// An option a subcommand accepts: its one declaration, which the parser validates against
/// (the values it takes, its range) and help describes (the same range, in the reader's
/// numbers), so that the two cannot drift apart.
struct OptionSpec: Sendable {
    /// How help names an option's value.
    enum ValueName: Sendable {
        /// The allowed values joined by `|`, as in `ltr|rtl`.
        case choices
        /// A placeholder that is the same in every language, as in `N` or `R`.
        case literal(String)
        /// A translated placeholder: a catalog key such as `help.value.path` ("PATH", "RUTA").
        case word(CatalogText)
    }

    /// What an option takes, which the parser holds each value to.
    enum Value: Sendable {
        /// Nothing: a flag such as `--reduce-motion`.
        case flag
        /// One of these words; an empty list takes any text (a path, a word).
        case choice([String])
        /// A whole number within the range, with the default help gives.
        case integer(ClosedRange<Int>, default: Int)
        /// A number within the range, with the default help gives.
        case decimal(ClosedRange<Double>, default: Double)
        /// A size `WxH` (or `W×H`), each side within the range, with the default help gives.
        case size(ClosedRange<Double>, default: (width: Double, height: Double))
    }

    /// What help's description of an option is given, for its `%@`s: its values, and its range
    /// and default written as they are typed after the option (`1350`, `1.6`, `390x844`), the
    /// same in every language, since the parser takes no other digits or separators.
    struct Described: Sendable {
        /// The allowed words joined by ", ".
        var choices = ""
        /// The smallest value allowed.
        var lower = ""
        /// The largest value allowed.
        var upper = ""
        /// The default value.
        var defaultValue = ""
    }

    /// The option without its dashes: `lang` for `--lang`.
    let name: String
    /// What it takes.
    let value: Value
    /// How help names the value.
    let valueName: ValueName
    /// Whether it may be given more than once, each value kept.
    let repeatable: Bool
    /// Its one-line description, given its values and range (a description whose words have no
    /// place for them ignores them).
    let help: @Sendable (Described) -> CatalogText

    /// The words it accepts: nil for a flag, an empty list for any value or a number.
    var values: [String]? {
        switch value {
        case .flag: nil
        case .choice(let words): words
        case .integer, .decimal, .size: []
        }
    }

    /// A value the parser accepts, for tests and examples: the first word, or the least number.
    var sample: String? {
        switch value {
        case .flag: nil
        case .choice(let words): words.first ?? "x"
        case .integer(let range, _): String(range.lowerBound)
        case .decimal(let range, _): String(range.lowerBound)
        case .size(let range, _): "\(Int(range.lowerBound))x\(Int(range.lowerBound))"
        }
    }

    /// A flag such as `--reduce-motion`.
    static func flag(_ name: String, help: CatalogText) -> OptionSpec {
        OptionSpec(name: name, value: .flag, valueName: .choices, repeatable: false, help: { _ in help })
    }

    /// An option with a value such as `--format json`; `allowed` empty means any value.
    static func value(
        _ name: String, _ allowed: [String] = [], shown: ValueName = .choices, repeatable: Bool = false, help: CatalogText
    ) -> OptionSpec {
        OptionSpec(name: name, value: .choice(allowed), valueName: shown, repeatable: repeatable, help: { _ in help })
    }

    /// An option whose description names its allowed values (`%@` in its words).
    static func value(
        _ name: String, _ allowed: [String] = [], shown: ValueName = .choices, repeatable: Bool = false,
        help: @escaping @Sendable (String) -> CatalogText
    ) -> OptionSpec {
        OptionSpec(name: name, value: .choice(allowed), valueName: shown, repeatable: repeatable, help: { help($0.choices) })
    }

    /// An option that takes a number or a size: the parser refuses a value outside `value`'s
    /// range, and help gives the range from the same declaration.
    static func ranged(
        _ name: String, _ value: Value, shown: ValueName, help: @escaping @Sendable (Described) -> CatalogText
    ) -> OptionSpec {
        OptionSpec(name: name, value: value, valueName: shown, repeatable: false, help: help)
    }

    /// The value as the option takes it, or why not: the valid range, as the error shows it.
    func check(_ text: String) -> [String]? {
        switch value {
        case .flag:
            return nil
        case .choice(let words):
            return words.isEmpty || words.contains(text) ? nil : words
        case .integer(let range, _):
            guard let number = Int(text), range.contains(number) else { return ["\(range.lowerBound)…\(range.upperBound)"] }
            return nil
        case .decimal(let range, _):
            guard let number = Double(text), number.isFinite, range.contains(number) else {
                return ["\(Self.plain(range.lowerBound))…\(Self.plain(range.upperBound))"]
            }
            return nil
        case .size(let range, _):
            guard Self.size(text, within: range) != nil else {
                return ["WxH (\(Self.plain(range.lowerBound))…\(Self.plain(range.upperBound)))", "390x844"]
            }
            return nil
        }
    }

    /// `390x844` or `1024×768` as a width and a height, each within `range`; nil for anything else.
    static func size(_ text: String, within range: ClosedRange<Double>) -> (width: Double, height: Double)? {
        let sides = text.lowercased().split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
              range.contains(width), range.contains(height)
        else { return nil }
        return (width, height)
    }

    /// A number as a person types it: `10`, not `10.0`.
    static func plain(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// What help's description is given: the words, and the numbers as they are typed.
    var described: Described {
        var described = Described(choices: (values ?? []).joined(separator: ", "))
        switch value {
        case .flag, .choice:
            break
        case .integer(let range, let fallback):
            (described.lower, described.upper, described.defaultValue) = (String(range.lowerBound), String(range.upperBound), String(fallback))
        case .decimal(let range, let fallback):
            (described.lower, described.upper, described.defaultValue) = (Self.plain(range.lowerBound), Self.plain(range.upperBound), Self.plain(fallback))
        case .size(let range, let fallback):
            (described.lower, described.upper) = (Self.plain(range.lowerBound), Self.plain(range.upperBound))
            described.defaultValue = Self.plain(fallback.width) + "x" + Self.plain(fallback.height)
        }
        return described
    }
}
