// SPDX-License-Identifier: GPL-3.0-or-later

/// The deck fan: a stack of cards that fans out like a hand, each card on its own delayed slice
/// of one shared progress.
public struct DeckFan: Sendable, Hashable {
    /// The fan's shape.
    public struct Parameters: Sendable, Hashable {
        public var spread = 70.0
        public var maxRotation = 14.0
        public var lift = 18.0
        public var stagger = 0.09
        /// How much of the shared progress each card's own arc consumes.
        public var span = 0.73

        /// The original's values.
        public init() {}
    }

    /// Where one card is drawn at the current progress.
    public struct CardPose: Sendable, Hashable {
        public var scale: Double
        public var rotationDegrees: Double
        public var x: Double
        public var y: Double
        public var shadowRadius: Double
    }

    /// What a person can do to the deck.
    public enum Intent: Sendable, Hashable {
        /// A tap, or VoiceOver's double tap: fan a stacked deck, stack a fanned one.
        case toggle
        /// A finished horizontal drag by `translation` points.
        case drag(translation: Double)
    }

    /// The drag distance that moves progress from 0 to 1, in points.
    public static let dragDistance = 120.0
    /// The original's `DragGesture(minimumDistance: 4)`: a shorter movement is a tap.
    public static let minimumDragDistance = 4.0
    /// The original's four cards.
    public static let defaultCardCount = 4

    public var cardCount: Int
    public var parameters: Parameters
    /// The cards' and the background's colours: the original's unless a board file gives others.
    public var colors = Colors()
    /// 0 stacked … 1 fanned.
    public private(set) var progress: Double

    /// Creates a deck.
    public init(cardCount: Int = DeckFan.defaultCardCount, parameters: Parameters = Parameters(), progress: Double = 0) {
        self.cardCount = cardCount
        self.parameters = parameters
        self.progress = min(max(progress, 0), 1)
    }

    /// Whether the deck reads as fanned: past half-way.
    public var isFanned: Bool { progress > 0.5 }

    private var count: Int { max(cardCount, 1) }

    /// The card's own slice of the shared progress, 0…1.
    public func perCardProgress(index: Int) -> Double {
        let delay = Double(index) * parameters.stagger
        return min(max((progress - delay) / parameters.span, 0), 1)
    }

    /// `1 + c3·(x−1)³ + c1·(x−1)²`, the standard easeOutBack cubic, slightly past 1 before settling.
    public static func easeOutBack(_ x: Double) -> Double {
        let c1 = 1.70158
        let c3 = c1 + 1
        let t = x - 1
        return 1 + c3 * t * t * t + c1 * t * t
    }

    /// -1…1 across the deck, centred on the middle card(s).
    public func spreadPosition(index: Int) -> Double {
        guard count > 1 else { return 0 }
        return Double(index) / Double(count - 1) * 2 - 1
    }

    /// The closed deck's shallow cascade: each card 8 points lower.
    public static func restLift(index: Int) -> Double { Double(index) * 8 }

    /// The closed deck's shrinking cards: each 4% smaller.
    public static func restScale(index: Int) -> Double { 1 - Double(index) * 0.04 }

    /// Where card `index` is drawn now.
    public func pose(index: Int) -> CardPose {
        let eased = Self.easeOutBack(perCardProgress(index: index))
        let t = spreadPosition(index: index)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
        return CardPose(
            scale: lerp(Self.restScale(index: index), 1),
            rotationDegrees: lerp(0, t * parameters.maxRotation),
            x: lerp(0, t * parameters.spread),
            y: lerp(Self.restLift(index: index), -parameters.lift),
            shadowRadius: lerp(6, 18)
        )
    }

    /// Applies an intent; returns whether anything changed.
    @discardableResult
    public mutating func apply(_ intent: Intent) -> Bool {
        let before = progress
        switch intent {
        case .toggle:
            progress = isFanned ? 0 : 1
        case .drag(let translation) where abs(translation) < Self.minimumDragDistance:
            progress = isFanned ? 0 : 1
        case .drag(let translation):
            let live = min(max(progress + translation / Self.dragDistance, 0), 1)
            progress = live > 0.5 ? 1 : 0
        }
        return progress != before
    }
}
