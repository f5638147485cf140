// SPDX-License-Identifier: GPL-3.0-or-later

/// A list of values kept in chunks of at most ``chunkCapacity``: a copy shares every chunk, and
/// changing one element copies only the chunk it is in.
///
/// A board of a million cards is copied whenever a save is writing it, and kept whole by each
/// step of undo; with an array, every change after such a copy would duplicate the whole column,
/// each title retained again. Here a change costs one chunk and the
/// list of chunks: a few thousand pointers for a million cards. Elements are found by position
/// in O(log chunks); iterating visits the chunks in order.
public struct ChunkedList<Element> {
    /// The most elements a chunk holds; a fuller one is split in two.
    public static var chunkCapacity: Int { 512 }

    /// A run of elements, shared by every copy of the list until one of them changes it.
    fileprivate final class Chunk {
        var items: ContiguousArray<Element>
        init(_ items: ContiguousArray<Element>) { self.items = items }
    }

    /// A chunk and the number of elements up to and including it.
    ///
    /// Kept in one list with the chunks: the first change after a copy copies one list, not a
    /// list of chunks and a list of their ends.
    fileprivate struct Slot {
        var chunk: Chunk
        var end: Int
    }

    private var chunks: [Slot] = []

    /// An empty list.
    public init() {}

    /// A list of these elements, in order.
    ///
    /// Each chunk is made as large as what is left of the sequence needs (as far as its
    /// `underestimatedCount` tells), not a whole chunk's capacity: a column of three cards
    /// allocated room for 512 before, which a fuzzed tree paid for in every column it made.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        var expected = elements.underestimatedCount
        func newRun() -> ContiguousArray<Element> {
            var run = ContiguousArray<Element>()
            run.reserveCapacity(Swift.min(Self.chunkCapacity, Swift.max(expected, 0)))
            return run
        }
        var run = newRun()
        for element in elements {
            run.append(element)
            if run.count == Self.chunkCapacity {
                appendChunk(run)
                expected -= Self.chunkCapacity
                run = newRun()
            }
        }
        if !run.isEmpty { appendChunk(run) }
    }

    /// A chunk as it is now: an object that stays the same while the chunk does, where it starts,
    /// and its elements.
    ///
    /// Work done on a chunk's elements can be kept under its owner's identity while a reference
    /// to the owner is kept too: a chunk shared with a kept reference is copied before it is
    /// changed, so the same owner always means the same elements.
    public struct Run {
        public let owner: AnyObject
        public let start: Int
        public let elements: ContiguousArray<Element>
    }

    /// The chunks in order.
    public var runs: [Run] {
        chunks.enumerated().map { index, slot in
            Run(owner: slot.chunk, start: index == 0 ? 0 : chunks[index - 1].end, elements: slot.chunk.items)
        }
    }

    private mutating func appendChunk(_ items: ContiguousArray<Element>) {
        chunks.append(Slot(chunk: Chunk(items), end: (chunks.last?.end ?? 0) + items.count))
    }

    /// The chunk holding a position, and the position within it.
    private func locate(_ position: Int) -> (chunk: Int, offset: Int) {
        precondition(position >= 0 && position < count, "ChunkedList index \(position) out of range 0..<\(count)")
        // The first chunk whose end is past the position.
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let middle = (low + high) / 2
            if chunks[middle].end > position { high = middle } else { low = middle + 1 }
        }
        return (low, position - (low == 0 ? 0 : chunks[low - 1].end))
    }

    /// Makes a chunk this list's own before it changes.
    private mutating func ownChunk(_ index: Int) {
        if !isKnownUniquelyReferenced(&chunks[index].chunk) { chunks[index].chunk = Chunk(chunks[index].chunk.items) }
    }

    /// Adds `change` to the end of every chunk from `index` on.
    private mutating func shiftEnds(from index: Int, by change: Int) {
        for slot in index..<chunks.count { chunks[slot].end += change }
    }

    /// Adds an element at the end.
    public mutating func append(_ element: Element) {
        if let last = chunks.indices.last, chunks[last].chunk.items.count < Self.chunkCapacity {
            ownChunk(last)
            chunks[last].chunk.items.append(element)
            chunks[last].end += 1
        } else {
            appendChunk([element])
        }
    }

    /// Inserts an element before `position` (`count` appends).
    public mutating func insert(_ element: Element, at position: Int) {
        guard position < count else {
            precondition(position == count, "ChunkedList insertion index \(position) out of range")
            append(element)
            return
        }
        let (chunk, offset) = locate(position)
        ownChunk(chunk)
        chunks[chunk].chunk.items.insert(element, at: offset)
        shiftEnds(from: chunk, by: 1)
        if chunks[chunk].chunk.items.count > Self.chunkCapacity { split(chunk) }
    }

    /// Splits a chunk that grew past the capacity into two halves.
    private mutating func split(_ chunk: Int) {
        let items = chunks[chunk].chunk.items
        let half = items.count / 2
        let end = chunks[chunk].end
        chunks[chunk] = Slot(chunk: Chunk(ContiguousArray(items[..<half])), end: end - (items.count - half))
        chunks.insert(Slot(chunk: Chunk(ContiguousArray(items[half...])), end: end), at: chunk + 1)
    }

    /// Removes and returns the element at `position`.
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let (chunk, offset) = locate(position)
        ownChunk(chunk)
        let element = chunks[chunk].chunk.items.remove(at: offset)
        shiftEnds(from: chunk, by: -1)
        if chunks[chunk].chunk.items.isEmpty { chunks.remove(at: chunk) }
        return element
    }

    /// The position of the first element that satisfies `predicate`, chunk by chunk.
    public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
        var start = 0
        for slot in chunks {
            if let offset = try slot.chunk.items.firstIndex(where: predicate) { return start + offset }
            start += slot.chunk.items.count
        }
        return nil
    }

    /// Whether any element satisfies `predicate`.
    public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        try firstIndex(where: predicate) != nil
    }
}

