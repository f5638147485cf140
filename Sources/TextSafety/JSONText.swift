// SPDX-License-Identifier: GPL-3.0-or-later

/// JSON string literals that are safe to show: every control character, C1 control, line
/// separator and bidi formatting character is escaped, so a label cannot reach a terminal that
/// shows the JSON, and every reader gets it back exactly.
public enum JSONText {
    /// A JSON string literal of `text`.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where mustEscape(scalar): result += escaped(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// JSON text written by another encoder (Foundation's escapes only C0 controls), with every
    /// other character `mustEscape` names escaped too. Such characters can only stand inside
    /// strings, so the whole text can be rewritten.
    public static func escapingFormatting(_ json: String) -> String {
        // C0 controls are the encoder's own business: it escapes them in strings, and its line
        // breaks and indentation are the text's layout.
        func left(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x20 && mustEscape(scalar) }
        guard json.unicodeScalars.contains(where: left) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if left(scalar) { result += escaped(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Whether a scalar is escaped in a string literal rather than written as it is.
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
