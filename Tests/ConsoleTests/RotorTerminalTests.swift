// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import TestSupport
import Testing

/// The rotor in a real terminal: Control-Right turns it, Down moves by its unit, Space says
/// where the review is (twice: spelled), `spell`, and `review` (Control-X V).
@Suite(.serialized) struct RotorTerminalTests {
    /// "Kyoto" character by character in English, then "o, oscar" on a second Space, and the
    /// whole name spelled.
    @Test func kyotoIsSpelledCharacterByCharacter() throws {
        let session = try TerminalSession("open photo-board --no-speech")
        try session.terminal.waitFor("Lisbon, Image, Actions available")
        try session.press("Right", "Right", prints: ["Oslo, Image, Actions available", "Kyoto, Image, Actions available"])
        try session.press("C-Right", "C-Right", "C-Right", "C-Right", prints: ["Containers", "Lines", "Words", "Characters"])
        try session.press("Down", "Down", "Down", "Down", "Down", prints: ["K", "y", "o", "t", "o"])
        try session.press("Space", prints: ["o"])
        try session.press("Space", prints: ["o, oscar"])
        try session.press("Up", prints: ["t"])
        try session.waitForLine("")
        try session.run("spell", prints: ["K y o t o"])
        // Turned back to actions, Down chooses an action again.
        try session.press("C-Left", "C-Left", "C-Left", "C-Left", prints: ["Words", "Lines", "Containers", "Actions"])
        try session.press("Down", prints: ["Bring to front"])
        try session.quit()
    }

    /// A Hebrew title, in a Hebrew session, spelled letter by letter.
    @Test func aHebrewTitleIsSpelledInHebrew() throws {
        let board = FileManager.default.temporaryDirectory.appending(path: "rotor-hebrew-\(UUID().uuidString).json")
        try #"{"kind": "kanban", "columns": [{"id": "a", "title": "משימות", "cards": [{"id": "1", "title": "שלום"}]}]}"#
            .write(to: board, atomically: true, encoding: .utf8)
        let session = try TerminalSession("open \(board.path) --no-speech --lang he")
        try session.terminal.waitFor("משימות")
        try session.terminal.send("Right")
        try session.terminal.waitFor("שלום")
        try session.terminal.type("spell")
        try session.terminal.send("Enter")
        try session.terminal.waitFor("ש ל ו ם")
        try session.quit()
    }

    /// Control-X V reviews what was said last, word by word; moving the focus goes back to the
    /// focused element's words.
    @Test func theLastThingSaidIsReviewedByWord() throws {
        let session = try TerminalSession("open kanban --no-speech")
        try session.terminal.waitFor("To do, 3 cards")
        try session.press("Right", prints: ["Sketch the onboarding, Actions available"])
        try session.press("Down", "Down", prints: ["Move to Doing", "Move to Done"])
        try session.press("Enter", prints: ["Moved to Done", "To do, 2 cards", "Done, 1 card"])
        try session.press("C-x", "v", prints: ["Moved"])
        try session.press("Down", "Down", "Down", prints: ["to", "Done", "To"])
        try session.press("Home", prints: ["To do, 2 cards"])
        try session.press("Down", "Down", prints: ["To", "do"])
        try session.quit()
    }
}
