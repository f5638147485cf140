// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension Intent {
    /// The element an intent changes, as its component says: where focus goes when the change
    /// is undone or made again.
    public var touchedElement: NodeID? {
        switch self {
        case .photoBoard(let intent): intent.touchedElement
        case .photoGrid(let intent): intent.touchedElement
        case .deckFan(let intent): intent.touchedElement
        case .kanban(let intent): intent.touchedElement
        case .snapCorner(let intent): intent.touchedElement
        case .source(.perform(let id)): NodeID.source(SourceTree.element(ofAction: id))
        case .source(.flip): nil
        }
    }
}
