// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Pictures
import Semantics
import TestSupport
import Testing
import Widgets

/// The snapshot legend's lines in the order a reader sees them, through GNU FriBidi: each line
/// is a paragraph in its language's direction (the SVG `direction` a renderer applies), and a
/// Latin column title comes first in a Hebrew or Arabic header, at the right end.
@Suite struct LegendOrderTests {
    static let board = Document.kanban(KanbanBoard(columns: [
        .init(id: "backlog", title: .verbatim("Backlog"), cards: [.init(id: "1", title: .verbatim("Fix the login crash"))]),
        .init(id: "qa", title: .verbatim("QA"), cards: []),
    ]))

    /// A legend line as SVG holds it: its direction and its text, character references decoded.
    struct Line {
        var rightToLeft: Bool
        var text: String
    }

    static func legend(_ language: Language, _ direction: LayoutDirection) -> [Line] {
        let environment = Semantics.Environment(language: language, layoutDirection: direction)
        let tree = TreeBuilder().tree(for: board, in: environment)
        let svg = Snapshot(tree: tree, language: language, direction: direction).svg()
        guard let start = svg.range(of: #"<g id="legend""#) else { return [] }
        var lines: [Line] = []
        var rest = svg[start.upperBound...]
        while let open = rest.range(of: "<text "), let end = rest[open.upperBound...].firstIndex(of: ">"),
              let close = rest[end...].range(of: "</text>") {
            let attributes = rest[open.upperBound..<end]
            // The numbered badges' digits are not lines of words.
            if attributes.contains("direction=") { lines.append(Line(rightToLeft: attributes.contains(#"direction="rtl""#), text: decoded(String(rest[rest.index(after: end)..<close.lowerBound])))) }
            rest = rest[close.upperBound...]
        }
        return lines
    }

    /// XML text with its entities and character references replaced.
    static func decoded(_ xml: String) -> String {
        var text = xml
        while let reference = text.range(of: #"&#x[0-9A-Fa-f]+;"#, options: .regularExpression) {
            let hex = text[reference].dropFirst(3).dropLast()
            let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init).map(String.init) ?? ""
            text.replaceSubrange(reference, with: scalar)
        }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(arguments: [
        (Language.hebrew, LayoutDirection.rightToLeft, "דחא סיטרכ ,Backlog"),
        (.hebrew, .leftToRight, "דחא סיטרכ ,Backlog"),
        (.hebrew, .rightToLeft, "םיסיטרכ ןיא ,QA"),
        (.arabic, .rightToLeft, nil),
    ] as [(Language, LayoutDirection, String?)])
    func aLatinTitleComesFirstInTheLegend(language: Language, direction: LayoutDirection, expected: String?) throws {
        let lines = Self.legend(language, direction)
        #expect(lines.allSatisfy { $0.rightToLeft }, "every line is a right-to-left paragraph, whatever the layout")
        let title = expected.map { String($0.split(separator: ",").last ?? "") } ?? "Backlog"
        let line = try #require(lines.first { BidiIsolation.removingControls($0.text).hasPrefix(title + Phrase().separator(language)) })
        let shown = try #require(try Fribidi.visual(line.text + "\n", base: .rightToLeft).first)
        #expect(shown.hasSuffix(title) && !shown.hasPrefix(title), "the title is not at the right end: \(shown)")
        if let expected { #expect(shown == expected) }
    }

    @Test func englishLinesStayLeftToRightInARightToLeftPicture() {
        #expect(Self.legend(.english, .rightToLeft).allSatisfy { !$0.rightToLeft })
    }
}
