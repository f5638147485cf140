// SPDX-License-Identifier: GPL-3.0-or-later

/// One argument a format reads, as printf counts them: its position (from 1) and what reads it.
///
/// A conversion with a position (`%2$@`) reads that argument; one without reads the next in
/// sequence, after the `int`s its `*` width and precision take (`%*.*f` reads three). A
/// `%#@name@` substitution reads one argument as a conversion would, the number its variations
/// choose by.
public struct FormatArgument: Sendable, Hashable {
    /// What reads the argument.
    public enum Reader: Sendable, Hashable {
        /// A conversion reads it as its value.
        case conversion(FormatSpecifier)
        /// A conversion's `*` width or precision reads it as an `int`.
        case amount(of: FormatSpecifier)
        /// A substitution chooses its variation by it.
        case substitution(name: String)
    }

    /// The argument's position, counting from 1.
    public var position: Int
    /// Whether the format named the position (`%2$@`, `*3$`) rather than counting it.
    public var isExplicit: Bool
    /// What reads it.
    public var reader: Reader
    /// The index of the piece that reads it.
    public var pieceIndex: Int

    /// Creates an argument use.
    public init(position: Int, isExplicit: Bool, reader: Reader, pieceIndex: Int) {
        self.position = position
        self.isExplicit = isExplicit
        self.reader = reader
        self.pieceIndex = pieceIndex
    }

    /// Every argument the pieces read, in the order printf reads them.
    public static func arguments(of pieces: [FormatPiece]) -> [FormatArgument] {
        var uses: [FormatArgument] = []
        var next = 1
        func use(_ position: Int?, _ reader: Reader, _ index: Int) {
            if let position {
                uses.append(FormatArgument(position: position, isExplicit: true, reader: reader, pieceIndex: index))
            } else {
                uses.append(FormatArgument(position: next, isExplicit: false, reader: reader, pieceIndex: index))
                next += 1
            }
        }
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .conversion(let specifier):
                for amount in specifier.amountArguments { use(amount, .amount(of: specifier), index) }
                use(specifier.position, .conversion(specifier), index)
            case .substitution(let name, let position, _):
                use(position, .substitution(name: name), index)
            case .text, .percentSign, .argumentReference, .invalid:
                continue
            }
        }
        return uses
    }
}
