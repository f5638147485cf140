// SPDX-License-Identifier: GPL-3.0-or-later

/// The views of a project and how they compose: each view's (and app's) body as a tree, and
/// every place that places a view, across files. A rule asks here where a view is placed and
/// what the places around it add.
public struct ViewGraph: Sendable {
    /// The project.
    public let index: ProjectIndex
    /// The body of every view and app, by type name.
    public let bodies: [String: ViewNode]
    /// Where each view is placed in another body, by the placed view's name.
    public let placements: [String: [Placement]]
    /// How many times each view is made in code the graph does not follow (a function of a
    /// model, `UIHostingController(rootView:)`, an argument of another view): places whose
    /// modifiers cannot be seen.
    public let unfollowed: [String: Int]
    /// How many previews make each view.
    public let previewed: [String: Int]

    /// One place where a view is placed: the body that places it, the node that stands for it
    /// there (with the modifiers written at that place), and the nodes around it.
    public struct Placement: Sendable {
        /// The view or app whose body places it.
        public var container: String
        /// The node of the placed view.
        public var node: ViewNode
        /// The nodes around it in that body, outermost first.
        public var ancestors: [ViewNode]
    }

    /// Where a walk is: the nodes around the current one (outermost first), whether it is in a
    /// screen another one presents, and whether it is an item of a menu.
    public struct Walk: Sendable {
        /// The nodes around, outermost first.
        public var ancestors: [ViewNode] = []
        /// Whether the node is inside a sheet, a popover, a navigation destination.
        public var presented = false
        /// Whether the node is an item of a context menu, swipe actions, an alert or actions.
        public var inMenu = false

        /// The start of a walk.
        public init() {}
    }

    /// Builds the graph of a project.
    public init(index: ProjectIndex) {
        self.index = index
        let builder = ViewTreeBuilder(index: index)
        var bodies: [String: ViewNode] = [:]
        for name in index.viewNames.union(index.sceneNames) {
            if let body = builder.body(of: name) { bodies[name] = body }
        }
        self.bodies = bodies
        var placements: [String: [Placement]] = [:]
        for (container, body) in bodies {
            Self.walk(body) { node, walk in
                guard node.kind == .custom else { return }
                placements[node.name, default: []].append(Placement(container: container, node: node, ancestors: walk.ancestors))
            }
        }
        self.placements = placements
        var made: [String: Int] = [:]
        var previewed: [String: Int] = [:]
        for file in index.files {
            var all: [SwiftStatement] = []
            for type in file.types {
                all += type.functions.flatMap { $0.body ?? [] } + type.initializers.flatMap { $0.body ?? [] }
                all += type.properties.flatMap { property in
                    (property.getter ?? []) + (property.initializer.map { [.expression($0)] } ?? [])
                }
            }
            all += file.functions.flatMap { $0.body ?? [] }
            all += file.properties.compactMap { $0.initializer.map { .expression($0) } }
            SwiftCalls.forEachCall(in: all) { name in
                if index.isView(name) { made[ProjectIndex.shortName(name), default: 0] += 1 }
            }
            SwiftCalls.forEachCall(in: file.previews.flatMap(\.statements)) { name in
                if index.isView(name) { previewed[ProjectIndex.shortName(name), default: 0] += 1 }
            }
        }
        var unfollowed: [String: Int] = [:]
        for (name, count) in made {
            let followed = placements[name]?.count ?? 0
            if count > followed { unfollowed[name] = count - followed }
        }
        self.unfollowed = unfollowed
        self.previewed = previewed
    }

    /// Visits every node under `root` with where it is: children and attached views inside
    /// their node, menu items marked, presented screens on their own.
    public static func walk(_ root: ViewNode, from start: Walk = Walk(), _ visit: (ViewNode, Walk) -> Void) {
        visit(root, start)
        var inside = start
        inside.ancestors.append(root)
        for modifier in root.modifiers where !modifier.views.isEmpty {
            var walk = inside
            switch modifier.role {
            case .attached, .none: break
            case .menu: walk.inMenu = true
            case .presented:
                walk = Walk()
                walk.presented = true
            }
            for view in modifier.views { Self.walk(view, from: walk, visit) }
        }
        for child in root.children { Self.walk(child, from: inside, visit) }
    }
}

/// Finds the calls of an index's statements, to tell where views are made.
public enum SwiftCalls {
    /// Calls `visit` with the name of every `Name(…)` call in the statements, however deep.
    public static func forEachCall(in statements: [SwiftStatement], _ visit: (String) -> Void) {
        for statement in statements { self.statement(statement, visit) }
    }

    static func statement(_ statement: SwiftStatement, _ visit: (String) -> Void) {
        switch statement {
        case .expression(let expr), .returned(let expr?), .binding(_, let expr?, _): expression(expr, visit)
        case .conditional(let conditional):
            forEachCall(in: conditional.then, visit)
            forEachCall(in: conditional.otherwise, visit)
        case .switched(let subject, let cases):
            expression(subject, visit)
            for branch in cases { forEachCall(in: branch.statements, visit) }
        case .loop(_, let sequence, let body):
            expression(sequence, visit)
            forEachCall(in: body, visit)
        case .guarded(_, let body): forEachCall(in: body, visit)
        case .compiledIf(let clauses): for clause in clauses { forEachCall(in: clause.statements, visit) }
        case .declaration(let function): forEachCall(in: function.body ?? [], visit)
        case .returned(nil), .binding(_, nil, _), .other: break
        }
    }

    static func expression(_ expr: SwiftExpr, _ visit: (String) -> Void) {
        switch expr {
        case .call(let callee, let arguments, _):
            if case .name(let name) = callee { visit(name) }
            expression(callee, visit)
            for argument in arguments { expression(argument.value, visit) }
        case .member(let base?, _): expression(base, visit)
        case .subscripted(let base, let arguments):
            expression(base, visit)
            for argument in arguments { expression(argument.value, visit) }
        case .ternary(let a, let b, let c): for part in [a, b, c] { expression(part, visit) }
        case .infix(_, let left, let right):
            expression(left, visit)
            expression(right, visit)
        case .prefix(_, let inner), .postfix(_, let inner), .wrapped(_, let inner): expression(inner, visit)
        case .array(let elements): for element in elements { expression(element, visit) }
        case .dictionary(let pairs): for pair in pairs { for part in pair { expression(part, visit) } }
        case .tuple(let arguments): for argument in arguments { expression(argument.value, visit) }
        case .closure(let closure): forEachCall(in: closure.statements, visit)
        case .statement(let statement): self.statement(statement, visit)
        case .string(let parts):
            for case .interpolation(let arguments) in parts { for argument in arguments { expression(argument.value, visit) } }
        case .number, .boolean, .none, .name, .member(nil, _), .keyPath, .other: break
        }
    }
}
