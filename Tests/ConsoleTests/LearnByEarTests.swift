// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Console
import Localization
import Semantics
import Testing
import Widgets

/// What a person learning Rotor by ear meets in the first hour: help and the history walked a
/// line at a time, help on the focused element, a column read to its end and no further, a
/// group or item by its number, first letters, the focus kept per screen, Tab over every value,
/// "did you mean" that never guesses wildly, and commands in the session's language.
@Suite struct LearnByEarTests {
    private func session(_ screen: DemoScreen = .kanban, _ language: Language = .english, walking: Bool = true) -> Session {
        var session = Session(screen: screen.rawValue, document: screen.document, environment: .init(language: language))
        session.walksLists = walking
        return session
    }

    /// F1 opens help as a list: how many lines and how to move, then the first line; Down goes
    /// line by line, Page Down to the next group's heading, Up at the top plays the edge; Escape
    /// (`close`) closes it and the focus is where it was.
    @Test func helpIsAListWalkedLineByLine() {
        var session = session()
        _ = session.handle(line: "next")
        let opened = session.execute(.help(""))
        #expect(opened.utterances.count == 2)
        #expect(opened.utterances.first?.hasPrefix("Help, ") == true)
        #expect(opened.utterances.first?.hasSuffix(" lines. Down and Up go line by line, Page Down and Page Up by group; Escape closes it.") == true)
        #expect(opened.utterances.last == "The focused element (help here):")
        #expect(session.execute(.nextItem).utterances == ["Sketch the onboarding, Actions available"])
        #expect(session.execute(.nextGroup).utterances == ["Moving around (help navigation):"])
        #expect(session.execute(.next).utterances == ["next (n): Move to the next element."])
        let top = session.execute(.first)
        #expect(top.utterances == ["The focused element (help here):"])
        let edge = session.execute(.previous)
        #expect(edge.utterances == ["The focused element (help here):"] && edge.sounds == [.edge])
        #expect(session.execute(.last).utterances.first?.hasPrefix("Escape: ") == true, "the keys come last")
        #expect(session.execute(.close).utterances == ["Help closed", "Sketch the onboarding, Actions available"])
        #expect(session.execute(.next).utterances == ["Write release notes, Actions available"], "the arrows move on the screen again")
    }

    /// `help keys` opens the list on the keys; any command but the list's and the voice's
    /// closes it first and runs.
    @Test func helpKeysOpensOnTheKeysAndAnotherCommandClosesIt() {
        var session = session()
        #expect(session.handle(line: "help keys").utterances.last?.hasPrefix("Keys. ") == true)
        #expect(session.execute(.next).utterances == ["Right arrow: next element"])
        #expect(session.handle(line: "stop").utterances.isEmpty)
        #expect(session.isWalkingList, "stop leaves help open")
        #expect(session.handle(line: "where").utterances == ["Kanban board, To do", "left column"])
        #expect(!session.isWalkingList)
    }

    /// In a script help is printed whole, as before: the intro, then every group of commands.
    @Test func aScriptPrintsHelpWhole() {
        var session = session(walking: false)
        let lines = session.handle(line: "help").utterances
        #expect(lines.first == "Commands, by group. Type help and a group or a command for just that, or help keys for the keys.")
        #expect(lines.contains("quit (q, exit): End the session.") && lines.contains("column NAME|N (col): Go to a group (a column) by its name, a beginning of it, or its number: 'column done', 'column 3'."))
        #expect(!session.isWalkingList)
    }

    /// `help here`: what the focused element is, what Enter does, its actions and how.
    @Test(arguments: [
        (DemoScreen.kanban, 1, [
            "Sketch the onboarding, Actions available",
            "An element. Kanban board, To do, 1 of 3, left column",
            "Enter does the action chosen with Down and Up.",
            "Its actions: Move to Doing, Move to Done. Down and Up choose one and Enter does it; or type do and its name or number.",
        ]),
        (DemoScreen.deckFan, 0, [
            "Card fan, Stacked, Button",
            "A button. Deck fan, Deck, 1 of 1, centre of the screen",
            "Enter activates it.",
            "It has no actions.",
            "Its hint: Drag or tap to fan the cards",
        ]),
    ])
    func helpHereSaysWhatTheElementIsAndWhatApplies(screen: DemoScreen, steps: Int, expected: [String]) {
        var session = session(screen)
        for _ in 0..<steps { _ = session.execute(.next) }
        #expect(session.handle(line: "help here").utterances == expected)
    }

