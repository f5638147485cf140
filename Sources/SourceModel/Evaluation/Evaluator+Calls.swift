// SPDX-License-Identifier: GPL-3.0-or-later

extension Evaluator {
    /// A call: a type's initialiser, a function or method of the project, a closure, or one of
    /// the standard library's functions and methods the evaluator knows.
    func call(_ callee: SwiftExpr, _ arguments: [SwiftArgument], in scope: Scope, localized: Bool) -> SwiftValue {
        switch callee {
        case .name(let name):
            if let local = scope.local(name), case .function(let callable) = local.resolved {
                return invoke(callable, arguments, in: scope)
            }
            if let builtin = freeBuiltin(name, arguments, in: scope, localized: localized) { return builtin }
            if index.isType(name) { return construct(name, arguments, in: scope) }
            if let type = scope.type, let function = index.functions(name, of: type).first?.function {
                return invoke(method: function, on: scope.instance.map(SwiftValue.instance) ?? scope.local("self") ?? .unknown(type),
                              type: type, arguments, in: scope)
            }
            if let found = Self.best(index.freeFunctions(name), for: arguments, from: scope.file) {
                let function = found.function
                let callable = Callable(
                    parameters: function.parameters, body: function.body ?? [], scope: Scope(parent: nil, file: found.file), isClosure: false)
                return invoke(callable, arguments, in: scope)
            }
            if case .function(let callable) = lookup(name, in: scope).resolved { return invoke(callable, arguments, in: scope) }
            return .unknown(SwiftExprText.text(.call(callee, arguments, .unknown)))
        case .member(nil, let name):
            // `.moved(x)`: an enum case with associated values.
            return .enumCase(type: nil, name: name, payload: arguments.map { evaluate($0.value, in: scope) })
        case .member(let base?, let name):
            if case .name(let type) = base, scope.local(type) == nil, isType(type) {
                if index.parts(of: type).contains(where: { $0.type.cases.contains { $0.name == name } }) {
                    return .enumCase(type: type, name: name, payload: arguments.map { evaluate($0.value, in: scope) })
                }
                if let function = index.functions(name, of: type).first?.function {
                    return invoke(method: function, on: .unknown(type), type: type, arguments, in: scope)
                }
                if name == "init" { return construct(type, arguments, in: scope) }
                return .unknown(SwiftExprText.text(.call(callee, arguments, .unknown)))
            }
            let receiver = evaluate(base, in: scope)
            if let result = builtinMethod(name, on: receiver, base: base, arguments, in: scope) { return result }
            switch receiver.resolved {
            case .instance(let instance):
                if let function = index.functions(name, of: instance.type).first?.function {
                    return invoke(method: function, on: receiver, type: instance.type, arguments, in: scope)
                }
            case .enumCase(let type?, _, _):
                if let function = index.functions(name, of: type).first?.function {
                    return invoke(method: function, on: receiver, type: type, arguments, in: scope)
                }
            case .function(let callable) where name == "callAsFunction":
                return invoke(callable, arguments, in: scope)
            default:
                break
            }
            return .unknown(SwiftExprText.text(.call(callee, arguments, .unknown)))
        default:
            if case .function(let callable) = evaluate(callee, in: scope).resolved { return invoke(callable, arguments, in: scope) }
            return .unknown(SwiftExprText.text(.call(callee, arguments, .unknown)))
        }
    }

    /// The function of several of one name that a call means: one whose parameters its
    /// arguments fill (labels in order, no required one left out), in the caller's file first
    /// (a `private` helper), else the first.
    static func best(_ candidates: [ProjectIndex.FunctionPart], for arguments: [SwiftArgument], from file: Int?) -> ProjectIndex.FunctionPart? {
        let written = arguments.filter { !$0.trailing }.map(\.label)
        let fitting = candidates.filter { part in
            let parameters = part.function.parameters
            let required = parameters.filter { $0.defaultValue == nil && !$0.type.contains("->") }
            guard written.count >= required.count, written.count <= parameters.count else { return false }
            var remaining = parameters[...]
            for label in written {
                guard let position = remaining.firstIndex(where: { $0.label == label }) else { return false }
                remaining = remaining[(position + 1)...]
            }
            return true
        }
        let pool = fitting.isEmpty ? candidates : fitting
        return pool.first { $0.file == file } ?? pool.first
    }

    /// Calls a closure or function with arguments written at a call.
    func invoke(_ callable: Callable, _ arguments: [SwiftArgument], in scope: Scope) -> SwiftValue {
        invoke(callable, values: bind(callable.parameters, arguments, in: scope, byPosition: callable.isClosure))
    }

    /// Calls a closure or function with its arguments' values by parameter name.
    func invoke(_ callable: Callable, values: [String: SwiftValue]) -> SwiftValue {
        let inner = Scope(parent: callable.scope, values: values)
        return execute(callable.body, in: inner, isExpression: callable.isClosure || callable.body.count == 1) ?? .none
    }