extension ChunkedList: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { chunks.last?.end ?? 0 }
    public var count: Int { chunks.last?.end ?? 0 }
    public var isEmpty: Bool { chunks.isEmpty }

    public subscript(position: Int) -> Element {
        get {
            let (chunk, offset) = locate(position)
            return chunks[chunk].chunk.items[offset]
        }
        set {
            let (chunk, offset) = locate(position)
            ownChunk(chunk)
            chunks[chunk].chunk.items[offset] = newValue
        }
    }

    /// Visits the chunks in order, without looking each position up.
    public struct Iterator: IteratorProtocol {
        fileprivate var chunks: IndexingIterator<[Slot]>
        fileprivate var current: IndexingIterator<ContiguousArray<Element>>?

        public mutating func next() -> Element? {
            while true {
                if let element = current?.next() { return element }
                guard let slot = chunks.next() else { return nil }
                current = slot.chunk.items.makeIterator()
            }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks.makeIterator(), current: nil)
    }

    public var underestimatedCount: Int { count }

    public mutating func swapAt(_ first: Int, _ second: Int) {
        guard first != second else { return }
        let value = self[first]
        self[first] = self[second]
        self[second] = value
    }
}

extension ChunkedList: RangeReplaceableCollection {
    /// Replaces a range; a general rebuild, for the rare edits other than append, insert and remove.
    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with elements: C) where C.Element == Element {
        if range.isEmpty, elements.count == 1, let element = elements.first {
            insert(element, at: range.lowerBound)
        } else if range.count == 1, elements.isEmpty {
            remove(at: range.lowerBound)
        } else {
            var rebuilt = Array(self[..<range.lowerBound])
            rebuilt.append(contentsOf: elements)
            rebuilt.append(contentsOf: self[range.upperBound...])
            self = ChunkedList(rebuilt)
        }
    }

    public mutating func reserveCapacity(_ minimumCapacity: Int) {}
}

extension ChunkedList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChunkedList: Equatable where Element: Equatable {
    public static func == (left: ChunkedList, right: ChunkedList) -> Bool {
        left.count == right.count && left.elementsEqual(right)
    }
}

extension ChunkedList: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

// A chunk is changed only by a list that holds the one reference to it (`ownChunk`); a chunk two
// lists share, as one may on another thread, is only read.
extension ChunkedList: @unchecked Sendable where Element: Sendable {}

extension ChunkedList: CustomStringConvertible {
    public var description: String { Array(self).description }
}