    /// `history` walks everything said, Tab's choices included, from the latest back; walking
    /// it adds nothing to it.
    @Test func theHistoryIsWalkedOneThingAtATime() {
        var session = session()
        _ = session.start()
        _ = session.execute(.next)
        session.remember("2 choices: Move to Doing, Move to Done")
        _ = session.execute(.next)
        let opened = session.execute(.history(""))
        #expect(opened.utterances == [
            "History, 5 things said, the latest last. Up goes back, Down forward; Escape closes it.",
            "Write release notes, Actions available",
        ])
        #expect(session.execute(.previousItem).utterances == ["2 choices: Move to Doing, Move to Done"])
        #expect(session.execute(.previous).utterances == ["Sketch the onboarding, Actions available"])
        #expect(session.execute(.previous).utterances == ["To do, 3 cards"])
        #expect(session.execute(.previous).utterances == ["Kanban board"])
        let edge = session.execute(.previous)
        #expect(edge.utterances == ["Kanban board"] && edge.sounds == [.edge])
        #expect(session.execute(.nextItem).utterances == ["To do, 3 cards"])
        _ = session.execute(.close)
        #expect(session.handle(line: "history choices").utterances.last == "2 choices: Move to Doing, Move to Done")
    }

    /// `read-group` reads a column from its header to its last card, and not the next column.
    @Test func aColumnIsReadToItsEndAndNoFurther() {
        var session = session()
        _ = session.handle(line: "column doing")
        let reply = session.execute(.readGroup)
        #expect(reply.sayAll.flatMap(\.utterances) == ["Doing, 1 card", "Record the previews, Actions available"])
        _ = session.handle(line: "column 1")
        _ = session.execute(.next)
        #expect(session.execute(.readGroup).sayAll.map(\.id) == [.column("todo"), .card("1"), .card("2"), .card("3")])
    }

    /// `column` by name, beginning, words or number; `go N` counts as `where` does.
    @Test(arguments: [
        ("column done", ["Done, 0 cards"]), ("column DO", ["'DO' fits several groups: Doing, Done"]),
        ("column 2", ["Doing, 1 card"]), ("column ٣", ["Done, 0 cards"]),
        ("column 4", ["'4' is not a number from 1 to 3"]),
        ("column zebra", ["No group is called 'zebra'. The groups: To do, Doing, Done"]),
        ("go 3", ["Fix the login crash, Actions available"]), ("go 4", ["'4' is not a number from 1 to 3"]),
    ])
    func aGroupOrAnItemByItsNameOrNumber(line: String, expected: [String]) {
        var session = session()
        #expect(session.handle(line: line).utterances == expected)
    }

    /// First letters, as VoiceOver's type-to-select: letters typed together spell a beginning;
    /// the same letter again goes on to the next; nothing found says so.
    @Test func firstLettersGoToTheElementTheyBegin() {
        var session = session()
        #expect(session.execute(.typeToSelect("w")).utterances == ["Write release notes, Actions available"])
        #expect(session.execute(.typeToSelect("d")).utterances == ["Doing, 1 card"])
        #expect(session.execute(.typeToSelect("do")).utterances == ["Doing, 1 card"], "more letters that still fit stay")
        #expect(session.execute(.typeToSelect("don")).utterances == ["Done, 0 cards"])
        #expect(session.execute(.typeToSelect("dd")).utterances == ["Drop cards here"], "the same letter again goes on")
        let none = session.execute(.typeToSelect("z"))
        #expect(none.utterances == ["Nothing begins with 'z'"] && none.sounds == [.edge])
    }

    /// F6 and F7 come back to the element left there, not to the first.
    @Test func eachScreenKeepsItsFocus() {
        var session = session()
        _ = session.handle(line: "go 2")
        #expect(session.execute(.nextScreen).utterances == ["Snap corner", "On a call"])
        _ = session.execute(.last)
        #expect(session.execute(.previousScreen).utterances == ["Kanban board", "Write release notes, Actions available"])
        #expect(session.execute(.nextScreen).utterances == ["Snap corner", "Your camera, bottom right, Actions available"])
    }

    /// Tab completes every value of a command that takes a few, not only some: `verbosity h`
    /// and `echo wo` as `hints o`.
    @Test(arguments: [
        ("verbosity h", ["verbosity high"]), ("echo wo", ["echo words"]), ("hints o", ["hints on", "hints off"]),
        ("verbosity hin", ["verbosity hints"]), ("verbosity actions of", ["verbosity actions off"]),
        ("punctuation m", ["punctuation most"]), ("direction a", ["direction auto"]), ("motion r", ["motion reduce"]),
        ("braille a", ["braille auto"]), ("first-letter of", ["first-letter off"]), ("column d", ["column Doing", "column Done"]),
        ("help ke", ["help keys"]), ("rotor co", ["rotor containers"]), ("read-g", ["read-group"]),
    ])
    func tabCompletesEveryValue(typed: String, expected: [String]) {
        #expect(Completion.candidates(for: typed, in: session()) == expected)
    }

    /// A command that takes a few values: each of them completes from its first letter or two.
    @Test func everyValueOfEveryCommandCompletes() {
        let session = session()
        for spec in Command.specs where !spec.choices.isEmpty {
            for value in spec.choices {
                let candidates = Completion.candidates(for: spec.name + " " + value.prefix(2), in: session)
                #expect(candidates.contains(spec.name + " " + value), "\(spec.name) \(value.prefix(2)) gives \(candidates)")
            }
        }
    }

    /// "Did you mean" stays with typos: `column done` was "volume"; now `column` is a command,
    /// and other words far from every command get no guess.
    @Test(arguments: ["colour", "beep", "lines", "cancel", "save-all"])
    func anUnrelatedWordGetsNoGuess(line: String) {
        var session = session()
        let said = session.handle(line: line).utterances.joined()
        #expect(!said.contains("Did you mean"), "\(line): \(said)")
    }

    /// In a Spanish session the Spanish words work beside the English ones, with their values,
    /// completion, help and "did you mean" in both.
    @Test func commandsInTheSessionsLanguage() {
        var session = session(.kanban, .spanish)
        _ = session.handle(line: "siguiente")
        #expect(session.handle(line: "acciones").utterances == ["Acciones: 1, Mover a En curso. 2, Mover a Hecho."])
        #expect(session.handle(line: "actions").utterances == ["Acciones: 1, Mover a En curso. 2, Mover a Hecho."])
        #expect(session.handle(line: "detalle bajo").utterances.first == "Nivel de detalle bajo")
        #expect(session.settings.verbosity == .low)
        #expect(session.handle(line: "sonidos no").utterances == ["Sonidos desactivados"])
        #expect(session.handle(line: "donde").utterances.first == "Tablero Kanban, Por hacer, 1 de 3")
        #expect(session.handle(line: "columna hecho").utterances == ["Hecho, 0 tarjetas"])
        #expect(session.handle(line: "acciónes").utterances.first?.hasPrefix("Comando desconocido") == false, "accents do not matter")
        #expect(session.handle(line: "acciomes").utterances.first?.contains("¿Querías decir 'acciones'?") == true)
        #expect(session.handle(line: "eco ninguno").utterances == ["Eco de escritura: desactivado"])
        #expect(session.handle(line: "eco atuo").utterances.first?.contains("caracteres, palabras, ambos, nada") == true)
        #expect(Completion.candidates(for: "acc", in: session) == ["acciones"])
        #expect(Completion.candidates(for: "detalle a", in: session) == ["detalle alto"])
        #expect(Completion.candidates(for: "verbosity h", in: session) == ["verbosity high"])
        #expect(session.handle(line: "ayuda acciones").utterances == ["acciones (actions): Enumera las acciones del elemento. Abreviatura: ac."])
    }

    /// Every command and value has a word in each language, and no word of a language names two
    /// commands, or one command and another's English name or alias; a command's values differ.
    @Test(arguments: [Language.spanish, .hebrew, .arabic])
    func everyWordIsTheOneCommandsOwn(language: Language) {
        let words = CommandWords(strings: .builtIn, language: language)
        var seen: [String: String] = [:]
        for spec in Command.specs {
            let word = words.shown(command: spec.name)
            #expect(words.command(named: word)?.name == spec.name, "\(word) is \(spec.name) in \(language.code)")
            let folded = CommandWords.fold(word)
            #expect(seen[folded] == nil || seen[folded] == spec.name, "\(word) names \(seen[folded] ?? "") and \(spec.name)")
            seen[folded] = spec.name
            let owner = Command.spec(named: word.lowercased())
            #expect(owner == nil || owner?.name == spec.name, "\(word) is also the English \(owner?.name ?? "")")
            let values = spec.choices.map(words.shown(value:))
            #expect(Set(values.map(CommandWords.fold)).count == values.count, "\(spec.name)'s values \(values) differ")
            for (value, english) in zip(values, spec.choices) where !Language.allCases.map(\.code).contains(english) {
                #expect(words.englishValue(value) == english, "\(value) is \(english)")
            }
        }
    }

    /// The catalog's English word of each command is its name, and of each value the value.
    @Test func theEnglishWordsAreTheNames() {
        for key in CommandWordKey.allKeys {
            #expect(Strings.builtIn.text(key, .english, isolating: false) == key.english, "\(key.key)")
        }
    }
}
