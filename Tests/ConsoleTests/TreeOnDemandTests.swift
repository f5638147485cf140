// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Localization
import Semantics
import Testing
import Widgets

/// The tree stays a pure function of the document while the console moves focus by hints and
/// the large screens build their elements on demand: after every step of a random walk through
/// actions, the session's tree equals a fresh build, an eagerly built copy of it answers every
/// question the same, and focus is where a search from scratch finds it.
@Suite struct TreeOnDemandTests {
    /// A small deterministic generator, so a failure names its seed and repeats.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    /// Every screen, a person's editable Kanban board (editing actions, shifts and deletes)
    /// and a large one whose columns span several chunks; each in both directions.
    static let cases: [(String, Document, Bool)] = DemoScreen.allCases.map { ($0.rawValue, $0.document, false) } + [
        ("kanban", DemoScreen.kanban.document, true),
        ("kanban", .kanban(KanbanBoard(columns: (0..<3).map { column in
            KanbanBoard.Column(id: "c\(column)", title: .verbatim("Column \(column)"), cards: (0..<(700 + column * 300)).map {
                KanbanBoard.Card(id: "card\(column)-\($0)", title: .verbatim(String(repeating: "word ", count: $0 % 7 + 1)))
            })
        })), true),
        ("photo-grid", .photoGrid(PhotoGrid(photos: (0..<1_200).map {
            PhotoGrid.Photo(id: "p\($0)", label: .verbatim("Photo \($0)"))
        })), false),
    ]

    @Test(arguments: 0..<Self.cases.count, [LayoutDirection.leftToRight, .rightToLeft])
    func aRandomWalkKeepsTheTreeAFreshBuild(index: Int, direction: LayoutDirection) {
        let (screen, document, editable) = Self.cases[index]
        var session = Session(
            screen: screen, document: document, environment: .init(language: .english, layoutDirection: direction),
            editableScreen: editable ? screen : nil
        )
        var generator = Generator(state: UInt64(index * 2 + (direction == .leftToRight ? 0 : 1)))
        // Fewer steps on the large boards: each compares thousands of elements.
        let steps = session.tree.count > 200 ? 25 : 120
        for step in 0..<steps {
            let actions = session.focused?.actions.count ?? 0
            let line: String
            switch generator.next(9) {
            case 0: line = "next"
            case 1: line = "previous"
            case 2: line = "next-group"
            case 3: line = "last"
            case 4 where actions > 0: line = "do \(generator.next(actions) + 1)"
            case 5: line = "activate"
            case 6: line = "undo"
            case 7: line = "redo"
            default: line = actions > 0 ? "do \(generator.next(actions) + 1)" : "next"
            }
            _ = session.handle(line: line)
            var environment = session.environment
            environment.editing = editable
            // A new builder each time: nothing remembered from earlier trees (card heights,
            // column layouts), which the session's own builder reuses.
            let fresh = TreeBuilder().tree(for: session.document, in: environment)
            #expect(session.tree == fresh, "step \(step), \(line): the tree is not a fresh build")
            let eager = AccessibilityTree(title: fresh.title, groups: fresh.groups, screen: fresh.screen)
            #expect(fresh.count == eager.count && fresh.groupCount == eager.groupCount)
            #expect(fresh.staticTexts() == eager.staticTexts())
            for group in 0..<eager.groupCount {
                #expect(fresh.heading(ofGroup: group) == eager.heading(ofGroup: group))
                #expect(fresh.start(ofGroup: group) == eager.start(ofGroup: group))
            }
            // Every element on small screens; on large ones a sample, each end and around focus.
            let focus = session.focusID.flatMap { eager.position(of: $0) }
            let sample = eager.count <= 200
                ? Array(0..<eager.count)
                : [0, 1, eager.count - 1] + (0..<20).map { _ in generator.next(eager.count) }
                    + (focus.map { [max($0 - 1, 0), $0, min($0 + 1, eager.count - 1)] } ?? [])
            for position in sample {
                let node = eager.element(at: position)
                #expect(fresh.element(at: position) == node, "step \(step): element \(position)")
                #expect(session.tree.element(at: position) == node, "step \(step), \(line): the session's element \(position)")
                #expect(fresh.id(at: position) == node.id)
                #expect(fresh.position(of: node.id) == position)
                #expect(fresh.group(ofElementAt: position) == eager.group(ofElementAt: position))
            }
            #expect(session.focused == session.focusID.flatMap { eager.element(id: $0) }, "step \(step), \(line): focus")
            if eager.count > 0 { #expect(focus != nil, "step \(step), \(line): focus on nothing") }
        }
    }
}
