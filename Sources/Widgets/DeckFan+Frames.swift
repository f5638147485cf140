// SPDX-License-Identifier: GPL-3.0-or-later

extension DeckFan {
    /// A card's size before its scale (`.frame(width: 96, height: 132)`).
    public static let cardSize = Size(width: 96, height: 132)
    /// A card's corner radius.
    public static let cardCornerRadius = 16.0

    /// Where card `index` is drawn in a container of a size, laid out left to right.
    ///
    /// The deck is centred in its container (`.frame(maxWidth: .infinity, maxHeight: .infinity)`).
    /// Each card is scaled about its centre, turned about the middle of its bottom edge
    /// (`rotationEffect(anchor: .bottom)`), then offset by the fan's spread and lift; it is
    /// stacked by its index.
    public func cardFrame(index: Int, in container: Size) -> Frame {
        let pose = pose(index: index)
        let size = Self.cardSize
        let anchor = Point(x: container.width / 2, y: container.height / 2 + size.height / 2)
        let fromAnchor = Frame.rotate(Point(x: 0, y: -size.height / 2), degrees: pose.rotationDegrees)
        let center = Point(x: anchor.x + fromAnchor.x + pose.x, y: anchor.y + fromAnchor.y + pose.y)
        return Frame(
            center: center, size: Size(width: size.width * pose.scale, height: size.height * pose.scale),
            rotation: pose.rotationDegrees, zIndex: Double(index)
        )
    }

    /// Every card's frame, back to front.
    public func cardFrames(in container: Size) -> [Frame] {
        (0..<max(cardCount, 0)).map { cardFrame(index: $0, in: container) }
    }
}
