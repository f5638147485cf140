// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting

/// An XML property list read in one pass over its UTF-8 bytes, with where each dictionary key
/// is: what a `.stringsdict` needs (dictionaries and strings; every other value is read past).
///
/// Foundation's `PropertyListSerialization` and the bridging of its dictionaries took a quarter
/// of the time of checking forty languages' `.lproj` folders; this reader gives the same values
/// and, as it reads, each `<key>`'s line and column. What it does not expect (a binary property
/// list, a DTD with entities, a tag it does not know, a key twice in one dictionary) makes it
/// give up, and the caller reads the file with Foundation instead, which says what is wrong.
struct XMLPropertyList {
    /// A value of the list.
    indirect enum Value {
        case string(String)
        case dictionary([Member])
        /// Anything else: an array, a number, a date, data, a boolean.
        case other
    }

    /// A dictionary's entry: its key, where the `<key>` is, and its value.
    struct Member {
        var key: String
        var location: SourceLocation
        var value: Value
    }

    /// Why the reader gave up.
    struct GiveUp: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// How deep the values being read are nested: a `.stringsdict` is four deep; a list nested
    /// deeper than ``deepest`` is given up, not read down a stack it could exhaust.
    private var depth = 0
    static let deepest = 32

    /// The top-level value of an XML property list's bytes, or nil when the reader gives up.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Value? {
        var reader = XMLPropertyList(bytes: bytes, path: path)
        return try? reader.document()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    // MARK: Structure

    private mutating func document() throws(GiveUp) -> Value {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipMisc()
        guard let open = try tag(), open.name == "plist", !open.closes else { throw GiveUp() }
        let value: Value = open.empty ? .other : try element()
        if !open.empty {
            try skipMisc()
            guard let close = try tag(), close.name == "plist", close.closes else { throw GiveUp() }
        }
        try skipMisc()
        guard index == bytes.count else { throw GiveUp() }
        return value
    }

    /// The value whose opening tag comes next.
    private mutating func element() throws(GiveUp) -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.deepest else { throw GiveUp() }
        try skipMisc()
        guard let open = try tag(), !open.closes else { throw GiveUp() }
        switch open.name {
        case "dict":
            return open.empty ? .dictionary([]) : try dictionary()
        case "string":
            return open.empty ? .string("") : .string(try text(until: "string"))
        case "array":
            if !open.empty {
                while true {
                    try skipMisc()
                    if peekClosing("array") {
                        _ = try tag()
                        break
                    }
                    _ = try element()
                }
            }
            return .other
        case "integer", "real", "date", "data":
            if !open.empty { _ = try text(until: open.name) }
            return .other
        case "true", "false":
            guard open.empty else { throw GiveUp() }
            return .other
        default:
            throw GiveUp()
        }
    }

    /// The members of a `<dict>` whose opening tag was read, through its closing tag.
    private mutating func dictionary() throws(GiveUp) -> Value {
        var members: [Member] = []
        var seen: Set<String> = []
        while true {
            try skipMisc()
            let at = location()
            guard let open = try tag() else { throw GiveUp() }
            if open.name == "dict", open.closes { return .dictionary(members) }
            guard open.name == "key", !open.closes else { throw GiveUp() }
            let key = open.empty ? "" : try text(until: "key")
            // A key twice: which one wins is Foundation's to say.
            guard seen.insert(key).inserted else { throw GiveUp() }
            members.append(Member(key: key, location: at, value: try element()))
        }
    }

    // MARK: Tags and text

    /// A tag: its name, and whether it closes (`</x>`) or is empty (`<x/>`).
    private struct Tag {
        var name: String
        var closes: Bool
        var empty: Bool
    }

    /// The tag at the reader, read; nil at the end.
    private mutating func tag() throws(GiveUp) -> Tag? {
        guard index < bytes.count else { return nil }
        guard bytes[index] == UInt8(ascii: "<") else { throw GiveUp() }
        index += 1
        let closes = peek == UInt8(ascii: "/")
        if closes { index += 1 }
        let start = index
        while let byte = peek, Self.isNameByte(byte) { index += 1 }
        guard index > start else { throw GiveUp() }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // Attributes (`<plist version="1.0">`) are read past.
        var quote: UInt8?
        while let byte = peek {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            }
            advance()
        }
        guard peek == UInt8(ascii: ">") else { throw GiveUp() }
        let empty = index > start && bytes[index - 1] == UInt8(ascii: "/")
        index += 1
        return Tag(name: name, closes: closes, empty: empty && !closes)
    }

    private func peekClosing(_ name: String) -> Bool {
        let pattern = Array(("</" + name).utf8)
        return bytes[index...].starts(with: pattern)
    }

    /// The text of an element through its closing tag, entities and CDATA sections decoded.
    private mutating func text(until name: String) throws(GiveUp) -> String {
        var result: [UInt8] = []
        var start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                result += bytes[start..<index]
                if bytes[index...].starts(with: Self.cdataOpen) {
                    index += Self.cdataOpen.count
                    let from = index
                    while index < bytes.count, !bytes[index...].starts(with: Self.cdataClose) { advance() }
                    guard index < bytes.count else { throw GiveUp() }
                    result += bytes[from..<index]
                    index += Self.cdataClose.count
                    start = index
                    continue
                }
                if bytes[index...].starts(with: Self.commentOpen) {
                    try skipComment()
                    start = index
                    continue
                }
                guard let close = try tag(), close.closes, close.name == name else { throw GiveUp() }
                return String(decoding: result, as: UTF8.self)
            }
            if byte == UInt8(ascii: "&") {
                result += bytes[start..<index]
                try entity(into: &result)
                start = index
                continue
            }
            advance()
        }
        throw GiveUp()
    }

    /// An entity or character reference at the reader, appended as UTF-8.
    private mutating func entity(into result: inout [UInt8]) throws(GiveUp) {
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ";"), end - start < 12 { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw GiveUp() }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        index = end + 1
        switch name {
        case "amp": result.append(UInt8(ascii: "&"))
        case "lt": result.append(UInt8(ascii: "<"))
        case "gt": result.append(UInt8(ascii: ">"))
        case "quot": result.append(UInt8(ascii: "\""))
        case "apos": result.append(UInt8(ascii: "'"))
        default:
            guard name.hasPrefix("#") else { throw GiveUp() }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { throw GiveUp() }
            result += Array(String(Character(scalar)).utf8)
        }
    }

    /// White space, comments, the XML declaration and the document type, read past.
    private mutating func skipMisc() throws(GiveUp) {
        while let byte = peek {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                advance()
            case UInt8(ascii: "<") where bytes[index...].starts(with: Self.commentOpen):
                try skipComment()
            case UInt8(ascii: "<") where index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: "!")):
                // `<?xml …?>` and `<!DOCTYPE plist …>`; a DOCTYPE with an internal subset
                // (entities of its own) is for Foundation.
                while let next = peek, next != UInt8(ascii: ">") {
                    if next == UInt8(ascii: "[") { throw GiveUp() }
                    advance()
                }
                guard peek != nil else { throw GiveUp() }
                index += 1
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws(GiveUp) {
        index += Self.commentOpen.count
        while index < bytes.count, !bytes[index...].starts(with: Self.commentClose) { advance() }
        guard index < bytes.count else { throw GiveUp() }
        index += Self.commentClose.count
    }

    // MARK: Bytes

    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves one byte on, counting a line feed.
    private mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Where the reader is: the line, and the column in code points.
    private func location() -> SourceLocation {
        var column = 1
        for position in lineStart..<index where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(path: path, line: line, column: column)
    }
}
