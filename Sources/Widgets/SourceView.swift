// SPDX-License-Identifier: GPL-3.0-or-later

/// A screen of a team's own app, read from its SwiftUI source: the view shown, and what a person
/// did to it, in order. The view's state is not kept here: the tree is read again from the
/// source with these steps replayed, so an undo is a shorter list of steps.
public struct SourceView: Sendable, Hashable {
    /// The view's name, as its type is declared.
    public var name: String
    /// What a person did, in order.
    public var steps: [Step]

    /// One thing a person did to a view read from its source.
    public enum Step: Sendable, Hashable {
        /// Performed an action (or a double tap), by the action's id.
        case perform(String)
        /// Flipped a condition (as written, `isSelecting`): its branches swap.
        case flip(String)
    }

    /// A view as first shown.
    public init(name: String, steps: [Step] = []) {
        self.name = name
        self.steps = steps
    }

    /// Records a step; a flip of a condition flipped already unflips it.
    public mutating func apply(_ step: Step) -> Bool {
        if case .flip(let condition) = step, let earlier = steps.lastIndex(of: .flip(condition)) {
            steps.remove(at: earlier)
        } else {
            steps.append(step)
        }
        return true
    }

    /// The conditions flipped, after every step.
    public var flips: Set<String> {
        var flipped: Set<String> = []
        for case .flip(let condition) in steps {
            if flipped.contains(condition) { flipped.remove(condition) } else { flipped.insert(condition) }
        }
        return flipped
    }
}
