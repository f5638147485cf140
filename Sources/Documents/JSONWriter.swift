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
        var output: [UInt8] = []
        output.reserveCapacity(expectedSize)
        switch layout {
        case .pretty: write(value, indent: 0, into: &output)
        case .compact: writeCompact(value, into: &output)
        }
        output.append(UInt8(ascii: "\n"))
        return output
    }

    private static func writeCompact(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .number(let literal): output += literal.utf8
        case .string(let text): output += quoted(text).utf8
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (offset, element) in values.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                writeCompact(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                output += quoted(member.key).utf8
                output.append(UInt8(ascii: ":"))
                writeCompact(member.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null, .bool, .number, .string:
            writeCompact(value, into: &output)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]".utf8
                return
            }
            output += "[\n".utf8
            for (offset, element) in values.enumerated() {
                pad(indent + 1, &output)
                write(element, indent: indent + 1, into: &output)
                output += (offset == values.count - 1 ? "\n" : ",\n").utf8
            }
            pad(indent, &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}".utf8
                return
            }
            output += "{\n".utf8
            for (offset, member) in members.enumerated() {
                pad(indent + 1, &output)
                output += quoted(member.key).utf8
                output += ": ".utf8
                write(member.value, indent: indent + 1, into: &output)
                output += (offset == members.count - 1 ? "\n" : ",\n").utf8
            }
            pad(indent, &output)
            output.append(UInt8(ascii: "}"))
        }
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
