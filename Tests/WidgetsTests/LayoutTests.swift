// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import Widgets

/// The frames each component's layout gives, against the originals' formulas worked out by hand.
@Suite struct LayoutTests {
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) < tolerance }

    /// `GridItem(.adaptive(minimum: 110), spacing: 4)`: as many columns as fit 110 wide with 4 between.
    @Test(arguments: [
        (50.0, 1), (110, 1), (223.9, 1), (224, 2), (320, 2), (337.9, 2), (338, 3), (390, 3), (430, 3),
        (452, 4), (768, 6), (1024, 9), (0, 1), (-20, 1), (.infinity, 1), (.nan, 1),
    ])
    func gridColumnsAtAWidth(width: Double, columns: Int) {
        #expect(PhotoGridLayout.columns(width: width) == columns)
    }

    @Test(arguments: [(390.0, 127.33333333333333), (320, 158), (110, 110), (1024, 110.22222222222223)])
    func gridCellsAreSquareAndShareTheWidth(width: Double, side: Double) {
        #expect(close(PhotoGridLayout.cellSide(width: width), side))
        let count = PhotoGridLayout.columns(width: width)
        let last = PhotoGridLayout.cellFrame(index: count - 1, width: width, top: 56)
        #expect(close(last.x + last.width, width), "the last column ends at the right edge")
        #expect(last.width == last.height)
        let below = PhotoGridLayout.cellFrame(index: count, width: width, top: 56)
        #expect(below.x == 0 && close(below.y, 56 + side + 4))
    }

    @Test func aChosenPhotoIsDrawnAt86PercentAboutItsCentre() {
        let plain = PhotoGridLayout.cellFrame(index: 4, width: 390, top: 56)
        let chosen = PhotoGridLayout.cellFrame(index: 4, width: 390, top: 56, chosen: true)
        #expect(close(chosen.width, plain.width * 0.86) && close(chosen.center.x, plain.center.x) && close(chosen.center.y, plain.center.y))
    }

    /// The box at the widest tilt (9°) of a 150 × 180 card: 176.31 × 201.25, so its centre stays
    /// 88.16 from the sides and 100.62 from the top and bottom.
    @Test(arguments: [
        (Size(width: -5000, height: -5000), 88.15572739825612, 100.62453553157972),
        (Size(width: 5000, height: 5000), 390 - 88.15572739825612, 844 - 100.62453553157972),
        (Size(width: 5000, height: -5000), 390 - 88.15572739825612, 100.62453553157972),
    ])
    func aCardsCentreAfterClamping(offset: Size, x: Double, y: Double) {
        let photos = ["a", "b", "c"].map { PhotoBoard.Photo(id: $0, caption: .verbatim($0)) }
        let board = PhotoBoard(photos: photos, offsets: ["b": offset])
        let frame = board.frame(index: 1, board: Screen.defaultSize)
        #expect(close(frame.center.x, x) && close(frame.center.y, y))
        #expect(close(frame.rotation, PhotoBoardLayout.angle(index: 1)))
        #expect(frame.width == 150 && frame.height == 172, "8 + 134 photo + 6 + 16 caption + 8")
    }

    @Test func aBoardOnAnotherScreenKeepsTheCardsHomeThere() {
        let photos = (0..<5).map { PhotoBoard.Photo(id: "\($0)", caption: .verbatim("\($0)")) }
        let board = PhotoBoard(photos: photos, boardSize: Size(width: 390, height: 700))
        let frame = board.frame(index: 3, board: Size(width: 390, height: 700))
        #expect(close(frame.center.x, 88.15572739825612) && close(frame.center.y, 540.5423927712764), "PhotoBoardLayoutTests.demoCentres")
    }

    @Test func broughtToFrontIsStackedAboveEveryCard() {
        let photos = ["a", "b", "c"].map { PhotoBoard.Photo(id: $0, caption: .verbatim($0)) }
        let board = PhotoBoard(photos: photos, stacking: ["a"])
        #expect(board.frame(index: 0, board: Screen.defaultSize).zIndex == 3)
        #expect(board.frame(index: 2, board: Screen.defaultSize).zIndex == 2)
    }

    /// A fanned card: turned by t × 14° about the middle of its bottom edge, then moved by t × 70
    /// across and -18 down; its centre is 66 points above that edge.
    @Test(arguments: [(3, 14.0, 70.0), (0, -14.0, -70.0)])
    func theFansOuterCards(index: Int, angle: Double, spread: Double) {
        let deck = DeckFan(progress: 1)
        let frame = deck.cardFrame(index: index, in: Screen.defaultSize)
        #expect(close(frame.rotation, angle))
        let radians = angle * .pi / 180
        let bottom = Point(x: 195, y: 422 + 66)
        #expect(close(frame.center.x, bottom.x + 66 * sin(radians) + spread))
        #expect(close(frame.center.y, bottom.y - 66 * cos(radians) - 18))
        #expect(frame.width == 96 && frame.height == 132)
        #expect(frame.zIndex == Double(index))
        // The bottom edge's middle is where the card turned about, moved by the offset.
        let edge = frame.point(at: Point(x: 0.5, y: 1))
        #expect(close(edge.x, bottom.x + spread) && close(edge.y, bottom.y - 18))
    }

    @Test func theStackedDeckCascades() {
        let deck = DeckFan()
        let frames = deck.cardFrames(in: Screen.defaultSize)
        #expect(frames.count == 4)
        for (index, frame) in frames.enumerated() {
            let scale = 1 - Double(index) * 0.04
            #expect(close(frame.rotation, 0, 1e-12), "easeOutBack(0) is 0 but for rounding")
            #expect(close(frame.width, 96 * scale) && close(frame.height, 132 * scale))
            #expect(close(frame.center.x, 195) && close(frame.center.y, 422 + Double(index) * 8))
        }
    }

    @Test(arguments: [
        (SnapCorner.Corner.topLeading, 16.0, 16.0), (.topTrailing, 254, 16), (.bottomLeading, 16, 658), (.bottomTrailing, 254, 658),
    ])
    func theTileSitsSixteenPointsInFromItsCorner(corner: SnapCorner.Corner, x: Double, y: Double) {
        let frame = SnapCorner(corner: corner).tileFrame(in: Screen.defaultSize)
        #expect(frame == Frame(x: x, y: y, width: 120, height: 170, zIndex: 1))
        #expect(frame.mirrored(within: 390).x == 390 - x - 120)
    }

    static let columnXs: [(Double, [Double])] = [(150, [16, 178, 340]), (220, [16, 248, 480]), (100, [16, 148, 280])]

    @Test(arguments: columnXs)
    func kanbanColumnsAreAtLeast120Wide(asked: Double, xs: [Double]) {
        let columns = ["To do", "Doing", "Done"].map { KanbanLayout.ColumnText(title: $0, cards: [], empty: "Drop cards here") }
        let layout = KanbanLayout.layout(columnWidth: asked, columns: columns)
        #expect(layout.map(\.column.x) == xs)
        #expect(layout.allSatisfy { $0.column.width == max(120, asked) })
        #expect(layout.allSatisfy { $0.header.x == $0.column.x + 12 && $0.header.width == max(120, asked) - 24 })
        #expect(layout.allSatisfy { $0.empty?.height == 60 && $0.empty?.y == 16 + 12 + 22 + 10 })
    }

    @Test func kanbanCardsStackTenPointsApartAndGrowWithTheirWords() {
        let columns = [KanbanLayout.ColumnText(title: "To do", cards: ["Plan", "Write the release notes for every platform we ship"], empty: "")]
        let layout = KanbanLayout.layout(columnWidth: 150, columns: columns)[0]
        #expect(layout.cards[0] == Frame(x: 28, y: 60, width: 126, height: 44), "one line: 20 + 2 × 12")
        #expect(layout.cards[1].y == 60 + 44 + 10)
        #expect(layout.cards[1].height > 44, "a long title wraps")
        #expect(layout.empty == nil)
        #expect(layout.column.height == layout.cards[1].y + layout.cards[1].height + 12 - 16)
    }

    @Test func framesMirrorAndTurnTheOtherWay() {
        let frame = Frame(x: 10, y: 20, width: 100, height: 50, rotation: 7, zIndex: 2)
        #expect(frame.mirrored(within: 390) == Frame(x: 280, y: 20, width: 100, height: 50, rotation: -7, zIndex: 2))
        #expect(frame.mirrored(within: 390).mirrored(within: 390) == frame)
        #expect(frame.contains(frame.center))
        #expect(!frame.contains(Point(x: 9, y: 19)))
        let turned = Frame(x: 0, y: 0, width: 100, height: 10, rotation: 90)
        #expect(turned.contains(Point(x: 50, y: 50)) && !turned.contains(Point(x: 95, y: 5)))
        let box = turned.boundingBox
        #expect(close(box.x, 45) && close(box.y, -45) && close(box.width, 10) && close(box.height, 100))
    }

    @Test(arguments: [("", 0, 0.0), ("Done", 1, 38.25), ("a b", 1, 22.44), ("word word word", 2, 0)])
    func textWrapsBetweenWords(text: String, lines: Int, width: Double) {
        let box = TextMetrics.measure(text, .body, maximumWidth: text.hasPrefix("word") ? 100 : nil)
        #expect(box.lines == lines)
        #expect(box.height == Double(lines) * 22)
        if width > 0 { #expect(close(box.width, width, 0.01)) }
    }

    /// ASCII is measured a byte at a time through a table, anything else by Unicode scalar: a
    /// zero-width space (no width, no break) after the first letter sends a text down the other
    /// path, and must change nothing, wrapped or not, with breaks and long words.
    @Test(arguments: [
        "Done", "a b", "word word word", "Write the release notes for every platform we ship", "x  y   z",
        "Line one\nline two\n\nfour", "Mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm wide", "(a) [b] {c}, i.j; l: f/r/t 0-9 ~",
        "end with a space ", "\u{1}control\u{7F}", String(repeating: "Word ", count: 200),
    ])
    func asciiIsMeasuredAsEveryOtherText(text: String) {
        let other = String(text.prefix(1)) + "\u{200B}" + String(text.dropFirst())
        for style in [TextStyle.body, KanbanLayout.titleStyle] {
            for maximumWidth in [nil, 0, 40, 100, 300] as [Double?] {
                let ascii = TextMetrics.measure(text, style, maximumWidth: maximumWidth)
                #expect(ascii == TextMetrics.measure(other, style, maximumWidth: maximumWidth), "\(maximumWidth ?? -1)")
                #expect(ascii.lines >= 1)
            }
        }
    }
}
