// SPDX-License-Identifier: GPL-3.0-or-later

/// Values that have broken, or could break, a reader: the numbers at the edges of `Int` and
/// `Double`, the limits of the document format, and text a terminal or a screen reader obeys.
/// The structure-aware targets pick from these as often as they make values of their own; the
/// dictionaries in `Fuzz/Dictionaries/` hold the same for libFuzzer's own mutations.
enum HostileValues {
    /// Number literals, as a file or a person writes them.
    static let numbers = [
        "0", "-0", "1", "-1", "2", "3", "4", "0.5", "1.5", "52", "53", "52.9", "0.0", "-0.0", "4.0", "4e0", "0.4e1",
        "1e300", "-1e300", "1e-320", "-1e-320", "1.8e308", "-1.8e308", "2e308", "1e999", "1E2", "1e+2", "1e-2",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "99999999999999999999999", "2147483648", "-2147483649",
        "10000", "10001", "100000", "100001", "-100000", "-100001", "500", "501", "1000000", "1000001",
        "0.1", "1e-7", "5e-324", "4.9406564584124654e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
        "80", "450", "79", "451", "-25", "3.999", "4.0000001",
    ]

    /// The same numbers as a person might type them at a prompt, with the forms only typing makes.
    static let typedNumbers = numbers + ["+1", "+9223372036854775807", " 3", "3 ", "0x10", "1_000", "nan", "inf", "-inf", "", "−1"]

    /// Texts: empty and blank, the characters Rotor escapes in ids, controls, escape sequences,
    /// bidi overrides, combining marks, right-to-left scripts.
    static let texts = [
        "", " ", "a", "A", "a.empty", "a.b", ".", "..", "%", "%%", "%25", "%2E", "%@", "%1$@", "%lld", "%#@n@",
        "\u{202E}gnp.exe", "\u{2067}", "\u{2069}", "\u{200F}", "\u{1B}]52;c;SGVsbG8=\u{07}", "\u{1B}]0;PWNED\u{07}",
        "\u{1B}[2J", "\u{1B}[31mRED\u{1B}[0m", "\u{9B}31m", "\u{0}", "\u{1}0A", "\u{7F}", "e\u{301}", "\u{301}",
        "To do", "Doing", "Done", "Lisbon", "Move to Done", "Photo 1", "\u{5E2}\u{5D1}\u{5E8}\u{5D9}\u{5EA}",
        "\u{627}\u{644}\u{639}\u{631}\u{628}\u{64A}\u{629}", "\u{FFFD}", "\u{1F600}", "<b>", "&amp;", "[[a]]",
    ]

    /// Texts at the 10,000-character limit and one past it: picked rarely, as every byte of
    /// them is written, parsed and compared under the sanitizer's instrumentation.
    static let longTexts = [String(repeating: "x", count: 10_000), String(repeating: "x", count: 10_001)]

    /// A hostile text, now and then a long one.
    static func text(_ input: inout FuzzInput) -> String {
        input.oneIn(64) ? input.pick(longTexts) : input.pick(texts)
    }
}
