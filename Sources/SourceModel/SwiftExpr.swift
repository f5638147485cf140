// SPDX-License-Identifier: GPL-3.0-or-later

/// A Swift expression as the source reader keeps it: enough structure to tell which view a
/// body places, what its modifiers say and what its closures change, without SwiftSyntax.
///
/// Whatever the reader does not model is kept as its source text (`other`), so nothing is lost
/// silently and a rule can still quote it.
public indirect enum SwiftExpr: Sendable, Hashable, Codable {
    /// A string literal: text and interpolations, in order.
    case string([StringPart])
    /// An integer or floating-point literal, as written.
    case number(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case none
    /// A name: a variable, a parameter, a type (`photo`, `isOn`, `Text`).
    case name(String)
    /// A member: `photo.caption`, or an implicit one such as `.isButton` (no base).
    case member(SwiftExpr?, String)
    /// A call: what is called, its arguments (trailing closures last), and where it is: the
    /// member's name for a modifier (`.onTapGesture`), else the start of the callee.
    case call(SwiftExpr, [SwiftArgument], SourcePoint)
    /// A subscript: `offsets[photo.id]`.
    case subscripted(SwiftExpr, [SwiftArgument])
    /// `condition ? then : else`.
    case ternary(SwiftExpr, SwiftExpr, SwiftExpr)
    /// A binary operator, assignments included (`=`, `+=`, `==`, `&&`).
    case infix(String, SwiftExpr, SwiftExpr)
    /// A prefix operator: `!isOn`, `-x`.
    case prefix(String, SwiftExpr)
    /// A postfix operator or optional mark: `x!`, `x?`.
    case postfix(String, SwiftExpr)
    /// An array literal.
    case array([SwiftExpr])
    /// A dictionary literal, as key and value pairs.
    case dictionary([[SwiftExpr]])
    /// A tuple or a parenthesised expression.
    case tuple([SwiftArgument])
    /// A closure.
    case closure(SwiftClosure)
    /// A key path, as written (`\.id`).
    case keyPath(String)
    /// An `if` or `switch` used as an expression (or in a view builder), as a statement.
    case statement(SwiftStatement)
    /// `try`, `await`, `as`, `is` and the like around an expression: the keyword and the expression.
    case wrapped(String, SwiftExpr)
    /// Anything else, as its source text without comments.
    case other(String)
}

/// A piece of a string literal.
public enum StringPart: Sendable, Hashable, Codable {
    /// Literal text, escapes resolved.
    case text(String)
    /// An interpolation `\(…)`: its arguments (usually one, sometimes `specifier:` too).
    case interpolation([SwiftArgument])
}

/// An argument of a call, a subscript or an interpolation: its label, if any, and its value.
/// Trailing closures are arguments too: the first has no label, later ones their own.
public struct SwiftArgument: Sendable, Hashable, Codable {
    /// The label (`named`, `children`), or nil.
    public var label: String?
    /// The value.
    public var value: SwiftExpr
    /// Whether it was written as a trailing closure.
    public var trailing: Bool

    /// Creates an argument.
    public init(label: String?, value: SwiftExpr, trailing: Bool = false) {
        self.label = label
        self.value = value
        self.trailing = trailing
    }
}

/// A closure: its parameter names and its statements.
public struct SwiftClosure: Sendable, Hashable, Codable {
    /// The parameters' names (`_` where unnamed), in order.
    public var parameters: [String]
    /// The body.
    public var statements: [SwiftStatement]

    /// Creates a closure.
    public init(parameters: [String], statements: [SwiftStatement]) {
        self.parameters = parameters
        self.statements = statements
    }
}
