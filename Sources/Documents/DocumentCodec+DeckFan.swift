// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec {
    /// Optionally `cards` (1…52, four by default), `progress` (0 stacked … 1 fanned), and the
    /// original's `cardColors` (a list) and `background` (one colour). Colours are kept as the
    /// file writes them: nothing changes them.
    static func deckFan(_ root: Reader) throws(DocumentError) -> DeckFan {
        let cards = try root.optionalInteger("cards", in: DocumentLimits.deckCards) ?? DeckFan.defaultCardCount
        var deck = DeckFan(cardCount: cards, progress: try root.optionalNumber("progress", in: 0...1) ?? 0)
        deck.colors = DeckFan.Colors(
            cards: try root.optionalColors("cardColors") ?? DeckFan.originalCardColors,
            background: try root.optionalColor("background") ?? DeckFan.Colors().background
        )
        return deck
    }

    static func encode(_ deck: DeckFan, over root: JSONValue) -> JSONValue {
        root.setting("kind", .string(DemoScreen.deckFan.rawValue))
            .setting("cards", number(Double(deck.cardCount))).setting("progress", number(deck.progress))
    }
}
