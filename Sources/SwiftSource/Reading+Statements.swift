// SPDX-License-Identifier: GPL-3.0-or-later
import SourceModel
internal import SwiftSyntax

extension Reading {
    /// The statements of a body, a closure or a clause. A `do` block's statements are read in
    /// line, as what they do happens in the same body.
    func statements(_ items: CodeBlockItemListSyntax) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        for item in items {
            switch item.item {
            case .decl(let decl): result += declarationStatements(decl)
            case .stmt(let stmt): result += statement(stmt)
            case .expr(let expr): result.append(expressionStatement(expr))
            @unknown default: continue
            }
        }
        return result
    }

    /// An expression used as a statement: an `if` or `switch` is a statement of its own.
    func expressionStatement(_ node: ExprSyntax) -> SwiftStatement {
        switch expression(node) {
        case .statement(let statement): statement
        case let other: .expression(other)
        }
    }

    /// A statement.
    func statement(_ node: StmtSyntax) -> [SwiftStatement] {
        switch node.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let statement):
            return [expressionStatement(statement.expression)]
        case .returnStmt(let statement):
            return [.returned(statement.expression.map(expression))]
        case .guardStmt(let statement):
            return [.guarded(conditions(statement.conditions), orElse: statements(statement.body.statements))]
        case .forStmt(let statement):
            return [.loop(
                pattern: statement.pattern.trimmedDescription, sequence: expression(statement.sequence),
                body: statements(statement.body.statements)
            )]
        case .doStmt(let statement):
            return statements(statement.body.statements)
        default:
            return [.other(node.trimmedDescription)]
        }
    }

    /// What a declaration inside a body adds: bindings, local functions, `#if` clauses.
    func declarationStatements(_ decl: DeclSyntax) -> [SwiftStatement] {
        switch decl.as(DeclSyntaxEnum.self) {
        case .variableDecl(let node):
            return node.bindings.map { binding in
                .binding(
                    name: binding.pattern.trimmedDescription, value: binding.initializer.map { expression($0.value) },
                    at: point(binding.pattern)
                )
            }
        case .functionDecl(let node):
            return [.declaration(function(node))]
        case .ifConfigDecl(let node):
            return [.compiledIf(node.clauses.map { clause in
                var body: [SwiftStatement] = []
                switch clause.elements {
                case .statements(let items): body = statements(items)
                case .decls(let members): body = members.flatMap { declarationStatements($0.decl) }
                default: break
                }
                return SwiftCompiledClause(condition: clause.condition?.trimmedDescription, statements: body)
            })]
        default:
            return [.other(decl.trimmedDescription)]
        }
    }

    /// An `if`, with `else if` as a nested conditional.
    func conditional(_ node: IfExprSyntax) -> SwiftConditional {
        var otherwise: [SwiftStatement] = []
        switch node.elseBody {
        case .ifExpr(let next)?: otherwise = [.conditional(conditional(next))]
        case .codeBlock(let block)?: otherwise = statements(block.statements)
        case nil: break
        @unknown default: break
        }
        return SwiftConditional(
            conditions: conditions(node.conditions), then: statements(node.body.statements), otherwise: otherwise, at: point(node)
        )
    }

    /// A `switch` and its cases.
    func switched(_ node: SwitchExprSyntax) -> SwiftStatement {
        var cases: [SwiftCase] = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            var patterns: [String] = []
            if case .case(let label) = switchCase.label {
                patterns = label.caseItems.map { $0.pattern.trimmedDescription }
            }
            cases.append(SwiftCase(patterns: patterns, statements: statements(switchCase.statements)))
        }
        return .switched(expression(node.subject), cases)
    }

    /// The conditions of an `if` or a `guard`.
    func conditions(_ list: ConditionElementListSyntax) -> [SwiftCondition] {
        list.map { element in
            switch element.condition {
            case .expression(let expr):
                return .expression(expression(expr))
            case .optionalBinding(let binding):
                return .binding(name: binding.pattern.trimmedDescription, value: binding.initializer.map { expression($0.value) })
            default:
                return .other(element.condition.trimmedDescription)
            }
        }
    }
}
