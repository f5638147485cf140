// SPDX-License-Identifier: GPL-3.0-or-later

/// One view a body places, as the source writes it: what it is, its arguments, its modifiers
/// in order, and the views inside it. A helper function or property that returns a view is
/// read in line, with the modifiers of the place that calls it.
public struct ViewNode: Sendable, Hashable {
    /// What the node stands for.
    public enum Kind: Sendable, Hashable {
        /// A SwiftUI view or control (`Text`, `Button`, `VStack`), by name.
        case system
        /// A view type of the project, placed here (`PhotoCell(photo:)`).
        case custom
        /// `ForEach`: its children are one repetition.
        case forEach
        /// `if`, `switch` or a ternary between views: each child is one branch (a ``group``).
        case conditional
        /// Views side by side with no container (a builder's statements, `Group`).
        case group
        /// A view the reader cannot tell: a parameter, a value from data (`photo.image`), a
        /// type from a library.
        case unknown
    }

    /// What the node stands for.
    public var kind: Kind
    /// The view's name (`Image`, `PhotoCell`), or for an unknown one the expression as written.
    public var name: String
    /// The arguments of the view's own call, closures included.
    public var arguments: [SwiftArgument]
    /// The modifiers applied to it, innermost first.
    public var modifiers: [ModifierUse]
    /// The views inside it: a stack's content, a button's label, a `ForEach`'s repetition,
    /// a conditional's branches.
    public var children: [ViewNode]
    /// For a branch of a conditional: the condition as written (`else` for the last).
    public var condition: String?
    /// The file it is written in (a position in ``ProjectIndex/files``).
    public var file: Int
    /// Where it is written.
    public var at: SourcePoint

    /// Creates a node.
    public init(
        kind: Kind, name: String, arguments: [SwiftArgument] = [], modifiers: [ModifierUse] = [], children: [ViewNode] = [],
        condition: String? = nil, file: Int, at: SourcePoint
    ) {
        self.kind = kind
        self.name = name
        self.arguments = arguments
        self.modifiers = modifiers
        self.children = children
        self.condition = condition
        self.file = file
        self.at = at
    }

    /// The first argument with a label (nil for the first unlabelled one).
    public func argument(_ label: String?) -> SwiftExpr? {
        arguments.first { $0.label == label && !$0.trailing }?.value
    }

    /// The modifiers with a name.
    public func modifiers(_ name: String) -> [ModifierUse] {
        modifiers.filter { $0.name == name }
    }

    /// Whether it has a modifier with one of the names.
    public func has(_ names: Set<String>) -> Bool {
        modifiers.contains { names.contains($0.name) }
    }
}

/// A modifier on a view: its name, its arguments, the views it holds (an overlay, a context
/// menu's items, a sheet), and where it is written.
public struct ModifierUse: Sendable, Hashable {
    /// How the views a modifier holds relate to the view it modifies.
    public enum Role: Sendable, Hashable {
        /// No views.
        case none
        /// Drawn with the view and part of its screen: `overlay`, `background`, `toolbar`.
        case attached
        /// Items of a menu or actions: `contextMenu`, `swipeActions`, `accessibilityActions`, `alert`.
        case menu
        /// Another screen that the view presents: `sheet`, `popover`, `navigationDestination`.
        case presented
    }

    /// The modifier's name (`onTapGesture`).
    public var name: String
    /// Its arguments, closures included.
    public var arguments: [SwiftArgument]
    /// The views it holds.
    public var views: [ViewNode]
    /// How those views relate to the modified view.
    public var role: Role
    /// The file it is written in.
    public var file: Int
    /// Where its name is written.
    public var at: SourcePoint

    /// Creates a modifier.
    public init(name: String, arguments: [SwiftArgument], views: [ViewNode] = [], role: Role = .none, file: Int, at: SourcePoint) {
        self.name = name
        self.arguments = arguments
        self.views = views
        self.role = role
        self.file = file
        self.at = at
    }

    /// The first argument with a label (nil for the first unlabelled one, trailing closures aside).
    public func argument(_ label: String?) -> SwiftExpr? {
        arguments.first { $0.label == label && !$0.trailing }?.value
    }

    /// The closures it takes, trailing or not.
    public var closures: [SwiftClosure] {
        arguments.compactMap { if case .closure(let closure) = $0.value { closure } else { nil } }
    }
}
