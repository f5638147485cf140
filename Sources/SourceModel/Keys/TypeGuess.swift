// SPDX-License-Identifier: GPL-3.0-or-later

/// The type of an interpolated value, as far as the code says it, and the format specifier
/// Xcode extracts for it: `%lld` for the integers, `%llu` for the unsigned ones, `%lf` for
/// `Double` and `CGFloat`, `%f` for `Float`, `%@` for anything else it can name.
/// What Rotor cannot tell is ``unknown`` (`%arg`, as `xcstringstool` writes an untyped
/// interpolation), which matches any specifier.
public struct TypeGuess: Sendable {
    /// The project.
    let index: ProjectIndex
    /// The type whose code this is.
    let type: String?
    /// The names in scope, with their types as written; an empty type for a name whose type is
    /// not known (a closure's parameter), which hides a property of that name.
    let locals: [String: String]

    /// What a value of unknown type is given.
    public static let unknown = "%arg"

    /// Creates a guesser for a scope.
    public init(index: ProjectIndex, type: String?, locals: [String: String]) {
        self.index = index
        self.type = type
        self.locals = locals
    }

    /// The specifier for an interpolated value (or the one its `specifier:` argument gives).
    public func specifier(of expr: SwiftExpr, specifier given: SwiftExpr? = nil) -> String {
        if case .string(let parts)? = given, let text = KeyUseCollector.text(parts), text.hasPrefix("%") { return text }
        guard let type = type(of: expr) else { return Self.unknown }
        return Self.specifier(forType: type)
    }

    /// The specifier Xcode gives a type.
    public static func specifier(forType written: String) -> String {
        switch unwrapped(written) {
        case "Int", "Int64", "Int32", "Int16", "Int8": "%lld"
        case "UInt", "UInt64", "UInt32", "UInt16", "UInt8": "%llu"
        case "Double", "CGFloat", "TimeInterval", "Decimal": "%lf"
        case "Float": "%f"
        default: "%@"
        }
    }

    /// A type without its optional mark (`Int?` → `Int`).
    public static func unwrapped(_ type: String) -> String {
        var result = type.trimmingSpaces
        while result.hasSuffix("?") || result.hasSuffix("!") { result.removeLast() }
        return result
    }

    /// The type of an expression, as written in the code, when the code says it.
    public func type(of expr: SwiftExpr) -> String? {
        switch expr {
        case .number(let text): return text.contains(".") || text.contains("e") ? "Double" : "Int"
        case .string: return "String"
        case .boolean: return "Bool"
        case .name(let name):
            if let local = locals[name] { return local.isEmpty ? nil : local }
            return type.flatMap { index.property(name, of: $0)?.property.type } ?? index.globalProperty(name)?.property.type
        case .member(.name("self"), let name):
            return type.flatMap { index.property(name, of: $0)?.property.type }
        case .member(_?, "count"), .member(_?, "hashValue"): return "Int"
        case .member(_?, "description"), .member(_?, "localizedDescription"): return "String"
        case .member(let base?, let name):
            // A member of a value whose type the project declares.
            guard let baseType = type(of: base).map(Self.unwrapped) else { return nil }
            return index.property(name, of: baseType)?.property.type
        case .call(.name(let name), _, _) where ["Int", "Double", "Float", "String", "CGFloat", "UInt", "Int64"].contains(name):
            return name
        case .call(.member(_, "formatted"), _, _): return "String"
        case .call(.name(let name), _, _) where index.isType(name): return name
        case .postfix(_, let inner), .wrapped(_, let inner): return type(of: inner)
        case .infix(let op, let left, _) where ["+", "-", "*", "/", "%"].contains(op): return type(of: left)
        case .ternary(_, let then, _): return type(of: then)
        default: return nil
        }
    }
}

private extension String {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
