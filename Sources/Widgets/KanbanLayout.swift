// SPDX-License-Identifier: GPL-3.0-or-later

/// The Kanban board's layout: `HStack(alignment: .top, spacing: 12)` of columns inside
/// `.padding()` (16 points); each column `max(120, columnWidth)` wide with 12 points of padding,
/// a `VStack(spacing: 10)` of its header (the title in `.headline`, the count in `.subheadline`),
/// its cards (`.subheadline` text with 12 points of padding, the column's whole width) and, when
/// empty, "Drop cards here" in a box at least 60 points high.
public enum KanbanLayout {
    /// The board's padding (`.padding()`'s default).
    public static let boardPadding = 16.0
    /// The space between columns.
    public static let columnSpacing = 12.0
    /// A column's padding.
    public static let columnPadding = 12.0
    /// The space between a column's header and cards.
    public static let stackSpacing = 10.0
    /// A card's padding around its title.
    public static let cardPadding = 12.0
    /// The least height of the empty column's "Drop cards here".
    public static let emptyHeight = 60.0
    /// The least width a column is drawn (`max(120, columnWidth)`).
    public static let minimumColumnWidth = 120.0
    /// The space between the header's title and count (an `HStack`'s default).
    public static let headerSpacing = 8.0
    /// The column's corner radius.
    public static let columnCornerRadius = 18.0
    /// The card's corner radius.
    public static let cardCornerRadius = 12.0
    /// The header's title (`.font(.headline)`), at Large; every style follows the content size.
    public static let titleStyle = TextStyle.headline
    /// The header's count (`.font(.subheadline)`).
    public static let countStyle = TextStyle.subheadline
    /// A card's title (`.font(.subheadline)`).
    public static let cardStyle = TextStyle.subheadline
    /// "Drop cards here" (`.font(.footnote)`).
    public static let emptyStyle = TextStyle.footnote

    /// The words a column shows, which size its frames.
    public struct ColumnText: Sendable {
        /// The title, in the reader's words.
        public var title: String
        /// Each card's title, in order.
        public var cards: [String]
        /// What an empty column says ("Drop cards here").
        public var empty: String

        /// Creates a column's words.
        public init(title: String, cards: [String], empty: String) {
            self.title = title
            self.cards = cards
            self.empty = empty
        }
    }

    /// Where one column and everything in it is, left to right.
    public struct ColumnFrames: Sendable, Hashable {
        /// The column's rounded background.
        public var column: Frame
        /// The header: title and count, one element.
        public var header: Frame
        /// Each card.
        public var cards: [Frame]
        /// "Drop cards here", when the column is empty.
        public var empty: Frame?

        /// Every frame mirrored when the direction is right to left.
        public func laidOut(_ direction: LayoutDirection, within width: Double) -> ColumnFrames {
            guard direction == .rightToLeft else { return self }
            return ColumnFrames(
                column: column.mirrored(within: width), header: header.mirrored(within: width),
                cards: cards.map { $0.mirrored(within: width) }, empty: empty?.mirrored(within: width)
            )
        }
    }

    /// A column's drawn width for the width asked for, at a content size: the original's
    /// `@ScaledMetric(relativeTo: .body)` grows it with the body text, then `max(120, …)`.
    public static func columnWidth(_ asked: Double, _ size: ContentSize = .default) -> Double {
        let scaled = TextStyle.scaled(asked.isFinite ? asked : minimumColumnWidth, relativeTo: .body, at: size)
        return max(minimumColumnWidth, scaled)
    }

    /// The frame of each column and of what it holds, laid out left to right.
    public static func layout(columnWidth asked: Double, columns: [ColumnText], size: ContentSize = .default) -> [ColumnFrames] {
        columns.enumerated().map { index, column in Self.column(index, columnWidth: asked, column, size: size) }
    }

