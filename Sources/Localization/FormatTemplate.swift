// SPDX-License-Identifier: GPL-3.0-or-later

/// A catalog format read once into its words and the places its values go, so that a phrase
/// asked for again only joins them (``Strings/format(_:number:arguments:numbers:numberPosition:)``
/// says what the placeholders mean).
///
/// Reading a format goes by ``FormatPiece``'s grammar, the one `rotor l10n check` reads formats
/// by: every conversion takes a value at its position as printf counts them; `%%` is a percent
/// sign; a substitution, `%arg` or a `%` that starts nothing is text as written. Strings keeps
/// each catalog format's template (``Memo``): reading it again for every phrase was a tenth of
/// the command fuzz target's time (`perf`).
struct FormatTemplate: Sendable {
    /// Words as written, or the place of a value, as printf counts positions.
    enum Piece: Sendable, Equatable {
        case text(String)
        case value(position: Int)
    }

    let pieces: [Piece]

    /// Reads a format.
    init(_ format: String) {
        let read = FormatPiece.pieces(in: format)
        var valueAt: [Int: Int] = [:]
        for argument in FormatArgument.arguments(of: read) {
            if case .conversion = argument.reader { valueAt[argument.pieceIndex] = argument.position }
        }
        var pieces: [Piece] = []
        func append(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let previous)? = pieces.last {
                pieces[pieces.count - 1] = .text(previous + text)
            } else {
                pieces.append(.text(text))
            }
        }
        for (index, piece) in read.enumerated() {
            switch piece {
            case .percentSign: append("%")
            case .conversion:
                if let position = valueAt[index] { pieces.append(.value(position: position)) }
            case .text, .substitution, .argumentReference, .invalid: append(piece.written)
            }
        }
        self.pieces = pieces
    }

    /// The words with each place filled by `value(position)`.
    func render(_ value: (Int) -> String) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .value(let position): result += value(position)
            }
        }
        return result
    }
}
