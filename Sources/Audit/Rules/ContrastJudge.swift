// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Widgets

/// The contrast of one tree's colours in one appearance.
struct ContrastJudge {
    let context: TreeContext
    let appearance: Appearance

    private var screen: Size { context.tree.screen }
    private var contentSize: ContentSize { context.environment.contentSize }

    /// The ratio floored to a tenth, as a report shows it: 4.46 is "4.4", never "4.5".
    static func shown(_ ratio: Double) -> Double { (ratio * 10).rounded(.down) / 10 }

    /// The colour of a vertical gradient filling the screen at a height, over `base`.
    private func gradient(_ gradient: VerticalGradient, at y: Double, over base: RGBA) -> RGBA {
        gradient.color(at: screen.height > 0 ? y / screen.height : 0, appearance).over(base)
    }

    /// Heights to sample a frame's background at: its top, middle and bottom.
    private func rows(_ frame: Frame) -> [Double] {
        let box = frame.boundingBox
        return [box.y, box.y + box.height / 2, box.y + box.height]
    }

    /// A text finding when `foreground` laid over each background falls short.
    private func text(
        _ words: String, _ foreground: AdaptiveColor, on backgrounds: [RGBA], style: TextStyle, element: NodeID,
        original: Bool, _ found: inout [AuditFinding]
    ) {
        let required = style.isLargeText ? Auditor.largeContrast : Auditor.textContrast
        let measures = backgrounds.map { background in
            let drawn = foreground.resolved(appearance).over(background)
            return ContrastMeasure(
                foreground: drawn, background: background, ratio: RGBA.contrast(drawn, background), required: required, appearance: appearance
            )
        }
        guard let worst = measures.min(by: { $0.ratio < $1.ratio }), worst.ratio < required else { return }
        var made = finding(.contrastText, element, .lowContrastText, original: original, [
            .text(words), .decimal(Self.shown(worst.ratio), digits: 1), .appearance(appearance), .decimal(required, digits: 1),
        ])
        made.contrast = worst
        found.append(made)
    }

    /// A non-text finding when no colour of the element stands out 3:1 from any point behind it.
    private func surface(_ colors: [RGBA], on backgrounds: [RGBA], element: NodeID, original: Bool, _ found: inout [AuditFinding]) {
        let measures = colors.flatMap { color in
            backgrounds.map { background in
                let drawn = color.over(background)
                return ContrastMeasure(
                    foreground: drawn, background: background, ratio: RGBA.contrast(drawn, background),
                    required: Auditor.largeContrast, appearance: appearance
                )
            }
        }
        guard let best = measures.max(by: { $0.ratio < $1.ratio }), best.ratio < Auditor.largeContrast else { return }
        var made = finding(.contrastNonText, element, .lowContrastNonText, original: original, [
            .decimal(Self.shown(best.ratio), digits: 1), .appearance(appearance),
        ])
        made.contrast = best
        found.append(made)
    }

    private func finding(
        _ rule: AuditRule, _ element: NodeID, _ kind: AuditFinding.Kind, original: Bool, _ arguments: [AuditFinding.Argument]
    ) -> AuditFinding {
        var scope = context.scope
        scope.appearance = appearance
        return AuditFinding(rule: rule, scope: scope, element: element.description, kind: kind, arguments: arguments, original: original)
    }

    func photoBoard(_ board: PhotoBoard, _ text: inout [AuditFinding], _ nonText: inout [AuditFinding]) {
        let card = PhotoBoard.cardColor.resolved(appearance)
        let original = board.background == PhotoBoard.demoBackground
        let style = PhotoBoard.captionStyle.at(contentSize)
        for node in context.tree.elements {
            guard case .photo = node.id, let frame = node.frame else { continue }
            self.text(node.label, PhotoBoard.captionColor, on: [card], style: style, element: node.id, original: true, &text)
            let behind = rows(frame).map { gradient(board.background, at: $0, over: SystemColor.background.resolved(appearance)) }
            surface([card], on: behind, element: node.id, original: original, &nonText)
        }
    }