    /// Calls a closure with values in order (a `ForEach`'s item, `map`'s element).
    func invoke(_ callable: Callable, positional: [SwiftValue]) -> SwiftValue {
        var values: [String: SwiftValue] = [:]
        if callable.parameters.isEmpty, let first = positional.first {
            values["$0"] = first
            for (offset, value) in positional.enumerated() { values["$\(offset)"] = value }
        } else if callable.parameters.count > 1, positional.count == 1, case .tuple(let items) = positional[0].resolved {
            // `{ index, photo in }` over `enumerated()`: the tuple's parts.
            for (parameter, item) in zip(callable.parameters, items) { values[parameter.name] = item.value }
        } else {
            for (parameter, value) in zip(callable.parameters, positional) { values[parameter.name] = value }
        }
        return invoke(callable, values: values)
    }

    /// Calls a method of a type on a receiver.
    func invoke(method function: SwiftFunction, on receiver: SwiftValue, type: String, _ arguments: [SwiftArgument], in scope: Scope) -> SwiftValue {
        let instance: Instance? = if case .instance(let value) = receiver.resolved { value } else { nil }
        let home = Scope(parent: nil, values: instance == nil ? ["self": receiver] : [:], instance: instance, type: type)
        let callable = Callable(parameters: function.parameters, body: function.body ?? [], scope: home, isClosure: false)
        return invoke(callable, arguments, in: scope)
    }

    /// The arguments of a call matched to parameters: by label, then in order; defaults for the
    /// rest. A closure's parameters are matched in order.
    func bind(_ parameters: [SwiftParameter], _ arguments: [SwiftArgument], in scope: Scope, byPosition: Bool) -> [String: SwiftValue] {
        var values: [String: SwiftValue] = [:]
        var remaining = arguments
        for parameter in parameters {
            let position = byPosition ? remaining.indices.first : remaining.firstIndex { $0.label == parameter.label }
                ?? (parameter.type.contains("->") ? remaining.firstIndex { $0.trailing } : nil)
            if let position {
                let argument = remaining.remove(at: position)
                values[parameter.name] = evaluate(argument.value, in: scope, localized: Self.isLocalizedType(parameter.type))
            } else if let fallback = parameter.defaultValue {
                values[parameter.name] = evaluate(fallback, in: scope)
            } else {
                values[parameter.name] = .unknown(parameter.name)
            }
        }
        return values
    }

    /// Whether a declared type takes a string literal as a key to look up.
    static func isLocalizedType(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.contains("LocalizedStringKey") || type.contains("LocalizedStringResource")
    }

    /// An instance of a project type: by its initialiser when it declares one, else memberwise
    /// (each stored property from its argument, or its initial value). An enum's
    /// `init(rawValue:)` finds the case.
    func construct(_ type: String, _ arguments: [SwiftArgument], in scope: Scope) -> SwiftValue {
        let parts = index.parts(of: type)
        if parts.contains(where: { $0.type.kind == .enum }) {
            guard let raw = arguments.first.map({ evaluate($0.value, in: scope) }) else { return .unknown(type) }
            for declared in parts.flatMap(\.type.cases) {
                let value = declared.rawValue.map { evaluate($0, in: Scope(parent: nil)) } ?? .string(declared.name)
                if SwiftValue.equal(value, raw) == true { return .enumCase(type: type, name: declared.name, payload: []) }
            }
            return .none
        }
        let instance = Instance(type: ProjectIndex.shortName(type), fields: [:])
        let home = Scope(parent: nil, instance: instance, file: index.file(of: type))
        let stored = index.storedProperties(of: type)
        let initializers = parts.flatMap(\.type.initializers)
        let labels = arguments.filter { !$0.trailing || $0.label != nil }.map(\.label)
        if let initializer = initializers.first(where: { initializer in
            initializer.parameters.filter { $0.defaultValue == nil }.allSatisfy { labels.contains($0.label) || $0.type.contains("->") }
        }) {
            // Stored properties first take their initial values; the initialiser sets the rest.
            for property in stored { instance.fields[property.name] = initialValue(property, in: home) }
            let values = bind(initializer.parameters, arguments, in: scope, byPosition: false)
            let body = Scope(parent: home, values: values)
            _ = execute(initializer.body ?? [], in: body, isExpression: false)
            return .instance(instance)
        }
        var remaining = arguments
        for property in stored {
            let label = property.name
            let position = remaining.firstIndex { $0.label == label }
                ?? ((property.type ?? "").contains("->") || property.attributes.contains("ViewBuilder")
                    ? remaining.firstIndex { $0.trailing && $0.label == nil } : nil)
            if let position {
                let argument = remaining.remove(at: position)
                let value = evaluate(argument.value, in: scope, localized: Self.isLocalizedType(property.type))
                instance.fields[label] = property.attributes.contains("State") ? value.resolved : value
            } else {
                instance.fields[label] = initialValue(property, in: home)
            }
        }
        return .instance(instance)
    }

    /// A stored property's value before anything sets it: its initial value, SwiftUI's
    /// environment for `@Environment`, nil for an optional, unknown otherwise.
    func initialValue(_ property: SwiftProperty, in scope: Scope) -> SwiftValue {
        if property.attributes.contains("Environment") {
            return environment[property.environmentKey ?? property.name] ?? .unknown(property.name)
        }
        if let initializer = property.initializer {
            return evaluate(initializer, in: scope, localized: Self.isLocalizedType(property.type)).resolved
        }
        if let type = property.type, type.hasSuffix("?") { return .none }
        return .unknown(property.name)
    }
}
