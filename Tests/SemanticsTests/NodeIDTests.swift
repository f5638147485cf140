// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Testing
import Widgets

@Suite struct NodeIDTests {
    @Test(arguments: [
        (NodeID.card("1"), "card.1"), (.column("todo"), "column.todo"), (.columnEmpty("todo"), "column.todo.empty"),
        (.photo("lisbon"), "photo.lisbon"), (.gridHeader, "header"), (.gridDone, "done"), (.deck, "deck"),
        (.snapTitle, "title"), (.snapSubtitle, "subtitle"), (.tile, "tile"),
        (.column("a.empty"), "column.a%2Eempty"), (.card("50%"), "card.50%25"), (.card(""), "card."),
    ])
    func rendersTodaysStringsAndParsesBack(id: NodeID, rendered: String) {
        #expect(id.description == rendered)
        #expect(NodeID(rendered) == id)
    }

    @Test(arguments: [
        (GroupID.column("todo"), "column.todo"), (.column("a.b"), "column.a%2Eb"), (.board, "board"),
        (.gridHeader, "header"), (.grid, "grid"), (.deck, "deck"), (.call, "call"),
    ])
    func groupsRenderTodaysStrings(id: GroupID, rendered: String) {
        #expect(id.description == rendered)
    }

    /// Ids that would collide if `.` and `%` were not escaped, or were escaped per character:
    /// U+0600 is a prepended mark, one character with the `.` after it.
    static let trickyIDs = [
        "", ".", "..", "%", "%%", "%2E", "%25", "a", "a.", ".a", "a.empty", "a%2Eempty", "a%252Eempty", "empty",
        "\u{600}", "\u{600}.empty", ".\u{301}", "\u{301}", "é", "e.\u{301}", "card.1", "column.a", "1.2.3",
    ]

    @Test func renderingIsInjectiveOnTrickyIDs() {
        let ids = Self.trickyIDs.flatMap { id in [NodeID.card(id), .column(id), .columnEmpty(id), .photo(id)] }
            + [.gridHeader, .gridDone, .deck, .snapTitle, .snapSubtitle, .tile]
        let rendered = ids.map(\.description)
        #expect(Set(rendered).count == ids.count)
        for (id, text) in zip(ids, rendered) { #expect(NodeID(text) == id, "\(text)") }
    }

    @Test func canonicallyEqualIDsStayEqual() {
        #expect(NodeID.card("é") == .card("e\u{301}"))
        #expect(NodeID.card("é").description == NodeID.card("e\u{301}").description)
        #expect(NodeID("card.e\u{301}") == .card("é"))
    }

    @Test(arguments: ["", "card", "cards.1", "column.a.full", "column.a.b.empty", "card.%", "card.%2e", "card.%41", "header.1", "x"])
    func rejectsWhatNoNodeRendersTo(text: String) {
        #expect(NodeID(text) == nil)
    }

    @Test func anEmptyColumnNamedLikeAnotherColumnsPlaceholderKeepsItsOwnElement() {
        let board = KanbanBoard(columns: [
            .init(id: "a", title: .verbatim("A")), .init(id: "a.empty", title: .verbatim("B")),
        ])
        let tree = TreeBuilder().tree(for: .kanban(board), in: .init())
        let rendered = tree.elements.map(\.id.description)
        #expect(rendered == ["column.a", "column.a.empty", "column.a%2Eempty", "column.a%2Eempty.empty"])
        #expect(tree.groups.map(\.id) == [.column("a"), .column("a.empty")])
    }
}
