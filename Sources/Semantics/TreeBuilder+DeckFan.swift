// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// One element for the whole deck: "Card fan", Button, "Fanned" past half-way else "Stacked",
    /// the hint "Drag or tap to fan the cards", and a double tap that toggles.
    func deckFanTree(_ deck: DeckFan, _ environment: Environment) -> AccessibilityTree {
        let fan = AccessibilityNode(
            id: .deck,
            label: word(.deckLabel, environment),
            value: word(deck.isFanned ? .deckFanned : .deckStacked, environment),
            traits: .button,
            hint: word(.deckHint, environment),
            defaultAction: .deckFan(.toggle)
        )
        return AccessibilityTree(
            title: word(.screenDeckFan, environment),
            groups: [AccessibilityGroup(id: .deck, label: word(.groupDeckFan, environment), elements: [fan])]
        )
    }
}
