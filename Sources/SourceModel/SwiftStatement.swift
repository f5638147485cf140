// SPDX-License-Identifier: GPL-3.0-or-later

/// A statement of a body, a closure or a view builder, as the source reader keeps it.
public indirect enum SwiftStatement: Sendable, Hashable, Codable {
    /// An expression on its own: a view in a view builder, a call, an assignment.
    case expression(SwiftExpr)
    /// `let` or `var` with a name and an optional value.
    case binding(name: String, value: SwiftExpr?, at: SourcePoint)
    /// `return`, with its value.
    case returned(SwiftExpr?)
    /// `if`: its conditions, the statements when they hold, and the `else` (another `if`
    /// inside when it is `else if`).
    case conditional(SwiftConditional)
    /// `switch`: the subject and its cases.
    case switched(SwiftExpr, [SwiftCase])
    /// `for pattern in sequence { … }`.
    case loop(pattern: String, sequence: SwiftExpr, body: [SwiftStatement])
    /// `guard conditions else { … }`.
    case guarded([SwiftCondition], orElse: [SwiftStatement])
    /// `#if`: every clause is read, each with its condition (nil for `#else`).
    case compiledIf([SwiftCompiledClause])
    /// A local function or type.
    case declaration(SwiftFunction)
    /// Anything else (`defer`, `do`, `throw`), as its source text.
    case other(String)
}

/// An `if` statement or expression.
public struct SwiftConditional: Sendable, Hashable, Codable {
    /// The conditions, all of which must hold.
    public var conditions: [SwiftCondition]
    /// What runs when they hold.
    public var then: [SwiftStatement]
    /// What runs otherwise (empty without `else`).
    public var otherwise: [SwiftStatement]
    /// Where the `if` is.
    public var at: SourcePoint

    /// Creates a conditional.
    public init(conditions: [SwiftCondition], then: [SwiftStatement], otherwise: [SwiftStatement], at: SourcePoint) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
        self.at = at
    }
}

/// One condition of an `if`, `guard` or `while`.
public enum SwiftCondition: Sendable, Hashable, Codable {
    /// A Boolean expression.
    case expression(SwiftExpr)
    /// `let name = value` (or `let name` alone, which unwraps the variable of that name).
    case binding(name: String, value: SwiftExpr?)
    /// Anything else (`#available`, `case .x = y`), as its source text.
    case other(String)
}

/// A case of a `switch`: its patterns as written and its statements.
public struct SwiftCase: Sendable, Hashable, Codable {
    /// The patterns (`.todo`, `let .moved(x)`), or empty for `default`.
    public var patterns: [String]
    /// The statements.
    public var statements: [SwiftStatement]

    /// Creates a case.
    public init(patterns: [String], statements: [SwiftStatement]) {
        self.patterns = patterns
        self.statements = statements
    }
}

/// A clause of `#if … #elseif … #else … #endif`.
public struct SwiftCompiledClause: Sendable, Hashable, Codable {
    /// The condition as written (`os(iOS)`), nil for `#else`.
    public var condition: String?
    /// The statements in that clause.
    public var statements: [SwiftStatement]

    /// Creates a clause.
    public init(condition: String?, statements: [SwiftStatement]) {
        self.condition = condition
        self.statements = statements
    }
}
