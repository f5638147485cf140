// SPDX-License-Identifier: GPL-3.0-or-later

/// Turns a catalog format into its pseudo-locale form, keeping every placeholder intact.
///
/// - `accented` (`en-XA`): every ASCII letter accented, the text padded about 40% with `·` and
///   bracketed: `Selected` → `[Ŝéļéçţéð ···]`. Text that escaped the catalog shows up plain.
/// - `bidi` (`ar-XB`): the whole text in a right-to-left isolate (RLI … PDI), every word in a
///   right-to-left override (RLO … PDF), so a bidi-aware display mirrors it.
///
/// An empty text stays empty, so an element with no label still has none.
public struct Pseudolocalizer: Sendable, Hashable {
    /// The kind of pseudo-locale.
    public enum Style: Sendable, Hashable {
        /// `en-XA`: accented, longer, bracketed.
        case accented
        /// `ar-XB`: right to left.
        case bidi
    }

    /// RIGHT-TO-LEFT ISOLATE (U+2067), which opens the `ar-XB` text.
    public static let rightToLeftIsolate: Character = "\u{2067}"
    /// POP DIRECTIONAL ISOLATE (U+2069), which closes it.
    public static let popIsolate: Character = "\u{2069}"
    /// RIGHT-TO-LEFT OVERRIDE (U+202E), which opens each `ar-XB` word.
    public static let rightToLeftOverride: Character = "\u{202E}"
    /// POP DIRECTIONAL FORMATTING (U+202C), which closes it.
    public static let popFormatting: Character = "\u{202C}"

    /// How much longer the accented form is than the text, as a fraction of its length.
    public static let expansion = 0.4

    /// The kind of pseudo-locale made.
    public let style: Style

    /// Creates a pseudo-localizer of a style.
    public init(_ style: Style) {
        self.style = style
    }

    /// The pseudo-localized form of a format string; placeholders are copied unchanged.
    public func transform(_ format: String) -> String {
        guard !format.isEmpty else { return "" }
        let tokens = FormatToken.tokens(in: format)
        switch style {
        case .accented:
            var length = 0
            let body = tokens.map { token -> String in
                switch token {
                case .placeholder(let placeholder):
                    return placeholder
                case .text(let text):
                    length += text.count
                    return String(text.map { Self.accents[$0] ?? $0 })
                }
            }.joined()
            let dots = max(1, Int((Double(length) * Self.expansion).rounded(.up)) - 1)
            return "[" + body + " " + String(repeating: "·", count: dots) + "]"
        case .bidi:
            let body = tokens.map { token -> String in
                switch token {
                case .placeholder(let placeholder): placeholder
                case .text(let text): Self.overrideWords(text)
                }
            }.joined()
            // What the source holds of its own bidi controls stays inside the isolate.
            return String(Self.rightToLeftIsolate) + BidiIsolation.closingUnmatched(body) + String(Self.popIsolate)
        }
    }

    /// Wraps every run of non-space characters in RLO … PDF.
    static func overrideWords(_ text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            result += String(rightToLeftOverride) + word + String(popFormatting)
            word = ""
        }
        for character in text {
            if character.isWhitespace {
                flush()
                result.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }

    /// The accented form of each ASCII letter.
    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
