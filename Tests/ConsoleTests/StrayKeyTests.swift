// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Keys Rotor does not use, in a real terminal: they say nothing, insert nothing and swallow
/// nothing. (Before, F10 and F12 left `~` on the line, Insert quoted the next key so Enter
/// became `^M`, and Escape alone swallowed the arrow after it.)
@Suite(.serialized) struct StrayKeyTests {
    /// F10, F12, F11 and Insert on an empty line: nothing printed, the line stays empty, and the
    /// focus has not moved (Space reads the element it was on).
    @Test(arguments: ["F10", "F12", "F11", "IC", "BTab", "M-q"])
    func anUnusedKeyDoesNothing(key: String) throws {
        let session = try TerminalSession("open kanban --no-speech")
        try session.terminal.waitFor("To do, 3 cards")
        try session.press(key, prints: [])
        try session.waitForLine("")
        try session.press("Space", prints: ["To do, 3 cards"])
        try session.quit()
    }

    /// Escape, a pause, then Right: Escape alone is dropped and Right moves the focus.
    @Test func escapeAloneDoesNotSwallowTheNextKey() throws {
        let session = try TerminalSession("open kanban --no-speech")
        try session.terminal.waitFor("To do, 3 cards")
        try session.press("Escape", prints: [])
        try session.waitForLine("")
        try session.press("Right", prints: ["Sketch the onboarding, Actions available"])
        try session.quit()
    }

    /// With text on the line, unused keys leave it exactly as typed: `ab`, F12, Insert, F10,
    /// then Enter runs `ab` (the Enter was not quoted by Insert).
    @Test func unusedKeysLeaveATypedLineAsItWas() throws {
        let session = try TerminalSession("open kanban --no-speech")
        try session.terminal.waitFor("To do, 3 cards")
        try session.terminal.type("where")
        try session.press("F12", "IC", "F10", prints: [])
        try session.waitForLine("where")
        try session.press("Enter", prints: ["Kanban board, To do", "left column"])
        try session.quit()
    }

    /// The keys that froze, pasted or killed: Control-S saves (here, says there is nothing to
    /// save) and the terminal never stops; Control-V, Alt-., Alt-_, Control-R and Control-O put
    /// nothing on the line and the next key works; Control-Z undoes instead of stopping Rotor;
    /// Escape then `where` runs `where`; Control-\ quits as `quit` does, and the terminal's
    /// flow control is as it was.
    @Test func theTerminalsOwnKeysAreNoTraps() throws {
        let session = try TerminalSession("open kanban --no-speech", afterExit: "stty -a | tr ' ' '\\n' | grep -x -e ixon -e -ixon")
        try session.terminal.waitFor("To do, 3 cards")
        try session.press("C-s", prints: ["This screen is not a file; there is nothing to save or reload."])
        try session.press("Right", prints: ["Sketch the onboarding, Actions available"])
        try session.press("C-v", prints: [])
        try session.press("Right", prints: ["Write release notes, Actions available"])
        try session.press("M-.", "M-_", "C-r", "C-o", prints: [])
        try session.waitForLine("")
        try session.press("Left", prints: ["Sketch the onboarding, Actions available"])
        try session.press("C-z", prints: ["Nothing to undo"])
        try session.terminal.send("Escape")
        usleep(20_000)
        try session.run("where", prints: ["Kanban board, To do, 1 of 3", "left column"])
        try session.press("C-\\", prints: ["Goodbye", "EXITED 0", "ixon"])
    }

    /// Control-\ with a change that could not be written (another program changed the file):
    /// the warning `quit` gives, and Rotor goes on; a second Control-\ leaves it kept.
    @Test func controlBackslashWarnsAboutUnsavedWork() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-quit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "tasks.json")
        try #"{"kind": "kanban", "columns": [{"id": "a", "title": "Plans", "cards": []}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let session = try TerminalSession("open \(file.path) --no-speech")
        try session.terminal.waitFor("Plans, 0 cards")
        try #"{"kind": "kanban", "columns": [{"id": "a", "title": "Theirs", "cards": []}]}"#.write(to: file, atomically: false, encoding: .utf8)
        try session.terminal.type("add Bread")
        try session.terminal.send("Enter")
        try session.terminal.waitFor("was changed by another program")
        try session.press("C-\\", prints: [
            "1 change is not written to the file; it is kept for the next time you open it. Quit again to leave it so, or type 'save as PATH'.",
        ])
        try session.press("C-\\", prints: ["Goodbye", "EXITED 0"])
    }
}
