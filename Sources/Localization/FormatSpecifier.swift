// SPDX-License-Identifier: GPL-3.0-or-later

/// One printf conversion of a format string, such as `%2$-5.3lld`, as Apple's String Format
/// Specifiers and POSIX `printf` read it: an optional argument position (`2$`), flags
/// (`-+ #0'`), a width and a precision (a number, `*`, or `*n$`), a length modifier
/// (`hh h l ll q L z t j`) and the conversion character.
public struct FormatSpecifier: Sendable, Hashable {
    /// A width or a precision: written in the format, or taken from an argument (`*`, `*3$`).
    public enum Amount: Sendable, Hashable {
        /// A number written in the format.
        case fixed(Int)
        /// `*`: the next argument, or `*n$`: argument n; an `int` either way.
        case argument(position: Int?)
    }

    /// What an argument must be for a conversion to read it, by size and kind: two conversions
    /// of the same class read the same argument safely (`%d` and `%x`, `%ld` and `%lld`).
    public enum ArgumentClass: String, Sendable, Hashable, CaseIterable {
        /// `%d %i %o %u %x %X %c %C`, with no length or `hh`/`h`: a C `int` (32 bits).
        case int
        /// `%ld %lld %qd %zd %td %jd` and Apple's `%D %U %O`: a 64-bit integer.
        case int64
        /// `%f %F %e %E %g %G %a %A`: a `double`.
        case double
        /// The same with `L`: a `long double`.
        case longDouble
        /// `%@`: an object.
        case object
        /// `%s`: a C string.
        case cString
        /// `%S`: a string of 16-bit characters.
        case unicharString
        /// `%p`: a pointer.
        case pointer
        /// `%n`: a pointer printf writes a count to.
        case countPointer
    }

    /// The conversion as written, `%` included.
    public var text: String
    /// The explicit argument position (`%2$@` → 2), counting from 1.
    public var position: Int?
    /// The flags as written: any of `-`, `+`, space, `#`, `0`, `'`.
    public var flags: String
    /// The minimum width.
    public var width: Amount?
    /// The precision.
    public var precision: Amount?
    /// The length modifier as written: empty, or one of `hh h l ll q L z t j`.
    public var length: String
    /// The conversion character: one of `d i o u x X D U O f F e E g G a A c C s S p n @`.
    public var conversion: Character

    /// Creates a conversion.
    public init(
        text: String, position: Int? = nil, flags: String = "", width: Amount? = nil, precision: Amount? = nil,
        length: String = "", conversion: Character
    ) {
        self.text = text
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
    }

    /// The conversion characters the grammar knows: Apple's String Format Specifiers (with its
    /// older `D`, `U` and `O`) and POSIX's `n`.
    public static let conversions: Set<Character> = Set("diouxXDUOfFeEgGaAcCsSpn@")
    /// The length modifiers, longest first where one is the start of another.
    public static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
    /// The flag characters.
    public static let flagCharacters: Set<Character> = ["-", "+", " ", "#", "0", "'"]

    /// What the argument it reads must be.
    public var argumentClass: ArgumentClass {
        switch conversion {
        case "@": return .object
        case "s": return .cString
        case "S": return .unicharString
        case "p": return .pointer
        case "n": return .countPointer
        case "D", "U", "O": return .int64
        case "f", "F", "e", "E", "g", "G", "a", "A": return length == "L" ? .longDouble : .double
        case "c", "C": return .int
        default: return ["l", "ll", "q", "z", "t", "j"].contains(length) ? .int64 : .int
        }
    }

    /// Whether it reads a whole number (`%d`, `%lld`, `%u` …): what a plural chooses by.
    public var readsWholeNumber: Bool {
        [.int, .int64].contains(argumentClass) && !["c", "C"].contains(conversion)
    }

    /// Whether it reads a number with a fraction (`%f`, `%g` …).
    public var readsFraction: Bool {
        [.double, .longDouble].contains(argumentClass)
    }

    /// The positions of the `int` arguments its width and precision take (`%*.*f`), in the order
    /// printf reads them; `nil` stands for the next argument in sequence.
    public var amountArguments: [Int?] {
        [width, precision].compactMap { amount -> Int?? in
            guard case .argument(let position)? = amount else { return nil }
            return .some(position)
        }
    }
}
