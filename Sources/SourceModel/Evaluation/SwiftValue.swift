// SPDX-License-Identifier: GPL-3.0-or-later

/// A value the evaluator of a view's source works with: what a preview's literals, the view's
/// state and its helpers make. What the source cannot tell (a network image, a value from a
/// model Rotor does not run) is ``unknown``, named after what the code calls it.
public indirect enum SwiftValue: @unchecked Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// Text to be localized: a key (as Xcode extracts it), its table and its arguments.
    case localized(key: String, table: String, arguments: [SwiftValue])
    case array([SwiftValue])
    case dictionary([(key: SwiftValue, value: SwiftValue)])
    case tuple([(label: String?, value: SwiftValue)])
    /// An instance of one of the project's types, shared as a class is (state changes made by
    /// an action reach every place that holds it).
    case instance(Instance)
    /// A case of an enum: the enum (when known), the case, its associated values.
    case enumCase(type: String?, name: String, payload: [SwiftValue])
    /// `lower..<upper`.
    case range(Int, Int)
    /// A closure or a method, with where it was made.
    case function(Callable)
    /// A view made in code and held as a value (`let image: Image`, `Text` in a `label:`).
    case view(SwiftExpr, Scope)
    /// A binding (`$isOn`): reads and writes go to the value it names.
    case binding(Reference)
    /// What the source cannot tell, named as the code names it.
    case unknown(String)
    /// `nil`.
    case none

    /// The value as Swift's string interpolation writes it.
    public var described: String {
        switch self {
        case .int(let value): String(value)
        case .double(let value): value.rounded() == value && abs(value) < 1e15 ? String(format1: value) : String(value)
        case .bool(let value): value ? "true" : "false"
        case .string(let text): text
        case .localized(let key, _, _): key
        case .array(let items): "[" + items.map(\.described).joined(separator: ", ") + "]"
        case .dictionary(let pairs): "[" + pairs.map { $0.key.described + ": " + $0.value.described }.joined(separator: ", ") + "]"
        case .tuple(let items): "(" + items.map(\.value.described).joined(separator: ", ") + ")"
        case .instance(let instance): instance.type
        case .enumCase(_, let name, _): name
        case .range(let lower, let upper): "\(lower)..<\(upper)"
        case .function: "(Function)"
        case .view: "View"
        case .binding(let reference): reference.get().described
        case .unknown(let name): name
        case .none: "nil"
        }
    }

    /// Whether the value is known.
    public var isKnown: Bool {
        switch self {
        case .unknown: false
        case .binding(let reference): reference.get().isKnown
        default: true
        }
    }

    /// The value behind a binding.
    public var resolved: SwiftValue {
        if case .binding(let reference) = self { return reference.get().resolved }
        return self
    }

    /// The elements of a sequence: an array, a range.
    public var elements: [SwiftValue]? {
        switch resolved {
        case .array(let items): items
        case .range(let lower, let upper): lower < upper ? (lower..<upper).map { .int($0) } : []
        case .dictionary(let pairs): pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        default: nil
        }
    }

    /// Whether two values are equal, when both are known.
    public static func equal(_ left: SwiftValue, _ right: SwiftValue) -> Bool? {
        switch (left.resolved, right.resolved) {
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): Double(a) == b
        case (.bool(let a), .bool(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.localized(let a, _, _), .localized(let b, _, _)): a == b
        case (.string(let a), .localized(let b, _, _)), (.localized(let b, _, _), .string(let a)): a == b
        case (.enumCase(_, let a, let x), .enumCase(_, let b, let y)):
            a == b && x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) ?? false }
        case (.none, .none): true
        case (.none, _), (_, .none): false
        case (.instance(let a), .instance(let b)): a === b
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) ?? false }
        case (.tuple(let a), .tuple(let b)): a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) ?? false }
        default: nil
        }
    }
}

private extension String {
    /// A whole double as Swift prints it: `2.0`.
    init(format1 value: Double) {
        self = String(Int(value)) + ".0"
    }
}

/// An instance of a project type: its type and its fields, shared by reference.
public final class Instance: @unchecked Sendable {
    /// The type's name.
    public let type: String
    /// The stored properties, by name.
    public var fields: [String: SwiftValue]

    /// Creates an instance.
    public init(type: String, fields: [String: SwiftValue]) {
        self.type = type
        self.fields = fields
    }
}

/// Where a binding reads and writes: a field of an instance, or a name in a scope.
public struct Reference: @unchecked Sendable {
    /// Reads the value.
    public let get: () -> SwiftValue
    /// Writes it.
    public let set: (SwiftValue) -> Void
}

/// Something that can be called: a closure with the scope it was made in, or a method of a
/// type with the value it is called on.
public final class Callable: @unchecked Sendable {
    /// The parameters' names (and labels, for a method).
    public let parameters: [SwiftParameter]
    /// The body.
    public let body: [SwiftStatement]
    /// Where it was made.
    public let scope: Scope
    /// Whether the body's one expression is what it returns (a closure of one expression).
    public let isClosure: Bool

    /// Creates a callable.
    public init(parameters: [SwiftParameter], body: [SwiftStatement], scope: Scope, isClosure: Bool) {
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.isClosure = isClosure
    }
}

/// The names an evaluation sees: its own, then its parent's, up to the instance whose code it
/// is (`self`) and its type.
public final class Scope: @unchecked Sendable {
    /// The enclosing scope.
    public let parent: Scope?
    /// The names made here.
    public var values: [String: SwiftValue]
    /// The instance whose code this is, if any.
    public let instance: Instance?
    /// The type whose code this is (a static method has no instance).
    public let type: String?
    /// The file whose code this is (a position in the project): where a `private` helper of the
    /// same name as another file's is looked for first.
    public let file: Int?

    /// Creates a scope.
    public init(parent: Scope?, values: [String: SwiftValue] = [:], instance: Instance? = nil, type: String? = nil, file: Int? = nil) {
        self.parent = parent
        self.values = values
        self.instance = instance ?? parent?.instance
        self.type = type ?? instance?.type ?? parent?.type
        self.file = file ?? parent?.file
    }

    /// A name's value, from the innermost scope out (not the instance's fields).
    public func local(_ name: String) -> SwiftValue? {
        if let value = values[name] { return value }
        return parent?.local(name)
    }

    /// Sets a name where it was made; false when no scope has it.
    @discardableResult
    public func assign(_ name: String, _ value: SwiftValue) -> Bool {
        if values[name] != nil {
            if case .binding(let reference) = values[name] {
                reference.set(value)
            } else {
                values[name] = value
            }
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}
