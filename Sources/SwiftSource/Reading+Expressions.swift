// SPDX-License-Identifier: GPL-3.0-or-later
import SourceModel
internal import SwiftOperators
internal import SwiftSyntax

extension Reading {
    /// An expression as a ``SwiftExpr``.
    func expression(_ node: ExprSyntax) -> SwiftExpr {
        switch node.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return .string(stringParts(literal))
        case .simpleStringLiteralExpr(let literal):
            return .string([.text(literal.segments.map { Self.unescaped($0.content.text) }.joined())])
        case .integerLiteralExpr(let literal):
            return .number(literal.literal.text)
        case .floatLiteralExpr(let literal):
            return .number(literal.literal.text)
        case .booleanLiteralExpr(let literal):
            return .boolean(literal.literal.text == "true")
        case .nilLiteralExpr:
            return .none
        case .declReferenceExpr(let reference):
            return .name(reference.baseName.text)
        case .superExpr:
            return .name("super")
        case .discardAssignmentExpr:
            return .name("_")
        case .memberAccessExpr(let access):
            return .member(access.base.map(expression), access.declName.baseName.text)
        case .functionCallExpr(let call):
            let place = call.calledExpression.as(MemberAccessExprSyntax.self).map { point($0.declName) } ?? point(call.calledExpression)
            return .call(expression(call.calledExpression), arguments(call.arguments, call.trailingClosure, call.additionalTrailingClosures), place)
        case .macroExpansionExpr(let macro):
            let arguments = arguments(macro.arguments, macro.trailingClosure, macro.additionalTrailingClosures)
            return .call(.name("#" + macro.macroName.text), arguments, point(macro))
        case .subscriptCallExpr(let call):
            return .subscripted(expression(call.calledExpression), arguments(call.arguments, call.trailingClosure, call.additionalTrailingClosures))
        case .ternaryExpr(let ternary):
            return .ternary(expression(ternary.condition), expression(ternary.thenExpression), expression(ternary.elseExpression))
        case .infixOperatorExpr(let infix):
            return .infix(infix.operator.trimmedDescription, expression(infix.leftOperand), expression(infix.rightOperand))
        case .prefixOperatorExpr(let prefix):
            return .prefix(prefix.operator.text, expression(prefix.expression))
        case .postfixOperatorExpr(let postfix):
            return .postfix(postfix.operator.text, expression(postfix.expression))
        case .forceUnwrapExpr(let unwrap):
            return .postfix("!", expression(unwrap.expression))
        case .optionalChainingExpr(let chain):
            return .postfix("?", expression(chain.expression))
        case .inOutExpr(let inout_):
            return .prefix("&", expression(inout_.expression))
        case .arrayExpr(let array):
            return .array(array.elements.map { expression($0.expression) })
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            return .dictionary(elements.map { [expression($0.key), expression($0.value)] })
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return expression(only.expression)
            }
            return .tuple(tuple.elements.map { SwiftArgument(label: $0.label?.text, value: expression($0.expression)) })
        case .closureExpr(let closure):
            return .closure(self.closure(closure))
        case .keyPathExpr(let path):
            return .keyPath(path.trimmedDescription)
        case .ifExpr(let conditional):
            return .statement(.conditional(self.conditional(conditional)))
        case .switchExpr(let switched):
            return .statement(self.switched(switched))
        case .tryExpr(let attempt):
            return .wrapped("try", expression(attempt.expression))
        case .awaitExpr(let waiting):
            return .wrapped("await", expression(waiting.expression))
        case .asExpr(let cast):
            return .wrapped("as " + cast.type.trimmedDescription, expression(cast.expression))
        case .isExpr(let check):
            return .wrapped("is " + check.type.trimmedDescription, expression(check.expression))
        case .genericSpecializationExpr(let generic):
            return expression(generic.expression)
        case .postfixIfConfigExpr(let config):
            return postfixIfConfig(config)
        case .sequenceExpr(let sequence):
            // Operators folded with the standard table where they are met (`a ? b : c`,
            // `x = y`, `a && b` become trees), not the whole file up front.
            guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence), !folded.is(SequenceExprSyntax.self) else {
                return .other(node.trimmedDescription)
            }
            return expression(folded)
        default:
            return .other(node.trimmedDescription)
        }
    }

    /// A call's arguments, its trailing closures last.
    func arguments(
        _ list: LabeledExprListSyntax, _ trailing: ClosureExprSyntax?, _ more: MultipleTrailingClosureElementListSyntax
    ) -> [SwiftArgument] {
        var result = list.map { SwiftArgument(label: $0.label?.text, value: expression($0.expression)) }
        if let trailing {
            result.append(SwiftArgument(label: nil, value: .closure(closure(trailing)), trailing: true))
        }
        for element in more {
            result.append(SwiftArgument(label: element.label.text, value: .closure(closure(element.closure)), trailing: true))
        }
        return result
    }

    /// A closure's parameter names and statements.
    func closure(_ node: ClosureExprSyntax) -> SwiftClosure {
        var names: [String] = []
        if let signature = node.signature, let clause = signature.parameterClause {
            switch clause {
            case .simpleInput(let list): names = list.map(\.name.text)
            case .parameterClause(let parameters): names = parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
            @unknown default: break
            }
        }
        return SwiftClosure(parameters: names, statements: statements(node.statements))
    }

    /// A string literal's text and interpolations, escapes resolved.
    func stringParts(_ literal: StringLiteralExprSyntax) -> [StringPart] {
        let raw = literal.openingPounds != nil
        var parts: [StringPart] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let content = raw ? text.content.text : Self.unescaped(text.content.text)
                if case .text(let previous)? = parts.last {
                    parts[parts.count - 1] = .text(previous + content)
                } else {
                    parts.append(.text(content))
                }
            case .expressionSegment(let interpolation):
                parts.append(.interpolation(interpolation.expressions.map {
                    SwiftArgument(label: $0.label?.text, value: expression($0.expression))
                }))
            @unknown default:
                continue
            }
        }
        return parts
    }

    /// Text with Swift's escapes resolved: `\n`, `\t`, `\"`, `\\`, `\u{…}`, and a line
    /// continuation in a multi-line literal.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\"", "'", "\\": result.append(next)
            case "\n": continue
            case "u":
                var hex = ""
                if iterator.next() == "{" {
                    while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                }
            default:
                result.append(character)
                result.append(next)
            }
        }
        return result
    }

    /// `base #if … .modifier() #endif`: every clause's modifiers applied to the base, so that no
    /// clause is dropped.
    func postfixIfConfig(_ node: PostfixIfConfigExprSyntax) -> SwiftExpr {
        var result = node.base.map(expression) ?? .other("")
        for clause in node.config.clauses {
            guard case .postfixExpression(let postfix) = clause.elements else { continue }
            result = Self.rebased(expression(postfix), onto: result)
        }
        return result
    }

    /// A chain of modifiers written without a base (`.a().b()`) put onto a base.
    static func rebased(_ chain: SwiftExpr, onto base: SwiftExpr) -> SwiftExpr {
        switch chain {
        case .member(nil, let name): .member(base, name)
        case .member(let inner?, let name): .member(rebased(inner, onto: base), name)
        case .call(let callee, let arguments, let place): .call(rebased(callee, onto: base), arguments, place)
        case .postfix(let op, let inner): .postfix(op, rebased(inner, onto: base))
        default: chain
        }
    }
}
