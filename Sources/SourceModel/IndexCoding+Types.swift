// SPDX-License-Identifier: GPL-3.0-or-later

// The index's types in its binary form (IndexCoding). Each enum writes a tag, then its values.

extension SwiftExpr: IndexCodable {
    public func write(to w: inout IndexWriter) {
        switch self {
        case .string(let parts): w.byte(0); w.list(parts)
        case .number(let text): w.byte(1); w.string(text)
        case .boolean(let value): w.byte(2); w.bool(value)
        case .none: w.byte(3)
        case .name(let name): w.byte(4); w.string(name)
        case .member(let base, let name): w.byte(5); w.optional(base); w.string(name)
        case .call(let callee, let arguments, let at): w.byte(6); callee.write(to: &w); w.list(arguments); w.point(at)
        case .subscripted(let base, let arguments): w.byte(7); base.write(to: &w); w.list(arguments)
        case .ternary(let a, let b, let c): w.byte(8); a.write(to: &w); b.write(to: &w); c.write(to: &w)
        case .infix(let op, let left, let right): w.byte(9); w.string(op); left.write(to: &w); right.write(to: &w)
        case .prefix(let op, let inner): w.byte(10); w.string(op); inner.write(to: &w)
        case .postfix(let op, let inner): w.byte(11); w.string(op); inner.write(to: &w)
        case .array(let elements): w.byte(12); w.list(elements)
        case .dictionary(let pairs):
            w.byte(13)
            w.count(pairs.count)
            for pair in pairs { w.list(pair) }
        case .tuple(let arguments): w.byte(14); w.list(arguments)
        case .closure(let closure): w.byte(15); closure.write(to: &w)
        case .keyPath(let path): w.byte(16); w.string(path)
        case .statement(let statement): w.byte(17); statement.write(to: &w)
        case .wrapped(let keyword, let inner): w.byte(18); w.string(keyword); inner.write(to: &w)
        case .other(let text): w.byte(19); w.string(text)
        }
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        switch try r.byte() {
        case 0: self = .string(try r.list(StringPart.self))
        case 1: self = .number(try r.string())
        case 2: self = .boolean(try r.bool())
        case 3: self = .none
        case 4: self = .name(try r.string())
        case 5: self = .member(try r.optional(SwiftExpr.self), try r.string())
        case 6: self = .call(try SwiftExpr(from: &r), try r.list(SwiftArgument.self), try r.point())
        case 7: self = .subscripted(try SwiftExpr(from: &r), try r.list(SwiftArgument.self))
        case 8: self = .ternary(try SwiftExpr(from: &r), try SwiftExpr(from: &r), try SwiftExpr(from: &r))
        case 9: self = .infix(try r.string(), try SwiftExpr(from: &r), try SwiftExpr(from: &r))
        case 10: self = .prefix(try r.string(), try SwiftExpr(from: &r))
        case 11: self = .postfix(try r.string(), try SwiftExpr(from: &r))
        case 12: self = .array(try r.list(SwiftExpr.self))
        case 13:
            let count = try r.count()
            var pairs: [[SwiftExpr]] = []
            for _ in 0..<count { pairs.append(try r.list(SwiftExpr.self)) }
            self = .dictionary(pairs)
        case 14: self = .tuple(try r.list(SwiftArgument.self))
        case 15: self = .closure(try SwiftClosure(from: &r))
        case 16: self = .keyPath(try r.string())
        case 17: self = .statement(try SwiftStatement(from: &r))
        case 18: self = .wrapped(try r.string(), try SwiftExpr(from: &r))
        case 19: self = .other(try r.string())
        default: throw r.unexpected()
        }
    }
}

extension StringPart: IndexCodable {
    public func write(to w: inout IndexWriter) {
        switch self {
        case .text(let text): w.byte(0); w.string(text)
        case .interpolation(let arguments): w.byte(1); w.list(arguments)
        }
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        switch try r.byte() {
        case 0: self = .text(try r.string())
        case 1: self = .interpolation(try r.list(SwiftArgument.self))
        default: throw r.unexpected()
        }
    }
}

