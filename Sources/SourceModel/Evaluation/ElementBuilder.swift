// SPDX-License-Identifier: GPL-3.0-or-later

/// Makes the elements VoiceOver would focus from placed views, as SwiftUI does: a text, an
/// image or a control is an element; `accessibilityElement(children:)` makes one of many
/// (`.combine` joins their labels, `.ignore` keeps only what is said on it, `.contain` groups
/// them); hidden views are left out; labels, values, hints, traits and actions set by
/// modifiers apply to the elements of the view they modify; siblings are ordered by
/// `accessibilitySortPriority`, then as written.
struct ElementBuilder {
    let evaluator: Evaluator

    /// The elements of views, in reading order.
    func elements(_ nodes: [EvalNode], group: String? = nil) -> [ViewElement] {
        let ordered = nodes.enumerated().sorted { left, right in
            let a = priority(left.element), b = priority(right.element)
            return a != b ? a > b : left.offset < right.offset
        }.map(\.element)
        return ordered.flatMap { elements(of: $0, group: group) }
    }

    /// A view's `accessibilitySortPriority`, 0 without one.
    func priority(_ node: EvalNode) -> Double {
        guard let modifier = node.modifier("accessibilitySortPriority"), let expr = modifier.argument(nil) else { return 0 }
        return Evaluator.number(evaluator.evaluate(expr, in: modifier.scope)) ?? 0
    }

    /// The elements one view makes, its modifiers applied.
    func elements(of node: EvalNode, group: String?) -> [ViewElement] {
        if isHidden(node) { return [] }
        var made: [ViewElement]
        if let grouping = grouping(node) {
            switch grouping {
            case "contain":
                // A container: its elements in a group of their own.
                made = own(node, group: node.id)
            case "combine":
                made = [combined(node, group: group)]
            default:
                var element = ViewElement(id: node.id, file: node.file, at: node.at)
                element.group = group
                made = [element]
            }
        } else {
            made = own(node, group: group)
        }
        for index in made.indices {
            made[index].alternatives += node.alternatives
            made[index].templated = made[index].templated || node.templated
        }
        return apply(node, to: made)
    }

    /// The elements of a view without its accessibility modifiers: itself when it is a text,
    /// an image or a control; else its children's and attached views'.
    func own(_ node: EvalNode, group: String? = nil) -> [ViewElement] {
        var result: [ViewElement] = []
        let background = node.modifiers.filter { $0.name == "background" }.flatMap(\.views)
        let attached = node.modifiers.filter { $0.role == .attached && $0.name != "background" && $0.name != "accessibilityRepresentation" }
            .flatMap(\.views)
        if let title = node.modifier("navigationTitle")?.argument(nil), let modifier = node.modifier("navigationTitle") {
            var header = ViewElement(id: node.id + ".title", file: node.file, at: modifier.at)
            header.label = [text(title, modifier.scope)]
            header.traits = ["isHeader"]
            header.group = group
            result.append(header)
        }
        result += elements(background, group: group)
        if node.kind == .system, node.name == "ContentUnavailableView" {
            result += unavailable(node, group: group)
        } else if let element = element(node, group: group) {
            result.append(element)
        } else {
            result += elements(node.children.filter { !$0.isIcon }, group: group)
        }
        result += elements(attached, group: group)
        return result
    }

    /// A `ContentUnavailableView`: its title and its description as texts (its image is
    /// decoration), then the views of its closures (a custom label, description or actions).
    func unavailable(_ node: EvalNode, group: String?) -> [ViewElement] {
        var result: [ViewElement] = []
        for (suffix, argument) in [("title", node.argument(nil)), ("description", node.argument("description"))] {
            guard let argument, firstIsTitle(argument) else { continue }
            var line = ViewElement(id: node.id + "." + suffix, file: node.file, at: node.at)
            line.label = [text(argument, node.scope)]
            line.traits = ["isStaticText"]
            line.group = group
            result.append(line)
        }
        return result + elements(node.children.filter { !$0.isIcon }, group: group)
    }

    /// The element a text, an image or a control is; nil for a container, a shape or an
    /// unknown view. A title chosen by a condition (`isOn ? "Stop" : "Start"`) gives it
    /// another state.
    func element(_ node: EvalNode, group: String?) -> ViewElement? {
        evaluator.decided = []
        defer { evaluator.decided = [] }
        guard var element = control(node, group: group) else { return nil }
        element.alternatives += evaluator.decided
        return element
    }

