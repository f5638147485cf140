// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Foundation
import SystemInterface

/// The braille display in the interactive loop: connected after the first line, its keys read
/// with the terminal's in one poll, each reply shown on it (``BrailleOutput``).
extension InteractiveRunner {
    /// Uses a display when the settings ask for one; says why not only when `braille on` was asked.
    func startBraille() {
        say(braille.apply(driver.session))
    }

    /// Adds the display's descriptor to the poll set while one is connected, and removes it after.
    func pollBraille(_ descriptors: inout [pollfd]) {
        let wanted = braille.display?.descriptor
        if descriptors.count > 2, descriptors[2].fd != wanted { descriptors.removeLast() }
        if descriptors.count == 2, let wanted { descriptors.append(pollfd(fd: wanted, events: Int16(POLLIN), revents: 0)) }
    }

    /// After a poll: the display's keys, a flash message's end, a focus that moved by itself.
    func serviceBraille(_ descriptors: [pollfd]) {
        guard !finished else { return }
        if descriptors.count > 2, descriptors[2].revents != 0 {
            let hungUp = descriptors[2].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
            let (actions, notices) = braille.takeActions(driver.session, hungUp: hungUp)
            say(notices)
            for action in actions where !finished { perform(action) }
        }
        say(braille.refresh(driver.session))
    }

    /// Shows what a reply came to.
    func showInBraille(_ reply: Reply) {
        // In readline's line handler the finished line is still in its buffer: it is empty now.
        let inLineHandler = InteractiveRunner.inLineHandler
        say(braille.delivered(reply, driver.session, typing: inLineHandler ? TypingEcho.Line("", cursor: 0) : LineEditor.state))
    }

    /// Shows the line being typed, or the element again once it is empty. Without a display a
    /// key costs nothing more.
    func followLineInBraille() {
        guard braille.display != nil, !InteractiveRunner.inLineHandler else { return }
        say(braille.typingChanged(LineEditor.state, driver.session))
    }

    /// Does what a key of the display asks, as the keyboard's key would.
    private func perform(_ action: BrailleOutput.Action) {
        switch action {
        case .command(let command):
            if driver.session.settings.interruptOnKeys { driver.interrupt() }
            execute(command)
        case .type(let bytes):
            readKey {
                if LineEditor.stuff(bytes) { LineEditor.readCharacter() }
            }
        case .moveCursor(let offset):
            readKey { LineEditor.moveCursor(toCharacter: offset) }
        }
    }

    /// Says and prints what the braille display came to (a display asked for that cannot be used).
    private func say(_ notices: [String]) {
        guard !notices.isEmpty else { return }
        driver.announcer.deliver(Reply(notices, sounds: [.error]), driver.session)
    }
}
