// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// One element for the whole deck: "Card fan", Button, "Fanned" past half-way else "Stacked",
    /// the hint "Drag or tap to fan the cards", and a double tap that toggles.
    ///
    /// The element fills the screen (`.frame(maxWidth: .infinity, maxHeight: .infinity)`); the
    /// cards are its group's parts, each scaled, turned about its bottom edge and offset as the
    /// fan has it.
    func deckFanTree(_ deck: DeckFan, _ environment: Environment) -> AccessibilityTree {
        let screen = environment.screenSize()
        let whole = Frame(x: 0, y: 0, width: screen.width, height: screen.height)
        let fan = AccessibilityNode(
            id: .deck,
            label: word(.deckLabel, environment),
            value: word(deck.isFanned ? .deckValueFanned : .deckValueStacked, environment),
            traits: .button,
            hint: word(.deckHint, environment),
            defaultAction: .deckFan(.toggle),
            frame: whole
        )
        let cards = deck.cardFrames(in: screen).map { $0.laidOut(environment.layoutDirection, within: screen.width) }
        return AccessibilityTree(
            title: word(.screenDeckFan, environment),
            groups: [AccessibilityGroup(
                id: .deck, label: word(.groupDeckFan, environment), elements: [fan], frame: whole, parts: cards
            )],
            screen: screen
        )
    }
}

extension DeckFan.Intent {
    /// The element this intent changes: where focus goes when it is undone or made again.
    public var touchedElement: NodeID? {
        .deck
    }
}
