// SPDX-License-Identifier: GPL-3.0-or-later

/// A view of a screen as the evaluator placed it: what it is, its arguments with the scope
/// they are read in, its modifiers, the views inside it, and the conditions it depends on.
final class EvalNode: @unchecked Sendable {
    /// What the node stands for.
    enum Kind { case system, custom, group, unknown }

    let kind: Kind
    let name: String
    let arguments: [SwiftArgument]
    let scope: Scope
    var modifiers: [EvalModifier] = []
    var children: [EvalNode] = []
    let file: Int
    let at: SourcePoint
    /// Stable while the view exists: where it is written, with the positions of the
    /// `ForEach` items it is in.
    let id: String
    /// The conditions (as written) that chose this view among others.
    var alternatives: [String] = []
    /// Whether it repeats for every item of data the source cannot see.
    var templated = false
    /// Whether it is a `Label`'s icon, which VoiceOver does not read.
    var isIcon = false

    init(kind: Kind, name: String, arguments: [SwiftArgument] = [], scope: Scope, file: Int, at: SourcePoint, id: String) {
        self.kind = kind
        self.name = name
        self.arguments = arguments
        self.scope = scope
        self.file = file
        self.at = at
        self.id = id
    }

    /// The first argument with a label (nil: the first unlabelled one), trailing closures aside.
    func argument(_ label: String?) -> SwiftExpr? {
        arguments.first { $0.label == label && !$0.trailing }?.value
    }

    /// The last modifier with a name.
    func modifier(_ name: String) -> EvalModifier? {
        modifiers.last { $0.name == name }
    }
}

/// A modifier of an evaluated view, with the scope its arguments are read in and the views it
/// holds (an overlay's, a builder of actions').
struct EvalModifier {
    let name: String
    let arguments: [SwiftArgument]
    let scope: Scope
    var views: [EvalNode]
    let role: ModifierUse.Role
    let at: SourcePoint

    /// The first argument with a label (nil: the first unlabelled one), trailing closures aside.
    func argument(_ label: String?) -> SwiftExpr? {
        arguments.first { $0.label == label && !$0.trailing }?.value
    }

    /// Its closures, trailing or not.
    var closures: [SwiftExpr] {
        arguments.compactMap { if case .closure = $0.value { $0.value } else { nil } }
    }
}
