// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Testing
import Widgets

/// Every element of every demo has a frame on its screen, right to left mirrors them, and the
/// frames are the components' own layout, kept to a thousandth of a point.
@Suite struct FrameTests {
    let builder = TreeBuilder()

    private func tree(_ document: Document, _ environment: Semantics.Environment = .init()) -> AccessibilityTree {
        builder.tree(for: document, in: environment)
    }

    @Test(arguments: DemoScreen.allCases)
    func everyElementHasAFrameOnTheScreen(screen: DemoScreen) {
        let tree = tree(screen.document)
        #expect(tree.screen == Screen.defaultSize)
        for node in tree.elements {
            guard let frame = node.frame else {
                Issue.record("\(node.id) has no frame")
                continue
            }
            let box = frame.boundingBox
            #expect(box.width > 0 && box.height > 0, "\(node.id)")
            #expect(box.x < tree.screen.width && box.y < tree.screen.height && box.x + box.width > 0, "\(node.id) is on screen")
        }
    }

    @Test(arguments: DemoScreen.allCases)
    func rightToLeftMirrorsEveryFrameAndKeepsTheReadingOrder(screen: DemoScreen) {
        let ltr = tree(screen.document)
        let rtl = tree(screen.document, .init(layoutDirection: .rightToLeft))
        #expect(ltr.elements.map(\.id) == rtl.elements.map(\.id))
        for (left, right) in zip(ltr.elements, rtl.elements) {
            #expect(close(left.frame?.mirrored(within: ltr.screen.width), right.frame), "\(left.id)")
        }
        for (left, right) in zip(ltr.groups, rtl.groups) {
            #expect(left.frame?.mirrored(within: ltr.screen.width) == right.frame, "\(left.id)")
            #expect(left.parts.map { $0.mirrored(within: ltr.screen.width) } == right.parts, "\(left.id)")
        }
    }

    /// The tile's outer corner point: 16 points from the screen's edges, on the right for the
    /// trailing corner left to right and on the left right to left.
    @Test(arguments: [
        (SnapCorner.Corner.bottomTrailing, LayoutDirection.leftToRight, Point(x: 374, y: 828)),
        (.bottomTrailing, .rightToLeft, Point(x: 16, y: 828)),
        (.topLeading, .leftToRight, Point(x: 16, y: 16)),
        (.topLeading, .rightToLeft, Point(x: 374, y: 16)),
    ])
    func theTilesCornerPoint(corner: SnapCorner.Corner, direction: LayoutDirection, point: Point) throws {
        let tree = tree(.snapCorner(SnapCorner(corner: corner)), .init(layoutDirection: direction))
        let tile = try #require(tree.element(id: .tile)?.frame)
        let outer = Point(
            x: corner.isLeft(in: direction) ? tile.x : tile.x + tile.width,
            y: corner.isTop ? tile.y : tile.y + tile.height
        )
        #expect(outer == point)
    }

    @Test func theScreenAskedForLaysEverythingOutAgain() throws {
        let screen = Size(width: 1024, height: 768)
        let grid = tree(DemoScreen.photoGrid.document, .init(screen: screen))
        #expect(grid.screen == screen)
        let ninth = try #require(grid.element(id: .photo("9"))?.frame)
        #expect(ninth.y == 56 && abs(ninth.x + ninth.width - 1024) < 1e-3, "nine columns at 1024 points")
        let tile = try #require(tree(DemoScreen.snapCorner.document, .init(screen: screen)).element(id: .tile)?.frame)
        #expect(tile.x == 1024 - 16 - 120 && tile.y == 768 - 16 - 170)
    }

    @Test func aPhotoBoardIsLaidOutOnItsOwnBoardUnlessAScreenIsAsked() throws {
        let photos = (0..<5).map { PhotoBoard.Photo(id: "\($0)", caption: .verbatim("\($0)")) }
        let board = PhotoBoard(photos: photos, boardSize: Size(width: 390, height: 700))
        let own = tree(.photoBoard(board))
        #expect(own.screen == Size(width: 390, height: 700))
        #expect(close(own.element(id: .photo("3"))?.frame?.center, board.position(index: 3)))
        let asked = tree(.photoBoard(board), .init(screen: Size(width: 800, height: 600)))
        #expect(asked.screen == Size(width: 800, height: 600))
        #expect(close(asked.element(id: .photo("3"))?.frame?.center, board.position(index: 3, board: Size(width: 800, height: 600))))
    }

