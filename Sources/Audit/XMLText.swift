// SPDX-License-Identifier: GPL-3.0-or-later

/// Text made safe for XML: escaped markup characters, and no character XML 1.0 forbids.
public enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, keeps tabs and newlines, and replaces every other
    /// character XML cannot hold (C0 controls, unpaired surrogates, U+FFFE, U+FFFF) with U+FFFD.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case "\r": result += "&#13;"
            default:
                let value = scalar.value
                let allowed = (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
