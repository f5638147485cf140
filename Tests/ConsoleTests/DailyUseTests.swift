// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
@testable import Console
import Localization
import Semantics
import Speech
import Testing
import Widgets

/// What a daily screen-reader user meets, on sessions in this process: positions among the
/// column's cards, the photo in front, actions found by their words and kept under their
/// numbers, help by group, "did you mean", the settings and their sources, times in words.
@Suite struct DailyUseTests {
    private func session(_ screen: DemoScreen, _ language: Language = .english, direction: LayoutDirection? = nil) -> Session {
        let environment = Semantics.Environment(language: language, layoutDirection: direction ?? language.defaultLayoutDirection)
        return Session(screen: screen.rawValue, document: screen.document, environment: environment)
    }

    /// `where` counts the cards of the column, not its header: the seed's header reads
    /// "To do, 3 cards", so the cards are 1 of 3 to 3 of 3.
    @Test func positionsAreCountedAmongTheColumnsCards() {
        var session = session(.kanban)
        #expect(session.handle(line: "where").utterances == ["Kanban board, To do", "left column"])
        _ = session.handle(line: "next")
        #expect(session.handle(line: "where").utterances == ["Kanban board, To do, 1 of 3", "left column"])
        _ = session.handle(line: "last")
        #expect(session.handle(line: "where").utterances == ["Kanban board, Done", "right column"], "Drop cards here is no card")
        var grid = self.session(.photoGrid)
        _ = grid.handle(line: "next")
        #expect(grid.handle(line: "where").utterances.first == "Photo grid, Photos, 1 of 15", "the hint above the photos is not one of them")
    }

    /// The photo drawn in front: said by `where`, reached by `front`, and not brought forward again.
    @Test func thePhotoInFrontIsASpokenFact() {
        var session = session(.photoBoard)
        #expect(session.handle(line: "front").utterances == ["Cairo, Image, Actions available", "bottom centre of the board, in front"])
        #expect(session.handle(line: "do bring to front").utterances == ["Cairo is already in front"])
        _ = session.handle(line: "first")
        #expect(session.handle(line: "do bring to front").utterances.first == "Lisbon is in front")
        #expect(session.handle(line: "where").utterances.last?.hasSuffix(", in front") == true)
        #expect(session.handle(line: "front").utterances.first == "Lisbon, Image, Actions available")
        var kanban = self.session(.kanban)
        #expect(kanban.handle(line: "front").isError)
    }

    /// `do` takes words found anywhere in an action's name, in any order, and extra spaces.
    @Test(arguments: [
        ("do top left", "Your camera, top left, Actions available"),
        ("do left top", "Your camera, top left, Actions available"),
        ("do  Move to   bottom left", "Your camera, bottom left, Actions available"),
        ("do mo to t r", "Your camera, top right, Actions available"),
    ])
    func actionsAreFoundByTheirWords(line: String, said: String) {
        var session = session(.snapCorner)
        _ = session.handle(line: "last")
        #expect(session.handle(line: line).utterances == [said])
    }

    @Test func wordsThatFitSeveralActionsNameThem() {
        var session = session(.snapCorner)
        _ = session.handle(line: "last")
        let reply = session.handle(line: "do top")
        #expect(reply.isError && reply.utterances == ["'top' could be: Move to top left, Move to top right"])
    }

