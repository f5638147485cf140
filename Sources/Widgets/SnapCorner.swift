// SPDX-License-Identifier: GPL-3.0-or-later

/// The snap-corner tile: a floating view that springs to the nearest corner when released.
public struct SnapCorner: Sendable, Hashable {
    /// A corner in the leading/trailing model: which side is left depends on the layout direction.
    public enum Corner: String, Sendable, Hashable, CaseIterable, Codable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// Whether the corner is at the top.
        public var isTop: Bool { self == .topLeading || self == .topTrailing }
        /// Whether the corner is on the leading side.
        public var isLeading: Bool { self == .topLeading || self == .bottomLeading }

        /// Whether the corner is on the left of the screen in a layout of this direction.
        /// The leading corners are on the right in a right-to-left layout.
        public func isLeft(in direction: LayoutDirection) -> Bool {
            isLeading == (direction == .leftToRight)
        }

        /// The corner of the quadrant a point falls in, in a container of the given size.
        public static func nearest(to point: Point, in size: Size) -> Corner {
            switch (point.x < size.width / 2, point.y < size.height / 2) {
            case (true, true): .topLeading
            case (false, true): .topTrailing
            case (true, false): .bottomLeading
            case (false, false): .bottomTrailing
            }
        }
    }

    /// What a person can do to the tile.
    public enum Intent: Sendable, Hashable {
        /// VoiceOver's "Move to <corner>".
        case move(to: Corner)
        /// A released drag whose predicted end is a point in screen coordinates.
        case fling(predictedEnd: Point, container: Size, direction: LayoutDirection)
    }

    /// The space kept between the tile and the container's edge, in points.
    public static let defaultInset = 16.0

    public var corner: Corner
    /// The demo's background, top to bottom: the original's unless a board file gives another.
    public var background = SnapCorner.demoBackground

    /// Creates a tile in a corner; the original demo starts bottom trailing.
    public init(corner: Corner = .bottomTrailing) {
        self.corner = corner
    }

    /// The corner a released drag lands in: the predicted end point, mirrored in right-to-left.
    public static func target(predictedEnd: Point, container: Size, direction: LayoutDirection) -> Corner {
        var point = predictedEnd
        if direction == .rightToLeft { point.x = container.width - point.x }
        return Corner.nearest(to: point, in: container)
    }

    /// Applies an intent; returns whether anything changed.
    @discardableResult
    public mutating func apply(_ intent: Intent) -> Bool {
        let before = corner
        switch intent {
        case .move(let target):
            corner = target
        case .fling(let end, let container, let direction):
            corner = Self.target(predictedEnd: end, container: container, direction: direction)
        }
        return corner != before
    }
}