extension SwiftArgument: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.optionalString(label)
        value.write(to: &w)
        w.bool(trailing)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(label: try r.optionalString(), value: try SwiftExpr(from: &r), trailing: try r.bool())
    }
}

extension SwiftClosure: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.strings(parameters)
        w.list(statements)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(parameters: try r.strings(), statements: try r.list(SwiftStatement.self))
    }
}

extension SwiftStatement: IndexCodable {
    public func write(to w: inout IndexWriter) {
        switch self {
        case .expression(let expr): w.byte(0); expr.write(to: &w)
        case .binding(let name, let value, let at): w.byte(1); w.string(name); w.optional(value); w.point(at)
        case .returned(let value): w.byte(2); w.optional(value)
        case .conditional(let conditional): w.byte(3); conditional.write(to: &w)
        case .switched(let subject, let cases): w.byte(4); subject.write(to: &w); w.list(cases)
        case .loop(let pattern, let sequence, let body): w.byte(5); w.string(pattern); sequence.write(to: &w); w.list(body)
        case .guarded(let conditions, let orElse): w.byte(6); w.list(conditions); w.list(orElse)
        case .compiledIf(let clauses): w.byte(7); w.list(clauses)
        case .declaration(let function): w.byte(8); function.write(to: &w)
        case .other(let text): w.byte(9); w.string(text)
        }
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        switch try r.byte() {
        case 0: self = .expression(try SwiftExpr(from: &r))
        case 1: self = .binding(name: try r.string(), value: try r.optional(SwiftExpr.self), at: try r.point())
        case 2: self = .returned(try r.optional(SwiftExpr.self))
        case 3: self = .conditional(try SwiftConditional(from: &r))
        case 4: self = .switched(try SwiftExpr(from: &r), try r.list(SwiftCase.self))
        case 5: self = .loop(pattern: try r.string(), sequence: try SwiftExpr(from: &r), body: try r.list(SwiftStatement.self))
        case 6: self = .guarded(try r.list(SwiftCondition.self), orElse: try r.list(SwiftStatement.self))
        case 7: self = .compiledIf(try r.list(SwiftCompiledClause.self))
        case 8: self = .declaration(try SwiftFunction(from: &r))
        case 9: self = .other(try r.string())
        default: throw r.unexpected()
        }
    }
}

extension SwiftConditional: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.list(conditions)
        w.list(then)
        w.list(otherwise)
        w.point(at)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(
            conditions: try r.list(SwiftCondition.self), then: try r.list(SwiftStatement.self),
            otherwise: try r.list(SwiftStatement.self), at: try r.point()
        )
    }
}

extension SwiftCondition: IndexCodable {
    public func write(to w: inout IndexWriter) {
        switch self {
        case .expression(let expr): w.byte(0); expr.write(to: &w)
        case .binding(let name, let value): w.byte(1); w.string(name); w.optional(value)
        case .other(let text): w.byte(2); w.string(text)
        }
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        switch try r.byte() {
        case 0: self = .expression(try SwiftExpr(from: &r))
        case 1: self = .binding(name: try r.string(), value: try r.optional(SwiftExpr.self))
        case 2: self = .other(try r.string())
        default: throw r.unexpected()
        }
    }
}

extension SwiftCase: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.strings(patterns)
        w.list(statements)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(patterns: try r.strings(), statements: try r.list(SwiftStatement.self))
    }
}

extension SwiftCompiledClause: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.optionalString(condition)
        w.list(statements)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(condition: try r.optionalString(), statements: try r.list(SwiftStatement.self))
    }
}

extension SwiftParameter: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.optionalString(label)
        w.string(name)
        w.string(type)
        w.optional(defaultValue)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(label: try r.optionalString(), name: try r.string(), type: try r.string(), defaultValue: try r.optional(SwiftExpr.self))
    }
}