    @Test func theDeckFillsTheScreenAndItsCardsAreItsGroupsParts() throws {
        let fanned = tree(.deckFan(DeckFan(progress: 1)))
        #expect(fanned.elements.first?.frame == Frame(x: 0, y: 0, width: 390, height: 844))
        let cards = try #require(fanned.groups.first?.parts)
        #expect(cards.count == 4)
        #expect(abs((cards.last?.rotation ?? 0) - 14) < 1e-9, "the outer card turns by the fan's 14°")
        let mirrored = try #require(tree(.deckFan(DeckFan(progress: 1)), .init(layoutDirection: .rightToLeft)).groups.first?.parts)
        #expect(abs((mirrored.last?.rotation ?? 0) + 14) < 1e-9)
    }

    @Test func kanbanColumnsTakeTheBoardsWidthAndLongerWordsTakeMoreRoom() throws {
        let english = tree(DemoScreen.kanban.document)
        #expect(english.groups.compactMap(\.frame?.x) == [16, 178, 340], "the demo's 150-point columns")
        let spanish = tree(DemoScreen.kanban.document, .init(language: .spanish))
        let heights = { (tree: AccessibilityTree) in tree.elements.compactMap(\.frame?.height).reduce(0, +) }
        #expect(heights(spanish) >= heights(english))
        let wide = KanbanBoard(columns: [.init(id: "a", title: .verbatim("A"))])
        #expect(tree(.kanban(wide)).groups.first?.frame?.width == 220, "the component's default")
    }

    /// Whether two frames are the same to a thousandth of a point (and of a degree).
    private func close(_ a: Frame?, _ b: Frame?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height, a.rotation - b.rotation, a.zIndex - b.zIndex]
            .allSatisfy { abs($0) < 1e-3 }
    }

    /// Whether two points are the same to a thousandth of a point.
    private func close(_ a: Point?, _ b: Point) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3
    }

    /// A large board's frames, built one card at a time from chunks of remembered heights, are
    /// the frames the layout gives laying each column out whole, to the bit, in both directions
    /// and again after a move changed two columns (whose other chunks' heights are reused).
    /// A frame as an element keeps it (to a thousandth of a point).
    static func kept(_ frame: Frame?) -> Frame? { AccessibilityNode(id: .deck, label: "", frame: frame).frame }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func cardsBuiltOnDemandSitWhereTheWholeColumnsLayoutPutsThem(direction: LayoutDirection) {
        let titles = ["Fix", "Write the release notes for the spring update", "Ship it, then tell everyone about it at length"]
        var board = KanbanBoard(columns: (0..<3).map { column in
            KanbanBoard.Column(id: "c\(column)", title: .verbatim("Column \(column)"), cards: (0..<(column == 2 ? 0 : 1_300)).map {
                KanbanBoard.Card(id: "\(column)-\($0)", title: .verbatim(titles[($0 * 7 + column) % 3]))
            })
        })
        let builder = TreeBuilder()
        let environment = Semantics.Environment(language: .english, layoutDirection: direction)
        for round in 0..<2 {
            let tree = builder.tree(for: .kanban(board), in: environment)
            let groups = tree.groups
            for (index, column) in board.columns.enumerated() {
                let expected = KanbanLayout.column(index, columnWidth: board.columnWidth, .init(
                    title: "Column \(index)", cards: column.cards.map { builder.resolve($0.title, .english) },
                    empty: groups[index].elements.last?.label ?? ""
                )).laidOut(direction, within: tree.screen.width)
                let elements = groups[index].elements
                #expect(elements.first?.frame == Self.kept(expected.header), "round \(round), column \(index)'s header")
                #expect(groups[index].frame == expected.column, "round \(round), column \(index)")
                if column.cards.isEmpty {
                    #expect(elements.last?.frame == Self.kept(expected.empty))
                }
                let wrong = zip(elements.dropFirst().filter { $0.id.cardID != nil }, expected.cards).filter { $0.frame != Self.kept($1) }
                #expect(wrong.count == 0, "round \(round), column \(index): \(wrong.count) cards out of place, first \(wrong.first.map { "\($0.0.id)" } ?? "")")
            }
            board.move(cardID: "0-5", toColumn: "c1")
            board.move(cardID: "1-700", toColumn: "c2")
        }
    }
}
