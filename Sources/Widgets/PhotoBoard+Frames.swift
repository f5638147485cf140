// SPDX-License-Identifier: GPL-3.0-or-later

extension PhotoBoard {
    /// The card's padding around its photo and caption, in points (`.padding(8)`).
    public static let cardPadding = 8.0
    /// The space between the photo and its caption (`VStack(spacing: 6)`).
    public static let captionSpacing = 6.0
    /// The caption's style, on one line (`.font(.caption.weight(.medium))`, `.lineLimit(1)`), at Large.
    public static let captionStyle = TextStyle.caption.weight(.medium)
    /// How far the caption may shrink to fit its line (`.minimumScaleFactor(0.7)`).
    public static let captionMinimumScale = 0.7

    /// The card as the original draws it: `cardWidth` wide; a square photo inside the padding,
    /// then the caption's one line, as tall as the content size makes it. (``cardSize``, 1.2 times
    /// as tall as wide, is only what the original keeps on the board when it clamps.)
    public func cardViewSize(_ size: ContentSize = .default) -> Size {
        let width = cardSize.width
        let photo = max(width - 2 * Self.cardPadding, 0)
        return Size(
            width: width, height: 2 * Self.cardPadding + photo + Self.captionSpacing + Self.captionStyle.at(size).lineHeight
        )
    }

    /// How wide the caption's line is: the card inside its padding.
    public var captionWidth: Double { max(cardSize.width - 2 * Self.cardPadding, 0) }

    /// Where card `index` is drawn on a board of a size, laid out left to right: centred on its
    /// position, tilted by its angle, stacked by its depth.
    public func frame(index: Int, board: Size, size: ContentSize = .default) -> Frame {
        Frame(
            center: position(index: index, board: board), size: cardViewSize(size),
            rotation: PhotoBoardLayout.angle(index: index), zIndex: depth(index: index)
        )
    }
}