extension SwiftFunction: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.string(name)
        w.list(parameters)
        w.optionalString(returnType)
        w.strings(attributes)
        w.bool(isStatic)
        w.bool(body != nil)
        if let body { w.list(body) }
        w.point(at)
        w.count(endLine)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        let name = try r.string()
        let parameters = try r.list(SwiftParameter.self)
        let returnType = try r.optionalString()
        let attributes = try r.strings()
        let isStatic = try r.bool()
        let body = try r.bool() ? try r.list(SwiftStatement.self) : nil
        self.init(
            name: name, parameters: parameters, returnType: returnType, attributes: attributes, isStatic: isStatic, body: body,
            at: try r.point(), endLine: try r.count()
        )
    }
}

extension SwiftProperty: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.string(name)
        w.optionalString(type)
        w.strings(attributes)
        w.bool(isStatic)
        w.bool(isConstant)
        w.optional(initializer)
        w.bool(getter != nil)
        if let getter { w.list(getter) }
        w.point(at)
        w.count(endLine)
        w.optionalString(environmentKey)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        let name = try r.string()
        let type = try r.optionalString()
        let attributes = try r.strings()
        let isStatic = try r.bool()
        let isConstant = try r.bool()
        let initializer = try r.optional(SwiftExpr.self)
        let getter = try r.bool() ? try r.list(SwiftStatement.self) : nil
        self.init(
            name: name, type: type, attributes: attributes, isStatic: isStatic, isConstant: isConstant, initializer: initializer,
            getter: getter, at: try r.point(), endLine: try r.count()
        )
        environmentKey = try r.optionalString()
    }
}

extension SwiftEnumCase: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.string(name)
        w.optional(rawValue)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(name: try r.string(), rawValue: try r.optional(SwiftExpr.self))
    }
}

extension SwiftType: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.string(name)
        w.string(kind.rawValue)
        w.strings(inherited)
        w.strings(attributes)
        w.list(properties)
        w.list(functions)
        w.list(initializers)
        w.list(cases)
        w.point(at)
        w.count(endLine)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        let name = try r.string()
        guard let kind = Kind(rawValue: try r.string()) else { throw r.unexpected() }
        self.init(
            name: name, kind: kind, inherited: try r.strings(), attributes: try r.strings(),
            properties: try r.list(SwiftProperty.self), functions: try r.list(SwiftFunction.self),
            initializers: try r.list(SwiftFunction.self), cases: try r.list(SwiftEnumCase.self), at: try r.point(),
            endLine: try r.count()
        )
    }
}

extension SwiftPreview: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.optionalString(name)
        w.list(statements)
        w.point(at)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(name: try r.optionalString(), statements: try r.list(SwiftStatement.self), at: try r.point())
    }
}

extension RuleDirective: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.strings(rules)
        w.count(firstLine)
        w.count(lastLine)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(rules: try r.strings(), firstLine: try r.count(), lastLine: try r.count())
    }
}

extension SourceProblem: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.string(kind.rawValue)
        w.string(detail)
        w.bool(at != nil)
        if let at { w.point(at) }
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        guard let kind = Kind(rawValue: try r.string()) else { throw r.unexpected() }
        let detail = try r.string()
        self.init(kind: kind, detail: detail, at: try r.bool() ? try r.point() : nil)
    }
}

extension SwiftFileIndex: IndexCodable {
    public func write(to w: inout IndexWriter) {
        w.string(path)
        w.list(types)
        w.list(functions)
        w.list(properties)
        w.list(previews)
        w.list(directives)
        w.strings(imports)
        w.count(lineCount)
        w.optional(problem)
    }

    public init(from r: inout IndexReader) throws(IndexCoding.Failure) {
        self.init(
            path: try r.string(), types: try r.list(SwiftType.self), functions: try r.list(SwiftFunction.self),
            properties: try r.list(SwiftProperty.self), previews: try r.list(SwiftPreview.self),
            directives: try r.list(RuleDirective.self)
        )
        imports = try r.strings()
        lineCount = try r.count()
        problem = try r.optional(SourceProblem.self)
    }
}
