// SPDX-License-Identifier: GPL-3.0-or-later

/// The escaping of a model's own id inside a rendered node or group id.
///
/// Rendered ids join their parts with `.`, so every `.` and `%` inside an id is percent-encoded
/// (`a.empty` → `a%2Eempty`, `50%` → `50%25`) and no two ids render alike; every other
/// character, and so every demo id, is left as it is. It works on Unicode scalars, not
/// characters: a `.` after a prepended mark (U+0600) is one character with it, and must still
/// be escaped.
enum IDComponent {
    /// The id with `.` and `%` percent-encoded.
    static func escape(_ id: String) -> String {
        guard id.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "%") }) else { return id }
        var escaped = String.UnicodeScalarView()
        for scalar in id.unicodeScalars {
            switch scalar {
            case ".": escaped += "%2E".unicodeScalars
            case "%": escaped += "%25".unicodeScalars
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// The id an escaped component stands for; nil when it is not what `escape` writes.
    static func unescape(_ component: Substring) -> String? {
        var id = String.UnicodeScalarView()
        var rest = component.unicodeScalars
        while let scalar = rest.popFirst() {
            switch scalar {
            case ".": return nil
            case "%":
                switch (rest.popFirst(), rest.popFirst()) {
                case ("2", "E"): id.append(".")
                case ("2", "5"): id.append("%")
                default: return nil
                }
            default: id.append(scalar)
            }
        }
        return String(id)
    }

    /// The parts of a rendered id, split at every `.` scalar.
    static func parts(_ rendered: String) -> [Substring] {
        rendered.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false).map(Substring.init)
    }
}
