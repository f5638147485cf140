// SPDX-License-Identifier: GPL-3.0-or-later

/// Which state of a view a closure changes, and which state an expression reads: a drag that
/// writes `volume` and a value that reads it; a tap and a drag that both write `progress`.
///
/// A name counts when it is a property of the view (`@State`, `@Binding`, stored or
/// computed); the view's own methods are followed (`toggle()` → `settle(toward:)` → the
/// property it sets), and so are closures handed to calls (`withAnimation { … }`).
public struct StateEffects: Sendable {
    /// The project.
    public let index: ProjectIndex
    /// How many of the view's methods deep a change is followed.
    static let depthLimit = 8

    /// Creates the analysis over a project.
    public init(index: ProjectIndex) {
        self.index = index
    }

    /// Methods whose call on a value changes it.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "removeSubrange",
        "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "move", "swapAt", "sort", "reverse", "shuffle",
        "updateValue", "merge", "popLast", "replaceSubrange",
    ]

    /// Assignment operators.
    static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// The properties of `type` that an expression changes when it runs: a closure, a method
    /// named by reference (`perform: toggle`), or a call.
    public func changes(of expr: SwiftExpr, in type: String?) -> Set<String> {
        var visited: Set<String> = []
        return changes(of: expr, in: type, visited: &visited)
    }

    /// The properties of `type` that any of the expressions changes.
    public func changes(of exprs: [SwiftExpr], in type: String?) -> Set<String> {
        exprs.reduce(into: Set<String>()) { $0.formUnion(changes(of: $1, in: type)) }
    }

    /// The properties of `type` that statements change.
    public func changes(of statements: [SwiftStatement], in type: String?) -> Set<String> {
        var visited: Set<String> = []
        return changes(statements, in: type, visited: &visited)
    }

    func changes(of expr: SwiftExpr, in type: String?, visited: inout Set<String>) -> Set<String> {
        switch expr {
        case .closure(let closure):
            return changes(closure.statements, in: type, visited: &visited)
        case .name(let name), .member(.name("self"), let name):
            return methodChanges(name, in: type, visited: &visited)
        default:
            return expressionChanges(expr, in: type, visited: &visited)
        }
    }

    func changes(_ statements: [SwiftStatement], in type: String?, visited: inout Set<String>) -> Set<String> {
        var result: Set<String> = []
        for statement in statements {
            switch statement {
            case .expression(let expr), .returned(let expr?), .binding(_, let expr?, _):
                result.formUnion(expressionChanges(expr, in: type, visited: &visited))
            case .conditional(let conditional):
                for condition in conditional.conditions {
                    if case .expression(let expr) = condition { result.formUnion(expressionChanges(expr, in: type, visited: &visited)) }
                }
                result.formUnion(changes(conditional.then, in: type, visited: &visited))
                result.formUnion(changes(conditional.otherwise, in: type, visited: &visited))
            case .switched(let subject, let cases):
                result.formUnion(expressionChanges(subject, in: type, visited: &visited))
                for branch in cases { result.formUnion(changes(branch.statements, in: type, visited: &visited)) }
            case .loop(_, _, let body), .guarded(_, let body):
                result.formUnion(changes(body, in: type, visited: &visited))
            case .compiledIf(let clauses):
                for clause in clauses { result.formUnion(changes(clause.statements, in: type, visited: &visited)) }
            case .returned(nil), .binding(_, nil, _), .declaration, .other:
                continue
            }
        }
        return result
    }

    func expressionChanges(_ expr: SwiftExpr, in type: String?, visited: inout Set<String>) -> Set<String> {
        var result: Set<String> = []
        switch expr {
        case .infix(let op, let left, let right):
            if Self.assignments.contains(op), let root = Self.root(left), isState(root, of: type) { result.insert(root) }
            result.formUnion(expressionChanges(right, in: type, visited: &visited))
        case .call(let callee, let arguments, _):
            switch callee {
            case .member(let base?, let method) where Self.mutatingMethods.contains(method):
                if let root = Self.root(base), isState(root, of: type) { result.insert(root) }
            case .name(let name), .member(.name("self"), let name):
                result.formUnion(methodChanges(name, in: type, visited: &visited))
            default:
                break
            }
            for argument in arguments {
                switch argument.value {
                case .closure(let closure): result.formUnion(changes(closure.statements, in: type, visited: &visited))
                case .prefix("&", let inner): if let root = Self.root(inner), isState(root, of: type) { result.insert(root) }
                default: result.formUnion(expressionChanges(argument.value, in: type, visited: &visited))
                }
            }
        case .wrapped(_, let inner), .postfix(_, let inner), .prefix(_, let inner):
            result.formUnion(expressionChanges(inner, in: type, visited: &visited))
        case .ternary(_, let then, let otherwise):
            result.formUnion(expressionChanges(then, in: type, visited: &visited))
            result.formUnion(expressionChanges(otherwise, in: type, visited: &visited))
        case .statement(let statement):
            result.formUnion(changes([statement], in: type, visited: &visited))
        case .closure(let closure):
            result.formUnion(changes(closure.statements, in: type, visited: &visited))
        default:
            break
        }
        return result
    }

    /// What calling one of the type's methods changes.
    func methodChanges(_ name: String, in type: String?, visited: inout Set<String>) -> Set<String> {
        guard let type, visited.count < Self.depthLimit, !visited.contains(name) else { return [] }
        visited.insert(name)
        var result: Set<String> = []
        for method in index.functions(name, of: type) {
            result.formUnion(changes(method.function.body ?? [], in: type, visited: &visited))
        }
        return result
    }

    /// The property an assignment or a mutation reaches: `offsets[id]`, `self.value`,
    /// `model.count`, `$selection` all reach their first name.
    static func root(_ expr: SwiftExpr) -> String? {
        switch expr {
        case .name(let name): name.hasPrefix("$") ? String(name.dropFirst()) : name
        case .member(.name("self"), let name): name
        case .member(let base?, _): root(base)
        case .subscripted(let base, _): root(base)
        case .postfix(_, let inner), .wrapped(_, let inner): root(inner)
        default: nil
        }
    }

    /// Whether a name is a property of the type.
    func isState(_ name: String, of type: String?) -> Bool {
        guard let type else { return false }
        return index.property(name, of: type) != nil
    }

    /// The properties of `type` an expression reads, through the type's computed properties
    /// (`p` in `progress ?? interactive`).
    public func reads(_ expr: SwiftExpr, in type: String?) -> Set<String> {
        var names: Set<String> = []
        collectNames(expr, into: &names)
        guard let type else { return [] }
        var result: Set<String> = []
        var pending = Array(names)
        var seen: Set<String> = []
        while let name = pending.popLast(), seen.count < 64 {
            guard seen.insert(name).inserted, let property = index.property(name, of: type) else { continue }
            result.insert(name)
            for statement in property.property.getter ?? [] {
                var inner: Set<String> = []
                if case .expression(let expr) = statement { collectNames(expr, into: &inner) }
                if case .returned(let expr?) = statement { collectNames(expr, into: &inner) }
                pending += inner
            }
        }
        return result
    }

    /// Every name an expression mentions (first names of member chains, arguments, closures' expressions).
    func collectNames(_ expr: SwiftExpr, into names: inout Set<String>) {
        switch expr {
        case .name(let name): names.insert(name.hasPrefix("$") ? String(name.dropFirst()) : name)
        case .member(.name("self"), let name): names.insert(name)
        case .member(let base?, _): collectNames(base, into: &names)
        case .call(let callee, let arguments, _):
            collectNames(callee, into: &names)
            for argument in arguments { collectNames(argument.value, into: &names) }
        case .subscripted(let base, let arguments):
            collectNames(base, into: &names)
            for argument in arguments { collectNames(argument.value, into: &names) }
        case .ternary(let a, let b, let c):
            for part in [a, b, c] { collectNames(part, into: &names) }
        case .infix(_, let left, let right):
            collectNames(left, into: &names)
            collectNames(right, into: &names)
        case .prefix(_, let inner), .postfix(_, let inner), .wrapped(_, let inner): collectNames(inner, into: &names)
        case .array(let elements): for element in elements { collectNames(element, into: &names) }
        case .tuple(let arguments): for argument in arguments { collectNames(argument.value, into: &names) }
        case .string(let parts):
            for case .interpolation(let arguments) in parts {
                for argument in arguments { collectNames(argument.value, into: &names) }
            }
        default: break
        }
    }
}
