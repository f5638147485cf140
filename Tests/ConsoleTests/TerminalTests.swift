// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import TestSupport
import Testing

/// `rotor` in a real terminal (tmux): keys in, screen out.
@Suite(.serialized) struct TerminalTests {
    private func start(_ arguments: String) throws -> (Tmux, URL) {
        let state = FileManager.default.temporaryDirectory.appending(path: "rotor-state-\(UUID().uuidString)")
        let command = "env XDG_STATE_HOME=\(state.path) XDG_CONFIG_HOME=\(state.path)/config LANG=C.UTF-8 \(RotorProcess.executable.path) \(arguments); "
            + "echo \"EXITED $?\"; echo \"TTY $(stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon)\"; sleep 60"
        return (try Tmux(command: command), state)
    }

    @Test func arrowsAndEnterAloneOperateEveryComponent() throws {
        let (terminal, _) = try start("--no-speech")
        try terminal.waitFor("Lisbon, Image, Actions available")
        // Photo board → photo grid: select two photos.
        for _ in 0..<5 { try terminal.send("Right") }
        try terminal.waitFor("Long press a photo")
        try terminal.send("Right")
        try terminal.send("Down")
        try terminal.waitFor("Select")
        try terminal.send("Enter")
        try terminal.waitFor("1 selected")
        try terminal.send("Right")
        try terminal.send("Enter")
        try terminal.waitFor("2 selected")
        // On to the deck: fan it.
        try terminal.send("End")
        try terminal.send("Right")
        try terminal.waitFor("Card fan, Stacked, Button")
        try terminal.send("Enter")
        try terminal.waitFor("Card fan, Fanned, Button")
        // Kanban: move the first card to Done.
        try terminal.send("Right")
        try terminal.send("Right")
        try terminal.waitFor("Sketch the onboarding, Actions available")
        try terminal.send("Down")
        try terminal.send("Down")
        try terminal.waitFor("Move to Done")
        try terminal.send("Enter")
        try terminal.waitFor("Done, 1 card")
        // The call tile to the top left.
        try terminal.send("End")
        try terminal.send("Right")
        try terminal.waitFor("On a call")
        try terminal.send("End")
        try terminal.send("Down")
        try terminal.waitFor("Move to top left")
        try terminal.send("Enter")
        try terminal.waitFor("Your camera, top left")
        try terminal.send("C-d")
        let screen = try terminal.waitFor("TTY ")
        #expect(screen.contains("Goodbye\nEXITED 0"))
        #expect(screen.contains("TTY icanon"), "the terminal is back in canonical mode")
    }

    /// `rotor --lang he` and `--lang ar` start the tour in Hebrew and Arabic, right to left:
    /// the tile's trailing corner is on the left. (tmux keeps a zero-width isolate with the cell
    /// before it, so one at the start of a line is not on its screen: the words are matched.)
    @Test(arguments: [
        ("he", "תמונה, פעולות זמינות", "המצלמה שלך, \u{2068}למטה משמאל", "להתראות"),
        ("ar", "صورة، إجراءات متاحة", "كاميرتك، \u{2068}أسفل اليسار", "إلى اللقاء"),
    ])
    func theTourStartsInHebrewAndArabic(language: String, first: String, tile: String, goodbye: String) throws {
        let (terminal, _) = try start("--lang \(language) --no-speech")
        try terminal.waitFor(first)
        try terminal.type("screen snap-corner")
        try terminal.send("Enter")
        try terminal.send("End")
        try terminal.waitFor(tile)
        try terminal.send("C-d")
        let screen = try terminal.waitFor("TTY ")
        #expect(screen.contains(goodbye + "\nEXITED 0"))
    }

    /// The lines Rotor printed so far (not the prompt's).
    private func printed(_ terminal: Tmux) throws -> [String] {
        try terminal.history().filter { !$0.hasPrefix("rotor>") && !$0.isEmpty }
    }

