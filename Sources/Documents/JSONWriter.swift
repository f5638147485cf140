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
        var output = ""
        switch layout {
        case .pretty: write(value, indent: 0, into: &output)
        case .compact: writeCompact(value, into: &output)
        }
        return output + "\n"
    }

    private static func writeCompact(_ value: JSONValue, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let literal): output += literal
        case .string(let text): output += quoted(text)
        case .array(let values):
            output += "["
            for (offset, element) in values.enumerated() {
                if offset > 0 { output += "," }
                writeCompact(element, into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { output += "," }
                output += quoted(member.key) + ":"
                writeCompact(member.value, into: &output)
            }
            output += "}"
        }
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let literal): output += literal
        case .string(let text): output += quoted(text)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (offset, element) in values.enumerated() {
                output += padding
                write(element, indent: indent + 1, into: &output)
                output += offset == values.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += padding + quoted(member.key) + ": "
                write(member.value, indent: indent + 1, into: &output)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        }
    }

    /// A JSON string literal (`JSONText.quoted`): every control and bidi formatting character escaped.
    static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
