// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Testing
import TestSupport

/// `rotor transcript` of a seed's SwiftUI source says what `rotor transcript` of Rotor's own demo
/// of it says, where the seed's preview data is the demo's data: the same phrases, hints and
/// order, in English and Spanish, left to right and right to left.
@Suite struct SourceTranscriptTests {
    static let seeds = RotorProcess.packageRoot.appending(path: "Tests/AuditTests/Fixtures/Seeds")

    /// The seed's file, the demo, and whether the demo's words are the seed's in that language.
    /// The seeds keep their data in English literals (card titles, city names): in Spanish their
    /// data is compared with a board of that English data, not with the demo, whose data is
    /// translated.
    static let pairs: [(seed: String, demo: String)] = [
        ("KanbanBoard", "kanban"), ("MorphDeckFan", "deck-fan"), ("PhotoMultiSelectGrid", "photo-grid"),
        ("ScatteredPhotoBoard", "photo-board"), ("SnapCornerDraggable", "snap-corner"),
    ]

    static func transcript(_ target: String, _ language: String, _ direction: String) throws -> String {
        let run = try RotorProcess.run(["transcript", target, "--lang", language, "--direction", direction])
        #expect(run.status == 0, "\(target): \(run.standardError)")
        #expect(run.standardError.isEmpty, "\(target): \(run.standardError)")
        return run.standardOutput
    }

    @Test(arguments: pairs, ["ltr", "rtl"])
    func englishSourceSaysWhatTheDemoSays(pair: (seed: String, demo: String), direction: String) throws {
        let source = try Self.transcript(Self.seeds.appending(path: pair.seed + ".swift").path, "en", direction)
        let demo = try Self.transcript(pair.demo, "en", direction)
        #expect(!source.isEmpty)
        #expect(source == demo)
    }

    /// In Spanish, the components whose data is no words of Rotor's (a deck's and a grid's are
    /// numbered) match the demo.
    @Test(arguments: ["MorphDeckFan": "deck-fan", "PhotoMultiSelectGrid": "photo-grid"].sorted { $0.key < $1.key }, ["ltr", "rtl"])
    func spanishSourceSaysWhatTheDemoSays(pair: (key: String, value: String), direction: String) throws {
        let source = try Self.transcript(Self.seeds.appending(path: pair.key + ".swift").path, "es", direction)
        #expect(source == (try Self.transcript(pair.value, "es", direction)))
    }

    /// The Kanban board and the photo board hold the seed's English data: a board file with the
    /// same data, read in Spanish, says what the source says in Spanish (Rotor's words in
    /// Spanish, the data as the seed wrote it).
    @Test(arguments: ["ltr", "rtl"])
    func spanishSourceSaysWhatABoardOfTheSeedsDataSays(direction: String) throws {
        let folder = try TemporaryDirectory(prefix: "rotor-seed-data")
        defer { folder.remove() }
        let kanban = folder.file("kanban.json")
        try Data("""
            {"kind": "kanban", "columns": [
              {"id": "todo", "title": "To do", "cards": [
                {"id": "1", "title": "Sketch the onboarding"}, {"id": "2", "title": "Write release notes"},
                {"id": "3", "title": "Fix the login crash"}]},
              {"id": "doing", "title": "Doing", "cards": [{"id": "4", "title": "Record the previews"}]},
              {"id": "done", "title": "Done", "cards": []}]}
            """.utf8).write(to: kanban)
        let source = try Self.transcript(Self.seeds.appending(path: "KanbanBoard.swift").path, "es", direction)
        #expect(source.hasPrefix("To do, 3 tarjetas\nSketch the onboarding, Acciones disponibles\n"), "\(source)")
        #expect(source == (try Self.transcript(kanban.path, "es", direction)))
        let photos = folder.file("photos.json")
        let made = try RotorProcess.run(["new", "photo-board", photos.path, "--lang", "en"])
        #expect(made.status == 0, "\(made.standardError)")
        let board = try Self.transcript(Self.seeds.appending(path: "ScatteredPhotoBoard.swift").path, "es", direction)
        #expect(board.hasPrefix("Lisbon, Imagen, Acciones disponibles"), "\(board)")
        #expect(board == (try Self.transcript(photos.path, "es", direction)))
    }

    /// The snapping tile's seed builds its corner words from English literals
    /// (`"\(isTop ? "top" : "bottom") \(isLeft ? "left" : "right")"`, a `String`, not a key), so a
    /// Spanish app built from it says "bottom right" where Rotor's demo says "abajo a la
    /// derecha": the source reader tells the truth about the seed.
    @Test func theSnappingTilesCornerWordsAreTheSeedsEnglish() throws {
        let source = try Self.transcript(Self.seeds.appending(path: "SnapCornerDraggable.swift").path, "es", "ltr")
        #expect(source.contains("Tu cámara, bottom right, Acciones disponibles"), "\(source)")
        #expect((try Self.transcript("snap-corner", "es", "ltr")).contains("Tu cámara, abajo a la derecha, Acciones disponibles"))
    }

    static let pantry = RotorProcess.packageRoot.appending(path: "Tests/ConsoleTests/Fixtures/Pantry")

    /// The JSON transcript of a view read from source says, for a pull request's reviewer, where
    /// each element is written, what condition chose its words and what the audit found on it.
    @Test func theJSONTranscriptCarriesConditionsAndIssues() throws {
        let run = try RotorProcess.run(["transcript", Self.pantry.appending(path: "PantryView.swift").path, "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["label"] as? String } == ["Pantry", "Rice", "Lentils", "Mark stocked"])
        let facts = entries.map { $0["source"] as? [String: Any] }
        #expect(facts.allSatisfy { ($0?["file"] as? String)?.hasSuffix("PantryView.swift") == true })
        #expect(facts[3]?["conditions"] as? [String] == ["isStocked"])
        #expect(facts[3]?["line"] as? Int == 25)
        for row in [1, 2] {
            let issues = facts[row]?["issues"] as? [String] ?? []
            #expect(issues.count == 1 && issues[0].hasPrefix("A double tap has no accessibility action"), "\(issues)")
        }
        #expect((facts[0]?["issues"] as? [String])?.isEmpty == true)
        // A demo's transcript has no such facts.
        let demo = try RotorProcess.run(["transcript", "kanban", "--format", "json"])
        #expect(!demo.standardOutput.contains("\"source\""))
    }

    /// A `ContentUnavailableView` is its title and description, its image left out.
    @Test func anUnavailableViewIsItsTitleAndDescription() throws {
        let run = try RotorProcess.run(["transcript", Self.pantry.path, "--view", "EmptyShelfView"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "No shelves\nAdd a shelf to start.\n")
    }
}
