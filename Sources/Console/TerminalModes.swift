// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// The terminal's modes while Rotor runs, and the person's own put back when it ends.
///
/// Three keys a terminal keeps for itself are traps for someone who cannot see the screen:
/// Control-S stops all output until Control-Q (XON/XOFF flow control, `IXON`): speech and print
/// stop and nothing says why. Control-\ kills the program at once (`VQUIT`, SIGQUIT), with no
/// warning about unsaved work and no "Goodbye". Control-Z stops it (`VSUSP`) and drops the person
/// at the shell in silence; NVDA's and Windows' users press it to undo. While Rotor runs, flow
/// control is off and the three arrive as keys, which Rotor binds (``KeyBinding``): Control-S
/// saves, Control-\ quits as `quit` does, Control-Z undoes, Control-Q does nothing.
///
/// readline prepares the terminal for each line from the modes it finds, and puts those back
/// after the line: changed before readline first looks, they hold for the whole session.
struct TerminalModes {
    /// The modes the terminal had before, put back by ``restore()``; nil when it is no terminal.
    private let saved: termios?
    private let descriptor: FileDescriptor

    /// Changes the terminal's modes for Rotor, keeping the old ones to put back.
    init(_ descriptor: FileDescriptor = .standardInput) {
        self.descriptor = descriptor
        guard let modes = try? Posix.terminalModes(descriptor) else {
            saved = nil
            return
        }
        saved = modes
        try? Posix.setTerminalModes(descriptor, Self.forRotor(modes))
    }

    /// Puts the person's modes back (flow control and the terminal's own keys as they were).
    func restore() {
        guard let saved else { return }
        try? Posix.setTerminalModes(descriptor, saved)
    }

    /// The modes Rotor runs in: these, without flow control, and with the quit and suspend
    /// characters disabled so they arrive as keys. Everything else is left as it was.
    static func forRotor(_ modes: termios) -> termios {
        var modes = modes
        // _POSIX_VDISABLE, which Linux defines as 0 (a character macro Swift does not import).
        let disabled: UInt8 = 0
        modes.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            for index in [VQUIT, VSUSP] where Int(index) < characters.count {
                characters[Int(index)] = disabled
            }
        }
        return modes
    }
}
