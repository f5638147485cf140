// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import TestSupport
import Testing

/// A daily screen-reader user's session in a real terminal: positions, the photo in front,
/// actions by their words with Tab, stable numbers right to left, a
/// recovery's time in words, and the fastest rate.
@Suite(.serialized) struct DailyUseTerminalTests {
    @Test func whereCountsTheColumnsCards() throws {
        let session = try TerminalSession("open kanban --no-speech")
        try session.terminal.waitFor("To do, 3 cards")
        try session.press("Right", prints: ["Sketch the onboarding, Actions available"])
        try session.run("where", prints: ["Kanban board, To do, 1 of 3", "left column"])
        try session.press("Up", "Enter", prints: ["Move to Done", "Moved to Done", "To do, 2 cards", "Done, 1 card"])
        try session.run("where", prints: ["Kanban board, Done, 1 of 1", "right column"])
        try session.quit()
    }

    @Test func thePhotoInFrontIsSaidAndFound() throws {
        let session = try TerminalSession("open photo-board --no-speech")
        try session.terminal.waitFor("Lisbon, Image, Actions available")
        try session.run("where", prints: ["Photo board, Board, 1 of 5", "top left of the board, partly under Oslo"])
        try session.run("front", prints: ["Cairo, Image, Actions available", "bottom centre of the board, in front"])
        try session.press("Enter", prints: ["Cairo is already in front"])
        try session.quit()
    }

    /// `do mo` and Tab stops before the space; ` top l` and Tab completes the name; `do`
    /// takes words anywhere in it.
    @Test func tabCompletesActionsWithoutADoubleSpace() throws {
        let session = try TerminalSession("open snap-corner --no-speech")
        try session.terminal.waitFor("On a call")
        try session.press("End", prints: ["Your camera, bottom right, Actions available"])
        try session.terminal.type("do mo")
        try session.terminal.send("Tab")
        try session.waitForLine("do Move to")
        try session.terminal.type(" top l")
        try session.terminal.send("Tab")
        try session.waitForLine("do Move to top left")
        try session.press("Enter", prints: ["Your camera, top left, Actions available"])
        try session.run("do bottom right", prints: ["Your camera, bottom right, Actions available"])
        try session.quit()
    }

    /// Right to left, `actions` numbers the corners and each keeps its number after a move.
    @Test func actionNumbersStayRightToLeft() throws {
        let session = try TerminalSession("open snap-corner --no-speech --direction rtl")
        try session.terminal.waitFor("On a call")
        try session.press("End", prints: ["Your camera, bottom left, Actions available"])
        try session.run("actions", prints: ["Actions: 1, Move to top right. 2, Move to top left. 3, Move to bottom right."])
        try session.run("do 2", prints: ["Your camera, top left, Actions available"])
        try session.run("actions", prints: ["Actions: 1, Move to top right. 3, Move to bottom right. 4, Move to bottom left."])
        try session.run("do 1", prints: ["Your camera, top right, Actions available"])
        try session.quit()
    }

    /// Changes kept by a session begun on January 2 at 14:17 UTC are offered with the month,
    /// day and time, not an ISO timestamp.
    @Test func aRecoverysTimeIsSaidInWords() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-recovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let board = #"{"kind": "kanban", "columns": [{"id": "a", "title": "Plans", "cards": [{"id": "1", "title": "Kept"}]}]}"#
        let file = folder.appending(path: "tasks.json")
        try board.write(to: file, atomically: true, encoding: .utf8)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let year = calendar.component(.year, from: Date())
        let kept = try #require(calendar.date(from: DateComponents(year: year, month: 1, day: 2, hour: 14, minute: 17)))
        // A journal of that session, holding a change the file does not (docs/boards.md).
        let journal = #"{"rotorJournal":1,"base":null,"session":"earlier","opened":\#(Int(kept.timeIntervalSince1970))}"# + "\n"
            + #"{"n":1,"change":{"intent":{"kanban":"renameCard","card":"1","title":"Kept and renamed"},"said":"renamed Kept to Kept and renamed"}}"# + "\n"
        try journal.write(to: folder.appending(path: ".tasks.json.rotor-journal-earlier"), atomically: true, encoding: .utf8)
        let session = try TerminalSession("open \(file.path) --no-speech", environment: "TZ=UTC")
        try session.terminal.waitFor("January 2 at 2:17\u{202F}PM")
        #expect(try !session.printed().joined().contains("T14:17"))
        try session.quit()
    }

    @Test func theRateGoesUpToThirteenHundredAndFifty() throws {
        let session = try TerminalSession("open kanban --no-speech")
        try session.terminal.waitFor("To do, 3 cards")
        try session.run("rate 1350", prints: ["Rate 1,350"])
        try session.run("rate 1351", prints: ["'1351' is not a number from 80 to 1,350"])
        try session.quit()
    }
}
