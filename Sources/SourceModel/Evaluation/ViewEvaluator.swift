// SPDX-License-Identifier: GPL-3.0-or-later

/// Places the views of a screen read from its source: runs each body as a view builder does,
/// with the values a preview gives (`ForEach` over its data, `if` on its state), the team's own
/// views and helpers read in line, and their modifiers kept for the elements to be made of.
final class ViewEvaluator: @unchecked Sendable {
    let evaluator: Evaluator
    var index: ProjectIndex { evaluator.index }
    /// How deep views and helpers are nested before Rotor stops (a view that places itself).
    static let depthLimit = 40
    private var depth = 0
    /// The views placed at the last reading, by where they were placed: their state (`@State`
    /// and the other wrappers SwiftUI keeps) lives on while they stay there, as SwiftUI keeps it.
    private var placed: [String: Instance] = [:]
    /// The property wrappers whose values SwiftUI keeps from one body to the next.
    static let keptWrappers: Set<String> = ["State", "StateObject", "GestureState", "FocusState", "AppStorage", "SceneStorage", "Namespace"]

    init(evaluator: Evaluator) {
        self.evaluator = evaluator
    }

    /// The views a view type places, made with arguments from a caller's scope.
    func place(_ type: String, _ arguments: [SwiftArgument], in scope: Scope, file: Int, at: SourcePoint, id: String) -> EvalNode {
        let node = EvalNode(kind: .custom, name: ProjectIndex.shortName(type), scope: scope, file: file, at: at, id: id)
        guard depth < Self.depthLimit else { return node }
        depth += 1
        defer { depth -= 1 }
        let value = evaluator.construct(type, arguments, in: scope)
        guard case .instance(let instance) = value else { return node }
        if let kept = placed[id], kept.type == instance.type {
            for property in index.storedProperties(of: instance.type) where property.attributes.contains(where: Self.keptWrappers.contains) {
                if let state = kept.fields[property.name] { instance.fields[property.name] = state }
            }
        }
        placed[id] = instance
        let home = Scope(parent: nil, instance: instance)
        if let body = index.property("body", of: instance.type), let getter = body.property.getter {
            node.children = nodes(getter, in: home, file: body.file, id: id)
        }
        return node
    }

    /// The views statements place: in a view builder every expression is a view; `let`s bind,
    /// `if` and `switch` choose, `#if` takes its first clause.
    func nodes(_ statements: [SwiftStatement], in scope: Scope, file: Int, id: String) -> [EvalNode] {
        var result: [EvalNode] = []
        for statement in statements {
            switch statement {
            case .expression(let expr), .returned(let expr?):
                result += nodes(expr, in: scope, file: file, id: id)
            case .binding(let name, let value, _):
                scope.values[Evaluator.bindingName(name)] = value.map { evaluator.evaluate($0, in: scope) } ?? .unknown(name)
            case .conditional(let conditional):
                let text = conditional.conditions.map(SwiftExprText.text).joined(separator: ", ")
                let inner = Scope(parent: scope)
                let known = evaluator.holds(conditional.conditions, in: inner)
                let taken = evaluator.decide(text, value: known.map(SwiftValue.bool) ?? .unknown(text))
                evaluator.decided.removeLast()
                let chosen = taken ? nodes(conditional.then, in: inner, file: file, id: id)
                    : nodes(conditional.otherwise, in: Scope(parent: scope), file: file, id: id)
                for node in chosen { node.alternatives.append(text) }
                result += chosen
            case .switched(let subject, let cases):
                let value = evaluator.evaluate(subject, in: scope)
                if let branch = evaluator.matching(cases, value, in: scope) {
                    result += nodes(branch.statements, in: branch.scope, file: file, id: id)
                } else if let first = cases.first {
                    result += nodes(first.statements, in: Scope(parent: scope), file: file, id: id)
                }
            case .compiledIf(let clauses):
                if let first = clauses.first { result += nodes(first.statements, in: scope, file: file, id: id) }
            case .declaration(let function):
                scope.values[function.name] = .function(Callable(
                    parameters: function.parameters, body: function.body ?? [], scope: scope, isClosure: false))
            case .guarded, .loop, .returned(nil), .other:
                continue
            }
        }
        return result
    }

