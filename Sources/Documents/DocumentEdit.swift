// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// One change a session confirms, as its journal keeps it: enough to make it again on the board
/// it was made on, and the words that said it, for when it cannot be.
public enum DocumentEdit: Sendable, Hashable {
    /// One intent, one step of undo.
    case change(JournaledIntent)
    /// Several intents made as one step of undo (kept changes recovered together).
    case group([JournaledIntent])
    /// The last step made (a change or a group) taken back.
    case undo
    /// The last step taken back made again.
    case redo

    /// The intents of a step: one for a change, all of a group's.
    public var intents: [JournaledIntent] {
        switch self {
        case .change(let intent): [intent]
        case .group(let intents): intents
        case .undo, .redo: []
        }
    }
}

/// An intent and how the session said it ("moved Fix the login crash to Done").
public struct JournaledIntent: Sendable, Hashable {
    public var intent: Intent
    /// The words that described it when it was made, in the session's language.
    public var said: String

    /// Pairs an intent with its words.
    public init(_ intent: Intent, said: String) {
        self.intent = intent
        self.said = said
    }
}