    /// The element a text, an image or a control is, without its conditions.
    private func control(_ node: EvalNode, group: String?) -> ViewElement? {
        guard node.kind == .system else { return nil }
        var element = ViewElement(id: node.id, file: node.file, at: node.at)
        element.group = group
        let scope = node.scope
        func title() -> [SwiftValue] {
            if let first = node.argument(nil), firstIsTitle(first) { return [text(first, scope)] }
            return labels(of: node.children.filter { !$0.isIcon })
        }
        switch node.name {
        case "Text":
            guard let first = node.arguments.first else { return nil }
            element.label = [first.label == "verbatim" ? evaluator.evaluate(first.value, in: scope) : text(first.value, scope)]
            element.traits = ["isStaticText"]
        case "Image":
            let first = node.arguments.first { !$0.trailing }
            if first?.label == "decorative" { return nil }
            if let label = node.argument("label") {
                element.label = [text(label, scope)]
            } else if first?.label == "systemName" || first?.label == nil, let name = first?.value {
                // VoiceOver reads an image's name when nothing labels it.
                element.label = [evaluator.evaluate(name, in: scope)]
                element.traits = [Self.namedImage]
            }
            element.traits.insert("isImage")
        case "Label":
            element.label = title()
        case "Button", "NavigationLink", "Menu", "ShareLink", "EditButton", "PasteButton":
            element.label = title()
            element.traits = ["isButton"]
            let closure = node.argument("action") ?? node.arguments.first(where: \.trailing).flatMap { argument in
                node.arguments.contains { $0.label == "label" } || node.argument(nil).map(firstIsTitle) == true ? argument.value : nil
            }
            if node.name == "Button", let closure, case .function(let callable) = evaluator.evaluate(closure, in: scope).resolved {
                element.activate = ViewAction(id: node.id + ".activate", name: nil, closure: callable, at: node.at)
            }
        case "Link":
            element.label = title()
            element.traits = ["isLink"]
        case "Toggle":
            element.label = title()
            element.traits = ["isButton", "isToggle"]
            if let isOn = node.argument("isOn") {
                element.value = evaluator.evaluate(isOn, in: scope)
                // Activating a toggle flips the state its binding names (`$isOn`).
                if case .name(let binding) = isOn, binding.hasPrefix("$") {
                    let flip = SwiftStatement.expression(.call(.member(.name(String(binding.dropFirst())), "toggle"), [], node.at))
                    element.activate = ViewAction(
                        id: node.id + ".activate", name: nil,
                        closure: Callable(parameters: [], body: [flip], scope: scope, isClosure: false), at: node.at)
                }
            }
        case "Slider", "Stepper":
            element.label = title()
            element.traits = ["adjustable"]
            element.value = node.argument("value").map { evaluator.evaluate($0, in: scope) }
        case "TextField", "SecureField", "Picker", "DatePicker", "ColorPicker", "ProgressView", "Gauge":
            element.label = title()
        default:
            return nil
        }
        return element
    }

    /// Whether a first argument is a title (a string, a `Text`, a key) rather than a value.
    func firstIsTitle(_ expr: SwiftExpr) -> Bool {
        switch expr {
        case .closure: false
        case .ternary(_, let then, let otherwise): firstIsTitle(then) || firstIsTitle(otherwise)
        default: true
        }
    }

    /// The labels of views, as one combined label: every element's label parts in order.
    func labels(of nodes: [EvalNode]) -> [SwiftValue] {
        elements(nodes).flatMap(\.label)
    }

    /// One element of many (`.accessibilityElement(children: .combine)`): their labels joined,
    /// their values, traits and actions merged.
    func combined(_ node: EvalNode, group: String?) -> ViewElement {
        var element = ViewElement(id: node.id, file: node.file, at: node.at)
        element.group = group
        for child in own(node) {
            element.label += child.label
            element.traits.formUnion(child.traits.subtracting(["isStaticText"]))
            element.actions += child.actions
            element.alternatives += child.alternatives
            if element.value == nil { element.value = child.value }
            if element.activate == nil { element.activate = child.activate }
            element.templated = element.templated || child.templated
        }
        return element
    }

    /// How a view groups its children, when it says (`ignore` for `accessibilityElement()`).
    func grouping(_ node: EvalNode) -> String? {
        guard let modifier = node.modifier("accessibilityElement") else { return nil }
        guard let children = modifier.argument("children") else { return "ignore" }
        if case .member(nil, let name) = children { return name }
        return "ignore"
    }

    /// Whether a view is hidden from VoiceOver.
    func isHidden(_ node: EvalNode) -> Bool {
        node.modifiers.contains { modifier in
            guard modifier.name == "accessibilityHidden" || (modifier.name == "accessibility" && modifier.argument("hidden") != nil),
                  let expr = modifier.argument(nil) ?? modifier.argument("hidden") else { return false }
            return evaluator.evaluate(expr, in: modifier.scope).resolved.isTrue
        }
    }