    func photoGrid(_ text: inout [AuditFinding]) {
        let screenColor = PhotoGrid.screenColor.resolved(appearance)
        if let header = context.tree.element(id: .gridHeader) {
            let style = PhotoGridLayout.headerStyle.at(contentSize)
            self.text(header.label, PhotoGrid.headerColor, on: [screenColor], style: style, element: header.id, original: true, &text)
        }
        if let done = context.tree.element(id: .gridDone) {
            let fill = PhotoGrid.buttonFill.resolved(appearance).over(screenColor)
            let style = PhotoGridLayout.buttonStyle.at(contentSize)
            self.text(done.label, PhotoGrid.accentColor, on: [fill], style: style, element: done.id, original: true, &text)
        }
    }

    func deck(_ deck: DeckFan, _ nonText: inout [AuditFinding]) {
        let background = deck.colors.background.resolved(appearance).over(.white)
        let cards = (0..<max(deck.cardCount, 1)).map { deck.colors.card($0).resolved(appearance) }
        surface(cards, on: [background], element: .deck, original: deck.colors == DeckFan.Colors(), &nonText)
    }

    /// Each column's header (title and count) and its placeholder on the column's fill, and one
    /// card (every card's title is the same colour on the same fill): a large board's cards are
    /// not built for it.
    func kanban(_ text: inout [AuditFinding]) {
        let base = SystemColor.background.resolved(appearance)
        let tree = context.tree
        func column(_ frame: Frame) -> [RGBA] {
            rows(frame).map { KanbanBoard.columnColor.resolved(appearance).over(gradient(KanbanBoard.demoBackground, at: $0, over: base)) }
        }
        var cardJudged = false
        for group in 0..<tree.groupCount {
            let start = tree.start(ofGroup: group)
            let heading = tree.heading(ofGroup: group)
            let header = tree.element(at: start)
            guard let headerFrame = header.frame else { continue }
            let second = heading.count > 1 ? tree.element(at: start + 1) : nil
            let isEmpty: Bool = if case .columnEmpty? = second?.id { true } else { false }
            let behind = column(headerFrame)
            self.text(heading.label, KanbanBoard.textColor, on: behind, style: KanbanLayout.titleStyle.at(contentSize),
                      element: header.id, original: true, &text)
            self.text(String(isEmpty ? 0 : heading.count - 1), KanbanBoard.secondaryTextColor, on: behind,
                      style: KanbanLayout.countStyle.at(contentSize), element: header.id, original: true, &text)
            guard let second, let frame = second.frame else { continue }
            if isEmpty {
                self.text(second.label, KanbanBoard.secondaryTextColor, on: column(frame), style: KanbanLayout.emptyStyle.at(contentSize),
                          element: second.id, original: true, &text)
            } else if !cardJudged {
                cardJudged = true
                let fill = KanbanBoard.cardColor.resolved(appearance).over(column(frame)[1])
                self.text(second.label, KanbanBoard.textColor, on: [fill], style: KanbanLayout.cardStyle.at(contentSize),
                          element: second.id, original: true, &text)
            }
        }
    }

    func snapCorner(_ tile: SnapCorner, _ text: inout [AuditFinding], _ nonText: inout [AuditFinding]) {
        let original = tile.background == SnapCorner.demoBackground
        let base = SystemColor.background.resolved(appearance)
        for (id, color, style) in [
            (NodeID.snapTitle, SnapCorner.titleColor, SnapCorner.titleStyle), (.snapSubtitle, SnapCorner.subtitleColor, SnapCorner.subtitleStyle),
        ] {
            guard let node = context.tree.element(id: id), let frame = node.frame else { continue }
            let behind = rows(frame).map { gradient(tile.background, at: $0, over: base) }
            self.text(node.label, color, on: behind, style: style.at(contentSize), element: id, original: original, &text)
        }
        if let node = context.tree.element(id: .tile), let frame = node.frame {
            let behind = rows(frame).map { gradient(tile.background, at: $0, over: base) }
            surface(SnapCorner.tileColors.map { $0.resolved(appearance) }, on: behind, element: .tile, original: original, &nonText)
        }
    }
}
