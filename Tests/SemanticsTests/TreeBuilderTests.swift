// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import TestSupport
import Testing
import Widgets

@Suite struct TreeBuilderTests {
    let builder = TreeBuilder()
    let phrase = Phrase()

    private func tree(_ document: Document, _ environment: Semantics.Environment = .init()) -> AccessibilityTree {
        builder.tree(for: document, in: environment)
    }

    private func spoken(_ document: Document, _ environment: Semantics.Environment = .init()) -> [String] {
        tree(document, environment).elements.map { phrase.spoken($0, environment.language) }
    }

    @Test func photoCardsReadTheirCaptionAsImagesWithBringToFront() {
        let nodes = tree(DemoScreen.photoBoard.document).elements
        #expect(nodes.map(\.label) == ["Lisbon", "Oslo", "Kyoto", "Quito", "Cairo"])
        #expect(phrase.spoken(nodes[0], .english) == "Lisbon, Image, Actions available")
        #expect(nodes.allSatisfy { $0.actions.map(\.name) == ["Bring to front"] })
    }

    @Test func gridValuesAndSelectAppearOnlyWhereTheOriginalShowsThem() {
        var document = DemoScreen.photoGrid.document
        #expect(spoken(document).prefix(2) == ["Long press a photo", "Photo 1, Button, Image, Actions available"])
        let select = tree(document).elements[2].actions
        #expect(select.map(\.name) == ["Select"])
        document.apply(select[0].intent)
        let selecting = spoken(document)
        #expect(selecting.prefix(4) == [
            "1 selected", "Done, Button", "Photo 1, Not selected, Button, Image",
            "Selected, Photo 2, Selected, Button, Image",
        ])
        #expect(tree(document).elements.allSatisfy { $0.actions.isEmpty }, "no Select in selection mode")
        if let done = tree(document).element(id: .gridDone)?.defaultAction { document.apply(done) }
        #expect(spoken(document).first == "Long press a photo")
    }

    @Test func theDeckIsOneButtonWithAValueAndAHint() {
        var document = DemoScreen.deckFan.document
        let deck = tree(document).elements
        #expect(deck.count == 1)
        #expect(phrase.utterances(deck[0], .english) == ["Card fan, Stacked, Button", "Drag or tap to fan the cards"])
        if let toggle = deck[0].defaultAction { document.apply(toggle) }
        #expect(spoken(document) == ["Card fan, Fanned, Button"])
    }

    @Test func kanbanCardsMoveToEveryOtherColumn() {
        var document = DemoScreen.kanban.document
        let card = tree(document).element(id: .card("3"))
        #expect(card?.actions.map(\.name) == ["Move to Doing", "Move to Done"])
        if let move = card?.actions.last?.intent { document.apply(move) }
        #expect(spoken(document) == [
            "To do, 2 cards", "Sketch the onboarding, Actions available", "Write release notes, Actions available",
            "Doing, 1 card", "Record the previews, Actions available",
            "Done, 1 card", "Fix the login crash, Actions available",
        ])
        #expect(tree(document).element(id: .card("3"))?.actions.map(\.name) == ["Move to To do", "Move to Doing"])
    }

    @Test func spanishKanbanIsSpanish() {
        let environment = Semantics.Environment(language: .spanish)
        #expect(spoken(DemoScreen.kanban.document, environment).first == "Por hacer, 3 tarjetas")
        #expect(tree(DemoScreen.kanban.document, environment).element(id: .card("1"))?.actions.map(\.name)
            == ["Mover a En curso", "Mover a Hecho"])
    }

    @Test(arguments: [
        (LayoutDirection.leftToRight, "Your camera, bottom right", ["Move to top left", "Move to top right", "Move to bottom left"]),
        (.rightToLeft, "Your camera, bottom left", ["Move to top right", "Move to top left", "Move to bottom right"]),
    ])
    func cornerNamesFollowTheLayoutDirection(direction: LayoutDirection, label: String, actions: [String]) {
        let tile = tree(DemoScreen.snapCorner.document, .init(layoutDirection: direction)).element(id: .tile)
        #expect(tile?.label == label)
        #expect(tile?.actions.map(\.name) == actions)
    }

    @Test func noActionEverDoesNothing() {
        for screen in DemoScreen.allCases {
            for node in tree(screen.document).elements {
                for action in node.actions {
                    var document = screen.document
                    let changed = document.apply(action.intent)
                    #expect(changed, "\(screen) \(node.id) \(action.name)")
                }
            }
        }
    }

    static let everyEnvironment: [(DemoScreen, Semantics.Environment)] = DemoScreen.allCases.flatMap { screen in
        Language.allCases.flatMap { language in
            LayoutDirection.allCases.flatMap { direction in
                [false, true].map { (screen, Semantics.Environment(language: language, layoutDirection: direction, reduceMotion: $0)) }
            }
        }
    }

    /// A pure function of (document, environment): built again in the reverse order, each right
    /// after the tree of another screen, language and direction, every tree is the one built
    /// first. (A word cache keyed by less than the environment, or state kept between calls,
    /// fails here; building the same input twice in a row would not show it.)
    @Test func theTreeIsAPureFunction() {
        let cases = Self.everyEnvironment
        let first = cases.map { tree($0.0.document, $0.1) }
        for index in cases.indices.reversed() {
            let other = cases[(index + 7) % cases.count]
            _ = tree(other.0.document, other.1)
            #expect(tree(cases[index].0.document, cases[index].1) == first[index], "\(cases[index].0) \(cases[index].1)")
        }
        // Different inputs give different trees: the comparison above can tell them apart.
        #expect(first[0] != first[4], "the English and the Spanish photo board are equal")
    }

    /// The same bytes in another process (another hash seed, another order of any set or
    /// dictionary): `rotor transcript --format json` prints what this process builds.
    @Test(arguments: DemoScreen.allCases)
    func anotherProcessBuildsTheSameBytes(screen: DemoScreen) throws {
        for (language, direction) in [(Language.english, LayoutDirection.leftToRight), (.spanish, .rightToLeft)] {
            let environment = Semantics.Environment(language: language, layoutDirection: direction)
            let here = Transcript().json(tree(screen.document, environment), language)
            let there = try RotorProcess.run(["transcript", screen.rawValue, "--lang", language.code, "--direction", direction.rawValue, "--format", "json"])
            #expect(there.status == 0)
            #expect(there.standardOutput == here, "\(screen) \(language.code) \(direction.rawValue)")
        }
    }

    @Test func rightToLeftKeepsTheReadingOrder() {
        for screen in DemoScreen.allCases {
            let ltr = tree(screen.document).elements.map(\.id)
            let rtl = tree(screen.document, .init(layoutDirection: .rightToLeft)).elements.map(\.id)
            #expect(ltr == rtl)
        }
    }

    @Test func phraseOrderFollowsVoiceOver() {
        let node = AccessibilityNode(
            id: .deck, label: "Volume", value: "50%", traits: [.adjustable, .button, .notEnabled, .header, .link, .image, .selected],
            actions: [AccessibilityAction(name: "a", intent: .deckFan(.toggle))]
        )
        #expect(phrase.spoken(node, .english)
            == "Selected, Volume, 50%, Dimmed, Button, Heading, Link, Adjustable, Image, Actions available")
    }
}
