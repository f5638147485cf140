// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// What the placeholders of one text say, read by the one format grammar (``FormatPiece``): the
/// arguments it reads and what is wrong with it on its own.
///
/// A conversion with a space flag (the `% g` of "100% guaranteed") is a percent sign written as
/// a conversion by mistake: it is reported, and left out of the arguments the text means to
/// read, so that one stray `%` does not make every comparison fail too.
struct TextFormat {
    /// One argument the text reads.
    struct Use: Hashable {
        /// The argument's position as printf counts, from 1.
        var position: Int
        /// Whether the text names the position (`%2$@`).
        var isExplicit: Bool
        /// The placeholder as written.
        var text: String
        /// What the argument must be.
        var argumentClass: FormatSpecifier.ArgumentClass
    }

    /// The conversions the text means, in order.
    var uses: [Use] = []
    /// The `%#@name@` substitutions, with their position when the text names it.
    var substitutions: [(name: String, position: Int?, sequential: Int)] = []
    /// Whether the text has `%arg`.
    var hasArgumentReference = false
    /// Whether the text has `%%`.
    var hasPercentSign = false
    /// The `%` that start nothing, as written.
    var invalid: [String] = []
    /// Percent signs read as conversions, as written.
    var unescaped: [String] = []
    /// The first numbered and the first unnumbered conversion, when the text has both.
    var mixed: (numbered: String, unnumbered: String)?
    /// Two placeholders that read one argument as two types: the position and both as written.
    var conflict: (position: Int, first: String, second: String)?

    /// Reads a text; `argumentReferences` reads `%arg` as a substitution's own argument.
    init(_ text: String, argumentReferences: Bool = false) {
        guard FormatPiece.mayHavePieces(text) else { return }
        let pieces = FormatPiece.pieces(in: text, argumentReferences: argumentReferences)
        var stray: Set<Int> = []
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .invalid(let written):
                invalid.append(written)
            case .conversion(let specifier) where specifier.flags.contains(" "):
                unescaped.append(specifier.text)
                stray.insert(index)
            case .conversion(let specifier) where specifier.conversion == "n":
                invalid.append(specifier.text)
                stray.insert(index)
            case .percentSign:
                hasPercentSign = true
            case .argumentReference:
                hasArgumentReference = true
            case .text, .conversion, .substitution:
                continue
            }
        }
        var numbered: String?
        var unnumbered: String?
        var byPosition: [Int: Use] = [:]
        for argument in FormatArgument.arguments(of: pieces) where !stray.contains(argument.pieceIndex) {
            switch argument.reader {
            case .substitution(let name):
                substitutions.append((name, argument.isExplicit ? argument.position : nil, argument.position))
                continue
            case .amount(let specifier):
                record(Use(position: argument.position, isExplicit: argument.isExplicit, text: specifier.text, argumentClass: .int))
            case .conversion(let specifier):
                record(Use(
                    position: argument.position, isExplicit: argument.isExplicit, text: specifier.text,
                    argumentClass: specifier.argumentClass
                ))
            }
            if argument.isExplicit { numbered = numbered ?? pieces[argument.pieceIndex].written }
            else { unnumbered = unnumbered ?? pieces[argument.pieceIndex].written }
        }
        if let numbered, let unnumbered { mixed = (numbered, unnumbered) }

        func record(_ use: Use) {
            uses.append(use)
            if let earlier = byPosition[use.position] {
                if earlier.argumentClass != use.argumentClass, conflict == nil {
                    conflict = (use.position, earlier.text, use.text)
                }
            } else {
                byPosition[use.position] = use
            }
        }
    }

    /// Whether it reads any argument or writes a percent sign as `%%`: evidence that the app
    /// formats it.
    var looksFormatted: Bool {
        !uses.isEmpty || !substitutions.isEmpty || hasPercentSign || invalid.contains { $0.contains("$") }
    }

    /// The positions it names, largest last.
    var explicitPositions: [Int] {
        Set(uses.filter(\.isExplicit).map(\.position)).sorted()
    }
}
