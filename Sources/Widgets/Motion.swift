// SPDX-License-Identifier: GPL-3.0-or-later

/// How the originals move, and what Reduce Motion changes: no animation at all (a setting a
/// person turns on because motion makes them unwell), and on the photo board no lift while a
/// card is dragged.
///
/// None of it changes what VoiceOver says, so it is no audit rule (no document can change it);
/// the Widgets tests check it against the seeds.
public enum Motion {
    /// The animation an intent runs: the original's curve, or none under Reduce Motion.
    public static func animation(for intent: Intent, reduceMotion: Bool) -> AnimationSpec? {
        reduceMotion ? nil : intent.component.animation
    }
}

extension PhotoBoard {
    /// How a card is drawn: its tilt, scale and shadow.
    public struct CardLook: Sendable, Hashable {
        public var scale: Double
        public var rotationDegrees: Double
        public var shadowOpacity: Double
        public var shadowRadius: Double
        public var shadowY: Double
    }

    /// How the card at `index` is drawn, `dragged` or not: a dragged card lifts (1.06 times as
    /// large, straight, a deeper shadow), except under Reduce Motion, where it stays as it lies.
    public func look(index: Int, dragged: Bool, reduceMotion: Bool) -> CardLook {
        if dragged && !reduceMotion {
            return CardLook(scale: 1.06, rotationDegrees: 0, shadowOpacity: 0.4, shadowRadius: 16, shadowY: 10)
        }
        return CardLook(scale: 1, rotationDegrees: PhotoBoardLayout.angle(index: index), shadowOpacity: 0.25, shadowRadius: 6, shadowY: 3)
    }
}
