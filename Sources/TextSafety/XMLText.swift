// SPDX-License-Identifier: GPL-3.0-or-later

/// Text made safe for XML: escaped markup characters, and no character XML 1.0 forbids.
public enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, writes tabs, line breaks, C1 controls, DEL and bidi
    /// formatting characters as character references (so a terminal showing the file obeys
    /// none, an attribute keeps its line breaks, which XML would otherwise read as spaces, and
    /// every line of the file is the writer's own: none can begin with text a CI log runs as a
    /// command), shows the C0 controls XML 1.0 cannot hold as their control pictures (ESC as ␛),
    /// and replaces U+FFFE and U+FFFF with U+FFFD.
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
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case _ where scalar.value < 0x20:
                result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case _ where JSONText.mustEscape(scalar):
                result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default:
                let value = scalar.value
                let allowed = (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
