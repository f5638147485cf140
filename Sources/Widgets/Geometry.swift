// SPDX-License-Identifier: GPL-3.0-or-later

/// A point in a component's coordinate space, in points.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A size or a translation, in points.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size, no translation.
    public static let zero = Size(width: 0, height: 0)
}

/// Which way a layout runs. Gestures report screen points; layouts mirror in right-to-left.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
