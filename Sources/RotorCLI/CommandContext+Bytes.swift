// SPDX-License-Identifier: GPL-3.0-or-later

extension CommandContext {
    /// Writes bytes that are not text (a PNG picture) to standard output; a failed write stops
    /// the command.
    func write(bytes: [UInt8]) throws(RotorError) {
        do {
            try output.bytes(bytes)
        } catch {
            throw .output(error)
        }
    }
}
