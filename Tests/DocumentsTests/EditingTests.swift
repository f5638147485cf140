// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Harness
import TestSupport
import Testing
import Widgets

/// A person's board edited through `rotor open FILE`: the card actions "Move down" and
/// "Delete", `add-column`, `undo` and `redo`, each said and on disk at once; a folder of images
/// opened as a photo grid; the 1,000,000-card limit.
@Suite struct EditingTests {
    let folder: URL

    init() throws {
        folder = RotorProcess.isolatedConfiguration()
    }

    /// A starter board with two cards in To do: "First", then "Second".
    private func board() throws -> String {
        let path = folder.appending(path: "tasks.json").path
        #expect(try RotorProcess.run(["new", "kanban", path]).status == 0)
        let added = try RotorProcess.run(["open", path, "--no-speech"], input: "add First\nadd Second\n")
        #expect(added.status == 0)
        return path
    }

    /// The cards of each column on disk, by title.
    private func columns(_ path: String) throws -> [String: [String]] {
        let (document, _, _) = try DocumentFile.read(path)
        guard case .kanban(let board) = document else { return [:] }
        return Dictionary(uniqueKeysWithValues: board.columns.map { column in
            (column.title.verbatimText, column.cards.map { $0.title.verbatimText })
        })
    }

    /// Runs a script on the board; its lines after the opening two (the name and the first element).
    private func run(_ path: String, _ script: String) throws -> [String] {
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: script)
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        return Array(result.standardOutput.split(separator: "\n").map(String.init).dropFirst(2))
    }

    @Test func moveDownIsSaidAndSaved() throws {
        let path = try board()
        let lines = try run(path, "next\nactions\ndo Move down\n")
        #expect(lines == [
            "First, Actions available",
            "Actions: 1, Move to Doing. 2, Move to Done. 3, Move down. 4, Delete.",
            "Moved down", "tasks.json, Kanban board, To do, 2 of 2", "left column",
        ])
        #expect(try columns(path)["To do"] == ["Second", "First"])
        // At the bottom of its column a card has no "Move down", only "Move up".
        let last = try run(path, "find First\nactions\n")
        #expect(last.last == "Actions: 1, Move to Doing. 2, Move to Done. 3, Move up. 4, Delete.")
    }

    /// The card action "Delete", as Enter on it in the actions would do: said like the `delete`
    /// command, saved, and undone.
    @Test func theDeleteActionIsSaidSavedAndUndone() throws {
        let path = try board()
        let lines = try run(path, "next\ndo Delete\n")
        #expect(lines == ["First, Actions available", "Deleted First", "Second, Actions available", "To do, 1 card"])
        #expect(try columns(path)["To do"] == ["Second"])
        let undone = try run(path, "next\ndo Delete\nundo\n")
        #expect(undone.suffix(3) == ["Undid: deleted Second", "Second, Actions available", "To do, 1 card"])
        #expect(try columns(path)["To do"] == ["Second"], "the undo is on disk")
    }

    @Test func addColumnUndoAndRedoAreSaidAndSaved() throws {
        let path = try board()
        let lines = try run(path, "add-column Later\nundo\nredo\nredo\n")
        #expect(lines == [
            "Added column Later", "To do, 2 cards", "Later, 0 cards",
            "Undid: added column Later", "To do, 2 cards",
            "Redid: added column Later", "Later, 0 cards",
            "Nothing to redo",
        ])
        #expect(try columns(path)["Later"] == [], "the redone column is on disk")
        #expect(try columns(path).count == 4)
    }

    /// Redo after undo puts the change back, on disk too, and the focus on what it touched.
    @Test func redoPutsAnUndoneMoveBack() throws {
        let path = try board()
        let lines = try run(path, "next\ndo Move to Done\nundo\nredo\nwhere\n")
        #expect(lines == [
            "First, Actions available",
            "Moved to Done", "To do, 1 card", "Done, 1 card",
            "Undid: moved First to Done", "First, Actions available", "To do, 2 cards", "Done, 0 cards",
            "Redid: moved First to Done", "First, Actions available", "To do, 1 card", "Done, 1 card",
            "tasks.json, Kanban board, Done, 1 of 1", "right column",
        ])
        #expect(try columns(path)["Done"] == ["First"])
        #expect(try columns(path)["To do"] == ["Second"])
    }
}

extension LocalizableText {
    /// The person's own words, or the catalog key for a catalog text.
    var verbatimText: String {
        switch self {
        case .verbatim(let words): words
        case .catalog(let key, _): key
        }
    }
}
