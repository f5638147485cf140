// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Runs the parts of a project's code a view's accessibility depends on: a preview's literals,
/// initialisers, computed properties, helpers and the small standard library such code uses
/// (`map`, `filter`, `enumerated`, `contains`, `count` …), with SwiftUI's environment as the
/// screen reader sets it. What it cannot run becomes ``SwiftValue/unknown``, never a guess.
///
/// It has a budget of steps, so a loop or a recursion the source does not bound ends.
public final class Evaluator: @unchecked Sendable {
    /// The project.
    public let index: ProjectIndex
    /// SwiftUI's environment values, by key path name (`layoutDirection`).
    public let environment: [String: SwiftValue]
    /// How many more steps it may take.
    private var budget: Int
    /// Conditions (as written, `isSelecting`) whose outcome a person flipped: every `if` and
    /// ternary on that condition takes its other branch.
    public var flips: Set<String> = []
    /// The conditions decided since the list was last emptied, for an element to say it has
    /// another state.
    public var decided: [String] = []

    /// Creates an evaluator with an environment and a budget of steps.
    public init(index: ProjectIndex, environment: [String: SwiftValue], budget: Int = 2_000_000) {
        self.index = index
        self.environment = environment
        self.budget = budget
    }

    /// Whether a name is a type of the project or one the evaluator knows.
    func isType(_ name: String) -> Bool {
        index.isType(name) || ["Array", "Set", "Int", "Double", "String", "Bool", "CGFloat"].contains(name)
    }

    // MARK: - Expressions

