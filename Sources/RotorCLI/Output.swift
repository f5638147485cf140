// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

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
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                // The reader went away (`rotor transcript kanban | head -1`): nothing left to say.
                exit(errno == EPIPE ? 0 : 1)
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
