// SPDX-License-Identifier: GPL-3.0-or-later

extension DeckFan {
    /// The deck's colours: its cards', back to front, repeated when there are more cards, and the
    /// background behind them.
    public struct Colors: Sendable, Hashable {
        /// The cards' fills, back to front.
        public var cards: [AdaptiveColor]
        /// What fills the deck's frame behind the cards.
        public var background: AdaptiveColor

        /// The original's: blue, violet, pink and amber cards on white (`cardColors`, `background`).
        public init(
            cards: [AdaptiveColor] = DeckFan.originalCardColors, background: AdaptiveColor = .fixed(.white)
        ) {
            self.cards = cards.isEmpty ? DeckFan.originalCardColors : cards
            self.background = background
        }

        /// The fill of card `index`.
        public func card(_ index: Int) -> AdaptiveColor {
            cards[((index % cards.count) + cards.count) % cards.count]
        }
    }

    /// The original's `cardColors`.
    public static let originalCardColors: [AdaptiveColor] = [
        .fixed(RGBA(red: 0.184, green: 0.435, blue: 0.929)),
        .fixed(RGBA(red: 0.486, green: 0.361, blue: 1.0)),
        .fixed(RGBA(red: 0.925, green: 0.282, blue: 0.600)),
        .fixed(RGBA(red: 0.961, green: 0.620, blue: 0.043)),
    ]
}
