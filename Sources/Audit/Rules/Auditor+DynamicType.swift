// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Widgets

/// The Dynamic Type rule: text that stops fitting as the content size grows.
///
/// Only text the originals keep from wrapping or growing freely can be cut off: the photo
/// board's caption is one line (`.lineLimit(1)`) that may shrink to 70 % (`.minimumScaleFactor(0.7)`)
/// inside a card of fixed width; the snap corner's centred title and subtitle are laid over a
/// screen that does not scroll. Kanban cards and the grid's header wrap, and their frames grow.
extension Auditor {
    /// The sizes the rule covers: every size from xSmall up to the largest asked for.
    var coveredContentSizes: [ContentSize] { largestContentSize.andSmaller }

    func textClippedFindings(_ c: TreeContext) -> [AuditFinding] {
        switch c.target.document {
        case .photoBoard(let board): captionFindings(board, c)
        case .snapCorner: snapTextFindings(c)
        case .photoGrid, .deckFan, .kanban, .source: []
        }
    }

    /// A caption that no longer fits its card's line even at its smallest scale.
    private func captionFindings(_ board: PhotoBoard, _ c: TreeContext) -> [AuditFinding] {
        let room = board.captionWidth
        var firstClipping: [String: ContentSize?] = [:]
        return c.tree.elements.compactMap { node in
            guard case .photo = node.id else { return nil }
            let caption = node.label
            let size: ContentSize?
            if let known = firstClipping[caption] {
                size = known
            } else {
                // The fit the pictures draw by (`DrawnText`): the same judgement, at each size.
                size = coveredContentSizes.first { contentSize in
                    TextFit.line(caption, PhotoBoard.captionStyle.at(contentSize), width: room, minimumScale: PhotoBoard.captionMinimumScale).isClipped
                }
                firstClipping[caption] = size
            }
            guard let size else { return nil }
            return c.finding(.dynamicTypeTextClipped, node.id, .textClipped, .text(caption), .text(size.rawValue))
        }
    }

    /// The demo's title or subtitle pushed past the top or bottom of a screen that does not scroll.
    private func snapTextFindings(_ c: TreeContext) -> [AuditFinding] {
        guard let title = c.tree.element(id: .snapTitle), let subtitle = c.tree.element(id: .snapSubtitle) else { return [] }
        let screen = c.tree.screen
        var titleSize: ContentSize?
        var subtitleSize: ContentSize?
        for size in coveredContentSizes where titleSize == nil || subtitleSize == nil {
            let frames = SnapCorner.textFrames(title: title.label, subtitle: subtitle.label, in: screen, size: size)
            func outside(_ frame: Frame) -> Bool { SnapCorner.isCut(frame, in: screen) }
            if titleSize == nil, outside(frames.title) { titleSize = size }
            if subtitleSize == nil, outside(frames.subtitle) { subtitleSize = size }
        }
        return [(title, titleSize), (subtitle, subtitleSize)].compactMap { node, size in
            size.map { c.finding(.dynamicTypeTextClipped, node.id, .textOffScreen, .text(node.label), .text($0.rawValue)) }
        }
    }
}