    /// The views an expression places, each with its modifiers.
    func nodes(_ expr: SwiftExpr, in scope: Scope, file: Int, id: String) -> [EvalNode] {
        var modifiers: [(String, [SwiftArgument], SourcePoint)] = []
        var current = expr
        peeling: while true {
            switch current {
            case .call(.member(let base?, let name), let arguments, let at) where !ViewTreeBuilder.isTypeReference(base):
                modifiers.insert((name, arguments, at), at: 0)
                current = base
            case .postfix(_, let inner), .wrapped(_, let inner):
                current = inner
            default:
                break peeling
            }
        }
        let placed = base(current, in: scope, file: file, id: id)
        guard !modifiers.isEmpty else { return placed }
        // Modifiers on several views (a helper's group) make one view of them.
        let target: EvalNode
        if placed.count == 1 {
            target = placed[0]
        } else {
            target = EvalNode(kind: .group, name: "Group", scope: scope, file: file, at: modifiers[0].2, id: id + "@" + String(modifiers[0].2.line))
            target.children = placed
        }
        for (name, arguments, at) in modifiers {
            target.modifiers += modifier(name, arguments, at, in: scope, file: file, id: target.id)
        }
        return [target]
    }

    /// A modifier, with the views its closures hold; one the team defines (an `extension View`
    /// method, a `ViewModifier`) is the modifiers it applies.
    func modifier(_ name: String, _ arguments: [SwiftArgument], _ at: SourcePoint, in scope: Scope, file: Int, id: String) -> [EvalModifier] {
        let role = SwiftUINames.role(ofModifier: name)
        if role == .none, depth < Self.depthLimit,
           let method = index.functions(name, of: "View").first(where: { ViewTreeBuilder.returnsView($0.function.returnType) }),
           let body = method.function.body, let chain = ViewTreeBuilder.returnedExpression(body) {
            depth += 1
            defer { depth -= 1 }
            let values = evaluator.bind(method.function.parameters, arguments, in: scope, byPosition: false)
            let inner = Scope(parent: scope, values: values)
            return chainModifiers(chain, in: inner, file: method.file, id: id) ?? []
        }
        var views: [EvalNode] = []
        if role != .none {
            for (position, argument) in arguments.enumerated() {
                if case .closure(let closure) = argument.value {
                    views += nodes(closure.statements, in: Scope(parent: scope), file: file, id: id + "." + name + String(position))
                } else if argument.label == nil, ["overlay", "background"].contains(name), case .call = argument.value {
                    views += nodes(argument.value, in: scope, file: file, id: id + "." + name)
                }
            }
        }
        return [EvalModifier(name: name, arguments: arguments, scope: scope, views: views, role: role, at: at)]
    }

    /// The modifiers of a chain written on `self` in an `extension View` method.
    func chainModifiers(_ chain: SwiftExpr, in scope: Scope, file: Int, id: String) -> [EvalModifier]? {
        var result: [EvalModifier] = []
        var current = chain
        while true {
            switch current {
            case .call(.member(let inner?, let name), let arguments, let at):
                result.insert(contentsOf: modifier(name, arguments, at, in: scope, file: file, id: id), at: 0)
                current = inner
            case .call(.name(let name), let arguments, let at) where name.first?.isLowercase == true:
                result.insert(contentsOf: modifier(name, arguments, at, in: scope, file: file, id: id), at: 0)
                return result
            case .name("self"):
                return result
            default:
                return nil
            }
        }
    }

