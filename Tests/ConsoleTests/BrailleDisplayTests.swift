// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Harness
import TestSupport
import Testing

/// Whether BRLTTY, liblouis's translator and tmux are installed.
private let brailleDisplayPartsInstalled =
    ChildProcess.find("brltty") != nil && LouisTool.isInstalled && ChildProcess.find("tmux") != nil

/// `rotor` in a real terminal beside a private BRLTTY whose virtual display the test reads and
/// presses. Every expected cell comes from liblouis's own `lou_translate`, never from Rotor.
@Suite(.serialized, .enabled(if: brailleDisplayPartsInstalled, "needs brltty, lou_translate and tmux"))
struct BrailleDisplayTests {

    /// Starts `rotor` in tmux, reaching `server` (or no BRLTTY at all), with a settings file holding `settings`.
    private func start(_ arguments: String, server: BrailleServer?, settings: String? = nil) throws -> Tmux {
        let state = FileManager.default.temporaryDirectory.appending(path: "rotor-state-\(UUID().uuidString)")
        if let settings {
            let folder = state.appending(path: "config/rotor")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try settings.write(to: folder.appending(path: "settings.json"), atomically: true, encoding: .utf8)
        }
        // Without a server, a host no BRLTTY listens on: the machine's own BRLTTY is never used.
        let host = server?.host ?? ":rotor-nobody-\(UUID().uuidString)"
        let key = server?.keyFile ?? "/nonexistent"
        let command = "env XDG_STATE_HOME=\(state.path) XDG_CONFIG_HOME=\(state.path)/config LANG=C.UTF-8 "
            + "BRLAPI_HOST=\(host) BRLAPI_AUTH=\(key) \(RotorProcess.executable.path) \(arguments); "
            + "echo \"EXITED $?\"; sleep 60"
        let terminal = try Tmux(command: command)
        // Rotor takes the display after it has said its first line: keys pressed before go to BRLTTY.
        if let server { #expect(server.waitForClient() != nil, "Rotor never wrote to the display; BRLTTY logged: \(server.log)") }
        return terminal
    }

    /// The first window a display of `width` cells shows of `text` in `table`: liblouis's cells, cut
    /// after the last blank that fits (a word is not split), padded with blank cells.
    private func window(_ text: String, _ table: String, width: Int, index: Int = 0) throws -> String {
        let cells = Array(try #require(LouisTool.braille(text, table: table)).unicodeScalars)
        var windows: [ArraySlice<Unicode.Scalar>] = []
        var start = 0
        while start < cells.count {
            var end = min(start + width, cells.count)
            if end < cells.count, cells[end] != "\u{2800}", let blank = cells[(start + 1)..<end].lastIndex(of: "\u{2800}") {
                end = blank + 1
            }
            windows.append(cells[start..<end])
            start = end
            while start < cells.count, cells[start] == "\u{2800}" { start += 1 }
        }
        let shown = try #require(windows.indices.contains(index) ? windows[index] : nil)
        return String(String.UnicodeScalarView(shown)) + String(repeating: "\u{2800}", count: width - shown.count)
    }

    /// Waits until the display shows `expected`; records what it showed instead.
    private func expectDisplay(
        _ server: BrailleServer, _ expected: String, timeout: Double = 5, _ comment: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let shown = server.waitForCells(timeout: timeout) { $0 == expected }
        #expect(shown == expected, "\(comment): the display showed \(server.cells)", sourceLocation: sourceLocation)
    }

    /// Kanban in English contracted braille; the line-down key moves focus, as the screen says too.
    @Test func theKanbanCardInEnglishContractedBraille() throws {
        let server = try BrailleServer(width: 40)
        defer { server.stop() }
        let terminal = try start("open kanban --no-speech", server: server, settings: #"{"braille": {"contracted": true}}"#)
        try terminal.waitFor("To do, 3 cards")
        expectDisplay(server, try window("To do, 3 cards", "en-ueb-g2.ctb", width: 40), "the column's header")
        for card in ["Sketch the onboarding", "Write release notes", "Fix the login crash"] {
            server.press("LNDN")
            try terminal.waitFor(card + ", Actions available")
        }
        expectDisplay(server, try window("Fix the login crash actns", "en-ueb-g2.ctb", width: 40), "the third card")
    }

    /// `--lang he`: a Hebrew card's phrase in Hebrew braille, and `lang`'s switch to it too.
    @Test func aHebrewCardInHebrewBraille() throws {
        let server = try BrailleServer(width: 40)
        defer { server.stop() }
        let terminal = try start("open kanban --lang he --no-speech", server: server)
        try terminal.waitFor("3 כרטיסים")
        server.press("LNDN")
        expectDisplay(server, try window("שרטוט תהליך ההצטרפות פעולות", "he-IL.utb", width: 40), "the first card")
    }

    /// A phrase longer than the display is read with its pan keys, a window at a time; past its end
    /// the next element comes.
    @Test func panningAcrossALongPhrase() throws {
        let server = try BrailleServer(width: 20)
        defer { server.stop() }
        let terminal = try start("open kanban --no-speech", server: server)
        try terminal.waitFor("To do, 3 cards")
        server.press("LNDN")
        let phrase = "Sketch the onboarding actns"
        expectDisplay(server, try window(phrase, "en-ueb-g1.ctb", width: 20), "its first window")
        server.press("FWINRT")
        expectDisplay(server, try window(phrase, "en-ueb-g1.ctb", width: 20, index: 1), "its second window")
        server.press("FWINLT")
        expectDisplay(server, try window(phrase, "en-ueb-g1.ctb", width: 20), "back to its first window")
        server.press("FWINRT")
        server.press("FWINRT")
        try terminal.waitFor("Write release notes, Actions available")
        expectDisplay(server, try window("Write release notes actns", "en-ueb-g1.ctb", width: 20), "past the end: the next card")
    }

    /// What a reply says besides the element is flashed, then the element comes back.
    @Test func anAnnouncementIsFlashedThenReplaced() throws {
        let server = try BrailleServer(width: 40)
        defer { server.stop() }
        let terminal = try start("open kanban --no-speech", server: server)
        try terminal.waitFor("To do, 3 cards")
        server.press("LNDN")
        let card = try window("Sketch the onboarding actns", "en-ueb-g1.ctb", width: 40)
        expectDisplay(server, card, "the card")
        server.press("NXDIFLN")
        try terminal.waitFor("Move to Doing")
        expectDisplay(server, try window("Move to Doing", "en-ueb-g1.ctb", width: 40), "the action, flashed")
        expectDisplay(server, card, timeout: 8, "the card again after the flash")
    }

    /// On a grid photo, the next-action key flashes "Select" and a routing key does it.
    @Test func aRoutingKeyActivatesSelectOnAGridPhoto() throws {
        let server = try BrailleServer(width: 40)
        defer { server.stop() }
        let terminal = try start("open photo-grid --no-speech", server: server)
        try terminal.waitFor("Long press a photo")
        server.press("LNDN")
        expectDisplay(server, try window("Photo 1 btn img actns", "en-ueb-g1.ctb", width: 40), "the photo")
        server.press("NXDIFLN")
        expectDisplay(server, try window("Select", "en-ueb-g1.ctb", width: 40), "its action")
        server.press("ROUTE 2")
        try terminal.waitFor("1 selected")
        expectDisplay(server, try window("1 selected", "en-ueb-g1.ctb", width: 40), "what selecting said, flashed")
    }

    /// A routing key over the element activates it, as Enter does.
    @Test func aRoutingKeyOverTheElementActivatesIt() throws {
        let server = try BrailleServer(width: 40)
        defer { server.stop() }
        let terminal = try start("open deck-fan --no-speech", server: server)
        try terminal.waitFor("Card fan, Stacked, Button")
        expectDisplay(server, try window("Card fan Stacked btn", "en-ueb-g1.ctb", width: 40), "the deck")
        server.press("ROUTE 3")
        try terminal.waitFor("Card fan, Fanned, Button")
        expectDisplay(server, try window("Card fan Fanned btn", "en-ueb-g1.ctb", width: 40), "the deck, fanned")
    }

    /// Dots typed on the display's braille keyboard reach the command line, which the display
    /// shows while it holds text; Enter runs it.
    @Test func brailleKeyboardTypingReachesTheCommandLine() throws {
        let server = try BrailleServer(width: 40)
        defer { server.stop() }
        let terminal = try start("open kanban --no-speech", server: server)
        try terminal.waitFor("To do, 3 cards")
        server.press("PASSDOTS 29")  // dots 1 3 4 5: n
        try terminal.waitFor("rotor> n")
        // The line, uncontracted, with BRLTTY's cursor (dots 7 and 8) in the cell after it.
        let typed = try #require(LouisTool.braille("n", table: "en-ueb-g1.ctb"))
        expectDisplay(server, typed + "\u{28C0}" + String(repeating: "\u{2800}", count: 40 - typed.count - 1), "the line and its cursor")
        server.press("PASSDOTS 21")  // dots 1 3 5: o
        try terminal.waitFor("rotor> no")
        // A routing key over the line moves the cursor to that character (the o).
        server.press("ROUTE 1")
        let cells = Array(try #require(LouisTool.braille("no", table: "en-ueb-g1.ctb")).unicodeScalars)
        let underO = String(String.UnicodeScalarView([cells[0], Unicode.Scalar(cells[1].value | 0xC0) ?? " "]))
        expectDisplay(server, underO + String(repeating: "\u{2800}", count: 38), "the cursor under the o")
        server.press("KEY_BACKSPACE")
        try terminal.waitFor("rotor> o")
        server.press("PASSDOTS 29")
        try terminal.waitFor("rotor> no")
        server.press("KEY_END")
        server.press("KEY_BACKSPACE")
        try terminal.waitFor("rotor> n")
        server.press("KEY_ENTER")
        try terminal.waitFor("Sketch the onboarding, Actions available")
        expectDisplay(server, try window("Sketch the onboarding actns", "en-ueb-g1.ctb", width: 40), "the line run, the card shown")
    }

    /// BRLTTY stopping under `braille on` is said once; Rotor goes on speaking and printing, and
    /// `braille on` again takes the display of a BRLTTY started since.
    @Test func whenBRLTTYStopsRotorGoesOnAndSaysSoOnce() throws {
        let first = try BrailleServer(width: 40)
        let terminal = try start("open kanban --no-speech", server: first, settings: #"{"braille": {"mode": "on"}}"#)
        try terminal.waitFor("To do, 3 cards")
        first.stop()
        try terminal.waitFor("The braille display is gone: BRLTTY closed the connection.")
        try terminal.type("next")
        try terminal.send("Enter")
        let screen = try terminal.waitFor("Sketch the onboarding, Actions available")
        #expect(screen.components(separatedBy: "The braille display is gone").count == 2, "said once")
        let second = try BrailleServer(width: 40, replacing: first)
        defer {
            second.stop()
            first.removeFiles()
        }
        try terminal.type("braille on")
        try terminal.send("Enter")
        expectDisplay(second, try window("Braille on", "en-ueb-g1.ctb", width: 40), "BRLTTY started again: the display is Rotor's")
    }

    /// Without BRLTTY nothing is said about braille; `braille on` then says once why not.
    @Test func withoutBRLTTYOnlyBrailleOnSaysSo() throws {
        let terminal = try start("open kanban --no-speech", server: nil)
        try terminal.waitFor("To do, 3 cards")
        try terminal.type("next")
        try terminal.send("Enter")
        try terminal.waitFor("Sketch the onboarding, Actions available")
        #expect(!(try terminal.history().joined(separator: "\n").contains("braille")))
        try terminal.type("braille on")
        try terminal.send("Enter")
        let screen = try terminal.waitFor("No braille display: BRLTTY is not running")
        #expect(screen.components(separatedBy: "No braille display").count == 2, "said once")
    }
}
