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
}
