// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Testing

/// The one format grammar, held to Apple's String Format Specifiers and POSIX `printf`: what each
/// `%` reads, and which `%` reads nothing.
@Suite struct FormatGrammarTests {
    /// Each conversion Apple's table lists (with its older D, U, O) and POSIX's n, with the
    /// argument it reads.
    @Test(arguments: [
        ("%d", FormatSpecifier.ArgumentClass.int), ("%i", .int), ("%o", .int), ("%u", .int), ("%x", .int), ("%X", .int),
        ("%c", .int), ("%C", .int), ("%D", .int64), ("%U", .int64), ("%O", .int64),
        ("%f", .double), ("%F", .double), ("%e", .double), ("%E", .double), ("%g", .double), ("%G", .double),
        ("%a", .double), ("%A", .double), ("%Lf", .longDouble), ("%s", .cString), ("%S", .unicharString),
        ("%p", .pointer), ("%n", .countPointer), ("%@", .object),
        ("%hhd", .int), ("%hd", .int), ("%ld", .int64), ("%lld", .int64), ("%qd", .int64), ("%zd", .int64),
        ("%td", .int64), ("%jd", .int64), ("%lu", .int64), ("%llx", .int64),
    ])
    func everyConversionReadsItsArgument(format: String, argument: FormatSpecifier.ArgumentClass) throws {
        let pieces = FormatPiece.pieces(in: format)
        #expect(pieces.count == 1)
        guard case .conversion(let specifier)? = pieces.first else {
            Issue.record("\(format) read as \(pieces)")
            return
        }
        #expect(specifier.argumentClass == argument)
        #expect(specifier.text == format)
    }

    @Test func aFullSpecifierHasEveryPart() throws {
        guard case .conversion(let specifier)? = FormatPiece.pieces(in: "%2$-+ #0'5.3lld").first else {
            Issue.record("not a conversion")
            return
        }
        #expect(specifier.position == 2)
        #expect(specifier.flags == "-+ #0'")
        #expect(specifier.width == .fixed(5))
        #expect(specifier.precision == .fixed(3))
        #expect(specifier.length == "ll")
        #expect(specifier.conversion == "d")
    }

    /// A space is a flag: a percent sign before a word is often a conversion that takes an argument.
    @Test(arguments: [
        ("100% guaranteed", ["100", "% g", "uaranteed"]),
        ("50% off", ["50", "% o", "ff"]),
        ("% publicacions", ["% p", "ublicacions"]),
        ("10% de réduction", ["10", "% d", "e réduction"]),
        ("% n", ["% n"]),
        ("100% sure", ["100", "% s", "ure"]),
        ("% la", ["% la"]),
    ])
    func aPercentBeforeAWordIsAConversion(format: String, written: [String]) {
        let pieces = FormatPiece.pieces(in: format)
        #expect(pieces.map(\.written) == written)
        #expect(pieces.contains { if case .conversion = $0 { true } else { false } })
    }

    /// What starts no conversion is invalid, as far as it looks like one.
    @Test(arguments: [
        ("%Βρέθηκε", "%Β"), ("%$11d", "%$11d"), ("%0$@", "%0$"), ("100%", "%"), ("20% more", "% m"),
        ("%1$", "%1$"), ("%5", "%5"), ("%#@name", "%#@name"), ("%#@@", "%#@"), ("%.", "%."), ("%*5d", "%*5d"),
        ("%99999999999999999999$@", "%99999999999999999999$"),
    ])
    func aPercentThatStartsNothingIsInvalid(format: String, invalid: String) {
        let pieces = FormatPiece.pieces(in: format)
        #expect(pieces.contains(.invalid(invalid)), "\(pieces)")
        #expect(!pieces.contains { if case .conversion = $0 { true } else { false } }, "\(pieces)")
        #expect(pieces.map(\.written).joined() == format)
    }

    @Test(arguments: [
        ("%%", [FormatPiece.percentSign]),
        ("%#@cards@", [.substitution(name: "cards", position: nil, text: "%#@cards@")]),
        ("%2$#@cards@", [.substitution(name: "cards", position: 2, text: "%2$#@cards@")]),
        ("a\u{301}", [.text("a\u{301}")]),
    ])
    func percentSignsAndSubstitutions(format: String, pieces: [FormatPiece]) {
        #expect(FormatPiece.pieces(in: format) == pieces)
    }

    /// `%arg` is a substitution's own argument only in its forms; elsewhere it is `%a` and "rg".
    @Test func argIsAReferenceOnlyWhereAsked() {
        #expect(FormatPiece.pieces(in: "%arg posts", argumentReferences: true) == [.argumentReference, .text(" posts")])
        #expect(FormatPiece.pieces(in: "%arg posts").map(\.written) == ["%a", "rg posts"])
    }

    /// Positions as printf counts them: `*` takes an `int` before the value; a named position is
    /// that argument; a substitution reads one as a conversion does.
    @Test(arguments: [
        ("%@ %*d", [1, 2, 3]),
        ("%*.*f", [1, 2, 3]),
        ("%1$*2$.*3$f", [2, 3, 1]),
        ("%2$@ %1$lld", [2, 1]),
        ("%#@a@ and %@", [1, 2]),
        ("%2$#@a@ %1$@", [2, 1]),
        ("100%% %@", [1]),
    ])
    func argumentsAreCountedAsPrintfCountsThem(format: String, positions: [Int]) {
        #expect(FormatArgument.arguments(of: FormatPiece.pieces(in: format)).map(\.position) == positions)
    }
}
