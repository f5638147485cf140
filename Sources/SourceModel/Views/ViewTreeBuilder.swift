// SPDX-License-Identifier: GPL-3.0-or-later

/// Turns a view's `body` into a tree of ``ViewNode``s: each statement of a view builder a view,
/// each modifier chain peeled onto its view, helper functions and properties that return views
/// read in line, the project's own views kept as places where another view is placed.
public struct ViewTreeBuilder: Sendable {
    /// The project.
    public let index: ProjectIndex
    /// How deep helpers are read in line before the reader stops (a helper that calls itself).
    static let depthLimit = 12

    /// Creates a builder over a project.
    public init(index: ProjectIndex) {
        self.index = index
    }

    /// Where a node is being read: in which type (for `self`'s members), in which file, and
    /// which helpers are being read in line already.
    struct Context {
        var type: String?
        var file: Int
        var inlining: [String] = []
        /// The arguments of the helper being read in line, by parameter name, each with where
        /// the caller wrote it: `shareLinkView(ShareLink(…))` makes `view` the ShareLink.
        var arguments: [String: Argument] = [:]
    }

    /// An argument a helper was called with, and the caller's place.
    struct Argument {
        var value: SwiftExpr
        var type: String?
        var file: Int
        var inlining: [String]
    }

    /// The body of a view type as one group node (nil when it has no body the reader can see).
    /// A `ViewModifier`'s `body(content:)` counts, its `content` being an unknown view.
    public func body(of type: String) -> ViewNode? {
        if let body = index.property("body", of: type), let getter = body.property.getter {
            let context = Context(type: type, file: body.file)
            return ViewNode(
                kind: .group, name: type, children: nodes(getter, context, builder: true), file: body.file, at: body.property.at
            )
        }
        if let modifier = index.functions("body", of: type).first, let statements = modifier.function.body {
            let context = Context(type: type, file: modifier.file)
            return ViewNode(
                kind: .group, name: type, children: nodes(statements, context, builder: true), file: modifier.file,
                at: modifier.function.at
            )
        }
        return nil
    }

    /// The views a list of statements places. In a view builder every expression is a view;
    /// elsewhere only what is returned.
    func nodes(_ statements: [SwiftStatement], _ context: Context, builder: Bool) -> [ViewNode] {
        // A body of one expression returns it, builder or not.
        let implicit = statements.count == 1
        var result: [ViewNode] = []
        for statement in statements {
            switch statement {
            case .expression(let expr):
                guard builder || implicit else { continue }
                if let node = node(expr, context) { result.append(node) }
            case .returned(let expr?):
                if let node = node(expr, context) { result.append(node) }
            case .conditional(let conditional):
                result.append(conditionalNode(conditional, context, builder: builder))
            case .switched(let subject, let cases):
                let branches = cases.map { branch in
                    ViewNode(
                        kind: .group, name: "case", children: nodes(branch.statements, context, builder: builder),
                        condition: branch.patterns.isEmpty ? "default" : branch.patterns.joined(separator: ", "),
                        file: context.file, at: .unknown
                    )
                }
                result.append(ViewNode(kind: .conditional, name: Self.text(subject), children: branches, file: context.file, at: .unknown))
            case .compiledIf(let clauses):
                let branches = clauses.map { clause in
                    ViewNode(
                        kind: .group, name: "#if", children: nodes(clause.statements, context, builder: builder),
                        condition: clause.condition ?? "#else", file: context.file, at: .unknown
                    )
                }
                result.append(ViewNode(kind: .conditional, name: "#if", children: branches, file: context.file, at: .unknown))
            case .guarded(_, let orElse):
                result += nodes(orElse, context, builder: false)
            case .loop, .binding, .declaration, .other, .returned(nil):
                continue
            }
        }
        return result
    }

    /// An `if` among views: a conditional node whose children are its branches.
    func conditionalNode(_ conditional: SwiftConditional, _ context: Context, builder: Bool) -> ViewNode {
        let condition = conditional.conditions.map(SwiftExprText.text).joined(separator: ", ")
        var branches = [ViewNode(
            kind: .group, name: "then", children: nodes(conditional.then, context, builder: builder), condition: condition,
            file: context.file, at: conditional.at
        )]
        if !conditional.otherwise.isEmpty {
            branches.append(ViewNode(
                kind: .group, name: "else", children: nodes(conditional.otherwise, context, builder: builder), condition: "else",
                file: context.file, at: conditional.at
            ))
        }
        return ViewNode(kind: .conditional, name: "if", children: branches, file: context.file, at: conditional.at)
    }

