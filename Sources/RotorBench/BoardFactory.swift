// SPDX-License-Identifier: GPL-3.0-or-later

import Console
import Documents
import Foundation
import Localization
import Semantics
import Widgets

/// The large boards and grids the scale figures open, as files.
///
/// Kanban boards spread their cards over four columns in blocks ("Card 1" … "Card N"); photo
/// grids hold "Photo 1" … "Photo N".
enum BoardFactory {
    /// Which component a scale figure is about.
    enum Kind: String, CaseIterable, Codable, Sendable {
        case kanban
        case photoGrid = "photo-grid"
    }

    /// The sizes measured, in cards or photos: up to the documented limit.
    static let sizes = [100, 10_000, 100_000, 1_000_000]

    /// The size the per-action and memory targets are set at, and the top of each ratio.
    static let targetSize = 100_000

    /// The documented limit, with targets of its own.
    static let limitSize = 1_000_000

    /// Past this size cards and photos are written shorter (an id in base 36, the number alone
    /// as the title), so that the file of the documented limit fits the 32 MiB Rotor reads:
    /// `{"id":"lfls","title":"1000000"}` instead of `{"id":"1000000","title":"Card 1000000"}`.
    static let shortNamesPast = 100_000

    /// What `open_ms` covers, said in the output next to the figure.
    static let openCovers = "read + parse + tree of a board file, as `rotor open FILE` does it"

    /// Writes the board file the scale figures open (not timed), with Rotor's own writer.
    static func writeFile(_ kind: Kind, size: Int, in directory: URL) throws(BenchError) -> String {
        let path = directory.appending(path: "\(kind.rawValue)-\(size).json").path
        try? FileManager.default.removeItem(atPath: path)
        let builder = TreeBuilder()
        do {
            _ = try DocumentFile.create(path, document: makeDocument(kind, size: size)) {
                builder.resolve($0, .english)
            }
        } catch {
            throw .childFailed("writing \(path): \(error)")
        }
        return path
    }

    /// Opens a board file as `rotor open FILE` does: reads and parses it, opens the session on
    /// it for editing (which builds the tree) and makes the first reply. This is what
    /// `open_ms` times.
    static func open(_ path: String, kind: Kind) throws(BenchError) -> (DocumentFile, Session) {
        let file: DocumentFile
        let document: Document
        do {
            (file, document) = try DocumentFile.open(path)
        } catch {
            throw .childFailed("opening \(path): \(error)")
        }
        var session = Session(screen: kind.rawValue, document: document, environment: Semantics.Environment())
        session.editableScreen = kind.rawValue
        _ = session.start()
        return (file, session)
    }

    /// Builds the document of a board of `size` elements.
    static func makeDocument(_ kind: Kind, size: Int) -> Document {
        switch kind {
        case .kanban:
            // Four columns titled by their number, as the cards are past 100,000: content,
            // not words of Rotor's to translate.
            let columnCount = 4
            let perColumn = (size + columnCount - 1) / columnCount
            let columns = (0..<columnCount).map { index in
                let first = index * perColumn + 1
                let last = min((index + 1) * perColumn, size)
                let cards = first <= last
                    ? (first...last).map { KanbanBoard.Card(id: id($0, size), title: .verbatim(label(kind, $0, size))) }
                    : []
                return KanbanBoard.Column(id: "column\(index + 1)", title: .verbatim(String(index + 1)), cards: cards)
            }
            return .kanban(KanbanBoard(columns: columns))
        case .photoGrid:
            return .photoGrid(PhotoGrid(photos: (1...max(size, 1)).map {
                PhotoGrid.Photo(id: id($0, size), label: .verbatim(label(kind, $0, size)))
            }))
        }
    }

    /// The label of the element in the middle of the board, to search for.
    static func middleLabel(_ kind: Kind, size: Int) -> String {
        label(kind, size / 2, size)
    }

    /// The id of card or photo `number` on a board of `size`.
    private static func id(_ number: Int, _ size: Int) -> String {
        size > shortNamesPast ? String(number, radix: 36) : String(number)
    }

    /// The title of card or photo `number` on a board of `size`.
    private static func label(_ kind: Kind, _ number: Int, _ size: Int) -> String {
        if size > shortNamesPast { return String(number) }
        return kind == .kanban ? "Card \(number)" : "Photo \(number)"
    }

    /// The line that moves the focused card on round `round` of a series: to the last column,
    /// then back to the first, and so on. Actions are named, not numbered: a card's action
    /// numbers stay with their columns, so "do 1" in the first column names nothing.
    static func moveLine(round: Int) -> String {
        round.isMultiple(of: 2) ? "do Move to 4" : "do Move to 1"
    }
}
