// SPDX-License-Identifier: GPL-3.0-or-later

/// The scattered photo board: photos at slight angles that a touch brings to the front.
public struct PhotoBoard: Sendable, Hashable {
    /// One photo on the board.
    public struct Photo: Sendable, Hashable, Identifiable {
        public let id: String
        public var caption: LocalizableText

        /// Creates a photo.
        public init(id: String, caption: LocalizableText) {
            self.id = id
            self.caption = caption
        }
    }

    /// What a person can do to the board.
    public enum Intent: Sendable, Hashable {
        /// Touching a card, or VoiceOver's "Bring to front".
        case bringToFront(id: String)
        /// A finished drag of a card by a translation in screen points.
        case drag(id: String, translation: Size, direction: LayoutDirection)
    }

    /// The default card width, in points.
    public static let defaultCardWidth = 150.0
    /// The board's size when none is given: the default screen, which the original's
    /// `GeometryReader` fills.
    public static let defaultBoardSize = Screen.defaultSize

    public var photos: [Photo]
    /// The card width; never less than one point.
    public var cardWidth: Double
    public var boardSize: Size
    /// Where each dragged card was left, from its home position.
    public var offsets: [String: Size]
    /// Ids brought to the front, the front-most last.
    public var stacking: [String]
    /// The demo's background, top to bottom: the original's unless a board file gives another.
    public var background = PhotoBoard.demoBackground

    /// Creates a board.
    public init(
        photos: [Photo],
        cardWidth: Double = PhotoBoard.defaultCardWidth,
        boardSize: Size = PhotoBoard.defaultBoardSize,
        offsets: [String: Size] = [:],
        stacking: [String] = []
    ) {
        self.photos = photos
        self.cardWidth = cardWidth
        self.boardSize = boardSize
        self.offsets = offsets
        self.stacking = stacking
    }

    /// A card's size: the width (at least one point) and 1.2 times as tall.
    public var cardSize: Size {
        let width = max(cardWidth, 1)
        return Size(width: width, height: width * 1.2)
    }

    /// Where the card at `index` lives when it was never dragged.
    public func home(index: Int) -> Point {
        home(index: index, board: boardSize)
    }

    /// Where the card at `index` lives when it was never dragged, on a board of another size.
    public func home(index: Int, board: Size) -> Point {
        PhotoBoardLayout.center(index: index, count: photos.count, card: cardSize, board: board)
    }

    /// Where the card at `index` is now, its saved offset applied and kept on the board.
    public func position(index: Int) -> Point {
        position(index: index, board: boardSize)
    }

    /// Where the card at `index` is on a board of another size (the screen it is shown on): the
    /// saved offset from its home there, kept on that board, as the original's `GeometryReader` does.
    public func position(index: Int, board: Size) -> Point {
        let home = home(index: index, board: board)
        let saved = offsets[photos[index].id] ?? .zero
        return PhotoBoardLayout.clamped(
            Point(x: home.x + saved.width, y: home.y + saved.height), card: cardSize, board: board
        )
    }

    /// The card's depth: its index, or above every card when it was brought to the front.
    public func depth(index: Int) -> Double {
        guard let rank = stacking.firstIndex(of: photos[index].id) else { return Double(index) }
        return Double(photos.count + rank)
    }

    /// Photo ids from the front-most card to the one at the back.
    public var frontToBack: [String] {
        photos.indices.sorted { depth(index: $0) > depth(index: $1) }.map { photos[$0].id }
    }

    /// Applies an intent; returns whether anything changed.
    @discardableResult
    public mutating func apply(_ intent: Intent) -> Bool {
        switch intent {
        case .bringToFront(let id):
            return bringToFront(id)
        case .drag(let id, let translation, let direction):
            guard let index = photos.firstIndex(where: { $0.id == id }) else { return false }
            // A drag starts with a touch, and a touch brings the card to the front first.
            let raised = bringToFront(id)
            let layoutTranslation = direction == .rightToLeft
                ? Size(width: -translation.width, height: translation.height)
                : translation
            let before = offsets[id]
            offsets[id] = PhotoBoardLayout.settledOffset(
                home: home(index: index),
                saved: before ?? .zero,
                translation: layoutTranslation,
                card: cardSize,
                board: boardSize
            )
            return raised || offsets[id] != before
        }
    }

    private mutating func bringToFront(_ id: String) -> Bool {
        guard photos.contains(where: { $0.id == id }), stacking.last != id else { return false }
        stacking.removeAll { $0 == id }
        stacking.append(id)
        return true
    }
}
