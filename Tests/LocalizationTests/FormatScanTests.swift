// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Localization
@testable import Semantics
import Testing

/// Formats a hostile catalog could hold: read in one pass (a `%` no longer copies or searches
/// the rest of the text), every placeholder form as before, and substitution that never traps.
@Suite struct FormatScanTests {
    static func rebuilt(_ format: String) -> String {
        FormatToken.tokens(in: format).map { token in
            switch token {
            case .text(let text): text
            case .placeholder(let placeholder): placeholder
            }
        }.joined()
    }

    /// Each case took seconds to minutes when every `%` copied the rest of the format
    /// (40,000 `%`: 70 s in `rotor l10n check`; 20,000 `%#@`: 88 s).
    @Test(arguments: [
        (String(repeating: "%", count: 40_000), 20_000),
        (String(repeating: "%", count: 40_001), 20_000),
        (String(repeating: "%#@", count: 20_000), 0),
        (String(repeating: "%#@name", count: 10_000), 0),
        (String(repeating: "%1$", count: 10_000), 0),
        (String(repeating: "%1", count: 20_000) + "$@", 1),
        (String(repeating: "%@", count: 20_000), 20_000),
    ])
    func aHostileFormatIsReadWhole(format: String, placeholders: Int) {
        #expect(FormatToken.placeholders(in: format).count == placeholders)
        #expect(Self.rebuilt(format) == format)
    }

    /// Every placeholder form, and the `%` that starts none. printf reads bytes and a space is a
    /// flag: "100% sure" holds the conversion `% s`, and `%@` before a combining mark is `%@`.
    @Test(arguments: [
        ("%#@a@", ["%#@a@"]), ("%#@@", []), ("%#@a b@", []), ("%#@a", []), ("%#x", ["%#x"]),
        ("%1$@", ["%1$@"]), ("%12$lld", ["%12$lld"]), ("%$@", []), ("%1$", []), ("%-+#0'5.3lld", ["%-+#0'5.3lld"]),
        ("%*d", ["%*d"]), ("%.*f", ["%.*f"]), ("%hhd", ["%hhd"]), ("%Lf", ["%Lf"]), ("%arg", ["%arg"]), ("%ar", ["%a"]),
        ("%", []), ("%%%", ["%%"]), ("%%@", ["%%"]), ("100% sure", ["% s"]), ("%@\u{301}", ["%@"]), ("é%@", ["%@"]),
    ])
    func placeholderForms(format: String, placeholders: [String]) {
        #expect(FormatToken.placeholders(in: format) == placeholders)
        #expect(Self.rebuilt(format) == format)
    }

    /// `Kanban %1$@` in an entry asked for with no argument trapped (`1...0`): `rotor transcript
    /// kanban --locales EDITED` exited with 132. A position past the arguments is empty.
    @Test(arguments: [
        ("Kanban %1$@", [String](), "Kanban "),
        ("%2$@ %1$@", ["a", "b"], "b a"),
        ("%3$@|%1$@", ["a"], "|a"),
        ("%99999999999999999999$@", ["a"], "%99999999999999999999$@"),
        ("%-1$@", ["a"], "%-1$@"),
    ])
    func positionalArguments(format: String, arguments: [String], expected: String) {
        #expect(Strings.format(format, number: nil, arguments: arguments) == expected)
    }

    /// A format of 20,000 `%a` searched the rest of the text for a `$` at every `%`: a
    /// transcript with such an entry in `--locales` took 37 s. Each `%a` is a conversion (a
    /// hexadecimal double) with no argument given, so each is empty; `%q` starts none and stays.
    @Test func aFormatWithoutPositionsIsCopiedInOnePass() {
        #expect(Strings.format(String(repeating: "%a", count: 20_000), number: 3, arguments: []).isEmpty)
        let format = String(repeating: "%q", count: 20_000)
        #expect(Strings.format(format, number: 3, arguments: []) == format)
        let percents = String(repeating: "%", count: 40_000)
        #expect(Strings.format(percents, number: nil, arguments: []) == String(repeating: "%", count: 20_000))
    }
}
