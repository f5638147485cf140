// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety
import Console
import Localization
import Semantics
import Speech
import Testing
import Widgets

@Suite struct SessionTests {
    private func session(_ screen: DemoScreen = .kanban, _ language: Language = .english) -> Session {
        Session(screen: screen.rawValue, document: screen.document, environment: .init(language: language))
    }

    @Test func startNamesTheScreenThenTheFirstElement() {
        var session = session()
        #expect(session.start().utterances == ["Kanban board", "To do, 3 cards"])
    }

    @Test func navigationStopsAtEitherEndAndSaysSo() {
        var session = session(.deckFan)
        #expect(session.handle(line: "next").utterances == ["Last element"])
        #expect(session.handle(line: "previous").utterances == ["First element"])
        #expect(session.handle(line: "read").utterances == ["Card fan, Stacked, Button", "Drag or tap to fan the cards", "Press Enter to fan the cards"])
    }

    @Test func theTourWalksFromOneScreenIntoTheNext() {
        var session = session(.deckFan)
        session.tour = true
        #expect(session.handle(line: "next").utterances == ["Kanban board", "To do, 3 cards"])
        #expect(session.handle(line: "previous").utterances == ["Deck fan", "Card fan, Stacked, Button", "Drag or tap to fan the cards", "Press Enter to fan the cards"])
    }

    @Test func groupsWhereAndFind() {
        var session = session()
        #expect(session.handle(line: "ng").utterances == ["Doing, 1 card"])
        #expect(session.handle(line: "n").utterances == ["Record the previews, Actions available"])
        #expect(session.handle(line: "where").utterances == ["Kanban board, Doing, 1 of 1", "middle column"])
        #expect(session.handle(line: "find crash").utterances == ["Fix the login crash, Actions available"])
        #expect(session.handle(line: "find zebra").utterances == ["Nothing matches 'zebra'"])
        #expect(session.handle(line: "pg").utterances == ["First group"])
        #expect(session.handle(line: "ng").utterances == ["Doing, 1 card"])
    }

