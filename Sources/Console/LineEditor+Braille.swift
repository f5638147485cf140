// SPDX-License-Identifier: GPL-3.0-or-later
@preconcurrency import CReadline

extension LineEditor {
    /// Puts bytes into readline's input ahead of the terminal's, so the next read handles them as
    /// typed keys (a braille keyboard's typing); false when readline's buffer (512 bytes) is full.
    static func stuff(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { rl_stuff_char(Int32($0)) != 0 }
    }

    /// Moves the cursor to a character of the line (the end past the last) and shows it there.
    static func moveCursor(toCharacter offset: Int) {
        rl_point = Int32(clamping: String(line.prefix(max(offset, 0))).utf8.count)
        rl_redisplay()
    }
}
