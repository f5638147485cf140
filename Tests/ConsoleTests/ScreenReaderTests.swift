// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Harness
import TestSupport
import Testing

/// Rotor as a screen reader, the way an Orca or NVDA user tries it: in a real terminal (tmux),
/// speaking to a real PulseAudio server whose null sink's monitor is recorded.
@Suite(.serialized) struct ScreenReaderTests {
    /// Louder than this at the monitor is speech or a sound; the null sink's silence is zeros.
    static let threshold: Int16 = 200

    /// A terminal running `rotor` against a private sound server, and a recording of what it plays.
    final class Listening {
        let server: PulseServer
        let monitor: MonitorRecorder
        let terminal: Tmux
        let config: URL

        init(_ arguments: String, config: URL? = nil) throws {
            guard let server = try PulseServer.startForTest() else { throw HarnessError.missingProgram("pulseaudio") }
            self.server = server
            monitor = try MonitorRecorder(server: server)
            self.config = config ?? RotorProcess.isolatedConfiguration()
            let command = "env PULSE_SERVER=\(server.address) XDG_CONFIG_HOME=\(self.config.path) XDG_STATE_HOME=\(self.config.path)/state "
                + "LANG=C.UTF-8 \(RotorProcess.executable.path) \(arguments); echo \"EXITED $?\"; sleep 60"
            terminal = try Tmux(command: command)
        }

        deinit {
            monitor.stop()
            server.stop()
        }

        /// Waits until the terminal shows `text` and the speech it started has been said.
        func settle(showing text: String) throws {
            try terminal.waitFor(text)
            monitor.waitForSilence(lasting: .milliseconds(300), louderThan: threshold)
        }

        /// Whether sound arrives within `timeout` of now.
        func soundFollows(within timeout: Duration = .seconds(2), _ action: () throws -> Void) rethrows -> Bool {
            let start = SuspendingClock.now
            try action()
            return monitor.waitForSound(after: start, louderThan: threshold, timeout: timeout) != nil
        }
    }

    @Test func everyTypedCharacterIsHeard() throws {
        let rotor = try Listening("open kanban")
        try rotor.settle(showing: "To do, 3 cards")
        for character in ["n", "e", "x", "t"] {
            #expect(try rotor.soundFollows { try rotor.terminal.type(character) }, "typing '\(character)' was not heard")
            rotor.monitor.waitForSilence(lasting: .milliseconds(200), louderThan: Self.threshold)
        }
        #expect(try rotor.soundFollows { try rotor.terminal.send("BSpace") }, "the deleted character was not said")
        rotor.monitor.waitForSilence(lasting: .milliseconds(200), louderThan: Self.threshold)
        #expect(try rotor.soundFollows { try rotor.terminal.send("Left") }, "the character under the cursor was not said")
    }

    @Test func typingSilencesSayAllAndFocusStaysOnTheElementHeardLast() throws {
        let rotor = try Listening("open kanban")
        try rotor.settle(showing: "To do, 3 cards")
        try rotor.terminal.send("F4")
        // Say-all prints each element as it starts to be heard; wait for the third.
        let screen = try rotor.terminal.waitFor("Write release notes")
        #expect(!screen.contains("Record the previews"), "say-all printed ahead of the voice")
        try rotor.terminal.send("Right")
        let after = try rotor.terminal.waitFor("rotor>")
        rotor.monitor.waitForSilence(lasting: .milliseconds(500), louderThan: Self.threshold, timeout: .seconds(5))
        let heard = after.components(separatedBy: "\n").filter { !$0.hasPrefix("rotor>") && !$0.isEmpty }
        // The line printed last before Right is the element heard last; Right says the one after it.
        let order = ["Kanban board", "To do, 3 cards", "Sketch the onboarding", "Write release notes", "Fix the login crash",
                     "Doing, 1 card", "Record the previews", "Done, 0 cards", "Drop cards here"]
        let final = try rotor.terminal.screen().components(separatedBy: "\n").filter { !$0.hasPrefix("rotor>") && !$0.isEmpty }
        guard let lastLine = final.last, let spoken = order.firstIndex(where: { lastLine.hasPrefix($0) }) else {
            Issue.record("no element after Right: \(final)")
            return
        }
        let before = final.dropLast()
        let heardLast = before.last.flatMap { line in order.firstIndex { line.hasPrefix($0) } }
        #expect(heardLast.map { $0 + 1 } == spoken, "Right did not go on from the element heard last: \(final)")
        #expect(!heard.contains { $0.hasPrefix("Drop cards here") }, "the rest of the say-all was not stopped")
        // A key silenced the say-all, which had several seconds left.
        let stopped = SuspendingClock.now
        #expect(rotor.monitor.waitForSound(after: stopped, louderThan: Self.threshold, timeout: .seconds(2)) == nil)
    }

    @Test func typingALetterSilencesSayAll() throws {
        let rotor = try Listening("open kanban")
        try rotor.settle(showing: "To do, 3 cards")
        try rotor.terminal.send("F4")
        try rotor.terminal.waitFor("Sketch the onboarding")
        #expect(rotor.monitor.waitUntilAudibleNow(louderThan: Self.threshold, timeout: .seconds(2)), "say-all is speaking")
        try rotor.terminal.type("x")
        // What is left of the say-all takes seconds; after the key only the echo of "x" sounds.
        #expect(rotor.monitor.waitForSilence(lasting: .milliseconds(400), louderThan: Self.threshold, timeout: .seconds(2)))
        let quiet = SuspendingClock.now
        #expect(rotor.monitor.waitForSound(after: quiet, louderThan: Self.threshold, timeout: .milliseconds(1_500)) == nil)
        #expect(try !rotor.terminal.screen().contains("Drop cards here"), "say-all went on printing")
    }

