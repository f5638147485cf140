// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// The first hour by ear, in a real terminal: the orientation once, help and the history walked
/// line by line, a column read to its end and no further, the focus back where it was after
/// switching screens, and commands in Spanish.
@Suite(.serialized) struct LearnByEarTerminalTests {
    @Test func theFirstHourByEar() throws {
        let first = try TerminalSession("open kanban --no-speech")
        // The first start: the first element, then how to move, act, get help and quit.
        try first.terminal.waitFor("Type welcome to hear this again.")
        #expect(try first.printed() == [
            "Kanban board", "To do, 3 cards",
            "Welcome to Rotor. Right and Left arrows move from element to element, Page Down and Page Up from group to group.",
            "Enter activates the focused element; Down and Up choose among its actions first.",
            "F1 or help opens help, a line at a time; Shift-F1 or help here says what the focused element is and what you can do with it.",
            "Control-D or quit ends the session. Type welcome to hear this again.",
        ])
        // Help, walked a line at a time: the focused element first, then the commands by group.
        try first.terminal.send("F1")
        try first.terminal.waitFor("The focused element (help here):")
        let opened = try first.printed().suffix(2)
        #expect(opened.first?.hasPrefix("Help, ") == true && opened.first?.hasSuffix(
            " lines. Down and Up go line by line, Page Down and Page Up by group; Escape closes it.") == true, "\(opened)")
        try first.press("Down", prints: ["To do, 3 cards"])
        try first.press("Down", prints: ["Text. Kanban board, To do, left column"])
        try first.press("NPage", prints: ["Moving around (help navigation):"])
        try first.press("Down", prints: ["next (n): Move to the next element."])
        try first.press("Up", prints: ["Moving around (help navigation):"])
        try first.press("Escape", prints: ["Help closed", "To do, 3 cards"])
        // The history, from the latest back, one thing at a time.
        try first.press("Right", prints: ["Sketch the onboarding, Actions available"])
        try first.press("Right", prints: ["Write release notes, Actions available"])
        try first.press("S-F3", prints: [
            "History, 8 things said, the latest last. Up goes back, Down forward; Escape closes it.",
            "Write release notes, Actions available",
        ])
        try first.press("Up", prints: ["Sketch the onboarding, Actions available"])
        try first.press("Up", prints: ["Control-D or quit ends the session. Type welcome to hear this again."])
        try first.press("Down", prints: ["Sketch the onboarding, Actions available"])
        try first.press("Escape", prints: ["History closed", "Write release notes, Actions available"])
        // The column, from its header to its last card, and not the next column.
        try first.press("S-F4", prints: [
            "To do, 3 cards", "Sketch the onboarding, Actions available", "Write release notes, Actions available",
            "Fix the login crash, Actions available",
        ])
        // Another screen and back: the focus is on the card say-all left it on.
        try first.press("F7", prints: ["Snap corner", "On a call"])
        try first.press("F6", prints: ["Kanban board", "Fix the login crash, Actions available"])
        try first.quit()
        let saved = try String(contentsOf: first.settingsFile, encoding: .utf8)
        #expect(saved.contains("\"oriented\": true"), "\(saved)")

        // The next start says no orientation; in Spanish, the Spanish words work.
        let later = try TerminalSession("open kanban --no-speech --lang es", state: first.state)
        try later.terminal.waitFor("Por hacer, 3 tarjetas")
        try later.press("Right", prints: ["Esbozar la bienvenida, Acciones disponibles"])
        #expect(try later.printed() == ["Tablero Kanban", "Por hacer, 3 tarjetas", "Esbozar la bienvenida, Acciones disponibles"])
        try later.run("acciones", prints: ["Acciones: 1, Mover a En curso. 2, Mover a Hecho."])
        try later.terminal.type("detalle a")
        try later.terminal.send("Tab")
        try later.waitForLine("detalle alto")
        try later.press("Enter", prints: ["Nivel de detalle alto", "Esbozar la bienvenida, Acciones disponibles"])
        try later.run("columna hecho", prints: ["Hecho, 0 tarjetas"])
        try later.quit()
    }
}
