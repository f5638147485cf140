// SPDX-License-Identifier: GPL-3.0-or-later

/// A catalog format read once into its words and the places its values go, so that a phrase
/// asked for again only joins them (``Strings/format(_:number:arguments:numbers:numberPosition:)``
/// says what the placeholders mean).
///
/// Reading a format goes by characters, as the catalog's checks do (``FormatToken``): a `%`
/// joined with a combining mark after it is one character, text and no placeholder. Strings
/// keeps each catalog format's template (``Memo``): reading it again for every phrase was a
/// tenth of the command fuzz target's time (`perf`).
struct FormatTemplate: Sendable {
    /// Words as written, or the place of a value, as printf counts positions.
    enum Piece: Sendable, Equatable {
        case text(String)
        case value(position: Int)
    }

    let pieces: [Piece]

    /// Reads a format: `%%` is a percent sign; `%@`, `%d`, `%ld` and `%lld`, each with or without
    /// a position (`%2$@`), take a value; any other `%` is text.
    init(_ format: String) {
        var pieces: [Piece] = []
        var text = ""
        func endText() {
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
        }
        var next = 1
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            text += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.hasPrefix("%") {
                text += "%"
                rest = rest.dropFirst()
                continue
            }
            var position: Int?
            var body = rest
            if let dollar = rest.prefix(4).firstIndex(of: "$"), let explicit = Int(rest[..<dollar]), explicit > 0 {
                position = explicit
                body = rest[rest.index(after: dollar)...]
            }
            let length = body.hasPrefix("lld") ? 3 : body.hasPrefix("ld") ? 2 : body.hasPrefix("d") || body.hasPrefix("@") ? 1 : 0
            guard length > 0 else {
                text += "%"
                continue
            }
            if position == nil {
                position = next
                next += 1
            }
            endText()
            pieces.append(.value(position: position ?? 0))
            rest = body.dropFirst(length)
        }
        text += rest
        endText()
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
