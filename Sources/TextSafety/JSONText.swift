// SPDX-License-Identifier: GPL-3.0-or-later

/// JSON string literals that are safe to show: every control character, C1 control, line
/// separator and bidi formatting character is escaped, so a label cannot reach a terminal that
/// shows the JSON, and every reader gets it back exactly.
public enum JSONText {
    /// A JSON string literal of `text`.
    ///
    /// Written over the text's UTF-8: runs that need no escape are found eight bytes at a time
    /// (``PlainRun``) and copied as they are, and only a byte that starts a multi-byte
    /// character is decoded to decide. (Appending to a `String` one scalar at a time cost a
    /// third of a fuzz run and as much of a save; looking at each byte, half a fuzz run.)
    public static func quoted(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = [0x22]
            output.reserveCapacity(bytes.count + 2)
            var index = 0
            while index < bytes.count {
                let plainEnd = PlainRun.end(in: bytes, from: index, stoppingAt: .jsonSyntaxOrNonASCII)
                output += bytes[index..<plainEnd]
                index = plainEnd
                guard index < bytes.count else { break }
                let byte = bytes[index]
                if byte < 0x80 {
                    switch byte {
                    case 0x22: output += [0x5C, 0x22]
                    case 0x5C: output += [0x5C, 0x5C]
                    case 0x0A: output += [0x5C, 0x6E]
                    case 0x0D: output += [0x5C, 0x72]
                    case 0x09: output += [0x5C, 0x74]
                    default: output += escaped(UInt32(byte)).utf8
                    }
                    index += 1
                    continue
                }
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(index + length, bytes.count)
                var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
                for continuation in bytes[(index + 1)..<end] { value = value << 6 | UInt32(continuation & 0x3F) }
                if let scalar = Unicode.Scalar(value), mustEscape(scalar) {
                    output += escaped(value).utf8
                } else {
                    output += bytes[index..<end]
                }
                index = end
            }
            output.append(0x22)
            return String(decoding: output, as: UTF8.self)
        }
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
        escaped(scalar.value)
    }

    private static func escaped(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
