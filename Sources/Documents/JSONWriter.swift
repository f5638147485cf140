// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety

/// Writes JSON, pretty (two-space indentation, one member per line) or compact, ending with a
/// newline. Every string escapes the controls and bidi formatting characters a terminal or an
/// editor could obey, so a saved file can be shown safely and is always read back the same.
public enum JSONWriter {
    /// How the text is laid out.
    public enum Layout: Sendable, Hashable {
        /// Two-space indentation, one member per line.
        case pretty
        /// No whitespace at all.
        case compact
    }

    /// The JSON text of a value.
    public static func text(_ value: JSONValue, layout: Layout = .pretty) -> String {
        String(decoding: bytes(value, layout: layout), as: UTF8.self)
    }

    /// The JSON text of a value as UTF-8, as a file is written: straight into bytes, without a
    /// `String` of the whole text to copy (a board's text was held twice while it was saved).
    ///
    /// `expectedSize` (the last text's size, say) is reserved at once: growing by doubling held
    /// up to three times the text at the moment of a copy.
    public static func bytes(_ value: JSONValue, layout: Layout = .pretty, expectedSize: Int = 0) -> [UInt8] {
        bytes(.value(value), layout: layout, expectedSize: expectedSize)
    }

    /// The JSON text of a document as it is saved, each long list's items made as they are
    /// written (``EncodedJSON``).
    static func bytes(_ encoded: EncodedJSON, layout: Layout, expectedSize: Int = 0) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(expectedSize)
        write(encoded, indent: 0, layout: layout, into: &output)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    private static func write(_ encoded: EncodedJSON, indent: Int, layout: Layout, into output: inout [UInt8]) {
        switch encoded {
        case .value(let value):
            write(value, indent: indent, layout: layout, into: &output)
        case .object(let members):
            container("{", "}", count: members.count, indent: indent, layout: layout, into: &output) { index, output in
                key(members[index].key, layout: layout, into: &output)
                write(members[index].value, indent: indent + 1, layout: layout, into: &output)
            }
        case .items(let count, let item):
            container("[", "]", count: count, indent: indent, layout: layout, into: &output) { index, output in
                write(item(index), indent: indent + 1, layout: layout, into: &output)
            }
        }
    }

    private static func write(_ value: JSONValue, indent: Int, layout: Layout, into output: inout [UInt8]) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .number(let literal): output += literal.utf8
        case .string(let text): output += quoted(text).utf8
        case .array(let values):
            container("[", "]", count: values.count, indent: indent, layout: layout, into: &output) { index, output in
                write(values[index], indent: indent + 1, layout: layout, into: &output)
            }
        case .object(let members):
            container("{", "}", count: members.count, indent: indent, layout: layout, into: &output) { index, output in
                key(members[index].key, layout: layout, into: &output)
                write(members[index].value, indent: indent + 1, layout: layout, into: &output)
            }
        }
    }

    /// `count` elements between `open` and `close`: pretty, one to a line, indented; compact,
    /// with nothing between them but commas. An empty container is `[]` or `{}` either way.
    private static func container(
        _ open: Unicode.Scalar, _ close: Unicode.Scalar, count: Int, indent: Int, layout: Layout, into output: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard count > 0 else {
            output.append(UInt8(ascii: close))
            return
        }
        let pretty = layout == .pretty
        if pretty { output.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            if pretty { pad(indent + 1, &output) }
            element(index, &output)
            if index < count - 1 { output.append(UInt8(ascii: ",")) }
            if pretty { output.append(UInt8(ascii: "\n")) }
        }
        if pretty { pad(indent, &output) }
        output.append(UInt8(ascii: close))
    }

    /// A member's key and the colon after it (and a space, pretty).
    private static func key(_ key: String, layout: Layout, into output: inout [UInt8]) {
        output += quoted(key).utf8
        output += (layout == .pretty ? ": " : ":").utf8
    }

    /// Two spaces for each level of indentation.
    private static func pad(_ levels: Int, _ output: inout [UInt8]) {
        for _ in 0..<(2 * levels) { output.append(UInt8(ascii: " ")) }
    }

    /// A JSON string literal (`JSONText.quoted`): every control and bidi formatting character escaped.
    static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
