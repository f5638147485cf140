// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Widgets

/// A text a component draws for one of its elements, where and how, from the same layout the
/// tree's frames come from: a photo's caption in its card's last line, a Kanban column's title
/// and count, a card's title inside its padding, the call's title and subtitle. The audit
/// judges it (Dynamic Type, contrast) and a picture draws it, at the content size, in the
/// appearance's colours, cut short where it is.
public struct DrawnText: Sendable, Hashable {
    /// Where the words start on their lines.
    public enum Alignment: Sendable, Hashable {
        case leading, center, trailing
    }

    /// The words.
    public var text: String
    /// The box the words are set in, on screen, turned with their element.
    public var box: Frame
    /// The text style at the tree's content size.
    public var style: TextStyle
    /// Where the words start on their lines, in the tree's direction.
    public var alignment: Alignment
    /// At most one line (a caption), or as many as the words take.
    public var singleLine: Bool
    /// How the words fit: the scale they are drawn at, and whether they are cut short.
    public var fit: TextFit
    /// Their colour, light and dark.
    public var color: AdaptiveColor

    /// Creates a drawn text.
    public init(
        text: String, box: Frame, style: TextStyle, alignment: Alignment, singleLine: Bool = false, fit: TextFit = .whole,
        color: AdaptiveColor
    ) {
        self.text = text
        self.box = box
        self.style = style
        self.alignment = alignment
        self.singleLine = singleLine
        self.fit = fit
        self.color = color
    }
}

extension TreeBuilder {
    /// The texts a component draws for an element of its tree, built for `document` in
    /// `environment` on a screen of `screen`: none for an element that draws no words of its
    /// own (a photo of the grid, a card of the deck, the camera tile).
    public func drawnTexts(of node: AccessibilityNode, in document: Document, _ environment: Environment, screen: Size) -> [DrawnText] {
        guard let frame = node.frame else { return [] }
        let size = environment.contentSize
        let rightToLeft = environment.layoutDirection == .rightToLeft
        /// A box given left to right inside the frame's unturned rectangle, mirrored in the frame
        /// for right to left, and turned with the frame about its centre.
        func inFrame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Frame {
            let left = rightToLeft ? frame.x + frame.width - (x - frame.x) - width : x
            let center = Point(x: left + width / 2, y: y + height / 2)
            let turned = Frame.rotate(Point(x: center.x - frame.center.x, y: center.y - frame.center.y), degrees: frame.rotation)
            return Frame(
                center: Point(x: frame.center.x + turned.x, y: frame.center.y + turned.y), size: Size(width: width, height: height),
                rotation: frame.rotation, zIndex: frame.zIndex
            )
        }
        switch (node.id, document) {
        case (.photo, .photoBoard(let board)):
            let style = PhotoBoard.captionStyle.at(size)
            let room = board.captionWidth
            let box = inFrame(frame.x + PhotoBoard.cardPadding, frame.y + frame.height - PhotoBoard.cardPadding - style.lineHeight, room, style.lineHeight)
            return [DrawnText(
                text: node.label, box: box, style: style, alignment: .center, singleLine: true,
                fit: TextFit.line(node.label, style, width: room, minimumScale: PhotoBoard.captionMinimumScale),
                color: PhotoBoard.captionColor
            )]
        case (.gridHeader, .photoGrid):
            return [DrawnText(
                text: node.label, box: frame, style: PhotoGridLayout.headerStyle.at(size), alignment: .leading, color: PhotoGrid.headerColor
            )]
        case (.gridDone, .photoGrid):
            let padding = PhotoGridLayout.buttonPadding
            return [DrawnText(
                text: node.label,
                box: inFrame(frame.x + padding.width, frame.y + padding.height, max(frame.width - 2 * padding.width, 0), max(frame.height - 2 * padding.height, 0)),
                style: PhotoGridLayout.buttonStyle.at(size), alignment: .center, singleLine: true, color: PhotoGrid.accentColor
            )]
        case (.column(let id), .kanban(let board)):
            guard let column = board.columns.first(where: { $0.id == id }) else { return [] }
            let count = String(column.cards.count)
            let countStyle = KanbanLayout.countStyle.at(size)
            let countWidth = TextMetrics.measure(count, countStyle).width
            let titleWidth = max(frame.width - countWidth - KanbanLayout.headerSpacing, 0)
            return [
                DrawnText(
                    text: resolve(column.title, environment.language), box: inFrame(frame.x, frame.y, titleWidth, frame.height),
                    style: KanbanLayout.titleStyle.at(size), alignment: .leading, color: KanbanBoard.textColor
                ),
                DrawnText(
                    text: count, box: inFrame(frame.x + frame.width - countWidth, frame.y, countWidth, frame.height),
                    style: countStyle, alignment: .trailing, singleLine: true, color: KanbanBoard.secondaryTextColor
                ),
            ]
        case (.card(let id), .kanban(let board)):
            let padding = KanbanLayout.cardPadding
            let title = board.card(id: id).map { resolve($0.title, environment.language) } ?? node.label
            return [DrawnText(
                text: title,
                box: inFrame(frame.x + padding, frame.y + padding, max(frame.width - 2 * padding, 0), max(frame.height - 2 * padding, 0)),
                style: KanbanLayout.cardStyle.at(size), alignment: .leading, color: KanbanBoard.textColor
            )]
        case (.columnEmpty, .kanban):
            return [DrawnText(
                text: node.label, box: frame, style: KanbanLayout.emptyStyle.at(size), alignment: .center,
                color: KanbanBoard.secondaryTextColor
            )]
        case (.snapTitle, .snapCorner), (.snapSubtitle, .snapCorner):
            let title = node.id == .snapTitle
            return [DrawnText(
                text: node.label, box: frame, style: (title ? SnapCorner.titleStyle : SnapCorner.subtitleStyle).at(size),
                alignment: .center, fit: TextFit(scale: 1, isClipped: SnapCorner.isCut(frame, in: screen)),
                color: title ? SnapCorner.titleColor : SnapCorner.subtitleColor
            )]
        default:
            return []
        }
    }
}
