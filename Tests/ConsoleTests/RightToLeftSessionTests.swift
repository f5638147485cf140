// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Localization
import Semantics
import Speech
import Synchronization
import TextSafety
import Testing
import Widgets

/// Hebrew and Arabic at the console: direction, commands that match isolated names, and a
/// Latin title inside Arabic, printed isolated and spoken by two voices.
@Suite struct RightToLeftSessionTests {
    static let mixedBoard = KanbanBoard(columns: [
        .init(id: "todo", title: .catalog(key: "demo.kanban.column.todo"), cards: [.init(id: "1", title: .verbatim("Fix the login crash"))]),
        .init(id: "done", title: .catalog(key: "demo.kanban.column.done")),
    ])

    @Test func theLanguageBringsItsDirectionUnlessOneWasChosen() {
        var session = Session(screen: "snap-corner", document: DemoScreen.snapCorner.document, environment: .init(language: .english))
        _ = session.handle(line: "last")
        #expect(session.handle(line: "lang he").utterances == ["עברית", "\u{2068}המצלמה שלך, \u{2068}למטה משמאל\u{2069}\u{2069}, פעולות זמינות"])
        #expect(session.environment.layoutDirection == .rightToLeft)
        #expect(session.handle(line: "lang en").utterances == ["English", "Your camera, bottom right, Actions available"])
        #expect(session.environment.layoutDirection == .leftToRight)
        _ = session.handle(line: "direction ltr")
        _ = session.handle(line: "lang ar")
        #expect(session.environment.layoutDirection == .leftToRight, "a chosen direction stays")
        #expect(session.handle(line: "read").utterances == ["\u{2068}كاميرتك، \u{2068}أسفل اليمين\u{2069}\u{2069}، إجراءات متاحة"])
    }

    @Test func langAndItsCompletionOfferEveryLanguage() {
        let session = Session(screen: "kanban", document: DemoScreen.kanban.document, environment: .init())
        #expect(Completion.candidates(for: "lang ", in: session) == ["lang en", "lang es", "lang he", "lang ar"])
        var typed = session
        #expect(typed.handle(line: "lang fr").utterances == ["'fr' is not valid. Use one of: en, es, he, ar"])
    }

    @Test func actionsAreFoundByTheirWordsWhateverIsolatesTheyHold() {
        var session = Session(screen: "kanban", document: DemoScreen.kanban.document, environment: .init(language: .hebrew))
        _ = session.handle(line: "next")
        #expect(Completion.candidates(for: "do העברה לעמודה ב", in: session) == ["do העברה לעמודה בתהליך", "do העברה לעמודה בוצע"])
        let moved = session.handle(line: "do העברה לעמודה בוצע").utterances
        #expect(moved.first == "הועבר לעמודה \u{2068}בוצע\u{2069}", "the confirmation, the column's name isolated")
        #expect(moved.contains("\u{2068}בוצע\u{2069}, כרטיס אחד"), "the header, its title isolated, not the whole of it")
        var arabic = Session(screen: "kanban", document: DemoScreen.kanban.document, environment: .init(language: .arabic))
        _ = arabic.handle(line: "next")
        #expect(arabic.handle(line: "do ٢").utterances.contains("\u{2068}المنجز\u{2069}، بطاقة واحدة"), "Arabic-Indic digits name an action")
        #expect(arabic.handle(line: "find رسم").utterances.first?.contains("رسم مسودة") == true)
    }

    @Test func aLatinTitleInArabicIsPrintedIsolatedAndSpokenByTwoVoices() {
        let printed = Mutex<[String]>([])
        let speaker = TranscriptSpeaker()
        let announcer = Announcer(speaker: speaker, print: { line in printed.withLock { $0.append(line) } })
        var session = Session(screen: "tasks", document: .kanban(Self.mixedBoard), environment: .init(language: .arabic))
        announcer.deliver(session.handle(line: "next"), session)
        announcer.deliver(session.handle(line: "actions"), session)
        let lines = printed.withLock { $0 }
        #expect(lines == [
            "\u{2068}Fix the login crash\u{2069}، إجراءات متاحة",
            "الإجراءات: \u{2068}\u{2068}١\u{2069}، \u{2068}نقل إلى \u{2068}المنجز\u{2069}\u{2069}.\u{2069}",
        ])
        let heard = speaker.utterances.map { SpeechSanitizer.clean($0.text) }
        #expect(heard.allSatisfy { !$0.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) } }, "isolates never reach the synthesizer")
        #expect(speaker.utterances.allSatisfy { $0.language == "ar" })
        // The runs synthesis cuts it into (the phonemes of each voice are SpeechTests' to check:
        // this suite keeps off the shared engine).
        let runs = ScriptRun.runs(of: heard[0], language: "ar", settings: .default)
        #expect(runs.map(\.voice) == ["en", "ar"])
        #expect(runs.map(\.text) == ["Fix the login crash،", "إجراءات متاحة"])
    }

    @Test func hostileOverridesInATitleEndWithTheTitle() {
        let board = KanbanBoard(columns: [
            .init(id: "a", title: .verbatim("בוצע"), cards: [.init(id: "1", title: .verbatim("x\u{202E}evil"))]), .init(id: "b", title: .verbatim("b")),
        ])
        var session = Session(screen: "tasks", document: .kanban(board), environment: .init(language: .hebrew))
        let line = session.handle(line: "next").utterances[0]
        #expect(TerminalText.neutralize(line) == "\u{2068}x\u{202E}evil\u{202C}\u{2069}, פעולות זמינות")
    }
}
