// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Synchronization
import Widgets

/// Each Kanban column's chunks as the last tree laid them out, so that the next tree lays out
/// only the chunks from the first one that changed: a card moved to the end of a column of
/// 500,000 changes its last chunk, and adding the heights of every card before it again was
/// most of a move's reply on a board of a million cards.
///
/// A layout is reused only for the same column width, language and top, and chunk by chunk
/// only while the chunks are the same objects (kept alive here, so the same object always
/// means the same cards; see ``ChunkedList/Run``). Each chunk's top and end are the sums the
/// full layout makes, in the same order, so frames are the same to the last bit.
final class ColumnLayouts: Sendable {
    /// One column's laid-out chunks.
    struct Layout: @unchecked Sendable {
        let columnWidth: Double
        let language: Language
        let contentSize: ContentSize
        /// Where the first chunk's cards follow from (the header's bottom).
        let top: Double
        /// The chunks' owners, kept alive so that their identities stay their cards' (compared,
        /// never used otherwise).
        let owners: [AnyObject]
        let starts: [Int]
        let heights: [[Double]]
        /// The y after which each chunk's first card follows, and after its last card.
        let tops: [Double]
        let ends: [Double]
    }

    private let layouts = Mutex<[String: Layout]>([:])

    /// The layout of a column's `runs` from `top`: reused for the leading chunks the last
    /// layout of this column had, measured (through `heights`) from the first that differs.
    func layout(
        column: String, runs: [ChunkedList<KanbanBoard.Card>.Run], top: Double, columnWidth: Double, language: Language,
        contentSize: ContentSize, heights measure: (ChunkedList<KanbanBoard.Card>.Run) -> [Double]
    ) -> Layout {
        let previous = layouts.withLock { $0[column] }
        var kept = 0
        if let previous, previous.columnWidth == columnWidth, previous.language == language,
           previous.contentSize == contentSize, previous.top == top {
            while kept < min(previous.owners.count, runs.count), previous.owners[kept] === runs[kept].owner,
                  previous.starts[kept] == runs[kept].start {
                kept += 1
            }
        }
        var owners = Array(previous?.owners.prefix(kept) ?? [])
        var starts = Array(previous?.starts.prefix(kept) ?? [])
        var heights = Array(previous?.heights.prefix(kept) ?? [])
        var tops = Array(previous?.tops.prefix(kept) ?? [])
        var ends = Array(previous?.ends.prefix(kept) ?? [])
        var y = ends.last ?? top
        for run in runs[kept...] {
            let measured = measure(run)
            owners.append(run.owner)
            starts.append(run.start)
            heights.append(measured)
            tops.append(y)
            for height in measured {
                y += KanbanLayout.stackSpacing
                y += height
            }
            ends.append(y)
        }
        let layout = Layout(
            columnWidth: columnWidth, language: language, contentSize: contentSize, top: top, owners: owners, starts: starts, heights: heights,
            tops: tops, ends: ends
        )
        layouts.withLock { $0[column] = layout }
        return layout
    }

    /// Forgets the columns a board no longer has.
    func keepOnly(_ columns: [String]) {
        layouts.withLock { layouts in
            guard layouts.count > columns.count else { return }
            let wanted = Set(columns)
            layouts = layouts.filter { wanted.contains($0.key) }
        }
    }
}