    /// The view at the bottom of a modifier chain.
    func base(_ expr: SwiftExpr, in scope: Scope, file: Int, id: String) -> [EvalNode] {
        switch expr {
        case .call(let callee, let arguments, let at):
            let here = id + "/" + String(at.line) + ":" + String(at.column)
            switch callee {
            case .name(let name), .member(.name("SwiftUI"), let name):
                return call(name, arguments, at, in: scope, file: file, id: here)
            case .member(.name("self"), let name):
                return helper(name, arguments, in: scope, file: file, id: here) ?? []
            default:
                return value(evaluator.evaluate(expr, in: scope), in: scope, file: file, at: at, id: here)
            }
        case .name(let name), .member(.name("self"), let name):
            if let local = scope.local(name) { return value(local, in: scope, file: file, at: .unknown, id: id + "/" + name) }
            if let instance = scope.instance {
                if let field = instance.fields[name] { return value(field, in: scope, file: file, at: .unknown, id: id + "/" + name) }
                if let property = index.property(name, of: instance.type), let getter = property.property.getter, depth < Self.depthLimit {
                    depth += 1
                    defer { depth -= 1 }
                    return nodes(getter, in: Scope(parent: nil, instance: instance), file: property.file, id: id + "/" + name)
                }
            }
            return [EvalNode(kind: .unknown, name: name, scope: scope, file: file, at: .unknown, id: id + "/" + name)]
        case .member(.name(let type), _) where SwiftUINames.views.contains(type):
            return [EvalNode(kind: .system, name: type, scope: scope, file: file, at: .unknown, id: id + "/" + type)]
        case .member:
            return value(evaluator.evaluate(expr, in: scope), in: scope, file: file, at: .unknown, id: id + "/" + SwiftExprText.text(expr))
        case .statement(let statement):
            return nodes([statement], in: Scope(parent: scope), file: file, id: id)
        case .ternary(let condition, let then, let otherwise):
            let text = SwiftExprText.text(condition)
            let taken = evaluator.decide(condition, in: scope)
            evaluator.decided.removeLast()
            let chosen = nodes(taken ? then : otherwise, in: scope, file: file, id: id)
            for node in chosen { node.alternatives.append(text) }
            return chosen
        default:
            return []
        }
    }

    /// The views a value holds: a view made in code, a view builder's closure.
    func value(_ value: SwiftValue, in scope: Scope, file: Int, at: SourcePoint, id: String) -> [EvalNode] {
        switch value.resolved {
        case .view(let expr, let home): return nodes(expr, in: home, file: file, id: id)
        case .function(let callable) where depth < Self.depthLimit:
            depth += 1
            defer { depth -= 1 }
            return nodes(callable.body, in: Scope(parent: callable.scope), file: file, id: id)
        case .unknown(let name): return [EvalNode(kind: .unknown, name: name, scope: scope, file: file, at: at, id: id)]
        default: return []
        }
    }

    /// `Name(arguments)`: `ForEach`, a SwiftUI view, a view of the project, or a helper.
    func call(_ name: String, _ arguments: [SwiftArgument], _ at: SourcePoint, in scope: Scope, file: Int, id: String) -> [EvalNode] {
        if name == "ForEach" { return forEach(arguments, at, in: scope, file: file, id: id) }
        if name == "AnyView", let first = arguments.first { return nodes(first.value, in: scope, file: file, id: id) }
        if let local = scope.local(name) ?? scope.instance?.fields[name], case .function(let callable) = local.resolved {
            return value(.function(Callable(
                parameters: callable.parameters, body: callable.body,
                scope: Scope(parent: callable.scope, values: evaluator.bind(callable.parameters, arguments, in: scope, byPosition: true)),
                isClosure: true)), in: scope, file: file, at: at, id: id)
        }
        if SwiftUINames.views.contains(name) {
            let node = EvalNode(kind: .system, name: name, arguments: arguments, scope: scope, file: file, at: at, id: id)
            node.children = viewClosures(of: name, arguments, in: scope, file: file, id: id)
            return [node]
        }
        if index.isView(name) { return [place(name, arguments, in: scope, file: file, at: at, id: id)] }
        if let helper = helper(name, arguments, in: scope, file: file, id: id) { return helper }
        let node = EvalNode(kind: .unknown, name: name, arguments: arguments, scope: scope, file: file, at: at, id: id)
        node.children = viewClosures(of: name, arguments, in: scope, file: file, id: id).filter { $0.kind != .unknown }
        return [node]
    }

