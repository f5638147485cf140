// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Widgets

@Suite struct DeckFanTests {
    @Test func theOriginalsParameters() {
        let parameters = DeckFan.Parameters()
        #expect(parameters.spread == 70 && parameters.maxRotation == 14 && parameters.lift == 18)
        #expect(parameters.stagger == 0.09 && parameters.span == 0.73)
        #expect(DeckFan().cardCount == 4)
    }

    @Test(arguments: [(0.0, 0.0), (0.5, 1.0876975), (0.8, 1.04645056), (1.0, 1.0)])
    func easeOutBackOvershootsThenSettles(x: Double, y: Double) {
        #expect(abs(DeckFan.easeOutBack(x) - y) < 1e-9)
    }

    @Test func eachCardRunsItsOwnStaggeredSlice() {
        let deck = DeckFan(progress: 0.5)
        #expect(abs(deck.perCardProgress(index: 0) - 0.5 / 0.73) < 1e-12)
        #expect(abs(deck.perCardProgress(index: 3) - (0.5 - 0.27) / 0.73) < 1e-12)
        #expect(DeckFan(progress: 0.1).perCardProgress(index: 2) == 0)
        #expect(DeckFan(progress: 1).perCardProgress(index: 3) == 1)
    }

    @Test func spreadRunsFromMinusOneToOne() {
        let deck = DeckFan()
        let expected = [-1, -1.0 / 3, 1.0 / 3, 1]
        for index in 0..<4 {
            #expect(abs(deck.spreadPosition(index: index) - expected[index]) < 1e-12)
        }
        #expect(DeckFan(cardCount: 1).spreadPosition(index: 0) == 0)
    }

    @Test func posesAtRestAndFanned() {
        let stacked = DeckFan().pose(index: 2)
        // easeOutBack(0) is 2e-16, not 0: compare within a hair.
        #expect(abs(stacked.scale - 0.92) < 1e-12 && abs(stacked.y - 16) < 1e-12)
        #expect(abs(stacked.x) < 1e-12 && abs(stacked.rotationDegrees) < 1e-12)
        let fanned = DeckFan(progress: 1).pose(index: 3)
        #expect(fanned.scale == 1 && fanned.x == 70 && fanned.y == -18 && fanned.rotationDegrees == 14)
    }

    @Test func tapToggles() {
        var deck = DeckFan()
        do {
            let changed = deck.apply(.toggle)
            #expect(changed && deck.progress == 1 && deck.isFanned)
        }
        do {
            let changed = deck.apply(.toggle)
            #expect(changed && deck.progress == 0 && !deck.isFanned)
        }
    }

    @Test(arguments: [(0.0, 61.0, 1.0), (0.0, 60.0, 0.0), (1.0, -61.0, 0.0), (1.0, -59.0, 1.0), (0.0, 500.0, 1.0), (0.0, -40.0, 0.0)])
    func aDragSettlesPastHalfWay(start: Double, translation: Double, end: Double) {
        var deck = DeckFan(progress: start)
        deck.apply(.drag(translation: translation))
        #expect(deck.progress == end)
    }

    /// `DragGesture(minimumDistance: 4)`: a movement under 4 points is a tap, which toggles.
    @Test(arguments: [(0.0, 2.0, 1.0), (1.0, -3.9, 0.0), (0.0, 0.0, 1.0), (0.0, 4.0, 0.0), (1.0, 4.0, 1.0)])
    func aMovementUnderFourPointsIsATap(start: Double, translation: Double, end: Double) {
        var deck = DeckFan(progress: start)
        deck.apply(.drag(translation: translation))
        #expect(deck.progress == end)
    }
}
