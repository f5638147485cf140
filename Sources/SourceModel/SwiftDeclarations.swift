// SPDX-License-Identifier: GPL-3.0-or-later

/// A type declared in a Swift file, or an extension of one.
public struct SwiftType: Sendable, Hashable, Codable {
    /// What kind of declaration it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    }

    /// Its name, qualified by the types it is nested in (`Board.Card`); for an extension, the
    /// name of the type it extends.
    public var name: String
    /// What kind of declaration it is.
    public var kind: Kind
    /// The types and protocols it inherits from or conforms to, as written (`View`, `Identifiable`).
    public var inherited: [String]
    /// Its attributes (`MainActor`, `Observable`).
    public var attributes: [String]
    /// Stored and computed properties.
    public var properties: [SwiftProperty]
    /// Methods, subscripts aside.
    public var functions: [SwiftFunction]
    /// Initialisers, as functions named `init`.
    public var initializers: [SwiftFunction]
    /// An enum's cases.
    public var cases: [SwiftEnumCase]
    /// Where the declaration starts, and the last line it covers.
    public var at: SourcePoint
    /// The last line of the declaration.
    public var endLine: Int

    /// Creates a type.
    public init(
        name: String, kind: Kind, inherited: [String] = [], attributes: [String] = [], properties: [SwiftProperty] = [],
        functions: [SwiftFunction] = [], initializers: [SwiftFunction] = [], cases: [SwiftEnumCase] = [],
        at: SourcePoint, endLine: Int
    ) {
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.attributes = attributes
        self.properties = properties
        self.functions = functions
        self.initializers = initializers
        self.cases = cases
        self.at = at
        self.endLine = endLine
    }
}

/// A property: stored (with its initial value) or computed (with its getter).
public struct SwiftProperty: Sendable, Hashable, Codable {
    /// Its name.
    public var name: String
    /// Its type as written, when written.
    public var type: String?
    /// Its attributes and property wrappers (`State`, `Binding`, `ViewBuilder`, `Environment`).
    public var attributes: [String]
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// Whether it is `let`.
    public var isConstant: Bool
    /// The initial value of a stored property.
    public var initializer: SwiftExpr?
    /// The getter's statements of a computed property.
    public var getter: [SwiftStatement]?
    /// Where its name is.
    public var at: SourcePoint
    /// The last line of the declaration.
    public var endLine: Int
    /// For `@Environment(\.layoutDirection)`, the environment value it reads (`layoutDirection`).
    public var environmentKey: String?

    /// Creates a property.
    public init(
        name: String, type: String?, attributes: [String], isStatic: Bool, isConstant: Bool,
        initializer: SwiftExpr?, getter: [SwiftStatement]?, at: SourcePoint, endLine: Int
    ) {
        self.name = name
        self.type = type
        self.attributes = attributes
        self.isStatic = isStatic
        self.isConstant = isConstant
        self.initializer = initializer
        self.getter = getter
        self.at = at
        self.endLine = endLine
    }
}

/// A function, a method or an initialiser.
public struct SwiftFunction: Sendable, Hashable, Codable {
    /// Its base name (`card`, `init`).
    public var name: String
    /// Its parameters.
    public var parameters: [SwiftParameter]
    /// The return type as written (`some View`), when there is one.
    public var returnType: String?
    /// Its attributes (`ViewBuilder`, `MainActor`).
    public var attributes: [String]
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// The body's statements (nil for a protocol requirement).
    public var body: [SwiftStatement]?
    /// Where its name is.
    public var at: SourcePoint
    /// The last line of the declaration.
    public var endLine: Int

    /// Creates a function.
    public init(
        name: String, parameters: [SwiftParameter], returnType: String?, attributes: [String], isStatic: Bool,
        body: [SwiftStatement]?, at: SourcePoint, endLine: Int
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.attributes = attributes
        self.isStatic = isStatic
        self.body = body
        self.at = at
        self.endLine = endLine
    }
}

/// A parameter of a function: the label callers write, the name the body uses, its type and default.
public struct SwiftParameter: Sendable, Hashable, Codable {
    /// The argument label (nil for `_`).
    public var label: String?
    /// The name inside the body.
    public var name: String
    /// The type as written.
    public var type: String
    /// The default value.
    public var defaultValue: SwiftExpr?

    /// Creates a parameter.
    public init(label: String?, name: String, type: String, defaultValue: SwiftExpr?) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A case of an enum, with its raw value when it has one.
public struct SwiftEnumCase: Sendable, Hashable, Codable {
    /// Its name.
    public var name: String
    /// Its raw value (`"todo"`).
    public var rawValue: SwiftExpr?

    /// Creates a case.
    public init(name: String, rawValue: SwiftExpr?) {
        self.name = name
        self.rawValue = rawValue
    }
}

/// A preview: `#Preview { … }` or a `PreviewProvider`'s `previews`.
public struct SwiftPreview: Sendable, Hashable, Codable {
    /// Its name, when it has one (`#Preview("Dark") { … }`).
    public var name: String?
    /// Its body.
    public var statements: [SwiftStatement]
    /// Where it is.
    public var at: SourcePoint

    /// Creates a preview.
    public init(name: String?, statements: [SwiftStatement], at: SourcePoint) {
        self.name = name
        self.statements = statements
        self.at = at
    }
}
