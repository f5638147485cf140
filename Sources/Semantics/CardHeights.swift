// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Foundation
import Widgets

/// The heights of Kanban cards, measured once per chunk of cards and kept while the chunk stays
/// the same: after a move on a board of 100,000 cards, the frames of the cards it did not
/// touch cost additions, not text measurement.
///
/// An entry keeps its chunk's owner alive, so the same owner always means the same cards (see
/// ``ChunkedList/Run``). Entries not asked for in the last few trees are dropped.
final class CardHeights: @unchecked Sendable {
    private struct Key: Hashable {
        let owner: ObjectIdentifier
        let columnWidth: Double
        let language: Language
    }

    private struct Entry {
        let owner: AnyObject
        let heights: [Double]
        var generation: Int
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var generation = 0

    /// How many trees' worth of chunks are kept.
    private static let generationsKept = 4

    /// Starts a new tree: entries that no tree asked for lately go.
    func newTree() {
        lock.lock()
        defer { lock.unlock() }
        generation += 1
        let oldest = generation - Self.generationsKept
        if entries.values.contains(where: { $0.generation < oldest }) {
            entries = entries.filter { $0.value.generation >= oldest }
        }
    }

    /// The height of each card of a chunk, measured now or remembered.
    func heights(
        of run: ChunkedList<KanbanBoard.Card>.Run, columnWidth: Double, language: Language,
        title: (KanbanBoard.Card) -> String
    ) -> [Double] {
        let key = Key(owner: ObjectIdentifier(run.owner), columnWidth: columnWidth, language: language)
        lock.lock()
        if let known = entries[key] {
            entries[key]?.generation = generation
            lock.unlock()
            return known.heights
        }
        lock.unlock()
        let heights = run.elements.map { KanbanLayout.cardHeight(title($0), columnWidth: columnWidth) }
        lock.lock()
        entries[key] = Entry(owner: run.owner, heights: heights, generation: generation)
        lock.unlock()
        return heights
    }
}