    /// The accessibility modifiers of a view applied, in order, to the elements it made.
    func apply(_ node: EvalNode, to made: [ViewElement]) -> [ViewElement] {
        var elements = made
        for modifier in node.modifiers {
            let scope = modifier.scope
            evaluator.decided = []
            switch modifier.name {
            case "accessibilityLabel":
                guard let expr = modifier.argument(nil) else { continue }
                let value = text(expr, scope)
                for index in elements.indices {
                    elements[index].label = [value]
                    // A shape labelled with a symbol drawn over it: the label names the shape,
                    // the symbol was only its picture.
                    if elements[index].traits.contains(Self.namedImage) { elements[index].traits.subtract(["isImage", Self.namedImage]) }
                }
            case "accessibilityValue":
                guard let expr = modifier.argument(nil) else { continue }
                let value = text(expr, scope)
                for index in elements.indices { elements[index].value = value }
            case "accessibilityHint":
                guard let expr = modifier.argument(nil) else { continue }
                let value = text(expr, scope)
                for index in elements.indices { elements[index].hint = value }
            case "accessibilityAddTraits", "accessibilityRemoveTraits":
                guard let expr = modifier.argument(nil) else { continue }
                let traits = Self.traits(evaluator.evaluate(expr, in: scope))
                for index in elements.indices {
                    if modifier.name == "accessibilityAddTraits" {
                        elements[index].traits.formUnion(traits)
                    } else {
                        elements[index].traits.subtract(traits)
                    }
                }
            case "accessibilityAction":
                let closure = modifier.closures.last.flatMap { closure -> Callable? in
                    if case .function(let callable) = evaluator.evaluate(closure, in: scope).resolved { return callable }
                    return nil
                }
                for index in elements.indices {
                    if let name = modifier.argument("named") {
                        let action = ViewAction(
                            id: elements[index].id + ".action" + String(elements[index].actions.count), name: text(name, scope),
                            closure: closure, at: modifier.at)
                        elements[index].actions.append(action)
                    } else if modifier.argument(nil).map({ SwiftExprText.text($0) == ".default" }) ?? true {
                        elements[index].activate = ViewAction(id: elements[index].id + ".activate", name: nil, closure: closure, at: modifier.at)
                    }
                }
            case "accessibilityActions":
                let buttons = self.elements(modifier.views).filter { $0.activate != nil || !$0.label.isEmpty }
                for index in elements.indices {
                    for button in buttons {
                        elements[index].actions.append(ViewAction(
                            id: elements[index].id + ".action" + String(elements[index].actions.count), name: button.label.first,
                            closure: button.activate?.closure, at: modifier.at))
                    }
                }
            case "accessibilityAdjustableAction":
                let closure = modifier.closures.last.flatMap { closure -> Callable? in
                    if case .function(let callable) = evaluator.evaluate(closure, in: scope).resolved { return callable }
                    return nil
                }
                for index in elements.indices {
                    elements[index].adjust = closure
                    elements[index].traits.insert("adjustable")
                }
            case "onTapGesture":
                let closure = modifier.arguments.last { $0.label != "count" && $0.label != "coordinateSpace" }.flatMap { argument -> Callable? in
                    if case .function(let callable) = evaluator.evaluate(argument.value, in: scope).resolved { return callable }
                    return nil
                }
                let count = modifier.argument("count").flatMap { Evaluator.number(evaluator.evaluate($0, in: scope)) } ?? 1
                guard count == 1 else { continue }
                for index in elements.indices where elements[index].activate == nil {
                    elements[index].activate = ViewAction(id: elements[index].id + ".activate", name: nil, closure: closure, at: modifier.at)
                }
            default:
                continue
            }
            let decided = evaluator.decided
            if !decided.isEmpty { for index in elements.indices { elements[index].alternatives += decided } }
        }
        return elements
    }

    /// The mark of an image VoiceOver reads by its name, nothing having labelled it.
    static let namedImage = "namedImage"

    /// SwiftUI's traits a value names (`.isButton`, `[.isButton, .isImage]`).
    static func traits(_ value: SwiftValue) -> Set<String> {
        switch value.resolved {
        case .enumCase(_, let name, _): [name]
        case .array(let items): Set(items.flatMap { traits($0) })
        default: []
        }
    }

    /// A text argument: a literal is a key to localize; a `Text` its own text; anything else
    /// its value.
    func text(_ expr: SwiftExpr, _ scope: Scope) -> SwiftValue {
        switch expr {
        case .call(.name("Text"), let arguments, _):
            guard let first = arguments.first else { return .string("") }
            return first.label == "verbatim" ? evaluator.evaluate(first.value, in: scope) : text(first.value, scope)
        default:
            return evaluator.evaluate(expr, in: scope, localized: true)
        }
    }
}

extension SwiftValue {
    /// Whether the value is `true`.
    var isTrue: Bool {
        if case .bool(true) = resolved { return true }
        return false
    }
}