    @Test func anActionRebuildsKeepsFocusAndAnnouncesWhatChanged() {
        var session = session()
        _ = session.handle(line: "find login")
        #expect(session.handle(line: "do Move to Done").utterances
            == ["Moved to Done", "To do, 2 cards", "Done, 1 card"])
        #expect(session.focusID == .card("3"))
        #expect(session.handle(line: "where").utterances == ["Kanban board, Done, 1 of 1", "right column"])
        // The actions keep the numbers `do` gave them: Doing was 1 before the move and stays 1.
        #expect(session.handle(line: "actions").utterances == ["Actions: 1, Move to Doing. 3, Move to To do."])
    }

    @Test func editingFindsCardsAndColumnsWhoseIDsHoldDots() {
        let board = KanbanBoard(columns: [
            .init(id: "a.b", title: .verbatim("Plans"), cards: [.init(id: "x.y", title: .verbatim("Sketch"))]),
            .init(id: "a", title: .verbatim("Done")),
        ])
        var session = Session(screen: "tasks.json", document: .kanban(board), environment: .init(), editableScreen: "tasks.json")
        _ = session.handle(line: "rename Ideas")
        _ = session.handle(line: "next")
        #expect(session.focusID == .card("x.y"))
        _ = session.handle(line: "rename Draw")
        // The emptied column's "Drop cards here" is not announced: its header's count says it.
        #expect(session.handle(line: "do Move to Done").utterances == ["Moved to Done", "Ideas, 0 cards", "Done, 1 card"])
        #expect(session.handle(line: "delete").utterances == ["Deleted Draw", "Drop cards here", "Done, 0 cards"])
        #expect(session.focusID == .columnEmpty("a"))
        guard case .kanban(let edited) = session.document else {
            Issue.record("not a board")
            return
        }
        #expect(edited.columns.map(\.title) == [.verbatim("Ideas"), .verbatim("Done")])
        #expect(edited.columns.map(\.cards.isEmpty) == [true, true])
    }

    @Test func actionsByNumberPrefixAndCycling() {
        var session = session()
        _ = session.handle(line: "next")
        #expect(session.execute(.nextAction).utterances == ["Move to Doing"])
        #expect(session.execute(.nextAction).utterances == ["Move to Done"])
        #expect(session.execute(.nextAction).utterances == ["Move to Doing"])
        #expect(session.execute(.previousAction).utterances == ["Move to Done"])
        #expect(session.execute(.activate).utterances.last == "Done, 1 card")
        _ = session.handle(line: "first")
        _ = session.handle(line: "next")
        #expect(session.handle(line: "do 1").utterances.contains("Doing, 2 cards"))
    }

    @Test func errorsAreSpokenWithWhatIsValid() {
        var session = session()
        #expect(session.handle(line: "nxt").utterances == ["Unknown command 'nxt'. Did you mean 'next'? Type 'help' for commands."])
        #expect(session.handle(line: "nxt").isError)
        #expect(session.handle(line: "do Move to Mars").utterances == ["To do, 3 cards has no actions"])
        _ = session.handle(line: "next")
        #expect(session.handle(line: "do Move to Mars").utterances
            == ["'Move to Mars' is not an action of Sketch the onboarding. Actions: Move to Doing, Move to Done"])
        #expect(session.handle(line: "activate").utterances == ["Nothing happens on Enter. Actions: Move to Doing, Move to Done"])
        #expect(session.handle(line: "screen kanbn").utterances.first?.hasSuffix("Did you mean 'kanban'?") == true)
        #expect(session.handle(line: "rate 9000").utterances == ["'9000' is not a number from 80 to 1,350"])
        #expect(session.handle(line: "find").utterances == ["'find' needs TEXT"])
        #expect(session.handle(line: "next please").utterances == ["'next' takes no argument"])
    }

    @Test func gridSelectionAnnouncesTheCount() {
        var session = session(.photoGrid)
        _ = session.handle(line: "next")
        #expect(session.handle(line: "do select").utterances == ["Selected, Photo 1, Selected, Button, Image", "1 selected"])
        _ = session.handle(line: "next")
        #expect(session.handle(line: "activate").utterances == ["Selected, Photo 2, Selected, Button, Image", "2 selected"])
        _ = session.handle(line: "find done")
        // Done is gone: focus moves to what now stands in its place, and the header is read.
        #expect(session.handle(line: "activate").utterances == ["Selection ended", "Photo 1, Button, Image, Actions available", "Long press a photo"])
    }

    /// Outside selection mode a tap calls the original's onOpen, which the demo leaves empty
    /// (`{ _ in }`): nothing happens, and Rotor says so rather than invent an "Opened".
    @Test func aTapOutsideSelectionDoesWhatTheOriginalDoes() {
        var session = session(.photoGrid)
        _ = session.handle(line: "next")
        let reply = session.handle(line: "activate")
        #expect(reply.utterances == ["Nothing happens. To choose photos, use the Select action."])
        #expect(!reply.documentChanged)
    }

    @Test func aPhotoOpenedBeforeSelectionModeIsToggledSavedAndUndoneLikeAnyOther() {
        var session = session(.photoGrid)
        for line in ["next", "activate", "do Select", "next", "activate", "previous"] { _ = session.handle(line: line) }
        let toggle = session.handle(line: "activate")
        #expect(toggle.utterances == ["Photo 1, Not selected, Button, Image", "1 selected"], "toggled, not opened again")
        #expect(toggle.documentChanged, "a toggle is saved")
        #expect(session.handle(line: "undo").utterances.first == "Undid: Photo 1")
        #expect(session.focused?.traits.contains(.selected) == true)
    }

    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "0", "-1", "99999999999999999999999"])
    func anyNumberTypedIsBoundedBeforeArithmetic(number: String) {
        var session = session()
        _ = session.handle(line: "next")
        let reply = session.handle(line: "do \(number)")
        #expect(reply.isError)
        #expect(reply.utterances == ["'\(number)' is not an action of Sketch the onboarding. Actions: Move to Doing, Move to Done"])
    }

    @Test func editsTheLoaderWouldRefuseAreRefusedInItsWords() {
        let board = KanbanBoard(columns: (0..<500).map { KanbanBoard.Column(id: "c\($0)", title: .verbatim("C\($0)")) })
        var session = Session(screen: "b.json", document: .kanban(board), environment: .init(), editableScreen: "b.json")
        let long = String(repeating: "x", count: 10_001)
        #expect(session.handle(line: "add \(long)").utterances == ["columns[0].cards[0].title is 10,001 characters long, more than the 10,000 Rotor reads."])
        #expect(session.handle(line: "rename \(long)").utterances == ["columns[0].title is 10,001 characters long, more than the 10,000 Rotor reads."])
        #expect(session.handle(line: "add-column Later").utterances == ["columns has 501 items, more than the 500 Rotor opens."])
        #expect(session.document == .kanban(board), "nothing changed")
        #expect(session.handle(line: "add \(String(repeating: "y", count: 10_000))").documentChanged, "the limit itself is allowed")
    }

    @Test func languageAndDirectionChangeAtRunTimeAndKeepFocus() {
        var session = session(.snapCorner)
        _ = session.handle(line: "last")
        #expect(session.handle(line: "lang es").utterances == ["Español", "Tu cámara, abajo a la derecha, Acciones disponibles"])
        #expect(session.handle(line: "direction rtl").utterances
            == ["De derecha a izquierda", "Tu cámara, abajo a la izquierda, Acciones disponibles"])
        #expect(session.handle(line: "do mover arriba a la izquierda").utterances == ["Tu cámara, arriba a la izquierda, Acciones disponibles"])
        guard case .snapCorner(let tile) = session.document else { Issue.record("not the tile"); return }
        #expect(tile.corner == .topTrailing, "the top left in right-to-left is the top trailing corner")
    }

    @Test func voiceSettingsHintsAndMute() {
        var session = session(.deckFan)
        _ = session.handle(line: "rate 300")
        _ = session.handle(line: "punctuation all")
        #expect(session.voice.rate == 300 && session.voice.punctuation == .all)
        _ = session.handle(line: "hints off")
        #expect(session.handle(line: "read").utterances == ["Card fan, Stacked, Button"])
        #expect(session.handle(line: "mute").stopSpeech)
        #expect(session.muted)
    }

    @Test func historyAndRepeat() {
        var session = session()
        _ = session.handle(line: "next")
        #expect(session.handle(line: "repeat").utterances == ["Sketch the onboarding, Actions available"])
        #expect(session.handle(line: "history sketch").utterances == ["Sketch the onboarding, Actions available"])
        #expect(session.handle(line: "history zebra").utterances == ["Nothing in the history"])
    }

    /// A NUL in what a person looks for is a character like any other: Foundation's search
    /// ignored what followed it ("crash\0" was found in "crash") and trapped on "é\0" after
    /// a text ending in "é" (the command fuzz target's crash).
    @Test func historyAndFindTakeANulAsACharacter() {
        var session = Session(
            screen: "tasks.json", document: DemoScreen.kanban.document, environment: .init(), editableScreen: "tasks.json")
        _ = session.handle(line: "add Café")
        _ = session.handle(line: "add \u{FFFD}")
        #expect(session.handle(line: "history café").utterances.isEmpty == false)
        #expect(session.handle(line: "history é\u{0}").utterances == ["Nothing in the history"])
        #expect(session.handle(line: "history \u{FFFD}\u{0}\u{0}\u{0}").utterances == ["Nothing in the history"])
        #expect(session.handle(line: "find crash\u{0}").utterances.first?.hasPrefix("Nothing matches") == true)
        #expect(session.handle(line: "find crash").utterances == ["Fix the login crash, Actions available"])
    }

    @Test func helpInBothLanguages() {
        var session = session()
        #expect(session.handle(line: "help do").utterances.first?.hasPrefix("do ACTION: Perform an action") == true)
        #expect(session.handle(line: "help keys").utterances.contains("Right arrow: next element"))
        _ = session.handle(line: "lang es")
        #expect(session.handle(line: "help keys").utterances.contains("Flecha derecha: elemento siguiente"))
    }

    @Test(arguments: [
        ("scr", ["screen", "screens"]), ("screen sn", ["screen snap-corner"]), ("lang", ["lang"]),
        ("lang e", ["lang en", "lang es"]), ("zz", []),
    ])
    func completion(typed: String, expected: [String]) {
        #expect(Completion.candidates(for: typed, in: session()) == expected)
    }

    @Test func completionOffersTheFocusedElementsActions() {
        var session = session()
        _ = session.handle(line: "next")
        #expect(Completion.candidates(for: "do Move to D", in: session) == ["do Move to Doing", "do Move to Done"])
    }

    @Test func aScreenLeftAndFoundAgainIsAsItWasLeft() {
        var session = session(.deckFan)
        _ = session.handle(line: "activate")
        _ = session.handle(line: "screen kanban")
        #expect(session.handle(line: "screen deck-fan").utterances[1] == "Card fan, Fanned, Button")
    }
}

