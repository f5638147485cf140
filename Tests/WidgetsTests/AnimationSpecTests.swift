// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Widgets

@Suite struct AnimationSpecTests {
    @Test func theOriginalsCurves() {
        #expect(AnimationSpec.photoLift == .snappy(duration: 0.25))
        #expect(AnimationSpec.kanbanMove == .snappy(duration: 0.3))
        #expect(AnimationSpec.deckSettle == .spring(response: 0.46, dampingFraction: 0.74))
        #expect(AnimationSpec.cornerSnap == .bouncySpring(duration: 0.45, bounce: 0.3))
    }

    @Test func reduceMotionMeansNoAnimation() {
        for spec in AnimationSpec.all {
            #expect(spec.resolved(reduceMotion: true) == nil)
            #expect(spec.resolved(reduceMotion: false) == spec)
        }
    }
}
