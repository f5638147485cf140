// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// An element's frame as the tree keeps it: six 32-bit floats (24 bytes, where a `Frame?` of
/// doubles takes 49), a thousandth of a point or better on any screen up to 16,000 points.
///
/// Elements are many and copied whole when a tree is built, so their size is what opening a
/// large board costs; layout works in doubles and only the result is stored this small. No
/// frame is written as an x of infinity, which no laid-out frame has.
struct PackedFrame: Sendable, Hashable {
    private var x: Float
    private var y: Float
    private var width: Float
    private var height: Float
    private var rotation: Float
    private var zIndex: Float

    /// Packs a frame, or none.
    init(_ frame: Frame?) {
        guard let frame else {
            (x, y, width, height, rotation, zIndex) = (.infinity, 0, 0, 0, 0, 0)
            return
        }
        x = Float(frame.x)
        y = Float(frame.y)
        width = Float(frame.width)
        height = Float(frame.height)
        rotation = Float(frame.rotation)
        zIndex = Float(frame.zIndex)
    }

    /// The frame, or nil when none was packed.
    var frame: Frame? {
        guard x != .infinity else { return nil }
        return Frame(
            x: Double(x), y: Double(y), width: Double(width), height: Double(height),
            rotation: Double(rotation), zIndex: Double(zIndex)
        )
    }
}