    /// The view an expression places, with its modifiers; nil for an expression that is no view.
    func node(_ expr: SwiftExpr, _ context: Context) -> ViewNode? {
        var modifiers: [ModifierUse] = []
        var current = expr
        peeling: while true {
            switch current {
            case .call(.member(let base?, let name), let arguments, let at) where !Self.isTypeReference(base):
                modifiers.insert(contentsOf: expandedModifier(name, arguments, at, context), at: 0)
                current = base
            case .postfix(_, let inner), .wrapped(_, let inner):
                current = inner
            default:
                break peeling
            }
        }
        guard var base = baseNode(current, context) else { return nil }
        base.modifiers += modifiers
        return base
    }

    /// A modifier as written, or, for one the project defines, the modifiers it applies: a
    /// method of an `extension View` that returns a chain on `self`, or `.modifier(X())` with a
    /// `ViewModifier` whose `body(content:)` is a chain on `content`. Each keeps its own place.
    func expandedModifier(_ name: String, _ arguments: [SwiftArgument], _ at: SourcePoint, _ context: Context) -> [ModifierUse] {
        let written = modifier(name, arguments, at, context)
        guard context.inlining.count < Self.depthLimit, !context.inlining.contains(name) else { return [written] }
        var inner = context
        inner.inlining.append(name)
        if name == "modifier", case .call(.name(let type), _, _)? = arguments.first?.value,
           let body = index.functions("body", of: type).first, let statements = body.function.body,
           let chain = Self.returnedExpression(statements) {
            inner.type = type
            inner.file = body.file
            if let expanded = chainModifiers(chain, base: "content", inner) { return [written] + expanded }
        }
        if SwiftUINames.role(ofModifier: name) == .none,
           let method = index.functions(name, of: "View").first(where: { Self.returnsView($0.function.returnType) }),
           let statements = method.function.body, let chain = Self.returnedExpression(statements) {
            inner.type = nil
            inner.file = method.file
            if let expanded = chainModifiers(chain, base: "self", inner) { return [written] + expanded }
        }
        return [written]
    }

    /// The modifiers of a chain written on a base name (`self`, `content`), or nil when the
    /// chain ends elsewhere.
    func chainModifiers(_ chain: SwiftExpr, base: String, _ context: Context) -> [ModifierUse]? {
        var result: [ModifierUse] = []
        var current = chain
        while true {
            switch current {
            case .call(.member(let inner?, let name), let arguments, let at):
                result.insert(contentsOf: expandedModifier(name, arguments, at, context), at: 0)
                current = inner
            case .call(.name(let name), let arguments, let at) where base == "self" && name.first?.isLowercase == true:
                // A modifier called on the implicit `self`.
                result.insert(contentsOf: expandedModifier(name, arguments, at, context), at: 0)
                return result
            case .name(let name) where name == base:
                return result
            case .postfix(_, let inner), .wrapped(_, let inner):
                current = inner
            default:
                return nil
            }
        }
    }

    /// The one expression a body returns: its only expression, or its `return`.
    public static func returnedExpression(_ statements: [SwiftStatement]) -> SwiftExpr? {
        if statements.count == 1, case .expression(let expr) = statements[0] { return expr }
        for case .returned(let expr?) in statements { return expr }
        return nil
    }

    /// Whether an expression names a type (`Color`, `SwiftUI.Image`), whose members are static
    /// (`Color.red`), not modifiers.
    public static func isTypeReference(_ expr: SwiftExpr) -> Bool {
        switch expr {
        case .name(let name): name.first?.isUppercase == true
        case .member(.name("SwiftUI"), _): true
        default: false
        }
    }

    /// A modifier, with the views its closures hold.
    func modifier(_ name: String, _ arguments: [SwiftArgument], _ at: SourcePoint, _ context: Context) -> ModifierUse {
        let role = SwiftUINames.role(ofModifier: name)
        var views: [ViewNode] = []
        if role != .none {
            for argument in arguments {
                switch argument.value {
                case .closure(let closure):
                    // `alert`'s and `confirmationDialog`'s `actions:` and `message:` are views too.
                    views += nodes(closure.statements, context, builder: true)
                case .call where argument.label == nil && ["overlay", "background", "mask"].contains(name):
                    if let node = node(argument.value, context), node.kind != .unknown { views.append(node) }
                default:
                    continue
                }
            }
        }
        return ModifierUse(name: name, arguments: arguments, views: views, role: role, file: context.file, at: at)
    }

