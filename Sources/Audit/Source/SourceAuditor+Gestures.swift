// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import SourceModel

/// One gesture on a node: what it is, where it is written, and the closures that run when it
/// acts (for what they change).
struct GestureUse {
    var kind: SourceFinding.GestureKind
    var modifier: ModifierUse
    var closures: [SwiftExpr]
}

extension SourceAuditor {
    /// The gestures a node's modifiers attach. System gestures VoiceOver offers itself
    /// (`swipeActions`, `onDelete`, `onMove`) and drop targets (the item dragged carries the
    /// action) are left out; so are gestures that do nothing (`perform: {}`, a press effect).
    func gestures(of node: ViewNode, in type: String) -> [GestureUse] {
        var result: [GestureUse] = []
        for modifier in node.modifiers {
            switch modifier.name {
            case "onTapGesture":
                let count = Int(SwiftExprText.text(modifier.argument("count") ?? .number("1"))) ?? 1
                let closures = modifier.arguments.filter { $0.label != "count" && $0.label != "coordinateSpace" }.map(\.value)
                guard closures.contains(where: { !Self.isEmptyClosure($0) }) else { continue }
                result.append(GestureUse(kind: count >= 2 ? .doubleTap : .tap, modifier: modifier, closures: closures))
            case "onLongPressGesture":
                let perform = modifier.arguments.filter { $0.label == "perform" || ($0.trailing && $0.label == nil) }.map(\.value)
                guard perform.contains(where: { !Self.isEmptyClosure($0) }) else { continue }
                // A press of no duration is a tap by another name.
                let kind: SourceFinding.GestureKind = Self.isZero(modifier.argument("minimumDuration")) ? .tap : .longPress
                result.append(GestureUse(kind: kind, modifier: modifier, closures: perform))
            case "gesture", "simultaneousGesture", "highPriorityGesture":
                guard let value = modifier.argument(nil) else { continue }
                var depth = 0
                for (kind, closures) in classify(value, in: type, depth: &depth) {
                    guard !closures.isEmpty, closures.contains(where: { !Self.isEmptyClosure($0) }) else { continue }
                    result.append(GestureUse(kind: kind, modifier: modifier, closures: closures))
                }
            case "draggable", "onDrag":
                result.append(GestureUse(kind: .dragAndDrop, modifier: modifier, closures: []))
            case "contextMenu":
                guard !modifier.views.isEmpty else { continue }
                result.append(GestureUse(kind: .contextMenu, modifier: modifier, closures: []))
            default:
                continue
            }
        }
        return result
    }

    /// The controls inside a node: in its content and the views attached to it.
    static func controls(inside node: ViewNode, _ element: SourceElement) -> [ViewNode] {
        var found: [ViewNode] = []
        let inside = node.children + node.modifiers.filter { $0.role == .attached }.flatMap(\.views)
        for child in inside {
            ViewGraph.walk(child) { inner, _ in
                if element.isControl(inner) { found.append(inner) }
            }
        }
        return found
    }

    /// Whether an argument is the number zero (`minimumDistance: 0`, `minimumDuration: 0.0`).
    static func isZero(_ expr: SwiftExpr?) -> Bool {
        guard case .number(let text)? = expr else { return false }
        return Double(text.replacingOccurrences(of: "_", with: "")) == 0
    }

    /// Whether an expression is a closure with nothing in it.
    static func isEmptyClosure(_ expr: SwiftExpr) -> Bool {
        if case .closure(let closure) = expr { return closure.statements.isEmpty }
        return false
    }

    /// The gestures an expression makes, each with the closures it runs (`onChanged`,
    /// `onEnded`; not `updating`, whose state resets by itself), following the view's
    /// properties and functions that return gestures.
    func classify(_ expr: SwiftExpr, in type: String, depth: inout Int) -> [(SourceFinding.GestureKind, [SwiftExpr])] {
        depth += 1
        guard depth < 16 else { return [] }
        var closures: [SwiftExpr] = []
        var composed: [(SourceFinding.GestureKind, [SwiftExpr])] = []
        var current = expr
        while true {
            switch current {
            case .call(.member(let base?, let name), let arguments, _) where !ViewTreeBuilder.isTypeReference(base):
                if ["onChanged", "onEnded"].contains(name) {
                    closures += arguments.map(\.value)
                } else if ["simultaneously", "sequenced", "exclusively"].contains(name), let other = arguments.first?.value {
                    composed += classify(other, in: type, depth: &depth)
                }
                current = base
            case .call(.name(let name), let arguments, _) where SwiftUINames.gestureTypes.contains(name):
                return [(Self.kind(of: name, arguments), closures)] + composed
                    + arguments.flatMap { classify($0.value, in: type, depth: &depth) }
            case .call(.name(let name), _, _), .call(.member(.name("self"), let name), _, _):
                let functions = graph.index.functions(name, of: type) + graph.index.freeFunctions(name)
                guard let body = functions.first?.function.body, let returned = ViewTreeBuilder.returnedExpression(body) else {
                    return composed
                }
                return classify(returned, in: type, depth: &depth).map { ($0.0, $0.1 + closures) } + composed
            case .name(let name), .member(.name("self"), let name):
                guard let getter = graph.index.property(name, of: type)?.property.getter,
                      let returned = ViewTreeBuilder.returnedExpression(getter) else { return composed }
                return classify(returned, in: type, depth: &depth).map { ($0.0, $0.1 + closures) } + composed
            case .ternary(_, let then, let otherwise):
                return classify(then, in: type, depth: &depth) + classify(otherwise, in: type, depth: &depth) + composed
            case .postfix(_, let inner), .wrapped(_, let inner):
                current = inner
            default:
                return composed
            }
        }
    }

