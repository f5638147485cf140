// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where something is drawn on screen: a rectangle in points (origin top left, y down), turned
/// by `rotation` degrees clockwise about its centre, at a depth.
///
/// This is VoiceOver's `accessibilityFrame` with the tilt kept: `boundingBox` is the upright
/// box around it. Right-to-left layouts mirror frames (``mirrored(within:)``), never reading order.
public struct Frame: Sendable, Hashable, Codable {
    /// The left edge of the unturned rectangle.
    public var x: Double
    /// The top edge of the unturned rectangle.
    public var y: Double
    /// The unturned rectangle's width.
    public var width: Double
    /// The unturned rectangle's height.
    public var height: Double
    /// Degrees clockwise about the centre, as SwiftUI's `rotationEffect`; 0 when upright.
    public var rotation: Double
    /// The stacking order, as SwiftUI's `zIndex`: higher is drawn in front.
    public var zIndex: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double, rotation: Double = 0, zIndex: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.rotation = rotation
        self.zIndex = zIndex
    }

    /// A frame of a size centred on a point.
    public init(center: Point, size: Size, rotation: Double = 0, zIndex: Double = 0) {
        self.init(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height,
            rotation: rotation, zIndex: zIndex
        )
    }

    /// The centre, which rotation leaves where it is.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// The size of the unturned rectangle.
    public var size: Size { Size(width: width, height: height) }

    /// A point of the unturned rectangle (`unit` 0…1 across and down) where it is on screen.
    public func point(at unit: Point) -> Point {
        let local = Point(x: (unit.x - 0.5) * width, y: (unit.y - 0.5) * height)
        let turned = Self.rotate(local, degrees: rotation)
        return Point(x: center.x + turned.x, y: center.y + turned.y)
    }

    /// The four corners on screen: top left, top right, bottom right, bottom left of the unturned rectangle.
    public var corners: [Point] {
        [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)].map(point(at:))
    }

    /// The upright box around the frame: what UIKit reports for a turned view.
    public var boundingBox: Frame {
        let points = corners
        let xs = points.map(\.x), ys = points.map(\.y)
        let left = xs.min() ?? x, top = ys.min() ?? y
        return Frame(x: left, y: top, width: (xs.max() ?? x) - left, height: (ys.max() ?? y) - top, zIndex: zIndex)
    }

    /// Whether a screen point falls inside the turned rectangle (edges included).
    public func contains(_ point: Point) -> Bool {
        let local = Self.rotate(Point(x: point.x - center.x, y: point.y - center.y), degrees: -rotation)
        return abs(local.x) <= width / 2 && abs(local.y) <= height / 2
    }

    /// Whether the upright boxes of two frames overlap with some area.
    public func overlaps(_ other: Frame) -> Bool {
        let a = boundingBox, b = other.boundingBox
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// The mirror image in a container `width` wide: what a right-to-left layout does to a frame
    /// laid out left to right. The tilt turns the other way.
    public func mirrored(within width: Double) -> Frame {
        Frame(x: width - x - self.width, y: y, width: self.width, height: height, rotation: rotation == 0 ? 0 : -rotation, zIndex: zIndex)
    }

    /// The frame mirrored when the direction is right to left, as it is otherwise.
    public func laidOut(_ direction: LayoutDirection, within width: Double) -> Frame {
        direction == .rightToLeft ? mirrored(within: width) : self
    }

    /// The frame moved by an offset.
    public func offsetBy(x dx: Double, y dy: Double) -> Frame {
        Frame(x: x + dx, y: y + dy, width: width, height: height, rotation: rotation, zIndex: zIndex)
    }

    /// A vector turned by degrees clockwise on a y-down screen.
    public static func rotate(_ vector: Point, degrees: Double) -> Point {
        guard degrees != 0 else { return vector }
        let radians = degrees * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        return Point(x: vector.x * c - vector.y * s, y: vector.x * s + vector.y * c)
    }
}
