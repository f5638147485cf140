// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import Widgets

/// The frame index answers as looking at every frame would, and costs each point a few looks.
@Suite struct FrameIndexTests {
    /// What looking at every frame says: the highest frame holding the point, the first in the
    /// list among equals; a frame with a number that is not finite holds nothing.
    static func bruteFront(_ frames: [Frame], drawn: [Bool], at point: Point) -> Int? {
        frames.indices
            .filter { drawn[$0] && frames[$0].contains(point) }
            .max { frames[$0].zIndex < frames[$1].zIndex || (frames[$0].zIndex == frames[$1].zIndex && $0 > $1) }
    }

    /// A repeatable scatter of frames: sizes from slivers to backdrops, tilted and upright,
    /// depths that repeat, a few not finite.
    static func scatter(_ count: Int, seed: UInt64) -> [Frame] {
        var generator = SplitMix(seed)
        return (0..<count).map { index in
            let kind = index % 17
            let width = kind == 0 ? 2_000 : kind == 1 ? 0.5 : Double(generator.next(in: 5...200))
            let height = kind == 2 ? 0 : Double(generator.next(in: 5...200))
            var frame = Frame(
                x: Double(generator.next(in: -100...900)), y: Double(generator.next(in: -100...1_500)),
                width: width, height: height,
                rotation: index.isMultiple(of: 3) ? 0 : Double(generator.next(in: -45...45)),
                zIndex: Double(generator.next(in: 0...40))
            )
            if kind == 3 { frame.width = .infinity }
            if kind == 4 { frame.zIndex = .nan }
            if kind == 5 { frame.y = -.infinity }
            return frame
        }
    }

    @Test(arguments: [(1, 1 as UInt64), (2, 2), (50, 3), (400, 4), (1_000, 5)])
    func answersAsLookingAtEveryFrame(count: Int, seed: UInt64) {
        let frames = Self.scatter(count, seed: seed)
        var generator = SplitMix(seed + 100)
        var points = frames.map(\.center)
        points += frames.flatMap(\.corners)
        points += (0..<300).map { _ in Point(x: Double(generator.next(in: -200...1_000)), y: Double(generator.next(in: -200...1_600))) }
        points += [Point(x: .nan, y: 0), Point(x: .infinity, y: 3)]
        let index = FrameIndex(points: points, frames: frames)
        let drawn = frames.map { frame in
            let box = frame.boundingBox
            return [box.x, box.y, box.width, box.height].allSatisfy(\.isFinite) && !frame.zIndex.isNaN
        }
        let wrong = points.indices.filter { index[$0] != Self.bruteFront(frames, drawn: drawn, at: points[$0]) }
        #expect(wrong.isEmpty, "\(wrong.count) points answered otherwise, the first \(wrong.first.map { points[$0] } as Any)")
    }

    /// Photos piled on one screen, each centre asked about: the looks a point costs stay the same
    /// from 5,000 photos to 20,000 (the audit that compared each photo with those near it grew
    /// with the square: 200 s for 100,000 photos), laid out in order or stacked at random.
    @Test(arguments: [PhotoOrder.asLaidOut, .shuffled])
    func aPileOfPhotosCostsTheSameLooksAPointAtAnySize(order: PhotoOrder) {
        func looksAPoint(_ count: Int) -> Double {
            var board = PhotoBoard(photos: (0..<count).map { PhotoBoard.Photo(id: String($0), caption: .verbatim(String($0))) })
            if order == .shuffled {
                var generator = SplitMix(7)
                var ids = board.photos.map(\.id)
                for position in ids.indices.reversed() { ids.swapAt(position, generator.next(in: 0...position)) }
                board.stacking = ids
            }
            let frames = board.photos.indices.map { board.frame(index: $0, board: Size(width: 390, height: 844)) }
            let index = FrameIndex(points: frames.map(\.center), frames: frames)
            let above = frames.indices.filter { position in index[position].map { frames[$0].zIndex > frames[position].zIndex } ?? false }
            #expect(above.count > count * 9 / 10, "a pile covers nearly every photo's centre: \(above.count) of \(count)")
            return Double(index.examined) / Double(count)
        }
        let (small, large) = (looksAPoint(5_000), looksAPoint(20_000))
        #expect(large < 40, "\(large) looks a point at 20,000 photos")
        #expect(large < small * 1.5, "\(small) looks a point at 5,000 photos, \(large) at 20,000")
    }

    enum PhotoOrder: CaseIterable, Sendable { case asLaidOut, shuffled }

    @Test func aFrontFrameOfEqualDepthIsTheFirstInTheList() {
        let frames = [
            Frame(x: 0, y: 0, width: 100, height: 100, zIndex: 0),
            Frame(x: 10, y: 10, width: 50, height: 50, zIndex: 2),
            Frame(x: 20, y: 20, width: 50, height: 50, zIndex: 2),
        ]
        let points = [Point(x: 50, y: 50), Point(x: 65, y: 65), Point(x: 95, y: 5), Point(x: 101, y: 5)]
        let index = FrameIndex(points: points, frames: frames)
        #expect((0..<4).map { index[$0] } == [1, 2, 0, nil])
    }
}

/// A small repeatable generator (SplitMix64), so a failing scatter can be drawn again.
struct SplitMix {
    private var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next(in range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }
}
