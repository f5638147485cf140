// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Console
import Localization
import Semantics
import Speech
import Testing
import Widgets

/// The rotor, the review cursor and spelling, on sessions in this process. The unit names are
/// VoiceOver's rotor settings (Apple's VoiceOver User Guide: Actions, Containers, Lines, Words,
/// Characters); the phonetic words the ICAO spelling alphabet (Annex 10, Volume II); the letter
/// names the OED's (English) and the Academy of the Hebrew Language's.
@Suite struct RotorTests {
    private func session(_ screen: DemoScreen, _ language: Language = .english) -> Session {
        Session(screen: screen.rawValue, document: screen.document, environment: .init(language: language))
    }

    /// A board with one card titled `title`, focused, in `language`.
    private func board(titled title: String, _ language: Language) -> Session {
        let board = KanbanBoard(columns: [
            .init(id: "a", title: .verbatim("A"), cards: [.init(id: "1", title: .verbatim(title))]),
        ])
        var session = Session(screen: "kanban", document: .kanban(board), environment: .init(language: language))
        _ = session.handle(line: "next")
        return session
    }

    @Test func theRotorTurnsThroughItsUnitsAndBack() {
        var session = session(.kanban)
        let turned = (0..<6).map { _ in session.handle(line: "rotor").utterances }
        #expect(turned == [["Containers"], ["Lines"], ["Words"], ["Characters"], ["Actions"], ["Containers"]])
        #expect(session.handle(line: "rotor previous").utterances == ["Actions"])
        #expect(session.handle(line: "rotor words").utterances == ["Words"])
        #expect(session.handle(line: "rotor selected").utterances
            == ["'selected' is not valid. Use one of: actions, containers, lines, words, characters"],
                "the grid's selected photos are a unit only where there are some")
    }

    @Test func downMovesByTheUnit() {
        var session = session(.kanban)
        _ = session.handle(line: "next")
        #expect(session.handle(line: "next-item").utterances == ["Move to Doing"], "the rotor starts on actions")
        _ = session.handle(line: "rotor containers")
        #expect(session.handle(line: "next-item").utterances == ["Doing, 1 card"])
        _ = session.handle(line: "rotor lines")
        #expect(session.handle(line: "next-item").utterances == ["Record the previews, Actions available"])
        #expect(session.handle(line: "previous-item").utterances == ["Doing, 1 card"])
    }

    /// "Kyoto" character by character, then its phonetic word on a second press, as NVDA does.
    @Test func kyotoCharacterByCharacter() {
        var session = session(.photoBoard)
        _ = session.handle(line: "next")
        _ = session.handle(line: "next")
        _ = session.handle(line: "rotor characters")
        let characters = (0..<6).map { _ in session.execute(.nextItem).utterances }
        #expect(characters == [["K"], ["y"], ["o"], ["t"], ["o"], [","]])
        #expect(session.execute(.previousItem).utterances == ["o"])
        #expect(session.execute(.currentItem).utterances == ["o"])
        #expect(session.execute(.currentItem).utterances == ["o, oscar"], "a second press spells it out")
        _ = session.handle(line: "where")
        #expect(session.handle(line: "character").utterances == ["o"])
        #expect(session.handle(line: "character").utterances == ["o, oscar"])
        let first = session.handle(line: "previous-item")
        #expect(first.utterances == ["t"] && first.spokenAs[0] == [Reply.SpokenPart("t", isCharacter: true)])
    }

    @Test func theEndsOfThePhraseSoundTheEdge() {
        var session = session(.deckFan)
        _ = session.handle(line: "rotor words")
        let words = (0..<4).map { _ in session.execute(.nextItem).utterances }
        #expect(words == [["Card"], ["fan"], ["Stacked"], ["Button"]])
        let edge = session.execute(.nextItem)
        #expect(edge.utterances == ["Button"] && edge.sounds == [.edge])
        #expect(session.handle(line: "word").utterances == ["Button"])
        #expect(session.handle(line: "word").utterances == ["B u t t o n"], "twice: spelled")
    }

    /// `spell` names each letter: English by the OED's names, a capital as such.
    @Test func spellNamesEachLetter() {
        var session = session(.photoBoard)
        _ = session.handle(line: "find Kyoto")
        let reply = session.handle(line: "spell")
        #expect(reply.utterances == ["K y o t o"])
        #expect(reply.spokenAs[0]?.map(\.text) == ["capital kay", "wye", "o", "tee", "o"])
    }

    /// A Hebrew title spelled in a Hebrew session: each letter by its Hebrew name, the final
    /// mem as "mem sofit".
    @Test func aHebrewTitleIsSpelledInHebrewLetterNames() {
        var session = board(titled: "שלום", .hebrew)
        let reply = session.handle(line: "spell")
        #expect(reply.utterances == ["ש ל ו ם"])
        let names = reply.spokenAs[0]?.map { $0.text.unicodeScalars.filter { !(0x0591...0x05C7).contains($0.value) } }.map { String(String.UnicodeScalarView($0)) }
        #expect(names == ["שין", "למד", "וו", "מם סופית"], "the names, their vowel points aside")
    }

    /// A Latin title in an Arabic session takes English's letter names; Arabic letters their own.
    /// "تلقائياً" (a real app's word) ends in alef with tanwin: named by its letter, alef.
    @Test(arguments: [
        ("Kyoto", ["kay كبيرة", "wye", "o", "tee", "o"]), ("كوب", ["كاف", "واو", "باء"]),
        ("تلقائياً", ["تاء", "لام", "قاف", "أَلِف", "همزة على الياء", "ياء", "أَلِف"]),
    ])
    func lettersArabicDoesNotListComeFromEnglish(title: String, names: [String]) {
        var session = board(titled: title, .arabic)
        #expect(session.handle(line: "spell").spokenAs[0]?.map(\.text) == names)
    }

    /// `review` goes through the last thing said, by word, and a move of the focus ends it.
    @Test func reviewGoesThroughTheLastThingSaid() {
        var session = session(.kanban)
        _ = session.handle(line: "next")
        #expect(session.handle(line: "do Move to Done").utterances == ["Moved to Done", "To do, 2 cards", "Done, 1 card"])
        #expect(session.handle(line: "review").utterances == ["Moved"])
        let words = (0..<5).map { _ in session.execute(.nextItem).utterances }
        #expect(words == [["to"], ["Done"], ["To"], ["do"], ["2"]])
        _ = session.handle(line: "rotor characters")
        #expect(session.execute(.nextItem).utterances == ["space"])
        _ = session.handle(line: "first")
        _ = session.handle(line: "rotor words")
        #expect(session.execute(.nextItem).utterances == ["To"], "the focused element's phrase again")
    }

    /// The grid's selected photos are a unit while some are selected.
    @Test func theSelectedPhotosAreAUnitOfTheGrid() {
        var session = session(.photoGrid)
        _ = session.handle(line: "next")
        _ = session.handle(line: "do select")
        _ = session.handle(line: "next")
        _ = session.handle(line: "next")
        _ = session.handle(line: "activate")
        _ = session.handle(line: "first")
        #expect(session.handle(line: "rotor selected").utterances == ["Selected photos"])
        #expect(session.execute(.nextItem).utterances.first?.hasPrefix("Selected, Photo 1") == true)
        #expect(session.execute(.nextItem).utterances.first?.hasPrefix("Selected, Photo 3") == true)
        let edge = session.execute(.nextItem)
        #expect(edge.utterances == ["No selected photo after this one"] && edge.sounds == [.edge])
    }
}