    /// Sends a key and waits until Rotor has printed `expected` after what it had printed.
    private func press(_ key: String, _ terminal: Tmux, prints expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try printed(terminal).count
        try terminal.send(key)
        let deadline = Date().addingTimeInterval(10)
        var lines = try printed(terminal)
        while lines.count < before + expected.count, Date() < deadline {
            usleep(20_000)
            lines = try printed(terminal)
        }
        #expect(Array(lines.dropFirst(before)) == expected, "after \(key)", sourceLocation: sourceLocation)
    }

    /// Every navigation key on an empty line: Left, Up, Page Down and Page Up, Home, End, Space.
    @Test func theNavigationKeysOnAnEmptyLine() throws {
        let (terminal, _) = try start("open kanban --no-speech")
        try terminal.waitFor("To do, 3 cards")
        try press("Right", terminal, prints: ["Sketch the onboarding, Actions available"])
        try press("Right", terminal, prints: ["Write release notes, Actions available"])
        try press("Left", terminal, prints: ["Sketch the onboarding, Actions available"])
        try press("Down", terminal, prints: ["Move to Doing"])
        try press("Down", terminal, prints: ["Move to Done"])
        try press("Up", terminal, prints: ["Move to Doing"])
        try press("NPage", terminal, prints: ["Doing, 1 card"])
        try press("NPage", terminal, prints: ["Done, 0 cards"])
        try press("PPage", terminal, prints: ["Doing, 1 card"])
        try press("Home", terminal, prints: ["To do, 3 cards"])
        try press("Left", terminal, prints: ["First element"])
        try press("End", terminal, prints: ["Drop cards here"])
        try press("Space", terminal, prints: ["Drop cards here"])
        // Up chose an action: Enter does it (the card is Sketch the onboarding, chosen again).
        try press("Home", terminal, prints: ["To do, 3 cards"])
        try press("Right", terminal, prints: ["Sketch the onboarding, Actions available"])
        try press("Up", terminal, prints: ["Move to Done"])
        try press("Enter", terminal, prints: ["Moved to Done", "To do, 2 cards", "Done, 1 card"])
        try terminal.send("C-d")
        try terminal.waitFor("EXITED 0")
    }

    /// F5 and Control-X O play the sound map and leave the focus where it was.
    @Test func theOverviewKeysPlayTheSoundMapAndKeepTheFocus() throws {
        let (terminal, _) = try start("open kanban --no-speech")
        try terminal.waitFor("To do, 3 cards")
        try press("Right", terminal, prints: ["Sketch the onboarding, Actions available"])
        try press("F5", terminal, prints: ["Sound map, 8 elements"])
        try press("C-x", terminal, prints: [])
        try press("o", terminal, prints: ["Sound map, 8 elements"])
        try press("Space", terminal, prints: ["Sketch the onboarding, Actions available"])
        try terminal.send("C-d")
        try terminal.waitFor("EXITED 0")
    }

    /// Waits until the line being typed (the last prompt line) is `text` (no trailing space).
    private func waitForLine(_ text: String, _ terminal: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = Date().addingTimeInterval(10)
        var line = ""
        while Date() < deadline {
            line = try terminal.screen().components(separatedBy: "\n").last { $0.hasPrefix("rotor>") } ?? ""
            // tmux drops the spaces at the end of a line it shows.
            if line == String(("rotor> " + text).reversed().drop { $0 == " " }.reversed()) { return }
            usleep(20_000)
        }
        Issue.record("the line is '\(line)', not 'rotor> \(text)'", sourceLocation: sourceLocation)
    }

