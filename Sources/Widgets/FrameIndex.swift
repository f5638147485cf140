// SPDX-License-Identifier: GPL-3.0-or-later

/// Which frame is drawn in front at each of many points: for every point, the highest frame
/// whose turned rectangle holds it (the first in the list among frames of one depth), found
/// without comparing every point with every frame. The audit asks it of every actionable
/// element's centre. A frame with a position, size or depth that is not a finite number is
/// drawn nowhere and holds nothing.
///
/// It paints as a painter would, from the front back: the points are kept in vertical strips
/// (a sixteenth of a typical frame wide), each sorted from top to bottom; the frames are taken
/// from the front-most back, and each takes the points still bare inside it, which are then
/// covered and skipped from then on (each strip links a covered point to the next bare one).
/// In each of its strips a frame looks only between its own highest and lowest point there, so
/// what it looks at and leaves bare is a thin sliver along a slanted edge; on a pile of photos
/// the frames in front have covered nearly everything else. Sorting costs O(n log n), a frame a
/// binary search in each of its strips (a bounded number for frames of a typical width), a point
/// one cover; memory is a few words a point. The tests count the looks.
public struct FrameIndex: Sendable {
    /// For each point, the position of the frame in front there, or -1 for none.
    private let fronts: [Int32]
    /// How many bare points the frames looked at, covered or not (the tests count it).
    let examined: Int

    /// The most strips the points are kept in, whatever the frames' sizes.
    static let largestStripCount = 2_048

    /// Finds the frame in front at each point; answers name frames by their position in `frames`.
    public init(points: [Point], frames: [Frame]) {
        var fronts = [Int32](repeating: -1, count: points.count)
        let strips = Strips(points: points, frames: frames)
        var examined = 0
        // From the front back; among frames of one depth, the first in the list.
        let order = frames.indices.filter { index in
            let box = frames[index].boundingBox
            return [box.x, box.y, box.width, box.height].allSatisfy(\.isFinite) && !frames[index].zIndex.isNaN
        }
            .sorted { a, b in frames[a].zIndex > frames[b].zIndex || (frames[a].zIndex == frames[b].zIndex && a < b) }
        var bare = strips
        for frameIndex in order {
            examined += bare.cover(frames[frameIndex]) { point in fronts[point] = Int32(frameIndex) }
        }
        self.fronts = fronts
        self.examined = examined
    }

    /// The position of the frame in front at the point at `position` in the list asked about,
    /// or nil when no frame holds it.
    public subscript(position: Int) -> Int? {
        let front = fronts[position]
        return front < 0 ? nil : Int(front)
    }
}

/// The points in vertical strips, each strip sorted from top to bottom, with the bare points of
/// each strip linked so a covered one is skipped at once.
private struct Strips {
    struct Strip {
        /// The points' y, top to bottom.
        var ys: [Double] = []
        /// The points' x, in the same order.
        var xs: [Double] = []
        /// The points' positions in the list asked about, in the same order.
        var positions: [Int32] = []
        /// For each point, a link towards the next bare point at or after it (`ys.count` past the end).
        var next: [Int32] = []

        /// The first bare point at or after `index`, shortening the links it follows.
        mutating func bare(from index: Int) -> Int {
            var root = index
            while root < ys.count, Int(next[root]) != root { root = Int(next[root]) }
            var step = index
            while step < root {
                let following = Int(next[step])
                next[step] = Int32(root)
                step = following
            }
            return root
        }
    }

    var strips: [Strip]
    let left: Double
    let width: Double

