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
        var tokens: [FormatToken] = []
        var text = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            text += rest[..<percent]
            let candidate = rest[percent...]
            if let length = placeholderLength(candidate) {
                if !text.isEmpty { tokens.append(.text(text)) }
                text = ""
                let end = candidate.index(candidate.startIndex, offsetBy: length)
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

    /// The length in characters of the placeholder at the start of `text` (which starts with `%`).
    static func placeholderLength(_ text: Substring) -> Int? {
        let characters = Array(text.dropFirst())
        guard let first = characters.first else { return nil }
        if first == "%" { return 2 }
        if characters.starts(with: ["#", "@"]) {
            guard let close = characters.dropFirst(2).firstIndex(of: "@"), close > 2 else { return nil }
            let name = characters[2..<close]
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return close + 2
        }
        if characters.starts(with: ["a", "r", "g"]) { return 4 }
        var index = 0
        func take(while predicate: (Character) -> Bool) {
            while index < characters.count, predicate(characters[index]) { index += 1 }
        }
        // An argument position: digits then `$`.
        let positionStart = index
        take { $0.isASCII && $0.isNumber }
        if index < characters.count, characters[index] == "$", index > positionStart {
            index += 1
        } else {
            index = positionStart
        }
        take { "-+#0'".contains($0) }
        if index < characters.count, characters[index] == "*" { index += 1 } else { take { $0.isASCII && $0.isNumber } }
        if index < characters.count, characters[index] == "." {
            index += 1
            if index < characters.count, characters[index] == "*" { index += 1 } else { take { $0.isASCII && $0.isNumber } }
        }
        for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let letters = Array(modifier)
            if Array(characters[index...].prefix(letters.count)) == letters {
                index += letters.count
                break
            }
        }
        guard index < characters.count, "diouxXfFeEgGaAcCsSp@".contains(characters[index]) else { return nil }
        return index + 2
    }
}
