// SPDX-License-Identifier: GPL-3.0-or-later
import SourceModel

/// What a node's modifiers say to VoiceOver: actions, traits, labels, hiding, grouping.
enum SourceModifiers {
    /// Modifiers that give VoiceOver something to perform.
    static let actions: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityRepresentation",
    ]

    /// Whether the node offers an accessibility action (named, default, adjustable, a builder
    /// of actions, or a representation that is a control).
    static func hasAction(_ node: ViewNode) -> Bool {
        node.modifiers.contains { actions.contains($0.name) }
    }

    /// Whether it offers an adjustable action.
    static func hasAdjustable(_ node: ViewNode) -> Bool {
        node.modifiers.contains { $0.name == "accessibilityAdjustableAction" }
            || node.modifiers.contains { $0.name == "accessibilityRepresentation" && $0.views.contains { ["Slider", "Stepper"].contains($0.name) } }
    }

    /// Whether it adds the Button or the Link trait (in any branch of a conditional).
    static func hasButtonTrait(_ node: ViewNode) -> Bool {
        node.modifiers.contains { modifier in
            (modifier.name == "accessibilityAddTraits" || (modifier.name == "accessibility" && modifier.argument("addTraits") != nil))
                && modifier.arguments.contains { argument in
                    let text = SwiftExprText.text(argument.value)
                    return text.contains("isButton") || text.contains("isLink")
                }
        }
    }

    /// Whether it adds a trait, by SwiftUI's name for it (`isHeader`).
    static func addsTrait(_ node: ViewNode, _ trait: String) -> Bool {
        node.modifiers.contains { modifier in
            (modifier.name == "accessibilityAddTraits" || modifier.name == "accessibility")
                && modifier.arguments.contains { SwiftExprText.text($0.value).contains(trait) }
        }
    }

    /// The modifier that hides the node from VoiceOver for certain (`accessibilityHidden(true)`).
    static func hidingModifier(_ node: ViewNode) -> ModifierUse? {
        node.modifiers.last { modifier in
            (modifier.name == "accessibilityHidden" && modifier.argument(nil) == .boolean(true))
                || (modifier.name == "accessibility" && modifier.argument("hidden") == .boolean(true))
        }
    }

    /// Whether it has an accessibility label.
    static func hasLabel(_ node: ViewNode) -> Bool {
        node.modifiers.contains { modifier in
            modifier.name == "accessibilityLabel" || (modifier.name == "accessibility" && modifier.argument("label") != nil)
        }
    }

    /// How the node groups its children, when it says: `ignore` (also `accessibilityElement()`),
    /// `combine` or `contain`.
    static func grouping(_ node: ViewNode) -> String? {
        guard let element = node.modifiers.last(where: { $0.name == "accessibilityElement" }) else { return nil }
        guard let children = element.argument("children") else { return "ignore" }
        if case .member(nil, let name) = children { return name }
        return "ignore"
    }

    /// Whether nobody can act on the node: disabled, hit testing off, or fully transparent.
    static func isInert(_ node: ViewNode) -> Bool {
        node.modifiers.contains { modifier in
            switch modifier.name {
            case "disabled": modifier.argument(nil) == .boolean(true)
            case "allowsHitTesting": modifier.argument(nil) == .boolean(false)
            case "opacity": modifier.argument(nil) == .number("0") || modifier.argument(nil) == .number("0.0")
            default: false
            }
        }
    }

    /// The literal text of an expression that is a string without interpolation, or
    /// `Text("…")` of one.
    static func literal(_ expr: SwiftExpr?) -> String? {
        switch expr {
        case .string(let parts)?:
            guard parts.allSatisfy({ if case .text = $0 { true } else { false } }) else { return nil }
            return parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        case .call(.name("Text"), let arguments, _)?:
            guard let first = arguments.first, first.label == nil || first.label == "verbatim" else { return nil }
            return literal(first.value)
        default:
            return nil
        }
    }

    /// The closures a node runs when a person acts on it by VoiceOver or by touch: its
    /// accessibility actions, its taps, a Button's action.
    static func actionClosures(_ node: ViewNode) -> [SwiftExpr] {
        var result: [SwiftExpr] = []
        for modifier in node.modifiers {
            switch modifier.name {
            case "accessibilityAction", "accessibilityAdjustableAction", "onTapGesture":
                result += modifier.arguments.filter { isClosureOrReference($0.value) && $0.label != "named" }.map(\.value)
            case "accessibilityActions":
                for view in modifier.views { result += actionClosures(view) }
            default:
                continue
            }
        }
        if node.name == "Button" {
            if let action = node.argument("action") {
                result.append(action)
            } else if let first = node.arguments.first(where: \.trailing) {
                result.append(first.value)
            }
        }
        return result
    }

    /// Whether an argument is a closure or names a function (`perform: toggle`).
    static func isClosureOrReference(_ expr: SwiftExpr) -> Bool {
        switch expr {
        case .closure, .name, .member(.name("self"), _): true
        default: false
        }
    }
}
