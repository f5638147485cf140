// SPDX-License-Identifier: GPL-3.0-or-later

/// Tells a UTF-16 or UTF-32 file from UTF-8, so its error names the encoding instead of an
/// unexpected character at line 1.
enum TextEncoding {
    /// The name of the encoding when the bytes are clearly not UTF-8: a UTF-16 or UTF-32 byte
    /// order mark, or the zero bytes that ASCII text has in those encodings.
    static func other(than bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32" }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        guard bytes.count >= 4 else { return nil }
        // JSON starts with ASCII: `{` is 7B 00 00 00 in UTF-32LE, 7B 00 in UTF-16LE, 00 7B in UTF-16BE.
        let zeros = bytes.prefix(4).map { $0 == 0 }
        if zeros == [false, true, true, true] || zeros == [true, true, true, false] { return "UTF-32" }
        if zeros[0] != zeros[1] { return "UTF-16" }
        return nil
    }
}
