// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

extension Evaluator {
    /// Runs statements; returns what they return (or, for an expression's body, the value of
    /// its one expression), nil when they return nothing.
    func execute(_ statements: [SwiftStatement], in scope: Scope, isExpression: Bool) -> SwiftValue? {
        var flow = Flow.next
        return run(statements, in: scope, isExpression: isExpression, flow: &flow)
    }

    /// How a run of statements ended.
    enum Flow { case next, returned, broke }

    func run(_ statements: [SwiftStatement], in scope: Scope, isExpression: Bool, flow: inout Flow) -> SwiftValue? {
        var last: SwiftValue?
        for statement in statements {
            switch statement {
            case .expression(let expr):
                last = evaluate(expr, in: scope)
            case .returned(let expr):
                flow = .returned
                return expr.map { evaluate($0, in: scope) } ?? SwiftValue.none
            case .binding(let name, let value, _):
                scope.values[Self.bindingName(name)] = value.map { evaluate($0, in: scope) } ?? .unknown(name)
            case .conditional(let conditional):
                // A condition the source cannot tell (`if let filter` of data it cannot see)
                // takes its first branch, as a view's `if` does, and can be flipped.
                let inner = Scope(parent: scope)
                let text = conditional.conditions.map(SwiftExprText.text).joined(separator: ", ")
                let known = holds(conditional.conditions, in: inner)
                if decide(text, value: known.map(SwiftValue.bool) ?? .unknown(text)) {
                    last = run(conditional.then, in: inner, isExpression: isExpression, flow: &flow)
                } else {
                    last = run(conditional.otherwise, in: Scope(parent: scope), isExpression: isExpression, flow: &flow)
                }
                if flow == .returned { return last }
            case .switched(let subject, let cases):
                let value = evaluate(subject, in: scope)
                guard let branch = matching(cases, value, in: scope) else { return .unknown("switch") }
                last = run(branch.statements, in: branch.scope, isExpression: isExpression, flow: &flow)
                if flow == .returned { return last }
            case .loop(let pattern, let sequence, let body):
                guard let items = evaluate(sequence, in: scope).elements else { continue }
                for item in items {
                    let inner = Scope(parent: scope, values: [Self.bindingName(pattern): item])
                    _ = run(body, in: inner, isExpression: false, flow: &flow)
                    if flow == .returned { return last }
                    if flow == .broke { flow = .next; break }
                }
            case .guarded(let conditions, let orElse):
                switch holds(conditions, in: scope) {
                case true?: continue
                case false?:
                    last = run(orElse, in: Scope(parent: scope), isExpression: false, flow: &flow)
                    if flow == .returned { return last }
                case nil: return .unknown("guard")
                }
            case .compiledIf(let clauses):
                // The first clause, as on the platform the screen reader stands for (iOS).
                if let first = clauses.first {
                    last = run(first.statements, in: scope, isExpression: isExpression, flow: &flow)
                    if flow == .returned { return last }
                }
            case .declaration(let function):
                scope.values[function.name] = .function(Callable(
                    parameters: function.parameters, body: function.body ?? [], scope: scope, isClosure: false))
            case .other(let text):
                if text == "break" { flow = .broke; return last }
                continue
            }
        }
        return isExpression ? last : nil
    }

    /// The name a binding pattern binds (`x` of `x: Int`, `(a, b)` kept whole).
    static func bindingName(_ pattern: String) -> String {
        String(pattern.prefix { $0 != ":" }).trimmingCharacters(in: [" "])
    }

    /// Whether every condition holds, binding what `if let` unwraps; nil when one cannot be told.
    func holds(_ conditions: [SwiftCondition], in scope: Scope) -> Bool? {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                guard case .bool(let value) = evaluate(expr, in: scope).resolved else { return nil }
                if !value { return false }
            case .binding(let name, let value):
                let found = value.map { evaluate($0, in: scope) } ?? lookup(name, in: scope)
                switch found.resolved {
                case .none: return false
                case .unknown: return nil
                default: scope.values[name] = found
                }
            case .other:
                // `#available(…)`: the newest system, as a person's phone runs.
                continue
            }
        }
        return true
    }

    /// The case of a `switch` a value matches, with the names its pattern binds.
    func matching(_ cases: [SwiftCase], _ value: SwiftValue, in scope: Scope) -> (statements: [SwiftStatement], scope: Scope)? {
        for branch in cases {
            if branch.patterns.isEmpty { return (branch.statements, Scope(parent: scope)) }
            for pattern in branch.patterns {
                let inner = Scope(parent: scope)
                if matches(pattern, value, binding: inner) { return (branch.statements, inner) }
            }
        }
        return nil
    }

    /// Whether a value matches a pattern as written: `.name`, `.name(let x)`, `Type.name`, a
    /// literal, a tuple of those, `_`, `let x`.
    func matches(_ pattern: String, _ value: SwiftValue, binding scope: Scope) -> Bool {
        let text = pattern.trimmingCharacters(in: [" "])
        if text == "_" { return true }
        if text.hasPrefix("let ") || text.hasPrefix("var ") {
            let name = String(text.dropFirst(4)).trimmingCharacters(in: [" "])
            if !name.contains("(") && !name.contains(".") {
                scope.values[name] = value
                return true
            }
            return matches(name, value, binding: scope)
        }
        if text.hasPrefix("("), text.hasSuffix(")"), case .tuple(let items) = value.resolved {
            let parts = Self.split(String(text.dropFirst().dropLast()))
            guard parts.count == items.count else { return false }
            return zip(parts, items).allSatisfy { matches($0, $1.value, binding: scope) }
        }
        if text == "true" || text == "false", case .bool(let flag) = value.resolved { return (text == "true") == flag }
        if text.hasPrefix("\""), text.hasSuffix("\""), case .string(let string) = value.resolved {
            return String(text.dropFirst().dropLast()) == string
        }
        if let number = Int(text), case .int(let actual) = value.resolved { return number == actual }
        // An enum case: `.topLeading`, `Corner.topLeading`, `.moved(let x)`.
        var name = text
        if let dot = name.lastIndex(of: "."), !name.contains("(") || dot < (name.firstIndex(of: "(") ?? name.endIndex) {
            name = String(name[name.index(after: dot)...])
        }
        var payloadNames: [String] = []
        if let open = name.firstIndex(of: "(") {
            payloadNames = Self.split(String(name[name.index(after: open)...].dropLast()))
            name = String(name[..<open])
        }
        guard case .enumCase(_, let actual, let payload) = value.resolved, actual == name else { return false }
        for (written, item) in zip(payloadNames, payload) {
            let bound = written.replacingOccurrences(of: "let ", with: "").replacingOccurrences(of: "var ", with: "")
            if bound != "_" { scope.values[bound.trimmingCharacters(in: [" "])] = item }
        }
        return true
    }

    /// The parts of a comma-separated list, at the top level of its parentheses.
    static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: [" "]))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: [" "]).isEmpty { parts.append(current.trimmingCharacters(in: [" "])) }
        return parts
    }
}
