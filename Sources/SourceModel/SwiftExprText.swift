// SPDX-License-Identifier: GPL-3.0-or-later

/// Writes an expression back as Swift, close to how it was written: for conditions, names of
/// unknown views and messages that quote the source.
public enum SwiftExprText {
    /// The expression as Swift text.
    public static func text(_ expr: SwiftExpr) -> String {
        switch expr {
        case .string(let parts):
            let body = parts.map { part -> String in
                switch part {
                case .text(let text): escaped(text)
                case .interpolation(let arguments): "\\(" + argumentList(arguments) + ")"
                }
            }.joined()
            return "\"" + body + "\""
        case .number(let text): return text
        case .boolean(let value): return value ? "true" : "false"
        case .none: return "nil"
        case .name(let name): return name
        case .member(let base?, let name): return text(base) + "." + name
        case .member(nil, let name): return "." + name
        case .call(let callee, let arguments, _):
            let plain = arguments.filter { !$0.trailing }
            let closures = arguments.filter(\.trailing)
            var result = text(callee)
            if !plain.isEmpty || closures.isEmpty { result += "(" + argumentList(plain) + ")" }
            if !closures.isEmpty { result += " { … }" }
            return result
        case .subscripted(let base, let arguments): return text(base) + "[" + argumentList(arguments) + "]"
        case .ternary(let condition, let then, let otherwise): return "\(text(condition)) ? \(text(then)) : \(text(otherwise))"
        case .infix(let op, let left, let right): return "\(text(left)) \(op) \(text(right))"
        case .prefix(let op, let inner): return op + text(inner)
        case .postfix(let op, let inner): return text(inner) + op
        case .array(let elements): return "[" + elements.map(text).joined(separator: ", ") + "]"
        case .dictionary(let pairs): return "[" + pairs.map { $0.map(text).joined(separator: ": ") }.joined(separator: ", ") + "]"
        case .tuple(let arguments): return "(" + argumentList(arguments) + ")"
        case .closure: return "{ … }"
        case .keyPath(let path): return path
        case .statement(.conditional(let conditional)): return "if " + conditional.conditions.map(text).joined(separator: ", ")
        case .statement: return "…"
        case .wrapped(let keyword, let inner):
            return keyword.hasPrefix("as ") || keyword.hasPrefix("is ") ? text(inner) + " " + keyword : keyword + " " + text(inner)
        case .other(let source): return source
        }
    }

    /// A condition as Swift text.
    public static func text(_ condition: SwiftCondition) -> String {
        switch condition {
        case .expression(let expr): text(expr)
        case .binding(let name, let value?): "let \(name) = \(text(value))"
        case .binding(let name, nil): "let \(name)"
        case .other(let source): source
        }
    }

    /// Arguments as `label: value, …`.
    static func argumentList(_ arguments: [SwiftArgument]) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + text($0.value) }.joined(separator: ", ")
    }

    /// Text as it would be written inside a string literal.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}
