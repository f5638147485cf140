// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// The placeholders of a format string as printf consumes them: each argument's position
/// (explicit as in `%2$@`, else counted from 1) and type, and the `%#@name@` substitutions.
///
/// Types compare by what the argument must be: `%d` and `%i` read an `int`, `%ld` `%lld` `%qd`
/// a 64-bit integer, `%@` an object, `%f` a double, and so on; `%arg` inside a substitution is
/// the substitution's own argument.
struct PlaceholderSignature: Hashable {
    /// The placeholder as written and its type, by argument position.
    var arguments: [Int: (text: String, type: String)]
    /// How many times each substitution is referenced.
    var substitutions: [String: Int]

    init(_ format: String) {
        self.init(tokens: FormatToken.tokens(in: format))
    }

    /// The signature of a format string already cut into tokens.
    init(tokens: [FormatToken]) {
        var arguments: [Int: (text: String, type: String)] = [:]
        var substitutions: [String: Int] = [:]
        var next = 1
        for case .placeholder(let placeholder) in tokens where placeholder != "%%" {
            if placeholder.hasPrefix("%#@") {
                substitutions[String(placeholder.dropFirst(3).dropLast()), default: 0] += 1
                continue
            }
            let (position, type) = Self.parse(placeholder)
            let index: Int
            if let position {
                index = position
            } else {
                index = next
                next += 1
            }
            if arguments[index] == nil { arguments[index] = (placeholder, type) }
        }
        self.arguments = arguments
        self.substitutions = substitutions
    }

    static func == (lhs: PlaceholderSignature, rhs: PlaceholderSignature) -> Bool {
        lhs.substitutions == rhs.substitutions
            && lhs.arguments.mapValues(\.type) == rhs.arguments.mapValues(\.type)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(substitutions)
        hasher.combine(arguments.mapValues(\.type))
    }

    /// The names of the `%#@name@` substitutions in order of appearance.
    static func substitutionNames(in format: String) -> [String] {
        FormatToken.placeholders(in: format).filter { $0.hasPrefix("%#@") }.map { String($0.dropFirst(3).dropLast()) }
    }

    /// A placeholder's explicit position, if any, and its type.
    static func parse(_ placeholder: String) -> (position: Int?, type: String) {
        if placeholder == "%arg" { return (nil, "arg") }
        var body = Substring(placeholder.dropFirst())
        var position: Int?
        if let dollar = body.firstIndex(of: "$"), let number = Int(body[..<dollar]) {
            position = number
            body = body[body.index(after: dollar)...]
        }
        guard let conversion = body.last else { return (position, "unknown") }
        let long = ["l", "ll", "q", "z", "t", "j"].contains { body.dropLast().hasSuffix($0) }
        let type: String = switch conversion {
        case "@": "object"
        case "d", "i": long ? "int64" : "int"
        case "u", "o", "x", "X": long ? "uint64" : "uint"
        case "f", "F", "e", "E", "g", "G", "a", "A": body.dropLast().hasSuffix("L") ? "long double" : "double"
        case "c": "char"
        case "C": "unichar"
        case "s": "c string"
        case "S": "unichar string"
        case "p": "pointer"
        default: "unknown"
        }
        return (position, type)
    }
}