@Suite struct CommandTests {
    @Test(arguments: [
        ("n", Command.next), ("  NEXT  ", .next), ("do Move to Done", .perform("Move to Done")),
        ("find  login crash ", .find("login crash")), ("help", .help("")), ("q", .quit), ("?", .help("")),
    ])
    func parses(line: String, command: Command) throws {
        #expect(try Command.parse(line) == command)
    }

    @Test func anEmptyLineIsNoCommand() throws {
        #expect(try Command.parse("   ") == nil)
    }

    @Test func everyCommandHasHelpInBothLanguages() {
        for spec in Command.specs {
            for language in Language.allCases {
                #expect(Strings.builtIn.hasTranslation("command.\(spec.name)", in: language), "\(spec.name) \(language)")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func everyConsoleWordIsTranslated(language: Language) {
        let missing = CatalogText.catalogKeys.filter { $0.hasPrefix("console.") && !Strings.builtIn.hasTranslation($0, in: language) }
        #expect(missing.isEmpty, "\(missing)")
    }
}

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}[2Jclear", "\u{241B}[2Jclear"),
        ("\u{1B}]0;title\u{07}", "\u{241B}]0;title\u{2407}"),
        ("a\u{9B}31mb", "a\u{FFFD}31mb"),
        ("\u{202E}abc", "\u{202E}abc\u{202C}"),
        ("x\u{202C}y", "xy"),
        ("\u{2067}q", "\u{2067}q\u{2069}"),
        ("Lisbon", "Lisbon"),
        // An override inside an isolated title ends with the title; nothing spills past it.
        ("העברה אל \u{2068}a\u{202E}b\u{2069} עכשיו", "העברה אל \u{2068}a\u{202E}b\u{202C}\u{2069} עכשיו"),
        // A PDF cannot close what was opened outside its isolate, a PDI with no isolate is dropped.
        ("\u{202B}x\u{2068}y\u{202C}\u{2069}z\u{2069}", "\u{202B}x\u{2068}y\u{2069}z\u{202C}"),
        ("\u{2068}\u{2068}a\u{2069}", "\u{2068}\u{2068}a\u{2069}\u{2069}"),
    ])
    func controlsAreNeutralized(input: String, output: String) {
        #expect(TerminalText.neutralize(input) == output)
    }
}