    /// In right to left, as in left to right, an action keeps its number after the tile moves:
    /// `do 1` twice does not move it twice.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func actionNumbersStayWithTheirActions(direction: LayoutDirection) {
        var session = session(.snapCorner, .english, direction: direction)
        _ = session.handle(line: "last")
        let listed = session.handle(line: "actions").utterances
        #expect(listed.first?.hasPrefix("Actions: 1, ") == true)
        _ = session.handle(line: "do 1")
        let after = session.handle(line: "actions").utterances.first ?? ""
        #expect(!after.contains("1, "), "the corner it is in has no action, and its number is no other's: \(after)")
        #expect(session.handle(line: "do 1").isError)
        #expect(session.handle(line: "do 2").utterances.first?.hasPrefix("Your camera") == true)
    }

    /// Tab completion stops before the space, so the word typed next needs no second one.
    @Test func completionLeavesNoDoubleSpace() {
        var session = session(.kanban)
        _ = session.handle(line: "next")
        #expect(Completion.candidates(for: "do mo", in: session) == ["do Move to Doing", "do Move to Done"])
        #expect(Completion.candidates(for: "do done", in: session) == ["do Move to Done"], "words inside the name")
        #expect(session.handle(line: "do Move to  Done").utterances.first == "Moved to Done", "two spaces are one")
    }

    /// `help`: a heading per group, then one line per command with what it does.
    @Test func helpIsGroupedWithALinePerCommand() {
        var session = session(.kanban)
        let lines = session.handle(line: "help").utterances
        #expect(lines.count == 1 + CommandGroup.allCases.count + Command.specs.count)
        #expect(lines.contains("next (n): Move to the next element."))
        #expect(lines.contains("Moving around (help navigation):"))
        let group = session.handle(line: "help review").utterances
        #expect(group.first == "The rotor, words and letters (help review):" && group.contains { $0.hasPrefix("spell: ") })
        #expect(session.handle(line: "help lang").utterances == ["lang en|es|he|ar: Switch the language of words and voice."])
    }

    /// Every unknown command that another screen reader's name or a typo explains gets a
    /// "did you mean"; so does a mistyped value.
    @Test(arguments: [
        ("say-all", "Unknown command 'say-all'. Did you mean 'read-all'? Type 'help' for commands."),
        ("readall", "Unknown command 'readall'. Did you mean 'read-all'? Type 'help' for commands."),
        ("headings", "Unknown command 'headings'. Did you mean 'rotor'? Type 'help' for commands."),
        ("direction atuo", "'atuo' is not valid. Use one of: auto, ltr, rtl. Did you mean 'auto'?"),
        ("rotor wrods", "'wrods' is not valid. Use one of: actions, containers, lines, words, characters. Did you mean 'words'?"),
    ])
    func didYouMean(line: String, said: String) {
        var session = session(.kanban)
        #expect(session.handle(line: line).utterances == [said])
    }

    /// `settings` says where each value comes from: the command line for this run, the locale
    /// variable, the file, or the default.
    @Test func settingsSayWhereEachValueComesFrom() {
        var settings = Settings()
        settings.voice.rate = 300
        var launch = Launch(language: .arabic, systemLanguage: .spanish, localeVariable: "LANG=es_ES.UTF-8")
        launch.settingsPath = "/home/a/.config/rotor/settings.json"
        var session = Session(screen: "kanban", document: DemoScreen.kanban.document, launch: launch, settings: settings)
        _ = session.handle(line: "lang en")
        let lines = session.handle(line: "settings").utterances
        #expect(lines.first == "Settings are saved in /home/a/.config/rotor/settings.json")
        #expect(lines.contains("Language: English, saved"), "lang in the session is saved: \(lines)")
        #expect(lines.contains("Direction: Left to right, follows the language"))
        #expect(lines.contains("Rate: 300, saved"))
        #expect(lines.contains("Pitch: 50, default"))

        let arabic = Session(screen: "kanban", document: DemoScreen.kanban.document, launch: Launch(language: .arabic, systemLanguage: .spanish, localeVariable: "LANG=es_ES.UTF-8"))
        var fresh = arabic
        #expect(fresh.handle(line: "settings").utterances.dropFirst().first?.contains("--lang") == true)
        var plain = Session(screen: "kanban", document: DemoScreen.kanban.document, launch: Launch(systemLanguage: .spanish, localeVariable: "LANG=es_ES.UTF-8"))
        #expect(plain.handle(line: "settings").utterances.contains("Idioma: Español, de LANG=es_ES.UTF-8"))
    }

    /// A moment in words, as CLDR 42 writes a month, day and time in each language (its long
    /// date-time glue: English "{1} 'at' {0}", Spanish "{1}, {0}", Hebrew "{1} בשעה {0}",
    /// Arabic "{1} في {0}" with Arabic-Indic digits).
    @Test(arguments: [
        (Language.english, "December 4 at 2:17\u{202F}PM"),
        (.spanish, "4 de diciembre, 14:17"),
        (.hebrew, "4 בדצמבר בשעה 14:17"),
        (.arabic, "٤ ديسمبر في ٢:١٧ م"),
    ])
    func timesAreSaidAsPeopleSayThem(language: Language, words: String) {
        let session = session(.kanban, language)
        let moment = Date(timeIntervalSince1970: 1_796_393_858)
        #expect(session.spokenTime(moment, now: moment, zone: "UTC") == words)
        #expect(session.spokenTime(moment, now: moment.addingTimeInterval(400 * 86_400), zone: "UTC").contains(language == .arabic ? "٢٠٢٦" : "2026"),
                "another year's date says its year")
    }

    /// The catalog's Hebrew and Arabic letter names are read by eSpeak NG as words: no vowel
    /// point or dagesh is named aloud ("dagesh" in English, a voice switch `(en)`).
    @Test(arguments: [Language.hebrew, .arabic, .spanish, .english])
    func letterNamesAreReadAsWords(language: Language) {
        let list = Strings.builtIn.text(CatalogText.consoleLetterNames, language, isolating: false)
        let names = Spelling.entries(list)
        #expect(names.count >= 26)
        for (letter, name) in names {
            let phonemes = Phonemes.of(name, language: language.code)
            #expect(!phonemes.isEmpty && !phonemes.contains("(en)") && !phonemes.contains("agES"), "\(letter) = \(name): \(phonemes)")
        }
    }
}
