// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Synchronization
import Widgets

/// The heights of Kanban cards, measured once per chunk of cards and kept while the chunk stays
/// the same: after a move on a board of 100,000 cards, the frames of the cards it did not
/// touch cost additions, not text measurement.
///
/// An entry keeps its chunk's owner alive, so the same owner always means the same cards (see
/// ``ChunkedList/Run``). Entries not asked for in the last few trees are dropped.
final class CardHeights: Sendable {
    private struct Key: Hashable {
        let owner: ObjectIdentifier
        let columnWidth: Double
        let language: Language
        let contentSize: ContentSize
    }

    private struct Entry: @unchecked Sendable {
        /// The chunk's owner, kept alive so that its identity stays its cards' (never used otherwise).
        let owner: AnyObject
        let heights: [Double]
        var generation: Int
    }

    private struct State: Sendable {
        var entries: [Key: Entry] = [:]
        var generation = 0
    }

    private let state = Mutex(State())

    /// How many trees' worth of chunks are kept.
    private static let generationsKept = 4

    /// Starts a new tree: entries that no tree asked for lately go.
    func newTree() {
        state.withLock { state in
            state.generation += 1
            let oldest = state.generation - Self.generationsKept
            if state.entries.values.contains(where: { $0.generation < oldest }) {
                state.entries = state.entries.filter { $0.value.generation >= oldest }
            }
        }
    }

    /// The height of each card of a chunk, measured now or remembered.
    func heights(
        of run: ChunkedList<KanbanBoard.Card>.Run, columnWidth: Double, language: Language, contentSize: ContentSize,
        title: (KanbanBoard.Card) -> String
    ) -> [Double] {
        let key = Key(owner: ObjectIdentifier(run.owner), columnWidth: columnWidth, language: language, contentSize: contentSize)
        let known = state.withLock { state -> [Double]? in
            guard state.entries[key] != nil else { return nil }
            state.entries[key]?.generation = state.generation
            return state.entries[key]?.heights
        }
        if let known { return known }
        let heights = run.elements.map { KanbanLayout.cardHeight(title($0), columnWidth: columnWidth, size: contentSize) }
        let entry = Entry(owner: run.owner, heights: heights, generation: 0)
        state.withLock { state in
            var kept = entry
            kept.generation = state.generation
            state.entries[key] = kept
        }
        return heights
    }
}