    /// With text on the line the same keys edit it, as readline always does; Up and Down read
    /// the line and never replace it (a stray letter then Up recalled `undo`, and Enter ran it);
    /// Control-G drops the line, as the key table says; Page Down still moves by group.
    @Test func withTextOnTheLineTheKeysEditItUpNeverReplacesItAndControlGDropsIt() throws {
        let (terminal, _) = try start("open kanban --no-speech")
        try terminal.waitFor("To do, 3 cards")
        try terminal.type("undo")
        try terminal.send("Enter")
        try terminal.waitFor("Nothing to undo")
        // Home goes to the start of the line, End to its end, Space inserts a space.
        try terminal.type("ext")
        try terminal.send("Home")
        try terminal.type("n")
        try waitForLine("next", terminal)
        try terminal.send("End")
        try terminal.send("Space")
        try terminal.type("please")
        try waitForLine("next please", terminal)
        // Up and Down leave the line as typed: no earlier command comes back.
        try press("Up", terminal, prints: [])
        try press("Down", terminal, prints: [])
        try waitForLine("next please", terminal)
        // Control-G drops it; nothing is run.
        try press("C-g", terminal, prints: [])
        try waitForLine("", terminal)
        // A stray letter, then Up and Enter: the letter is what runs, not `undo` from the history.
        try terminal.type("w")
        try terminal.send("Up")
        try waitForLine("w", terminal)
        try press("Enter", terminal, prints: ["Kanban board, To do", "left column"])
        // Control-P, readline's own history key, still recalls the history when asked.
        try terminal.send("C-p")
        try waitForLine("w", terminal)
        try terminal.send("C-p")
        try waitForLine("undo", terminal)
        try terminal.send("C-c")
        try waitForLine("", terminal)
        // Page Down moves by group whatever is on the line, and leaves the line alone.
        try terminal.type("fi")
        try press("NPage", terminal, prints: ["Doing, 1 card"])
        try waitForLine("fi", terminal)
        try terminal.send("C-c")
        try terminal.send("C-d")
        try terminal.waitFor("EXITED 0")
    }

    @Test func typedCommandsTabCompletionAndCtrlC() throws {
        let (terminal, _) = try start("open snap-corner --no-speech --lang es")
        try terminal.waitFor("En una llamada")
        try terminal.type("direc")
        try terminal.send("Tab")
        try terminal.type("r")
        try terminal.send("Tab")
        // The Spanish word when it fits what was typed, as the session's language has it.
        try terminal.waitFor("rotor> dirección rtl")
        try terminal.send("Enter")
        try terminal.waitFor("De derecha a izquierda")
        try terminal.type("last")
        try terminal.send("Enter")
        try terminal.waitFor("Tu cámara, abajo a la izquierda")
        try terminal.type("do Mover arriba a la i")
        try terminal.send("Tab")
        try terminal.waitFor("rotor> do Mover arriba a la izquierda")
        try terminal.send("Enter")
        try terminal.waitFor("Tu cámara, arriba a la izquierda")
        // Ctrl-C drops the half-typed line and keeps the session.
        try terminal.type("nxt")
        try terminal.waitFor("rotor> nxt")
        try terminal.send("C-c")
        usleep(300_000)
        try terminal.type("nxt")
        try terminal.send("Enter")
        try terminal.waitFor("Comando desconocido 'nxt'. ¿Querías decir 'next'?")
        // With text on the line the arrows edit it: Left moves the cursor, not the focus.
        try terminal.type("rea")
        try terminal.send("Left")
        try terminal.type("X")
        try terminal.send("Enter")
        try terminal.waitFor("Comando desconocido 'rexa'")
        try terminal.type("quit")
        try terminal.send("Enter")
        let screen = try terminal.waitFor("EXITED 0")
        #expect(screen.contains("Adiós"))
    }

    @Test func historyIsKeptAcrossSessions() throws {
        let (first, state) = try start("open kanban --no-speech")
        try first.waitFor("To do, 3 cards")
        try first.type("where")
        try first.send("Enter")
        try first.waitFor("Kanban board, To do")
        try first.send("C-d")
        try first.waitFor("EXITED 0")
        let saved = try String(contentsOf: state.appending(path: "rotor/history"), encoding: .utf8)
        #expect(saved.contains("where"))
        let command = "env XDG_STATE_HOME=\(state.path) \(RotorProcess.executable.path) open kanban --no-speech; sleep 60"
        let second = try Tmux(command: command)
        try second.waitFor("To do, 3 cards")
        try second.send("C-p")
        try second.waitFor("rotor> where")
    }