    /// The frames of column `index` and of what it holds, laid out left to right: one column at
    /// a time, so that building a tree never holds the frames of a whole large board twice.
    public static func column(_ index: Int, columnWidth asked: Double, _ column: ColumnText, size: ContentSize = .default) -> ColumnFrames {
        let header = headerFrame(index, columnWidth: asked, title: column.title, cardCount: column.cards.count, size: size)
        var y = header.y + header.height
        var cards: [Frame] = []
        cards.reserveCapacity(column.cards.count)
        for card in column.cards {
            y += stackSpacing
            let frame = cardFrame(index, columnWidth: asked, top: y, height: cardHeight(card, columnWidth: asked, size: size), size: size)
            cards.append(frame)
            y += frame.height
        }
        var empty: Frame?
        if column.cards.isEmpty {
            let frame = emptyFrame(index, columnWidth: asked, below: y, column.empty, size: size)
            empty = frame
            y = frame.y + frame.height
        }
        return ColumnFrames(
            column: columnFrame(index, columnWidth: asked, contentBottom: y, size: size), header: header, cards: cards, empty: empty
        )
    }

    /// Where column `index` starts, left to right.
    private static func columnX(_ index: Int, _ width: Double) -> Double {
        boardPadding + Double(index) * (width + columnSpacing)
    }

    /// A column's header: its title beside its count, as tall as the taller of the two.
    public static func headerFrame(
        _ index: Int, columnWidth asked: Double, title: String, cardCount: Int, size: ContentSize = .default
    ) -> Frame {
        let width = columnWidth(asked, size)
        let inner = width - 2 * columnPadding
        let count = TextMetrics.measure(String(cardCount), countStyle.at(size))
        let text = TextMetrics.measure(title, titleStyle.at(size), maximumWidth: max(inner - count.width - headerSpacing, 0))
        return Frame(
            x: columnX(index, width) + columnPadding, y: boardPadding + columnPadding, width: inner,
            height: max(text.height, count.height)
        )
    }

    /// How tall a card with this title is: its words inside its padding.
    public static func cardHeight(_ title: String, columnWidth asked: Double, size: ContentSize = .default) -> Double {
        let inner = columnWidth(asked, size) - 2 * columnPadding
        return TextMetrics.measure(title, cardStyle.at(size), maximumWidth: max(inner - 2 * cardPadding, 0)).height + 2 * cardPadding
    }

    /// A card of column `index` whose top is at `top`.
    public static func cardFrame(
        _ index: Int, columnWidth asked: Double, top: Double, height: Double, size: ContentSize = .default
    ) -> Frame {
        let width = columnWidth(asked, size)
        return Frame(x: columnX(index, width) + columnPadding, y: top, width: width - 2 * columnPadding, height: height)
    }

    /// "Drop cards here" in an empty column, below `bottom` (the header's).
    public static func emptyFrame(
        _ index: Int, columnWidth asked: Double, below bottom: Double, _ words: String, size: ContentSize = .default
    ) -> Frame {
        let width = columnWidth(asked, size)
        let inner = width - 2 * columnPadding
        let text = TextMetrics.measure(words, emptyStyle.at(size), maximumWidth: inner)
        return Frame(
            x: columnX(index, width) + columnPadding, y: bottom + stackSpacing, width: inner,
            height: max(emptyHeight, text.height)
        )
    }

    /// The column's background, down to its content's bottom and its padding.
    public static func columnFrame(_ index: Int, columnWidth asked: Double, contentBottom: Double, size: ContentSize = .default) -> Frame {
        let width = columnWidth(asked, size)
        return Frame(x: columnX(index, width), y: boardPadding, width: width, height: contentBottom + columnPadding - boardPadding)
    }

    /// How wide the whole board is: its columns, the spaces between them and its padding.
    public static func contentWidth(columnWidth asked: Double, columnCount: Int, size: ContentSize = .default) -> Double {
        guard columnCount > 0 else { return 2 * boardPadding }
        return 2 * boardPadding + Double(columnCount) * columnWidth(asked, size) + Double(columnCount - 1) * columnSpacing
    }
}