    /// The value of an expression. In a localized context (a `Text`'s title, an accessibility
    /// label), a string literal is a key to look up, with its interpolations as arguments.
    public func evaluate(_ expr: SwiftExpr, in scope: Scope, localized: Bool = false) -> SwiftValue {
        budget -= 1
        guard budget > 0 else { return .unknown(SwiftExprText.text(expr)) }
        switch expr {
        case .string(let parts):
            return string(parts, in: scope, localized: localized)
        case .number(let text):
            let clean = text.replacingOccurrences(of: "_", with: "")
            if let value = Int(clean) { return .int(value) }
            return Double(clean).map(SwiftValue.double) ?? .unknown(text)
        case .boolean(let value): return .bool(value)
        case .none: return .none
        case .name(let name): return lookup(name, in: scope)
        case .member(nil, let name): return .enumCase(type: nil, name: name, payload: [])
        case .member(let base?, let name): return member(name, of: base, in: scope)
        case .call(let callee, let arguments, _): return call(callee, arguments, in: scope, localized: localized)
        case .subscripted(let base, let arguments):
            let container = evaluate(base, in: scope).resolved
            guard let first = arguments.first else { return .unknown(SwiftExprText.text(expr)) }
            let key = evaluate(first.value, in: scope)
            return subscripted(container, key) ?? .unknown(SwiftExprText.text(expr))
        case .ternary(let condition, let then, let otherwise):
            return evaluate(decide(condition, in: scope) ? then : otherwise, in: scope, localized: localized)
        case .infix(let op, let left, let right): return infix(op, left, right, in: scope)
        case .prefix(let op, let inner):
            let value = evaluate(inner, in: scope).resolved
            switch (op, value) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .int(let number)): return .int(-number)
            case ("-", .double(let number)): return .double(-number)
            case ("&", _): return evaluate(inner, in: scope)
            default: return .unknown(SwiftExprText.text(expr))
            }
        case .postfix(_, let inner), .wrapped(_, let inner):
            return evaluate(inner, in: scope, localized: localized)
        case .array(let elements): return .array(elements.map { evaluate($0, in: scope, localized: localized) })
        case .dictionary(let pairs):
            return .dictionary(pairs.compactMap { pair in
                pair.count == 2 ? (evaluate(pair[0], in: scope), evaluate(pair[1], in: scope)) : nil
            })
        case .tuple(let arguments): return .tuple(arguments.map { ($0.label, evaluate($0.value, in: scope)) })
        case .closure(let closure):
            return .function(Callable(
                parameters: closure.parameters.map { SwiftParameter(label: nil, name: $0, type: "", defaultValue: nil) },
                body: closure.statements, scope: scope, isClosure: true))
        case .statement(let statement):
            return execute([statement], in: Scope(parent: scope), isExpression: true) ?? .none
        case .keyPath(let path): return .unknown(path)
        case .other(let text): return .unknown(text)
        }
    }

    /// Decides a condition of a ternary or an `if`: its value (true when the source cannot
    /// tell), inverted when a person flipped it; recorded in ``decided``.
    func decide(_ condition: SwiftExpr, in scope: Scope) -> Bool {
        decide(SwiftExprText.text(condition), value: evaluate(condition, in: scope))
    }

    /// Decides a condition written as `text` whose value is known or not.
    func decide(_ text: String, value: SwiftValue) -> Bool {
        decided.append(text)
        var holds = true
        if case .bool(let known) = value.resolved { holds = known }
        return flips.contains(text) ? !holds : holds
    }

    /// A string literal: plain text, or in a localized context a key with its arguments.
    func string(_ parts: [StringPart], in scope: Scope, localized: Bool) -> SwiftValue {
        var key = ""
        var text = ""
        var arguments: [SwiftValue] = []
        let hasArguments = parts.contains { if case .interpolation = $0 { true } else { false } }
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
                key += hasArguments ? literal.replacingOccurrences(of: "%", with: "%%") : literal
            case .interpolation(let values):
                guard let first = values.first else { continue }
                let value = evaluate(first.value, in: scope, localized: localized)
                arguments.append(value)
                text += value.described
                let given = values.first { $0.label == "specifier" }.flatMap { argument -> String? in
                    if case .string(let specifier) = argument.value, let literal = KeyUseCollector.text(specifier) { return literal }
                    return nil
                }
                key += given ?? Self.specifier(of: value)
            }
        }
        return localized ? .localized(key: key, table: "Localizable", arguments: arguments) : .string(text)
    }

    /// The specifier Xcode would extract for a value's type.
    static func specifier(of value: SwiftValue) -> String {
        switch value.resolved {
        case .int: "%lld"
        case .double: "%lf"
        default: "%@"
        }
    }

    /// A name: a local, a field of `self`, a computed property, a static member of the type, a
    /// global, a type, or an environment value.
    func lookup(_ name: String, in scope: Scope) -> SwiftValue {
        if name == "self", let instance = scope.instance { return .instance(instance) }
        if let local = scope.local(name) { return local }
        if name.hasPrefix("$"), let instance = scope.instance {
            let field = String(name.dropFirst())
            return .binding(Reference(get: { instance.fields[field] ?? .unknown(field) }, set: { instance.fields[field] = $0 }))
        }
        if let instance = scope.instance {
            if let field = instance.fields[name] { return field }
            if let property = index.property(name, of: instance.type), let getter = property.property.getter {
                return execute(getter, in: Scope(parent: nil, instance: instance), isExpression: true) ?? .unknown(name)
            }
        }
        if let type = scope.type {
            if let property = index.property(name, of: type), property.property.isStatic {
                return staticProperty(property.property, of: type)
            }
            if !index.functions(name, of: type).isEmpty {
                return method(name, of: scope.instance.map(SwiftValue.instance) ?? .unknown(type), type: type)
            }
        }
        if let global = index.globalProperty(name), let initializer = global.property.initializer {
            return evaluate(initializer, in: Scope(parent: nil))
        }
        if let function = index.freeFunctions(name).first(where: { $0.file == scope.file }) ?? index.freeFunctions(name).first {
            return .function(Callable(
                parameters: function.function.parameters, body: function.function.body ?? [],
                scope: Scope(parent: nil, file: function.file), isClosure: false))
        }
        return .unknown(name)
    }

    /// A static property's value.
    func staticProperty(_ property: SwiftProperty, of type: String) -> SwiftValue {
        if let initializer = property.initializer { return evaluate(initializer, in: Scope(parent: nil, type: type)) }
        if let getter = property.getter { return execute(getter, in: Scope(parent: nil, type: type), isExpression: true) ?? .unknown(property.name) }
        return .unknown(property.name)
    }

    /// A method as a value: what `perform: toggle` or `self.settle` names.
    func method(_ name: String, of receiver: SwiftValue, type: String) -> SwiftValue {
        guard let function = index.functions(name, of: type).first?.function else { return .unknown(name) }
        let instance: Instance? = if case .instance(let value) = receiver.resolved { value } else { nil }
        let scope = Scope(parent: nil, values: instance == nil ? ["self": receiver] : [:], instance: instance, type: type)
        return .function(Callable(parameters: function.parameters, body: function.body ?? [], scope: scope, isClosure: false))
    }

    /// `base.name`.
    func member(_ name: String, of base: SwiftExpr, in scope: Scope) -> SwiftValue {
        // `Type.member`: a static property, an enum case, `allCases`.
        if case .name(let type) = base, scope.local(type) == nil, scope.instance?.fields[type] == nil, isType(type) {
            return staticMember(name, of: type)
        }
        let value = evaluate(base, in: scope)
        return member(name, of: value)
    }

    /// A static member of a type.
    func staticMember(_ name: String, of type: String) -> SwiftValue {
        if name == "allCases" {
            return .array(index.parts(of: type).flatMap(\.type.cases).map { .enumCase(type: type, name: $0.name, payload: []) })
        }
        if index.parts(of: type).contains(where: { $0.type.cases.contains { $0.name == name } }) {
            return .enumCase(type: type, name: name, payload: [])
        }
        if let property = index.property(name, of: type), property.property.isStatic {
            return staticProperty(property.property, of: type)
        }
        if !index.functions(name, of: type).isEmpty { return method(name, of: .unknown(type), type: type) }
        if type == "CGSize" || type == "CGPoint", name == "zero" { return .unknown("\(type).zero") }
        return .unknown("\(type).\(name)")
    }

    /// A member of a value: a field, a computed property, an enum's raw value, or one of the
    /// standard library's (`count`, `isEmpty`, `first`, `offset`, `element`).
    func member(_ name: String, of value: SwiftValue) -> SwiftValue {
        let resolved = value.resolved
        switch (resolved, name) {
        case (.instance(let instance), _):
            if let field = instance.fields[name] { return field }
            if let property = index.property(name, of: instance.type), let getter = property.property.getter {
                return execute(getter, in: Scope(parent: nil, instance: instance), isExpression: true) ?? .unknown(name)
            }
            if !index.functions(name, of: instance.type).isEmpty { return method(name, of: resolved, type: instance.type) }
            return .unknown(instance.type + "." + name)
        case (.enumCase(let type?, let caseName, _), _):
            if name == "rawValue" {
                let declared = index.parts(of: type).flatMap(\.type.cases).first { $0.name == caseName }
                return declared?.rawValue.map { evaluate($0, in: Scope(parent: nil)) } ?? .string(caseName)
            }
            if let property = index.property(name, of: type), let getter = property.property.getter {
                return execute(getter, in: Scope(parent: nil, values: ["self": resolved], type: type), isExpression: true)
                    ?? .unknown(name)
            }
            if !index.functions(name, of: type).isEmpty { return method(name, of: resolved, type: type) }
            return .unknown(caseName + "." + name)
        case (.tuple(let items), _):
            if let found = items.first(where: { $0.label == name }) { return found.value }
            if let position = Int(name), items.indices.contains(position) { return items[position].value }
            return .unknown(name)
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return items.first ?? .none
        case (.array(let items), "last"): return items.last ?? .none
        case (.array(let items), "indices"): return .range(0, items.count)
        case (.range(let lower, let upper), "count"): return .int(max(upper - lower, 0))
        case (.dictionary(let pairs), "count"): return .int(pairs.count)
        case (.dictionary(let pairs), "isEmpty"): return .bool(pairs.isEmpty)
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.string(let text), "description"): return .string(text)
        case (.int(let number), "description"): return .string(String(number))
        case (.localized, "key"): return resolved
        default: return .unknown(resolved.described + "." + name)
        }
    }

    /// `container[key]`.
    func subscripted(_ container: SwiftValue, _ key: SwiftValue) -> SwiftValue? {
        switch (container, key.resolved) {
        case (.array(let items), .int(let position)): items.indices.contains(position) ? items[position] : nil
        case (.dictionary(let pairs), let wanted): pairs.first { SwiftValue.equal($0.key, wanted) == true }?.value ?? SwiftValue.none
        default: nil
        }
    }

    /// A binary operator.
    func infix(_ op: String, _ leftExpr: SwiftExpr, _ rightExpr: SwiftExpr, in scope: Scope) -> SwiftValue {
        if ["=", "+=", "-=", "*=", "/="].contains(op) {
            var value = evaluate(rightExpr, in: scope)
            if op != "=" {
                value = arithmetic(String(op.dropLast()), evaluate(leftExpr, in: scope), value)
            }
            assign(leftExpr, value, in: scope)
            return .none
        }
        if op == "&&" || op == "||" {
            let left = evaluate(leftExpr, in: scope).resolved
            if case .bool(let value) = left {
                if op == "&&" && !value { return .bool(false) }
                if op == "||" && value { return .bool(true) }
                if case .bool(let right) = evaluate(rightExpr, in: scope).resolved { return .bool(right) }
            }
            return .unknown(SwiftExprText.text(.infix(op, leftExpr, rightExpr)))
        }
        if op == "??" {
            let left = evaluate(leftExpr, in: scope).resolved
            if case .none = left { return evaluate(rightExpr, in: scope) }
            return left
        }
        let left = evaluate(leftExpr, in: scope)
        let right = evaluate(rightExpr, in: scope)
        switch op {
        case "==", "!=":
            guard let equal = SwiftValue.equal(left, right) else { return .unknown(SwiftExprText.text(.infix(op, leftExpr, rightExpr))) }
            return .bool(op == "==" ? equal : !equal)
        case "<", ">", "<=", ">=":
            guard let a = Self.number(left), let b = Self.number(right) else {
                return .unknown(SwiftExprText.text(.infix(op, leftExpr, rightExpr)))
            }
            return .bool(op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b)
        case "..<", "...":
            guard case .int(let a) = left.resolved, case .int(let b) = right.resolved else { return .unknown("range") }
            return .range(a, op == "..." ? b + 1 : b)
        default:
            return arithmetic(op, left, right)
        }
    }

    /// `+ - * / %` on numbers, `+` on strings and arrays.
    func arithmetic(_ op: String, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue {
        switch (left.resolved, right.resolved) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+": return .int(a &+ b)
            case "-": return .int(a &- b)
            case "*": return .int(a &* b)
            case "/": return b == 0 ? .unknown("division") : .int(a / b)
            case "%": return b == 0 ? .unknown("remainder") : .int(a % b)
            default: return .unknown(op)
            }
        case (.string(let a), .string(let b)) where op == "+": return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+": return .array(a + b)
        default:
            guard let a = Self.number(left), let b = Self.number(right) else { return .unknown(op) }
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return b == 0 ? .unknown("division") : .double(a / b)
            default: return .unknown(op)
            }
        }
    }

    /// A number as a double.
    static func number(_ value: SwiftValue) -> Double? {
        switch value.resolved {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    /// Writes a value where an assignment's left side names: a local, a field, a subscript.
    func assign(_ target: SwiftExpr, _ value: SwiftValue, in scope: Scope) {
        switch target {
        case .name(let name), .member(.name("self"), let name):
            if case .name = target, scope.assign(name, value) { return }
            if let instance = scope.instance {
                // `_columns = columns` in an initialiser sets the property behind the wrapper.
                if name.hasPrefix("_"), instance.fields[name] == nil, index.property(String(name.dropFirst()), of: instance.type) != nil {
                    instance.fields[String(name.dropFirst())] = value
                    return
                }
                if case .binding(let reference)? = instance.fields[name] {
                    reference.set(value)
                } else {
                    instance.fields[name] = value
                }
            }
        case .subscripted(let base, let arguments):
            guard let key = arguments.first.map({ evaluate($0.value, in: scope) }) else { return }
            switch evaluate(base, in: scope).resolved {
            case .array(var items):
                if case .int(let position) = key.resolved, items.indices.contains(position) { items[position] = value }
                assign(base, .array(items), in: scope)
            case .dictionary(var pairs):
                if let position = pairs.firstIndex(where: { SwiftValue.equal($0.key, key) == true }) {
                    pairs[position].value = value
                } else {
                    pairs.append((key, value))
                }
                assign(base, .dictionary(pairs), in: scope)
            default:
                return
            }
        case .member(let base?, let name):
            if case .instance(let instance) = evaluate(base, in: scope).resolved { instance.fields[name] = value }
        default:
            return
        }
    }
}
