// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

extension Evaluator {
    /// The standard library's and SwiftUI's free functions and initialisers the evaluator runs;
    /// nil for a name it does not know.
    func freeBuiltin(_ name: String, _ arguments: [SwiftArgument], in scope: Scope, localized: Bool) -> SwiftValue? {
        let values = { arguments.filter { !$0.trailing }.map { self.evaluate($0.value, in: scope) } }
        switch name {
        case "Array", "Set":
            guard let first = values().first, let items = first.elements else { return .array([]) }
            return .array(items)
        case "Int":
            guard let first = values().first else { return .int(0) }
            switch first.resolved {
            case .int(let number): return .int(number)
            case .double(let number): return number.isFinite ? .int(Int(number)) : .unknown("Int")
            case .string(let text): return Int(text).map(SwiftValue.int) ?? SwiftValue.none
            default: return .unknown("Int")
            }
        case "Double", "CGFloat", "Float":
            guard let first = values().first, let number = Self.number(first) else { return .unknown(name) }
            return .double(number)
        case "String":
            if arguments.first?.label == "localized" {
                return evaluate(arguments[0].value, in: scope, localized: true)
            }
            return values().first.map { .string($0.described) } ?? .string("")
        case "State", "StateObject", "ObservedObject", "ScaledMetric", "GestureState", "FocusState", "Binding", "Bindable":
            // A property wrapper made by hand (`_x = State(initialValue: …)`): its value.
            let argument = arguments.first { ["wrappedValue", "initialValue", "projectedValue"].contains($0.label ?? "") }
                ?? arguments.first
            return argument.map { evaluate($0.value, in: scope) } ?? .unknown(name)
        case "LocalizedStringKey", "LocalizedStringResource":
            return arguments.first.map { evaluate($0.value, in: scope, localized: true) } ?? .unknown(name)
        case "min", "max":
            let numbers = values().compactMap(Self.number)
            guard numbers.count == arguments.count, let first = numbers.first else { return .unknown(name) }
            let result = numbers.dropFirst().reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) }
            return values().allSatisfy { if case .int = $0.resolved { true } else { false } } ? .int(Int(result)) : .double(result)
        case "abs":
            guard let first = values().first else { return .unknown(name) }
            if case .int(let number) = first.resolved { return .int(Swift.abs(number)) }
            return Self.number(first).map { .double(Swift.abs($0)) } ?? .unknown(name)
        case "withAnimation", "withTransaction":
            // The change the closure makes, without the animation.
            if let body = arguments.last, case .function(let callable) = evaluate(body.value, in: scope).resolved {
                return invoke(callable, positional: [])
            }
            return SwiftValue.none
        case "print", "debugPrint", "assert", "assertionFailure", "precondition":
            return SwiftValue.none
        case "zip":
            let lists = values().compactMap(\.elements)
            guard lists.count == 2 else { return .unknown(name) }
            return .array(zip(lists[0], lists[1]).map { .tuple([(nil, $0), (nil, $1)]) })
        default:
            if SwiftUINames.views.contains(name) || name == "Image" || name == "Text" {
                return .view(.call(.name(name), arguments, .unknown), scope)
            }
            return nil
        }
    }

    /// A method of a standard library value (an array, a string, a set, a Boolean) the
    /// evaluator runs; nil for one it does not know.
    func builtinMethod(_ name: String, on receiver: SwiftValue, base: SwiftExpr, _ arguments: [SwiftArgument], in scope: Scope) -> SwiftValue? {
        let value = receiver.resolved
        let closure: () -> Callable? = {
            guard let last = arguments.last, case .function(let callable) = self.evaluate(last.value, in: scope).resolved else { return nil }
            return callable
        }
        let argument: () -> SwiftValue? = { arguments.first.map { self.evaluate($0.value, in: scope) } }
        // `first(where:)` and `first { … }` alike: a predicate, labelled or trailing.
        let predicate = arguments.first.map { $0.label == "where" || $0.trailing } ?? false
        if let items = value.elements {
            switch name {
            case "enumerated":
                return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
            case "map", "compactMap", "flatMap":
                guard let transform = closure() else { return .unknown(name) }
                var result: [SwiftValue] = []
                for item in items {
                    let mapped = invoke(transform, positional: [item])
                    if name == "compactMap", case .none = mapped.resolved { continue }
                    if name == "flatMap", let inner = mapped.elements { result += inner; continue }
                    result.append(mapped)
                }
                return .array(result)
            case "filter":
                guard let test = closure() else { return .unknown(name) }
                var kept: [SwiftValue] = []
                for item in items {
                    guard case .bool(let keep) = invoke(test, positional: [item]).resolved else { return .unknown(name) }
                    if keep { kept.append(item) }
                }
                return .array(kept)
            case "first" where predicate, "contains" where predicate, "firstIndex" where predicate, "last" where predicate,
                 "lastIndex" where predicate, "allSatisfy":
                guard let test = closure() else { return .unknown(name) }
                for (offset, item) in items.enumerated() {
                    guard case .bool(let found) = invoke(test, positional: [item]).resolved else { return .unknown(name) }
                    if name == "allSatisfy", !found { return .bool(false) }
                    if found, name != "allSatisfy" {
                        return name == "first" || name == "last" ? item : name == "firstIndex" || name == "lastIndex" ? .int(offset) : .bool(true)
                    }
                }
                return name == "allSatisfy" ? .bool(true) : name == "contains" ? .bool(false) : SwiftValue.none
            case "contains", "firstIndex":
                guard let wanted = argument() else { return .unknown(name) }
                var unknown = false
                for (offset, item) in items.enumerated() {
                    switch SwiftValue.equal(item, wanted) {
                    case true?: return name == "contains" ? .bool(true) : .int(offset)
                    case nil: unknown = true
                    case false?: continue
                    }
                }
                return unknown ? .unknown(name) : name == "contains" ? .bool(false) : SwiftValue.none
            case "reversed": return .array(items.reversed())
            case "sorted" where arguments.isEmpty:
                let numbers = items.compactMap(Self.number)
                if numbers.count == items.count { return .array(zip(numbers, items).sorted { $0.0 < $1.0 }.map(\.1)) }
                let texts = items.compactMap { if case .string(let text) = $0.resolved { text } else { nil } }
                return texts.count == items.count ? .array(texts.sorted().map(SwiftValue.string)) : .unknown(name)
            case "prefix", "dropFirst", "dropLast", "suffix":
                let count = argument().flatMap { if case .int(let number) = $0.resolved { number } else { nil } } ?? 1
                switch name {
                case "prefix": return .array(Array(items.prefix(count)))
                case "dropFirst": return .array(Array(items.dropFirst(count)))
                case "dropLast": return .array(Array(items.dropLast(count)))
                default: return .array(Array(items.suffix(count)))
                }
            case "joined":
                let separator = argument().map(\.described) ?? ""
                return .string(items.map(\.described).joined(separator: separator))
            case "append", "insert", "removeAll", "remove", "removeLast", "removeFirst", "formIntersection", "formUnion",
                 "subtract", "toggle":
                return mutate(name, items, base: base, arguments, in: scope)
            default:
                break
            }
        }
        switch (value, name) {
        case (.bool(let flag), "toggle"):
            assign(base, .bool(!flag), in: scope)
            return SwiftValue.none
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        case (.string(let text), "capitalized"): return .string(text.capitalized)
        case (.string(let text), "hasPrefix"): return argument().map { .bool(text.hasPrefix($0.described)) }
        case (.string(let text), "contains"): return argument().map { .bool(text.contains($0.described)) }
        case (.int(let number), "isMultiple"):
            guard case .int(let other)? = argument()?.resolved, other != 0 else { return .unknown(name) }
            return .bool(number % other == 0)
        case (.function(let callable), "callAsFunction"): return invoke(callable, arguments, in: scope)
        default: return nil
        }
    }

    /// A method that changes the array (or set) it is called on, written back where it came from.
    func mutate(_ name: String, _ items: [SwiftValue], base: SwiftExpr, _ arguments: [SwiftArgument], in scope: Scope) -> SwiftValue {
        var items = items
        var removed = SwiftValue.none
        let values = arguments.filter { !$0.trailing || $0.label == nil }.map { evaluate($0.value, in: scope) }
        switch name {
        case "append", "insert":
            guard let item = values.first else { return .unknown(name) }
            if arguments.first?.label == "contentsOf", let more = item.elements { items += more } else { items.append(item) }
        case "removeAll":
            if let last = arguments.last, case .function(let test) = evaluate(last.value, in: scope).resolved {
                items = items.filter { if case .bool(true) = invoke(test, positional: [$0]).resolved { false } else { true } }
            } else {
                items = []
            }
        case "remove":
            if case .int(let position)? = values.first?.resolved, items.indices.contains(position) {
                removed = items.remove(at: position)
            } else if let wanted = values.first {
                items.removeAll { SwiftValue.equal($0, wanted) == true }
            }
        case "removeLast": if !items.isEmpty { removed = items.removeLast() }
        case "removeFirst": if !items.isEmpty { removed = items.removeFirst() }
        case "formIntersection":
            guard let other = values.first?.elements else { return .unknown(name) }
            items = items.filter { item in other.contains { SwiftValue.equal($0, item) == true } }
        case "formUnion":
            guard let other = values.first?.elements else { return .unknown(name) }
            for item in other where !items.contains(where: { SwiftValue.equal($0, item) == true }) { items.append(item) }
        case "subtract":
            guard let other = values.first?.elements else { return .unknown(name) }
            items = items.filter { item in !other.contains { SwiftValue.equal($0, item) == true } }
        default:
            return .unknown(name)
        }
        assign(base, .array(items), in: scope)
        return removed
    }
}