    @Test func hostileLabelsCannotClearTheScreenSetTheTitleOrWriteTheClipboard() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let titles = [
            "Clear\u{1B}[2J\u{1B}[H screen", "Title\u{1B}]0;pwned\u{07} set", "Clip\u{1B}]52;c;ZXZpbA==\u{07} board",
            "C1 \u{9B}31m red", "Bidi \u{202E}desrever", "Bell\u{07}\u{07}",
        ]
        let cards = titles.enumerated().map { index, title in
            "{\"id\": \"\(index)\", \"title\": \(String(decoding: try! JSONEncoder().encode(title), as: UTF8.self))}"
        }
        let path = folder.appending(path: "hostile.json").path
        try "{\"kind\": \"kanban\", \"columns\": [{\"id\": \"a\", \"title\": \"Safe\", \"cards\": [\(cards.joined(separator: ","))]}]}"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let (terminal, _) = try start("open \(path) --no-speech")
        try terminal.waitFor("Safe, 6 cards")
        let titleBefore = try terminal.title()
        try terminal.type("read-all")
        try terminal.send("Enter")
        let screen = try terminal.waitFor("Bell")
        #expect(screen.contains("Kanban board"), "the screen was not cleared: the first line is still there")
        #expect(screen.contains("Clear\u{241B}[2J\u{241B}[H screen"))
        #expect(screen.contains("Title\u{241B}]0;pwned\u{2407} set"))
        #expect(try terminal.title() == titleBefore)
        #expect(!screen.contains("pwned\n"), "no OSC took effect")
        try terminal.send("C-d")
        try terminal.waitFor("TTY icanon")
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131)])
    func aSignalEndsCleanlyRestoresTheTerminalAndExitsAsSignalled(signal: Int32, status: Int) throws {
        let (terminal, _) = try start("open kanban --no-speech")
        try terminal.waitFor("To do, 3 cards")
        try terminal.type("nex")
        let rotor = try #require(try terminal.program(), "no rotor process in the pane")
        kill(rotor, signal)
        let screen = try terminal.waitFor("TTY ")
        #expect(screen.contains("EXITED \(status)"))
        #expect(screen.contains("TTY icanon"))
        #expect(!screen.contains("Fatal error") && !screen.contains("Crash"), "no crash report: \(screen)")
    }

    /// `transcript` and `audit` of a hostile board, in a real terminal: the title, the screen
    /// and its colours are exactly as they were, and the clipboard was not written.
    @Test(arguments: ["transcript", "audit"])
    func aHostileBoardPrintedLeavesTheTerminalAsItWas(command: String) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let titles = ["Hi\u{1B}]0;PWNED\u{07}\u{1B}[2J there", "\u{1B}]52;c;cHduZWQ=\u{07}clip", "\u{1B}[31mred", "C1\u{9B}31m", "abc\u{202E}gnp.exe"]
        let cards = titles.enumerated().map { index, title in
            "{\"id\": \"\(index)\", \"title\": \(String(decoding: try! JSONEncoder().encode(title), as: UTF8.self))}"
        }
        let path = folder.appending(path: "hostile.json").path
        try "{\"kind\": \"kanban\", \"columns\": [{\"id\": \"a\", \"title\": \"Safe\", \"cards\": [\(cards.joined(separator: ","))]}]}"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let options = command == "audit" ? "--lang en --direction ltr" : "--lang en"
        let terminal = try Tmux(
            command: "echo FIRST LINE; \(RotorProcess.executable.path) \(command) \(path) \(options); echo \"EXITED $?\"; sleep 60",
            columns: 200, rows: 60)
        let screen = try terminal.waitFor("EXITED")
        #expect(screen.hasPrefix("FIRST LINE"), "the screen was cleared")
        #expect(try terminal.title() != "PWNED")
        let styled = try terminal.styledScreen()
        #expect(!styled.contains("\u{1B}[31m") && !styled.contains("\u{1B}[1;31m"), "a colour took effect")
        #expect(screen.contains("\u{241B}"), "escapes are shown as visible symbols")
    }
}
