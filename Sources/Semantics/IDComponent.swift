// SPDX-License-Identifier: GPL-3.0-or-later

/// The escaping of a model's own id inside a rendered node or group id.
///
/// Rendered ids join their parts with `.`, so every `.` and `%` inside an id is percent-encoded
/// (`a.empty` → `a%2Eempty`, `50%` → `50%25`) and no two ids render alike; every other
/// character, and so every demo id, is left as it is. It works on Unicode scalars, not
/// characters: a `.` after a prepended mark (U+0600) is one character with it, and must still
/// be escaped. `.` and `%` are ASCII, so this is done on UTF-8 bytes.
enum IDComponent {
    /// The id with `.` and `%` percent-encoded.
    ///
    /// Both are one byte in UTF-8, and no other scalar's bytes include either, so the id is
    /// escaped byte by byte.
    static func escape(_ id: String) -> String {
        guard id.utf8.contains(where: { $0 == dot || $0 == percent }) else { return id }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(id.utf8.count + 4)
        for byte in id.utf8 {
            guard byte == dot || byte == percent else {
                escaped.append(byte)
                continue
            }
            escaped.append(percent)
            escaped.append(UInt8(ascii: "2"))
            escaped.append(byte == dot ? UInt8(ascii: "E") : UInt8(ascii: "5"))
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// The id an escaped component stands for; nil when it is not what `escape` writes.
    static func unescape(_ component: Substring) -> String? {
        var id: [UInt8] = []
        id.reserveCapacity(component.utf8.count)
        var rest = component.utf8[...]
        while let byte = rest.popFirst() {
            switch byte {
            case dot: return nil
            case percent:
                switch (rest.popFirst(), rest.popFirst()) {
                case (UInt8(ascii: "2"), UInt8(ascii: "E")): id.append(dot)
                case (UInt8(ascii: "2"), UInt8(ascii: "5")): id.append(percent)
                default: return nil
                }
            default: id.append(byte)
            }
        }
        return String(decoding: id, as: UTF8.self)
    }

    private static let dot = UInt8(ascii: ".")
    private static let percent = UInt8(ascii: "%")

    /// The parts of a rendered id, split at every `.` scalar.
    ///
    /// Read by UTF-8 byte: a `.` is one byte there, and no other scalar's bytes include it.
    /// The ids Rotor renders have at most three parts, so the list is made at that size.
    static func parts(_ rendered: String) -> [Substring] {
        var parts: [Substring] = []
        parts.reserveCapacity(3)
        let utf8 = rendered.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                parts.append(rendered[start..<index])
                start = utf8.index(after: index)
            }
            utf8.formIndex(after: &index)
        }
        parts.append(rendered[start...])
        return parts
    }
}