    /// The view at the bottom of a modifier chain.
    func baseNode(_ expr: SwiftExpr, _ context: Context) -> ViewNode? {
        switch expr {
        case .call(let callee, let arguments, let at):
            switch callee {
            case .name(let name), .member(.name("SwiftUI"), let name):
                return callNode(name, arguments, at, context)
            case .member(.name("self"), let name), .member(.name("Self"), let name):
                return inlined(name, arguments: arguments, at: at, context) ?? unknown(expr, context, at: at)
            default:
                return unknown(expr, context, at: at)
            }
        case .name(let name), .member(.name("self"), let name):
            if case .name = expr, let argument = context.arguments[name] {
                let caller = Context(type: argument.type, file: argument.file, inlining: argument.inlining)
                if let passed = node(argument.value, caller), passed.kind != .unknown { return passed }
            }
            if let property = inlinedProperty(name, context) { return property }
            return ViewNode(kind: .unknown, name: name, file: context.file, at: .unknown)
        case .member(.name(let type), _) where SwiftUINames.views.contains(type):
            return ViewNode(kind: .system, name: type, file: context.file, at: .unknown)
        case .member(nil, let name):
            // `.init(…)`-less shorthands (`.rect`) are shapes at best: no accessibility of their own.
            return ViewNode(kind: .unknown, name: "." + name, file: context.file, at: .unknown)
        case .statement(.conditional(let conditional)):
            return conditionalNode(conditional, context, builder: true)
        case .statement(.switched), .statement(.compiledIf):
            if case .statement(let statement) = expr { return nodes([statement], context, builder: true).first }
            return nil
        case .ternary(let condition, let then, let otherwise):
            let branches = [(Self.text(condition), then), ("else", otherwise)].compactMap { branch -> ViewNode? in
                guard let child = node(branch.1, context) else { return nil }
                return ViewNode(kind: .group, name: "branch", children: [child], condition: branch.0, file: context.file, at: child.at)
            }
            return ViewNode(kind: .conditional, name: "?:", children: branches, file: context.file, at: .unknown)
        case .string, .number, .boolean, .none, .closure, .array, .dictionary, .keyPath, .infix, .prefix:
            return nil
        default:
            return unknown(expr, context, at: .unknown)
        }
    }

    /// A view of unknown kind, named by its expression.
    func unknown(_ expr: SwiftExpr, _ context: Context, at: SourcePoint) -> ViewNode {
        ViewNode(kind: .unknown, name: Self.text(expr), file: context.file, at: at)
    }

    /// `Name(arguments)`: a SwiftUI view, a `ForEach`, a view of the project, a helper function
    /// read in line, or a view the reader cannot tell.
    func callNode(_ name: String, _ arguments: [SwiftArgument], _ at: SourcePoint, _ context: Context) -> ViewNode? {
        if name == "AnyView", let first = arguments.first {
            return node(first.value, context)
        }
        if name == "ForEach" {
            let content = arguments.last { if case .closure = $0.value { true } else { false } }
            var children: [ViewNode] = []
            if case .closure(let closure)? = content?.value { children = nodes(closure.statements, context, builder: true) }
            return ViewNode(kind: .forEach, name: name, arguments: arguments, children: children, file: context.file, at: at)
        }
        if SwiftUINames.views.contains(name) {
            var node = ViewNode(
                kind: .system, name: name, arguments: arguments, children: viewClosures(of: name, arguments, context),
                file: context.file, at: at
            )
            let destinations = destinationViews(of: name, arguments, context)
            if !destinations.isEmpty {
                node.modifiers.append(ModifierUse(
                    name: "destination", arguments: [], views: destinations, role: .presented, file: context.file, at: at
                ))
            }
            return node
        }
        if index.isView(name) {
            return ViewNode(
                kind: .custom, name: ProjectIndex.shortName(name), arguments: arguments,
                children: viewClosures(of: name, arguments, context), file: context.file, at: at
            )
        }
        if let inlined = inlined(name, arguments: arguments, at: at, context) {
            return inlined
        }
        // A library's view, or a type's initialiser: its content closures may hold views.
        let children = viewClosures(of: name, arguments, context).filter { $0.kind != .unknown }
        return ViewNode(kind: .unknown, name: name, arguments: arguments, children: children, file: context.file, at: at)
    }

    /// The views a call's closures hold: a container's content, a control's label.
    func viewClosures(of name: String, _ arguments: [SwiftArgument], _ context: Context) -> [ViewNode] {
        let labels = Set(arguments.filter { !$0.trailing }.compactMap(\.label))
        let hasTitle = arguments.first.map { !$0.trailing && $0.label == nil } ?? false
        var result: [ViewNode] = []
        var firstTrailing = true
        for argument in arguments {
            guard case .closure(let closure) = argument.value else { continue }
            let holdsViews: Bool
            if let label = argument.label {
                holdsViews = SwiftUINames.viewClosureLabels.contains(label)
            } else if !argument.trailing {
                holdsViews = false
            } else {
                switch name {
                case "Button":
                    // `Button(action:) { label }`; otherwise the first trailing closure is the action.
                    holdsViews = labels.contains("action")
                case "NavigationLink":
                    // The label follows `destination:` or `value:`; after a title, the trailing
                    // closure is the destination, another screen.
                    holdsViews = labels.contains("destination") || labels.contains("value")
                case "Label":
                    holdsViews = true
                default:
                    if SwiftUINames.containers.contains(name) || SwiftUINames.labelledByTrailingClosure.contains(name) {
                        holdsViews = true
                    } else if index.isView(name) {
                        holdsViews = firstTrailing && !closureIsAction(name, argument, context)
                    } else {
                        holdsViews = firstTrailing && !hasTitle
                    }
                }
            }
            if argument.trailing { firstTrailing = false }
            if holdsViews { result += nodes(closure.statements, context, builder: true) }
        }
        return result
    }

