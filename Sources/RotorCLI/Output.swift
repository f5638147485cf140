// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import SystemInterface

/// Standard output and error for the executable. A closed pipe ends the process quietly.
enum Output {
    /// Writes text to standard output.
    static func out(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes a line to standard error.
    static func error(_ line: String) {
        write(line + "\n", to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        do {
            try Posix.writeAll(descriptor, Array(text.utf8))
        } catch {
            // The reader went away (`rotor transcript kanban | head -1`): nothing left to say.
            exit(error == .brokenPipe ? 0 : 1)
        }
    }
}