    init(points: [Point], frames: [Frame]) {
        let usable = points.indices.filter { points[$0].x.isFinite && points[$0].y.isFinite }
        let xs = usable.map { points[$0].x }
        left = xs.min() ?? 0
        let extent = (xs.max() ?? 0) - left
        // A sixteenth of the frames' middle width, so a frame's slivers are thin; no more strips
        // than the largest count, so one very wide frame looks at a bounded number of them.
        let widths = frames.map(\.boundingBox.width).filter(\.isFinite).sorted()
        let typical = widths.isEmpty ? 1 : widths[widths.count / 2] / 16
        width = max(typical, extent / Double(FrameIndex.largestStripCount - 1), 1e-9)
        let count = Int((extent / width).rounded(.down)) + 1
        var buckets = [[Int]](repeating: [], count: max(count, 1))
        for position in usable {
            buckets[min(Int(((points[position].x - left) / width).rounded(.down)), buckets.count - 1)].append(position)
        }
        strips = buckets.map { bucket in
            let sorted = bucket.sorted { (points[$0].y, $0) < (points[$1].y, $1) }
            return Strip(
                ys: sorted.map { points[$0].y }, xs: sorted.map { points[$0].x },
                positions: sorted.map { Int32($0) }, next: sorted.indices.map { Int32($0) }
            )
        }
    }

    /// Covers every bare point inside a frame, telling `covered` each; returns how many bare
    /// points it looked at. In each strip it looks only between the highest and lowest points
    /// of the turned rectangle within the strip, so what it looks at and leaves bare is a thin
    /// sliver along a slanted edge.
    mutating func cover(_ frame: Frame, covered: (Int) -> Void) -> Int {
        let corners = frame.corners
        let box = frame.boundingBox
        // A little slack, so rounding in the corners' turn never leaves out a point that the
        // turned rectangle holds on its edge.
        let slack = 1e-9 * max(abs(box.x), abs(box.y), box.width, box.height, 1)
        let (leftEdge, right) = (box.x - slack, box.x + box.width + slack)
        guard right >= left, leftEdge <= left + width * Double(strips.count) else { return 0 }
        let firstStrip = Self.clampedStrip((leftEdge - left) / width, strips.count)
        let lastStrip = Self.clampedStrip((right - left) / width, strips.count)
        var looked = 0
        for stripIndex in firstStrip...lastStrip where !strips[stripIndex].ys.isEmpty {
            let stripLeft = max(left + Double(stripIndex) * width, leftEdge)
            let stripRight = min(left + Double(stripIndex + 1) * width, right)
            guard let (top, bottom) = Self.yRange(of: corners, from: stripLeft, to: stripRight) else { continue }
            let (from, to) = (top - slack, bottom + slack)
            // The first point at or below the top: a binary search over the strip's ys.
            var low = 0, high = strips[stripIndex].ys.count
            while low < high {
                let middle = (low + high) / 2
                if strips[stripIndex].ys[middle] < from { low = middle + 1 } else { high = middle }
            }
            var index = strips[stripIndex].bare(from: low)
            while index < strips[stripIndex].ys.count, strips[stripIndex].ys[index] <= to {
                looked += 1
                let point = Point(x: strips[stripIndex].xs[index], y: strips[stripIndex].ys[index])
                if point.x >= leftEdge, point.x <= right, frame.contains(point) {
                    covered(Int(strips[stripIndex].positions[index]))
                    strips[stripIndex].next[index] = Int32(index + 1)
                }
                index = strips[stripIndex].bare(from: index + 1)
            }
        }
        return looked
    }

    /// The highest and lowest y of a convex polygon between two x's: its corners there and where
    /// its edges cross them; nil when it has none there.
    private static func yRange(of corners: [Point], from a: Double, to b: Double) -> (Double, Double)? {
        var low = Double.infinity, high = -Double.infinity
        func take(_ y: Double) {
            low = min(low, y)
            high = max(high, y)
        }
        for (index, start) in corners.enumerated() {
            let end = corners[(index + 1) % corners.count]
            if start.x >= a, start.x <= b { take(start.y) }
            for x in [a, b] where (start.x - x) * (end.x - x) < 0 {
                take(start.y + (end.y - start.y) * (x - start.x) / (end.x - start.x))
            }
        }
        return low <= high ? (low, high) : nil
    }

    /// The strip a scaled coordinate falls in, kept within the strips (a coordinate that is not
    /// a number falls before the first).
    private static func clampedStrip(_ scaled: Double, _ count: Int) -> Int {
        guard !scaled.isNaN else { return 0 }
        return Int(min(max(scaled.rounded(.down), 0), Double(count - 1)))
    }
}
