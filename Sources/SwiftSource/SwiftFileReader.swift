// SPDX-License-Identifier: GPL-3.0-or-later
import SourceModel
internal import SwiftOperators
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Reads one Swift file with the toolchain's own parser into a ``SwiftFileIndex``: its types,
/// functions, properties and previews as ``SwiftExpr`` values, and its `rotor:disable` comments.
///
/// The syntax tree lives only while the file is read: what is returned holds no SwiftSyntax
/// value, so a project's memory is bounded by its index, not by its trees.
public enum SwiftFileReader {
    /// Parses source text and drops the tree.
    public static func parse(_ source: String) {
        _ = Parser.parse(source: source)
    }

    /// Reads source text that came from `path`.
    public static func read(_ source: String, path: String) -> SwiftFileIndex {
        let parsed = Parser.parse(source: source)
        let tree = parsed
        var reader = Reading(tree: tree, path: path, source: source)
        var index = SwiftFileIndex(path: path)
        reader.declarations(tree.statements, in: nil, into: &index)
        index.directives = reader.directives()
        index.lineCount = reader.lineCount
        if parsed.hasError {
            index.problem = reader.firstSyntaxError(parsed)
        }
        return index
    }
}

/// The state of reading one file: where each node is, and the text of each line.
struct Reading {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The file's bytes, to count a column in characters.
    let bytes: [UInt8]
    /// Where each line starts, as a byte offset.
    let lineStarts: [Int]

    init(tree: SourceFileSyntax, path: String, source: String) {
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// How many lines the file has (a last line without a line feed counts).
    var lineCount: Int {
        bytes.last == 0x0A ? lineStarts.count - 1 : lineStarts.count
    }

    /// Where a node starts, leading comments and spaces skipped.
    func point(_ node: some SyntaxProtocol) -> SourcePoint {
        point(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The line and the column in characters of a byte offset.
    func point(atOffset offset: Int) -> SourcePoint {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        let lineIndex = location.line - 1
        guard lineIndex >= 0, lineIndex < lineStarts.count else { return SourcePoint(line: location.line, column: location.column) }
        let start = lineStarts[lineIndex]
        let end = min(max(offset, start), bytes.count)
        let slice = bytes[start..<end]
        // ASCII columns are byte columns; otherwise count the characters.
        let column = slice.allSatisfy { $0 < 0x80 } ? slice.count : String(decoding: slice, as: UTF8.self).count
        return SourcePoint(line: location.line, column: column + 1)
    }

    /// The last line a node covers.
    func endLine(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.endPositionBeforeTrailingTrivia).line
    }

    /// The first syntax error's message and place.
    func firstSyntaxError(_ tree: SourceFileSyntax) -> SourceProblem {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first else { return SourceProblem(kind: .syntax, detail: "") }
        return SourceProblem(kind: .syntax, detail: first.message, at: point(atOffset: first.position.utf8Offset))
    }
}
