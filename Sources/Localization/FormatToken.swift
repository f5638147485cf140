// SPDX-License-Identifier: GPL-3.0-or-later

/// A piece of a catalog format string: plain text, or a placeholder kept exactly as written.
///
/// Placeholders are printf-style as Apple's formats write them: `%@`, `%d`, `%lld`, `%1$@`,
/// `%.2f`, `%%`, the substitution reference `%#@name@` and `%arg` inside a substitution.
/// A `%` that starts none of these is text.
public enum FormatToken: Sendable, Hashable {
    /// Words and punctuation.
    case text(String)
    /// A placeholder, as written in the format.
    case placeholder(String)

    /// The tokens of a format string, in order; adjacent text is merged.
    public static func tokens(in format: String) -> [FormatToken] {
        // Most texts have no placeholder: found by bytes, without breaking graphemes.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format.isEmpty ? [] : [.text(format)] }
        var tokens: [FormatToken] = []
        var text = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            text += rest[..<percent]
            let candidate = rest[percent...]
            if let end = placeholderEnd(candidate) {
                if !text.isEmpty { tokens.append(.text(text)) }
                text = ""
                tokens.append(.placeholder(String(candidate[..<end])))
                rest = candidate[end...]
            } else {
                text += "%"
                rest = candidate.dropFirst()
            }
        }
        text += rest
        if !text.isEmpty { tokens.append(.text(text)) }
        return tokens
    }

    /// The placeholders of a format string, in order.
    public static func placeholders(in format: String) -> [String] {
        tokens(in: format).compactMap { if case .placeholder(let p) = $0 { p } else { nil } }
    }

    /// Where the placeholder at the start of `text` (which starts with `%`) ends, or nil when
    /// that `%` starts none.
    ///
    /// It reads only as far as the placeholder can go, in place: nothing of the rest of the text
    /// is copied or searched, so a format of 40,000 `%` characters (or of `%#@` without a
    /// closing `@`) is read in one pass, not one pass per `%`.
    static func placeholderEnd(_ text: Substring) -> Substring.Index? {
        var index = text.index(after: text.startIndex)
        func at(_ character: Character) -> Bool { index < text.endIndex && text[index] == character }
        func take(while predicate: (Character) -> Bool) {
            while index < text.endIndex, predicate(text[index]) { text.formIndex(after: &index) }
        }
        func advance() { text.formIndex(after: &index) }
        guard index < text.endIndex else { return nil }
        if at("%") { advance(); return index }
        if text[index...].hasPrefix("#@") {
            text.formIndex(&index, offsetBy: 2)
            let nameStart = index
            take { $0.isLetter || $0.isNumber || $0 == "_" }
            guard index > nameStart, at("@") else { return nil }
            advance()
            return index
        }
        if text[index...].hasPrefix("arg") { return text.index(index, offsetBy: 3) }
        // An argument position: digits then `$`.
        let positionStart = index
        take { $0.isASCII && $0.isNumber }
        if index > positionStart, at("$") { advance() } else { index = positionStart }
        take { "-+#0'".contains($0) }
        if at("*") { advance() } else { take { $0.isASCII && $0.isNumber } }
        if at(".") {
            advance()
            if at("*") { advance() } else { take { $0.isASCII && $0.isNumber } }
        }
        for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where text[index...].hasPrefix(modifier) {
            text.formIndex(&index, offsetBy: modifier.count)
            break
        }
        guard index < text.endIndex, "diouxXfFeEgGaAcCsSp@".contains(text[index]) else { return nil }
        advance()
        return index
    }
}