    /// A function of the current type (or a free one) that returns views, run as a builder.
    func helper(_ name: String, _ arguments: [SwiftArgument], in scope: Scope, file: Int, id: String) -> [EvalNode]? {
        guard depth < Self.depthLimit else { return nil }
        let candidates = ((scope.type.map { index.functions(name, of: $0) } ?? []) + index.freeFunctions(name))
            .filter { ViewTreeBuilder.returnsView($0.function.returnType) }
        guard let helper = Evaluator.best(candidates, for: arguments, from: scope.file), let body = helper.function.body else { return nil }
        depth += 1
        defer { depth -= 1 }
        let values = evaluator.bind(helper.function.parameters, arguments, in: scope, byPosition: false)
        let home = Scope(parent: nil, values: values, instance: scope.instance, type: scope.type, file: helper.file)
        return nodes(body, in: home, file: helper.file, id: id)
    }

    /// `ForEach(data) { item in … }`: one repetition an item; over data the source cannot see,
    /// one repetition whose item is unknown, marked as standing for all.
    func forEach(_ arguments: [SwiftArgument], _ at: SourcePoint, in scope: Scope, file: Int, id: String) -> [EvalNode] {
        guard let content = arguments.last(where: { if case .closure = $0.value { true } else { false } }),
              case .closure(let closure) = content.value, let data = arguments.first(where: { !$0.trailing && $0.label == nil }) else {
            return []
        }
        let items = evaluator.evaluate(data.value, in: scope).elements
        var result: [EvalNode] = []
        for (position, item) in (items ?? [.unknown(closure.parameters.first ?? "item")]).enumerated() {
            let inner = Scope(parent: scope)
            if closure.parameters.count > 1, case .tuple(let parts) = item.resolved {
                for (name, part) in zip(closure.parameters, parts) { inner.values[name] = part.value }
            } else if let name = closure.parameters.first {
                inner.values[name] = item
            } else {
                inner.values["$0"] = item
            }
            let made = nodes(closure.statements, in: inner, file: file, id: id + "#" + identity(of: item, arguments, position))
            if items == nil { for node in made { node.templated = true } }
            result += made
        }
        return result
    }

    /// What tells a `ForEach` item apart, as SwiftUI's identity does: its `id:` key path, else
    /// its own `id`, else its position. An element keeps its id while its item moves.
    func identity(of item: SwiftValue, _ arguments: [SwiftArgument], _ position: Int) -> String {
        var value = item.resolved
        if case .keyPath(let path)? = arguments.first(where: { $0.label == "id" })?.value {
            let parts = path.drop { $0 == "\\" }.split(separator: ".").map(String.init)
            if parts == ["self"] { return value.isKnown ? value.described : String(position) }
            for part in parts where part != "self" { value = evaluator.member(part, of: value).resolved }
            return value.isKnown ? value.described : String(position)
        }
        if case .instance(let instance) = value, let id = instance.fields["id"], id.isKnown {
            return id.described
        }
        return String(position)
    }

    /// The views a SwiftUI view's closures hold (a stack's content, a button's label), as
    /// ``ViewTreeBuilder`` decides which closures hold views.
    func viewClosures(of name: String, _ arguments: [SwiftArgument], in scope: Scope, file: Int, id: String) -> [EvalNode] {
        let labels = Set(arguments.filter { !$0.trailing }.compactMap(\.label))
        var result: [EvalNode] = []
        for (position, argument) in arguments.enumerated() {
            guard case .closure(let closure) = argument.value else { continue }
            let holds: Bool = if let label = argument.label {
                SwiftUINames.viewClosureLabels.contains(label)
            } else if !argument.trailing {
                false
            } else {
                switch name {
                case "Button": labels.contains("action")
                case "NavigationLink": labels.contains("destination") || labels.contains("value")
                default: SwiftUINames.containers.contains(name) || SwiftUINames.labelledByTrailingClosure.contains(name) || name == "Label"
                }
            }
            guard holds else { continue }
            // A closure's parameters (`GeometryReader { geometry in }`) are values Rotor cannot see.
            let inner = Scope(parent: scope, values: Dictionary(closure.parameters.map { ($0, SwiftValue.unknown($0)) }, uniquingKeysWith: { a, _ in a }))
            let made = nodes(closure.statements, in: inner, file: file, id: id + "." + (argument.label ?? "content") + String(position))
            if argument.label == "icon" { for node in made { node.isIcon = true } }
            result += made
        }
        return result
    }
}
