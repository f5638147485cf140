// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The scattered photo board's layout math, exactly as the original `ScatteredPhotoBoardLayout`.
public enum PhotoBoardLayout {
    /// The widest tilt of a card, in degrees.
    public static let maximumAngle = 9.0
    /// The most grid cells the layout spreads cards over.
    public static let maximumCells = 10_000

    /// A repeatable pseudo-random number from -0.5 to 0.5.
    public static func noise(_ index: Int, salt: Double) -> Double {
        let value = sin(Double(index % 10_000) * 12.9898 + salt) * 43_758.5453
        return value - value.rounded(.down) - 0.5
    }

    /// The tilt of the card at `index`, in degrees, within ±9°.
    public static func angle(index: Int) -> Double {
        noise(index, salt: 7) * maximumAngle * 2
    }

    /// Keeps a card's center inside the board, or in its middle if the card does not fit.
    ///
    /// A tilted card is wider and taller than it is straight: this uses the box at the widest tilt.
    public static func clamped(_ point: Point, card: Size, board: Size) -> Point {
        let tilt = maximumAngle * .pi / 180
        let box = Size(
            width: card.width * cos(tilt) + card.height * sin(tilt),
            height: card.height * cos(tilt) + card.width * sin(tilt)
        )
        func clamp(_ value: Double, side: Double, length: Double) -> Double {
            guard length > side else { return length / 2 }
            return min(max(value, side / 2), length - side / 2)
        }
        return Point(
            x: clamp(point.x, side: box.width, length: board.width),
            y: clamp(point.y, side: box.height, length: board.height)
        )
    }

    /// The offset from `home` to keep after a drag: where the card stopped, not how far the finger went.
    public static func settledOffset(home: Point, saved: Size, translation: Size, card: Size, board: Size) -> Size {
        let end = clamped(
            Point(x: home.x + saved.width + translation.width, y: home.y + saved.height + translation.height),
            card: card,
            board: board
        )
        return Size(width: end.x - home.x, height: end.y - home.y)
    }

    /// A slightly jittered grid position, so the same photos always land in the same place.
    public static func center(index: Int, count: Int, card: Size, board: Size) -> Point {
        guard count > 0 else { return Point(x: board.width / 2, y: board.height / 2) }
        let columns = max(Int(Double(min(count, maximumCells)).squareRoot().rounded(.up)), 1)
        let rows = count / columns + (count.isMultiple(of: columns) ? 0 : 1)
        let cell = Size(width: board.width / Double(columns), height: board.height / Double(rows))
        let point = Point(
            x: (Double(index % columns) + 0.5 + noise(index, salt: 1) * 0.35) * cell.width,
            y: (Double(index / columns) + 0.5 + noise(index, salt: 3) * 0.35) * cell.height
        )
        return clamped(point, card: card, board: board)
    }
}
