// SPDX-License-Identifier: GPL-3.0-or-later

/// One element VoiceOver would focus in a view read from its source, before its words are
/// localized: the parts of its label, its value, hint, traits and actions, and what the
/// source left open (a condition Rotor could not decide).
public struct ViewElement: @unchecked Sendable {
    /// Stable while the element exists: where its view is written, and for a `ForEach` the
    /// item's position.
    public var id: String
    /// The label's parts, in order (a combined element has one a child); empty: no label.
    public var label: [SwiftValue]
    /// The value, when it has one.
    public var value: SwiftValue?
    /// The hint, when it has one.
    public var hint: SwiftValue?
    /// Its traits, by SwiftUI's names: `isButton`, `isImage`, `isHeader`, `isLink`,
    /// `isSelected`, `isStaticText`, `isToggle`, and `adjustable` for an adjustable action.
    public var traits: Set<String>
    /// Its named actions, in order.
    public var actions: [ViewAction]
    /// What a double tap does, when it does something.
    public var activate: ViewAction?
    /// What swiping up and down does, for an adjustable element.
    public var adjust: Callable?
    /// The conditions of `if`s and ternaries its words or traits depend on that Rotor could not
    /// decide, or that an action would change: the element has another state.
    public var alternatives: [String]
    /// The container it belongs to (a stack of its own marked `.contain`, a `List` section),
    /// named by its first text, when it has one.
    public var group: String?
    /// Whether it stands for every item of a `ForEach` over data the source cannot see: one
    /// element, its words the names of the item's values.
    public var templated: Bool = false
    /// The file (a position in the project) and the place its view is written.
    public var file: Int
    public var at: SourcePoint

    /// Creates an element.
    public init(id: String, file: Int, at: SourcePoint) {
        self.id = id
        self.label = []
        self.traits = []
        self.actions = []
        self.alternatives = []
        self.file = file
        self.at = at
    }
}

/// An action of an element: its name and what it runs.
public struct ViewAction: @unchecked Sendable {
    /// Stable while the action exists: its element's id and its position.
    public var id: String
    /// Its name (`Move to Done`), to be localized; none for a double tap's.
    public var name: SwiftValue?
    /// What it runs.
    public var closure: Callable?
    /// Where it is written.
    public var at: SourcePoint

    /// Creates an action.
    public init(id: String, name: SwiftValue?, closure: Callable?, at: SourcePoint) {
        self.id = id
        self.name = name
        self.closure = closure
        self.at = at
    }
}