    /// What a gesture type is to a person. A drag that starts at once (`minimumDistance: 0`)
    /// and a long press of no duration are presses: taps, as far as VoiceOver is concerned.
    static func kind(of type: String, _ arguments: [SwiftArgument]) -> SourceFinding.GestureKind {
        let zero = { (label: String) in isZero(arguments.first { $0.label == label }?.value) }
        return switch type {
        case "TapGesture", "SpatialTapGesture":
            (Int(SwiftExprText.text(arguments.first { $0.label == "count" }?.value ?? .number("1"))) ?? 1) >= 2 ? .doubleTap : .tap
        case "LongPressGesture": zero("minimumDuration") ? .tap : .longPress
        case "DragGesture" where zero("minimumDistance"): .tap
        case "MagnifyGesture", "MagnificationGesture": .pinch
        case "RotateGesture", "RotationGesture": .rotation
        default: .drag
        }
    }

    /// The findings of the gestures on an element.
    func gestureFindings(_ element: SourceElement) -> [SourceFinding] {
        var found: [SourceFinding] = []
        let node = element.node
        for use in gestures(of: node, in: element.view) {
            let at = use.modifier.at
            let file = use.modifier.file
            switch use.kind {
            case .tap:
                // A tap on a control, inside one's label, or in a view the team declared a
                // control (`"FollowButton": "Button"`) is the control's.
                if element.isControl(node) || element.around(element.isControl) != nil { continue }
                if configuration.components[element.view]?.isControl == true { continue }
                // A row's tap that does what a control inside it does: the control is the way in;
                // a tap that only moves focus (`isFocused = true`) to a field VoiceOver reaches itself.
                let changed = effects.changes(of: use.closures, in: element.view)
                let focusOnly = !changed.isEmpty && changed.allSatisfy { name in
                    graph.index.property(name, of: element.view)?.property.attributes.contains("FocusState") == true
                }
                if focusOnly { continue }
                if !changed.isEmpty && Self.controls(inside: node, element).contains(where: { control in
                    !effects.changes(of: SourceModifiers.actionClosures(control), in: element.view).isDisjoint(with: changed)
                }) {
                    continue
                }
                let trait = element.ask(SourceModifiers.hasButtonTrait)
                let action = element.ask(SourceModifiers.hasAction)
                if case .found = trait { continue }
                if case .found = action { continue }
                if case .unseen = trait {
                    found.append(finding(.tapTrait, .review, .source(.tapUnseen, [.text(element.view)]), file: file, at: at, element, detail: "tap"))
                } else {
                    found.append(finding(.tapTrait, .source(.tapWithoutTrait, []), file: file, at: at, element, detail: "tap"))
                }
            case .contextMenu:
                // VoiceOver on the Mac opens an element's context menu itself (VO-Shift-M).
                if graph.index.isMacOnly { continue }
                switch element.ask(SourceModifiers.hasAction) {
                case .found: continue
                case .unseen:
                    found.append(finding(
                        .contextMenu, .review, .source(.contextMenuUnseen, [.text(element.view)]), file: file, at: at, element,
                        detail: "contextMenu"
                    ))
                case .missing(let places):
                    found.append(finding(
                        .contextMenu, .source(.contextMenuWithoutActions, [.places(places)]), file: file, at: at, element,
                        detail: "contextMenu"
                    ))
                }
            case .doubleTap, .longPress, .drag, .pinch, .rotation, .dragAndDrop:
                found += parity(of: use, element)
            }
        }
        return found
    }

    /// A gesture that is not a single tap: an action must do what it does, or, for a drag, a
    /// tap or default action that changes the same state.
    func parity(of use: GestureUse, _ element: SourceElement) -> [SourceFinding] {
        let type = element.view
        let scope = [element.node] + element.walk.ancestors.reversed()
        let writes = use.closures.reduce(into: Set<String>()) { $0.formUnion(effects.changes(of: $1, in: type)) }
        let actionWrites = scope.flatMap(SourceModifiers.actionClosures)
            .reduce(into: Set<String>()) { $0.formUnion(effects.changes(of: $1, in: type)) }
        let detail = use.kind.rawValue
        // The deck fan's drag and its tap both fan it: a tap or action that changes what the
        // drag changes does what it does.
        let sameState = use.kind == .drag && !writes.isDisjoint(with: actionWrites)
        switch (element.ask(SourceModifiers.hasAction), sameState) {
        case (.found, _), (_, true):
            break
        case (.unseen, false):
            return [finding(
                .gestureAlternative, .review, .source(.gestureUnseen, [.gesture(use.kind), .text(element.view)]),
                file: use.modifier.file, at: use.modifier.at, element, detail: detail
            )]
        case (.missing(let places), false):
            return [finding(
                .gestureAlternative, .source(.gestureWithoutAction, [.gesture(use.kind), .text(element.view), .places(places)]),
                file: use.modifier.file, at: use.modifier.at, element, detail: detail
            )]
        }
        guard use.kind == .drag else { return [] }
        // A drag that changes what the accessibility value reads: VoiceOver adjusts a value by
        // swiping up and down, which only an adjustable action (or another action) answers.
        let values = scope.flatMap { $0.modifiers("accessibilityValue") }.compactMap { $0.argument(nil) }
        let read = values.reduce(into: Set<String>()) { $0.formUnion(effects.reads($1, in: type)) }
        let changed = writes.intersection(read)
        guard !changed.isEmpty, case .missing = element.ask(SourceModifiers.hasAdjustable),
              changed.isDisjoint(with: actionWrites) else { return [] }
        return [finding(
            .dragAdjustable, .source(.dragWithoutAdjustable, [.text(changed.sorted().joined(separator: ", "))]),
            file: use.modifier.file, at: use.modifier.at, element, detail: "adjustable"
        )]
    }
}
