// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Widgets

@Suite struct SnapCornerTests {
    private let size = Size(width: 400, height: 800)

    @Test(arguments: [
        (Point(x: 10, y: 10), SnapCorner.Corner.topLeading),
        (Point(x: 390, y: 10), .topTrailing),
        (Point(x: 10, y: 790), .bottomLeading),
        (Point(x: 390, y: 790), .bottomTrailing),
        (Point(x: 200, y: 400), .bottomTrailing),
        (Point(x: -999, y: 399.9), .topLeading),
    ])
    func nearestIsByQuadrant(point: Point, corner: SnapCorner.Corner) {
        #expect(SnapCorner.Corner.nearest(to: point, in: size) == corner)
    }

    @Test func thePredictedEndIsMirroredInRightToLeft() {
        let end = Point(x: 30, y: 30)  // the left of the screen
        #expect(SnapCorner.target(predictedEnd: end, container: size, direction: .leftToRight) == .topLeading)
        #expect(SnapCorner.target(predictedEnd: end, container: size, direction: .rightToLeft) == .topTrailing)
    }

    @Test func leadingCornersAreOnTheRightInRightToLeft() {
        #expect(SnapCorner.Corner.topLeading.isLeft(in: .leftToRight))
        #expect(!SnapCorner.Corner.topLeading.isLeft(in: .rightToLeft))
        #expect(SnapCorner.Corner.bottomTrailing.isLeft(in: .rightToLeft))
    }

    @Test func movesToAnyCorner() {
        var tile = SnapCorner()
        #expect(tile.corner == .bottomTrailing)
        for corner in SnapCorner.Corner.allCases.reversed() {
            tile.apply(.move(to: corner))
            #expect(tile.corner == corner)
        }
        do {
            let changed = tile.apply(.move(to: .topLeading))
            #expect(!changed)
        }
        do {
            let changed = tile.apply(.fling(predictedEnd: Point(x: 399, y: 799), container: size, direction: .leftToRight))
            #expect(changed)
        }
        #expect(tile.corner == .bottomTrailing)
    }
}
