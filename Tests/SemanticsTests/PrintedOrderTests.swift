// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import TestSupport
import Testing
import Widgets

/// Printed transcripts in the order a reader sees them, through GNU FriBidi (a real
/// implementation of the Unicode bidi algorithm): a Hebrew or Arabic line reads from the right,
/// so the element's first words, a Latin column title among them, are the rightmost.
@Suite struct PrintedOrderTests {
    /// A board whose first column has a Latin title, as a team writing in Hebrew names it.
    static let board = Document.kanban(KanbanBoard(columns: [
        .init(id: "backlog", title: .verbatim("Backlog"), cards: [
            .init(id: "1", title: .verbatim("Fix the login crash")),
            .init(id: "2", title: .verbatim("Release 2")),
            .init(id: "3", title: .verbatim("Ship it")),
        ]),
        .init(id: "doing", title: .verbatim("QA"), cards: []),
    ]))

    static func transcript(_ language: Language) -> [String] {
        let tree = TreeBuilder().tree(for: board, in: Semantics.Environment(language: language))
        return Transcript().text(tree, language).split(separator: "\n").map(String.init)
    }

    /// Each printed line whose words start with a Latin title, and how it is shown: left to
    /// right on the screen, the Hebrew letters in the order the eye meets them from the left
    /// (the line is read from the right). Arabic letters are shown in their joined forms, so only
    /// the title's place is checked there.
    static let cases: [(Language, String, String?)] = [
        (.hebrew, "Backlog", "םיסיטרכ 3 ,Backlog"),
        (.hebrew, "Fix the login crash", "תונימז תולועפ ,Fix the login crash"),
        (.hebrew, "Release 2", "תונימז תולועפ ,Release 2"),
        (.hebrew, "QA", "םיסיטרכ ןיא ,QA"),
        (.arabic, "Backlog", nil),
        (.arabic, "Release 2", nil),
    ]

    /// Laid out as a terminal lays a line out (its direction from its own first strong letter),
    /// and in a right-to-left paragraph: the title is at the right end, what follows it to its left.
    @Test(arguments: cases, [Fribidi.Base.auto, .rightToLeft])
    func aLatinTitleComesFirstInARightToLeftLine(_ line: (Language, String, String?), base: Fribidi.Base) throws {
        let (language, title, expected) = line
        let printed = Self.transcript(language)
        let index = try #require(printed.firstIndex { BidiIsolation.removingControls($0).hasPrefix(title + Phrase().separator(language)) })
        let visual = try Fribidi.visual(printed.joined(separator: "\n") + "\n", base: base)
        try #require(visual.count == printed.count)
        let shown = visual[index]
        #expect(shown.hasSuffix(title) && !shown.hasPrefix(title), "the title is not at the right end: \(shown)")
        if let expected { #expect(shown == expected) }
    }

    /// Every line of a Hebrew or Arabic transcript is a right-to-left paragraph for a terminal,
    /// and no English or Spanish line changed direction.
    @Test(arguments: Language.allCases)
    func everyLineHasItsLanguagesDirection(_ language: Language) {
        for line in Self.transcript(language) {
            let direction = BidiIsolation.firstStrongDirection(line)
            #expect(direction == (language.isRightToLeft ? .rightToLeft : .leftToRight), "\(line)")
        }
    }
}