    /// The screens a `NavigationLink` opens: its `destination:` argument or closure, or the
    /// trailing closure after a title.
    func destinationViews(of name: String, _ arguments: [SwiftArgument], _ context: Context) -> [ViewNode] {
        guard name == "NavigationLink" else { return [] }
        var result: [ViewNode] = []
        for argument in arguments where argument.label == "destination" {
            if case .closure(let closure) = argument.value {
                result += nodes(closure.statements, context, builder: true)
            } else if let node = node(argument.value, context) {
                result.append(node)
            }
        }
        let labels = Set(arguments.compactMap(\.label))
        if !labels.contains("destination"), !labels.contains("value"),
           let first = arguments.first(where: \.trailing), first.label == nil, case .closure(let closure) = first.value {
            result += nodes(closure.statements, context, builder: true)
        }
        return result
    }

    /// Whether a project view's trailing closure is an action rather than content: the
    /// view's stored property it fills is a function that returns no view.
    func closureIsAction(_ view: String, _ argument: SwiftArgument, _ context: Context) -> Bool {
        let stored = index.storedProperties(of: view)
        let closures = stored.filter { ($0.type ?? "").contains("->") }
        guard let last = closures.last, let type = last.type else { return false }
        return !(type.contains("View") || type.contains("Content") || last.attributes.contains("ViewBuilder"))
    }

    /// A helper of the current type (or a free function) that returns a view, read in line.
    func inlined(_ name: String, arguments: [SwiftArgument], at: SourcePoint, _ context: Context) -> ViewNode? {
        guard context.inlining.count < Self.depthLimit, !context.inlining.contains(name) else { return nil }
        let candidates = (context.type.map { index.functions(name, of: $0) } ?? []) + index.freeFunctions(name)
        guard let helper = candidates.first(where: { Self.returnsView($0.function.returnType) }) ?? candidates.first,
              Self.returnsView(helper.function.returnType) || helper.function.attributes.contains("ViewBuilder"),
              let body = helper.function.body else { return nil }
        var inner = context
        inner.file = helper.file
        inner.inlining.append(name)
        inner.arguments = Self.bind(helper.function.parameters, to: arguments, from: context)
        let builder = helper.function.attributes.contains("ViewBuilder")
        let children = nodes(body, inner, builder: builder)
        if children.count == 1, var only = children.first {
            only.at = only.at == .unknown ? at : only.at
            return only
        }
        return ViewNode(kind: .group, name: name, children: children, file: helper.file, at: helper.function.at)
    }

    /// The arguments of a call matched to the parameters they fill, by label and then in order.
    static func bind(_ parameters: [SwiftParameter], to arguments: [SwiftArgument], from caller: Context) -> [String: Argument] {
        var result: [String: Argument] = [:]
        var remaining = arguments
        for parameter in parameters {
            guard let position = remaining.firstIndex(where: { $0.label == parameter.label }) else { continue }
            let argument = remaining.remove(at: position)
            result[parameter.name] = Argument(
                value: argument.value, type: caller.type, file: caller.file, inlining: caller.inlining
            )
        }
        return result
    }

    /// A computed property of the current type that returns a view, read in line.
    func inlinedProperty(_ name: String, _ context: Context) -> ViewNode? {
        guard let type = context.type, context.inlining.count < Self.depthLimit, !context.inlining.contains(name),
              let found = index.property(name, of: type), let getter = found.property.getter,
              Self.returnsView(found.property.type) || found.property.attributes.contains("ViewBuilder") else { return nil }
        var inner = context
        inner.file = found.file
        inner.inlining.append(name)
        inner.arguments = [:]
        let children = nodes(getter, inner, builder: found.property.attributes.contains("ViewBuilder"))
        if children.count == 1, let only = children.first { return only }
        return ViewNode(kind: .group, name: name, children: children, file: found.file, at: found.property.at)
    }

    /// Whether a declared type is a view (`some View`, `AnyView`, `Text`, `Image`, a view of the
    /// project is not known here and is read as a call instead).
    public static func returnsView(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.contains("View") || SwiftUINames.views.contains(type)
    }

    /// An expression as short text, for names and conditions.
    public static func text(_ expr: SwiftExpr) -> String {
        SwiftExprText.text(expr)
    }
}
