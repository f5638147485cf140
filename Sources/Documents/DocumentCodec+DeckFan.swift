// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec {
    /// Optionally `cards` (1…52, four by default) and `progress` (0 stacked … 1 fanned).
    static func deckFan(_ root: Reader) throws(DocumentError) -> DeckFan {
        let cards = try root.optionalInteger("cards", in: DocumentLimits.deckCards) ?? DeckFan.defaultCardCount
        return DeckFan(cardCount: cards, progress: try root.optionalNumber("progress", in: 0...1) ?? 0)
    }

    static func encode(_ deck: DeckFan, over root: JSONValue) -> JSONValue {
        root.setting("kind", .string(DemoScreen.deckFan.rawValue))
            .setting("cards", number(Double(deck.cardCount))).setting("progress", number(deck.progress))
    }
}
