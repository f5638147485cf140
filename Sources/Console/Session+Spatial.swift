// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Speech
import Widgets

/// Where things are: spatial speech, the sound map (`overview`) and the place in words that
/// `where` adds.
///
/// Everything is read from the frames in the tree, which right to left has already mirrored:
/// an element is heard, and named, where it is drawn.
extension Session {
    /// The area the frames are placed in: the screen, or the content where it is wider or
    /// taller (a Kanban board scrolls sideways past the screen's right edge).
    var spatialExtent: Size {
        var width = tree.screen.width
        var height = tree.screen.height
        for group in 0..<tree.groupCount {
            for frame in tree.frames(ofGroup: group) {
                let box = frame.boundingBox
                width = max(width, box.x + box.width)
                height = max(height, box.y + box.height)
            }
        }
        return Size(width: width, height: height)
    }

    /// Where an element is heard from: the horizontal centre of its frame across the extent
    /// (0 at the left edge, 1 at the right), and with `height` its vertical centre too. Nil
    /// for an element with no frame.
    func pan(of node: AccessibilityNode, height: Bool = false, in extent: Size? = nil) -> Pan? {
        guard let frame = node.frame else { return nil }
        let extent = extent ?? spatialExtent
        guard extent.width > 0, extent.height > 0 else { return nil }
        let centre = frame.center
        return Pan(horizontal: centre.x / extent.width, vertical: height ? centre.y / extent.height : nil)
    }

    /// The pan of an utterance about the element `id` with spatial speech on: the element's
    /// place, or the middle for an utterance about no element.
    func spatialPan(of id: NodeID?) -> Pan {
        id.flatMap { tree.element(id: $0, hint: $0 == focusID ? focusHint : nil) }.flatMap { pan(of: $0) } ?? .centre
    }

    /// Which of these utterances are about the focused element: its phrase and hint, and the
    /// place `where` gives it.
    func places(of said: [String]) -> [NodeID?] {
        guard let node = focused, !said.isEmpty else { return [] }
        var own = Set(utterances(of: node))
        if let place = place(of: node) { own.insert(place) }
        guard said.contains(where: own.contains) else { return [] }
        return said.map { own.contains($0) ? node.id : nil }
    }

    /// `overview`: one tick for each element in reading order, each from where the element
    /// is (pan for across, pitch for height); focus stays where it is.
    func overview() -> Reply {
        let elements = tree.elements
        guard !elements.isEmpty else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let extent = spatialExtent
        var reply = Reply([text(.consoleOverview(elements.count))])
        reply.ticks = elements.map { pan(of: $0, height: true, in: extent) ?? Pan(horizontal: 0.5, vertical: 0.5) }
        return reply
    }

    /// The element's place in words, from the centre of its frame: "left column" on a Kanban
    /// board, "top left of the board, partly under Kyoto" for a photo, "bottom right corner"
    /// for the camera tile, "top centre of the screen" otherwise. Nil without a frame.
    func place(of node: AccessibilityNode) -> String? {
        guard let frame = node.frame else { return nil }
        let extent = spatialExtent
        let across = Self.third(frame.center.x / extent.width)
        let down = Self.third(frame.center.y / extent.height)
        let onScreen = placeWords(CatalogText.consolePlaceOnScreen, Self.region(across, down))
        // Each kind named, not `default`: a new kind does not compile until its places are chosen.
        switch document {
        case .kanban:
            switch node.id {
            case .card, .column, .columnEmpty: return columnPlace(of: node)
            default: return onScreen
            }
        case .photoBoard(let board):
            guard case .photo(let id) = node.id else { return onScreen }
            let place = placeWords(CatalogText.consolePlaceOnBoard, Self.region(across, down))
            if board.frontToBack.first == id { return strings.text(CatalogText.consolePlaceInFront(place), environment.language, isolating: false) }
            guard let above = photoAbove(node, frame) else { return place }
            return text(.consolePartlyUnder(place, above.label))
        case .snapCorner:
            guard node.id == .tile else { return onScreen }
            let key: CatalogText = switch (across < 1, down < 1) {
            case (true, true): .consoleCornerTopLeft
            case (false, true): .consoleCornerTopRight
            case (true, false): .consoleCornerBottomLeft
            case (false, false): .consoleCornerBottomRight
            }
            return text(key)
        case .photoGrid, .deckFan, .source:
            return onScreen
        }
    }

    /// A place sentence around a region's words: catalog words in catalog words, so nothing
    /// is isolated.
    private func placeWords(_ sentence: (String) -> CatalogText, _ region: CatalogText) -> String {
        strings.text(sentence(text(region)), environment.language, isolating: false)
    }

    /// "left column", "middle column" or "right column": where the element's column is drawn
    /// among the columns (so in right to left the first column is the right one).
    private func columnPlace(of node: AccessibilityNode) -> String? {
        guard let index = tree.position(of: node.id, hint: node.id == focusID ? focusHint : nil) else { return nil }
        let columns = (0..<tree.groupCount).filter { if case .column = tree.heading(ofGroup: $0).id { true } else { false } }
        let own = tree.group(ofElementAt: index)
        func centre(_ group: Int) -> Double {
            tree.frames(ofGroup: group).first.map { $0.center.x } ?? 0
        }
        guard columns.count > 1 else { return nil }
        let ordered = columns.map(centre).sorted()
        guard let rank = ordered.firstIndex(of: centre(own)) else { return nil }
        let position = Double(rank) / Double(columns.count - 1)
        return text(position < 1.0 / 3 ? .consoleColumnLeft : position > 2.0 / 3 ? .consoleColumnRight : .consoleColumnMiddle)
    }

    /// The photo drawn over this one that is highest in the stack, if any overlaps it.
    private func photoAbove(_ node: AccessibilityNode, _ frame: Frame) -> AccessibilityNode? {
        tree.elements
            .filter { other in
                guard other.id != node.id, case .photo = other.id, let otherFrame = other.frame else { return false }
                return otherFrame.zIndex > frame.zIndex && otherFrame.overlaps(frame)
            }
            .max { ($0.frame?.zIndex ?? 0) < ($1.frame?.zIndex ?? 0) }
    }

    /// 0, 1 or 2: the first, middle or last third of the way across (or down).
    static func third(_ fraction: Double) -> Int {
        fraction < 1.0 / 3 ? 0 : fraction > 2.0 / 3 ? 2 : 1
    }

    /// The words for a ninth of the screen: across 0 left … 2 right, down 0 top … 2 bottom.
    static func region(_ across: Int, _ down: Int) -> CatalogText {
        let keys: [[CatalogText]] = [
            [.consoleRegionTopLeft, .consoleRegionTop, .consoleRegionTopRight],
            [.consoleRegionLeft, .consoleRegionCentre, .consoleRegionRight],
            [.consoleRegionBottomLeft, .consoleRegionBottom, .consoleRegionBottomRight],
        ]
        return keys[min(max(down, 0), 2)][min(max(across, 0), 2)]
    }
}
