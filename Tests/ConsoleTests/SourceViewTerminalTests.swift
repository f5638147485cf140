// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TestSupport
import Testing

/// A view of one's own, read from its SwiftUI source and walked in a real terminal: the
/// preview's data through a `ForEach`, a hidden decoration left out, a label a condition
/// chooses flipped and acted on, and the audit's finding heard on the element it concerns.
@Suite(.serialized) struct SourceViewTerminalTests {
    static let pantry = RotorProcess.packageRoot.appending(path: "Tests/ConsoleTests/Fixtures/Pantry")
    static let issue = "A double tap has no accessibility action on the element or around it, and PantryView is placed "
        + "where Rotor cannot follow (or nowhere): check that an action is added there."

    @Test func aViewOfOnesOwnIsWalkedByEar() throws {
        let session = try TerminalSession("open \(Self.pantry.appending(path: "PantryView.swift").path) --no-speech")
        try session.terminal.waitFor("Type welcome to hear this again.")
        // The leaf image is hidden: the heading comes first.
        #expect(try session.printed().prefix(2) == ["PantryView, Pantry view", "Pantry, Heading"])
        // The preview's two items, each row with the finding its double tap has.
        try session.press("Right", prints: ["Rice", "Issue: " + Self.issue])
        try session.press("Right", prints: ["Lentils", "Issue: " + Self.issue])
        try session.press("Right", prints: [
            "Mark stocked, Button", "Changes the shelf's state", "Depends on “isStocked”; type flip to hear the other state.",
        ])
        try session.press("Right", prints: ["Last element"])
        try session.run("flip", prints: [
            "Flipped “isStocked”: the view shows its other branch.",
            "Mark empty, Button", "Changes the shelf's state", "Depends on “isStocked”; type flip to hear the other state.",
        ])
        // The button's action toggles the state its label depends on.
        try session.press("Enter", prints: [
            "Ran “Mark empty”, which changes isStocked.",
            "Mark stocked, Button", "Changes the shelf's state", "Depends on “isStocked”; type flip to hear the other state.",
        ])
        try session.run("flip nothing", prints: ["This view has no condition “nothing”. Its conditions: isStocked."])
        try session.run("issues", prints: [
            "1 issue. Up and Down walk them; Escape closes the list.", Self.issue + " Line 23.",
        ])
        try session.press("Escape", prints: [
            "Issues closed", "Mark stocked, Button", "Changes the shelf's state",
            "Depends on “isStocked”; type flip to hear the other state.",
        ])
        try session.quit()
    }

    /// In the app's own words: its catalog's Spanish; a view with no preview says which of its
    /// words stand for data; a toggle's Enter flips the state its binding names.
    @Test func theAppsCatalogSpeaksAndUnseenDataIsAPlaceholder() throws {
        let session = try TerminalSession(
            "open \(Self.pantry.path) --view ShelfView --lang es --no-speech", lang: "es_ES.UTF-8")
        try session.terminal.waitFor("Mostrar estantes vacíos, Activado, Botón")
        try session.terminal.waitFor("para volver a oír esto.")
        // The divider is hidden; the shelves are data the app supplies, one templated row.
        try session.press("Right", prints: ["marcador de shelf", "Representa datos que la app aporta al ejecutarse."])
        try session.press("Right", prints: ["Último elemento"])
        try session.press("Left", prints: ["Mostrar estantes vacíos, Activado, Botón"])
        try session.press("Enter", prints: [
            "Se ejecutó «Mostrar estantes vacíos», que cambia showsEmpty.", "Mostrar estantes vacíos, Desactivado, Botón",
        ])
        try session.quit()
    }
}
