// SPDX-License-Identifier: GPL-3.0-or-later

import Testing

@testable import Widgets

/// ChunkedList holds the same elements as an array would, however it was made and changed.
@Suite struct ChunkedListTests {
    /// A sequence that does not say how long it is (`underestimatedCount` 0), as a lazy map is.
    struct Unsized: Sequence {
        let count: Int
        func makeIterator() -> Range<Int>.Iterator { (0..<count).makeIterator() }
    }

    /// Made from an array, or from a sequence that does not tell its length, the list holds the
    /// same elements in the same order, in chunks of at most the capacity, every chunk but the
    /// last full, each starting where the one before it ended.
    @Test(arguments: [0, 1, 3, 511, 512, 513, 1_025, 1_600])
    func madeFromASequenceItHoldsItsElementsInOrder(count: Int) {
        let capacity = ChunkedList<Int>.chunkCapacity
        for list in [ChunkedList(Array(0..<count)), ChunkedList(Unsized(count: count)), ChunkedList((0..<count).lazy.map { $0 })] {
            #expect(Array(list) == Array(0..<count))
            #expect(list.count == count)
            let sizes = list.runs.map(\.elements.count)
            #expect(sizes.allSatisfy { $0 > 0 && $0 <= capacity }, "\(sizes)")
            #expect(sizes.dropLast().allSatisfy { $0 == capacity }, "\(sizes)")
            #expect(list.runs.map(\.start) == sizes.indices.map { $0 * capacity })
        }
    }

    /// Random inserts, removals, appends and swaps, on a list and on an array side by side, and
    /// on a copy kept from before (which must not change): the three agree at every step.
    @Test(arguments: [0, 5, 700, 2_000])
    func changesAgreeWithAnArray(count: Int) {
        var generator = SystemRandomNumberGenerator()
        var list = ChunkedList(0..<count)
        var array = Array(0..<count)
        let kept = list
        var next = count
        for step in 0..<600 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                let position = Int.random(in: 0...array.count, using: &generator)
                list.insert(next, at: position)
                array.insert(next, at: position)
                next += 1
            case 1 where !array.isEmpty:
                let position = Int.random(in: 0..<array.count, using: &generator)
                #expect(list.remove(at: position) == array.remove(at: position))
            case 2 where array.count > 1:
                let first = Int.random(in: 0..<array.count, using: &generator)
                let second = Int.random(in: 0..<array.count, using: &generator)
                list.swapAt(first, second)
                array.swapAt(first, second)
            default:
                list.append(next)
                array.append(next)
                next += 1
            }
            guard Array(list) == array else {
                Issue.record("step \(step): the list and the array differ")
                return
            }
            if let position = array.indices.randomElement(using: &generator) {
                #expect(list[position] == array[position])
            }
        }
        #expect(Array(kept) == Array(0..<count), "a change reached a copy kept from before")
    }
}