    /// With `interrupt off` keys no longer silence speech, so what does is the stop itself:
    /// Control-G, then the `stop` command (its letters typed while say-all goes on). Say-all had
    /// seconds left each time; after each stop nothing more is heard or printed.
    @Test func stopAndControlGSilenceSpeech() throws {
        let rotor = try Listening("open kanban")
        try rotor.settle(showing: "To do, 3 cards")
        try rotor.terminal.type("interrupt off")
        try rotor.terminal.send("Enter")
        try rotor.settle(showing: "Keys no longer interrupt speech")
        for how in ["C-g", "stop"] {
            try rotor.terminal.send("Home")
            try rotor.settle(showing: "rotor>")
            let said = try rotor.terminal.history().count
            try rotor.terminal.send("F4")
            try rotor.terminal.waitFor("Sketch the onboarding")
            #expect(rotor.monitor.waitUntilAudibleNow(louderThan: Self.threshold, timeout: .seconds(2)), "say-all is speaking")
            if how == "stop" {
                try rotor.terminal.type("stop")
                try rotor.terminal.waitFor("rotor> stop")
                let typed = SuspendingClock.now
                #expect(rotor.monitor.waitForSound(after: typed, louderThan: Self.threshold, timeout: .seconds(2)) != nil,
                        "typing silenced the say-all although keys do not interrupt")
                try rotor.terminal.send("Enter")
            } else {
                try rotor.terminal.send("C-g")
            }
            #expect(rotor.monitor.waitForSilence(lasting: .milliseconds(400), louderThan: Self.threshold, timeout: .seconds(3)), "\(how) did not silence the say-all")
            let quiet = SuspendingClock.now
            #expect(rotor.monitor.waitForSound(after: quiet, louderThan: Self.threshold, timeout: .milliseconds(1_500)) == nil, "speech came back after \(how)")
            let printed = try rotor.terminal.history().dropFirst(said)
            #expect(!printed.contains("Drop cards here"), "say-all went on printing after \(how)")
        }
    }

    @Test func aSecondTabSaysAndPrintsTheChoices() throws {
        let rotor = try Listening("open kanban")
        try rotor.settle(showing: "To do, 3 cards")
        try rotor.terminal.send("Right")
        try rotor.settle(showing: "Sketch the onboarding")
        try rotor.terminal.type("do ")
        try rotor.terminal.send("Tab")
        try rotor.settle(showing: "do Move to Do")
        #expect(try rotor.soundFollows { try rotor.terminal.send("Tab") })
        let screen = try rotor.terminal.waitFor("2 choices: Move to Doing, Move to Done")
        #expect(screen.components(separatedBy: "\n").last { !$0.isEmpty } == "rotor> do Move to Do", "the typed line is kept")
    }

    @Test func anErrorHasItsSound() throws {
        let rotor = try Listening("open kanban")
        try rotor.settle(showing: "To do, 3 cards")
        try rotor.terminal.type("mute")
        try rotor.terminal.send("Enter")
        try rotor.settle(showing: "Speech muted")
        // Muted: words are printed, not said; Rotor is silent.
        #expect(try !rotor.soundFollows(within: .milliseconds(800)) { try rotor.terminal.send("Right") })
        try rotor.terminal.type("unmute")
        try rotor.terminal.send("Enter")
        try rotor.settle(showing: "Speech on")
        #expect(try rotor.soundFollows { try rotor.terminal.type("bogus"); try rotor.terminal.send("Enter") })
        try rotor.terminal.waitFor("Unknown command 'bogus'")
    }

    @Test func quitWithAChangeOnlyInMemoryWarnsOnceAndKeepsRunning() throws {
        let folder = RotorProcess.isolatedConfiguration()
        let path = folder.appending(path: "tasks.json").path
        let board = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": []}]}"#
        try board.write(toFile: path, atomically: true, encoding: .utf8)
        let rotor = try Listening("open \(path) --no-speech")
        try rotor.terminal.waitFor("To do, 0 cards")
        // Another program writes the file: the change cannot be written over it, and stays in
        // the session's journal.
        try (board + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try rotor.terminal.type("add Buy milk")
        try rotor.terminal.send("Enter")
        try rotor.terminal.waitFor("was changed by another program")
        try rotor.terminal.type("quit")
        try rotor.terminal.send("Enter")
        try rotor.terminal.waitFor("1 change is not written to the file; it is kept for the next time you open it.")
        #expect(try !rotor.terminal.screen().contains("Goodbye"), "the session ended with the change in it")
        try rotor.terminal.send("C-d")
        try rotor.terminal.waitFor("EXITED 0")
    }

    @Test func settingsSurviveARestart() throws {
        let config = RotorProcess.isolatedConfiguration()
        do {
            let first = try Listening("open deck-fan --no-speech", config: config)
            try first.terminal.waitFor("Card fan")
            for command in ["lang es", "verbosity medium", "rate 300", "echo words"] {
                try first.terminal.type(command)
                try first.terminal.send("Enter")
            }
            try first.terminal.waitFor("Eco de escritura: palabras")
            try first.terminal.send("C-d")
            try first.terminal.waitFor("EXITED 0")
        }
        let saved = try String(contentsOf: config.appending(path: "rotor/settings.json"), encoding: .utf8)
        #expect(saved.contains("\"language\": \"es\"") && saved.contains("\"rate\": 300") && saved.contains("\"echo\": \"words\""))
        let second = try Listening("open deck-fan --no-speech", config: config)
        let screen = try second.terminal.waitFor("Abanico de cartas")
        #expect(screen.contains("Abanico de cartas, Apilado, Botón"), "Spanish again")
        #expect(!screen.contains("Arrastra o toca"), "medium verbosity: no hint")
    }
}
