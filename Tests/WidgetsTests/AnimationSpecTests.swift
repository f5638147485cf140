// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Widgets

/// The originals' animations, and what Reduce Motion changes, as the seeds write them.
@Suite struct AnimationSpecTests {
    @Test func theCurvesAreTheOriginals() {
        #expect(AnimationSpec.photoLift == .snappy(duration: 0.25))
        #expect(AnimationSpec.gridSelection == .snappy(duration: 0.25))
        #expect(AnimationSpec.kanbanMove == .snappy(duration: 0.3))
        #expect(AnimationSpec.deckSettle == .spring(response: 0.46, dampingFraction: 0.74))
        #expect(AnimationSpec.cornerSnap == .bouncySpring(duration: 0.45, bounce: 0.3))
    }

    @Test(arguments: [
        (Intent.photoBoard(.bringToFront(id: "oslo")), AnimationSpec.photoLift),
        (.photoGrid(.select(id: "1")), .gridSelection),
        (.deckFan(.toggle), .deckSettle),
        (.kanban(.move(cardID: "1", toColumn: "done")), .kanbanMove),
        (.snapCorner(.move(to: .topLeading)), .cornerSnap),
    ])
    func underReduceMotionNothingAnimates(intent: Intent, animation: AnimationSpec) {
        #expect(Motion.animation(for: intent, reduceMotion: false) == animation)
        #expect(Motion.animation(for: intent, reduceMotion: true) == nil, "the deck jumps, the tile snaps, cards move at once")
    }

    /// "With Reduce Motion on, a card does not lift while dragged": no 1.06 scale, no
    /// straightening, no deeper shadow.
    @Test(arguments: 0..<5)
    func aDraggedPhotoLiftsExceptUnderReduceMotion(index: Int) {
        let board = PhotoBoard(photos: (0..<5).map { PhotoBoard.Photo(id: "\($0)", caption: .verbatim("\($0)")) })
        let resting = board.look(index: index, dragged: false, reduceMotion: false)
        #expect(resting.scale == 1 && resting.rotationDegrees == PhotoBoardLayout.angle(index: index))
        #expect(resting.shadowOpacity == 0.25 && resting.shadowRadius == 6 && resting.shadowY == 3)
        let lifted = board.look(index: index, dragged: true, reduceMotion: false)
        #expect(lifted.scale == 1.06 && lifted.rotationDegrees == 0 && lifted.shadowOpacity == 0.4 && lifted.shadowRadius == 16 && lifted.shadowY == 10)
        #expect(board.look(index: index, dragged: true, reduceMotion: true) == resting)
    }
}
