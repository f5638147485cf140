// SPDX-License-Identifier: GPL-3.0-or-later

/// A piece of a catalog format string as words and the places values go: plain text, or a
/// placeholder kept exactly as written.
///
/// The display-level view of ``FormatPiece``'s grammar, for what only tells words from
/// placeholders (pseudo-locales, spoken length, the audit's fallback matching): `%%`,
/// conversions, `%#@name@` and `%arg` are placeholders; a `%` that starts none of them is text.
public enum FormatToken: Sendable, Hashable {
    /// Words and punctuation.
    case text(String)
    /// A placeholder, as written in the format.
    case placeholder(String)

    /// The tokens of a format string, in order; adjacent text is merged.
    public static func tokens(in format: String) -> [FormatToken] {
        guard FormatPiece.mayHavePieces(format) else { return format.isEmpty ? [] : [.text(format)] }
        var tokens: [FormatToken] = []
        for piece in FormatPiece.pieces(in: format, argumentReferences: true) {
            switch piece {
            case .text(let text), .invalid(let text):
                if case .text(let previous)? = tokens.last {
                    tokens[tokens.count - 1] = .text(previous + text)
                } else {
                    tokens.append(.text(text))
                }
            case .percentSign, .conversion, .substitution, .argumentReference:
                tokens.append(.placeholder(piece.written))
            }
        }
        return tokens
    }

    /// The placeholders of a format string, in order.
    public static func placeholders(in format: String) -> [String] {
        tokens(in: format).compactMap { if case .placeholder(let p) = $0 { p } else { nil } }
    }
}
