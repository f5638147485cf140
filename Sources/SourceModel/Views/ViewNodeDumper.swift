// SPDX-License-Identifier: GPL-3.0-or-later

/// Writes a view tree as indented text, one node a line with its modifiers, for tests and for
/// `rotor-swift --tree` when a reading needs explaining.
public enum ViewNodeDumper {
    /// The tree under a node, as lines.
    public static func dump(_ node: ViewNode, indent: Int = 0) -> String {
        var lines: [String] = []
        write(node, indent, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    static func write(_ node: ViewNode, _ indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        var line = pad + "\(node.kind) \(node.name)"
        if let condition = node.condition { line += " [\(condition)]" }
        if node.at != .unknown { line += " @\(node.at.line):\(node.at.column)" }
        let modifiers = node.modifiers.map { modifier -> String in
            let arguments = modifier.arguments.filter { !$0.trailing }
            return "." + modifier.name + (arguments.isEmpty ? "" : "(" + SwiftExprText.argumentList(arguments) + ")")
        }
        if !modifiers.isEmpty { line += " " + modifiers.joined() }
        lines.append(line)
        for modifier in node.modifiers where !modifier.views.isEmpty {
            lines.append(pad + "  ." + modifier.name + ":")
            for view in modifier.views { write(view, indent + 2, into: &lines) }
        }
        for child in node.children { write(child, indent + 1, into: &lines) }
    }
}
