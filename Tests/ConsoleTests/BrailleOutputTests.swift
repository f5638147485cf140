// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Braille
@testable import Console
import Foundation
import Semantics
import TestSupport
import Testing
import Widgets

/// A display a test stands in: what was shown, keys to hand over, a failure to throw.
private final class FakeDisplay: BrailleDisplay {
    let width: Int
    let descriptor: Int32 = -1
    var shown: [(cells: [UInt8], cursor: Int?)] = []
    var pending: [BrailleInput] = []
    var failure: BrailleError?
    var closed = false

    init(width: Int) {
        self.width = width
    }

    func show(_ cells: [UInt8], cursor: Int?) throws(BrailleError) {
        if let failure { throw failure }
        shown.append((cells, cursor))
    }

    func takeInputs() throws(BrailleError) -> [BrailleInput] {
        if let failure { throw failure }
        defer { pending = [] }
        return pending
    }

    func close() {
        closed = true
    }
}

/// The braille display's behaviour without BRLTTY: what is shown after each reply, panning,
/// flash messages, routing keys, typing, and what is said when a display cannot be used.
@Suite struct BrailleOutputTests {
    private func session(_ screen: DemoScreen = .kanban, _ language: Language = .english, mode: BrailleSettings.Mode = .auto) -> Session {
        var session = Session(screen: screen.rawValue, document: screen.document, environment: .init(language: language))
        session.settings.braille.mode = mode
        return session
    }

    /// An output on a fake display `width` cells wide, set up for `session`.
    private func output(_ session: Session, width: Int = 40, flash: Duration = .seconds(4)) -> (BrailleOutput, FakeDisplay) {
        let display = FakeDisplay(width: width)
        var output = BrailleOutput(flashDuration: flash, connect: { display }, serverMightRun: { true })
        #expect(output.apply(session).isEmpty)
        return (output, display)
    }

    /// The cells of `text` in the session's braille, as the display shows a window of them.
    private func cells(_ text: String, _ session: Session) throws -> [UInt8] {
        try BrailleTranslator().translate(text, table: session.brailleTable).cells
    }

    private let empty = TypingEcho.Line("", cursor: 0)

    @Test func theElementIsShownAndFollowsFocus() throws {
        var session = session()
        var (output, display) = output(session)
        #expect(display.shown.last?.cells == (try cells("To do, 3 cards", session)))
        #expect(display.shown.last?.cursor == nil)
        let reply = session.execute(.next)
        #expect(output.delivered(reply, session, typing: empty).isEmpty)
        #expect(display.shown.last?.cells == (try cells("Sketch the onboarding actns", session)))
    }

    @Test func autoWithoutAServerTriesNothingAndSaysNothing() {
        var connected = false
        var output = BrailleOutput(connect: { () throws(BrailleError) -> any BrailleDisplay in
            connected = true
            throw .noServer("connect")
        }, serverMightRun: { false })
        #expect(output.apply(session()).isEmpty)
        #expect(!connected)
        #expect(output.display == nil)
    }

    @Test func onWithoutAServerSaysWhyOnce() {
        var output = BrailleOutput(connect: { () throws(BrailleError) -> any BrailleDisplay in throw .noServer("connect: No such file or directory") })
        let session = session(mode: .on)
        #expect(output.apply(session) == ["No braille display: BRLTTY is not running (connect: No such file or directory)."])
        #expect(output.delivered(Reply(["Sketch the onboarding, Actions available"]), session, typing: empty).isEmpty, "said once")
    }

    @Test func offLetsTheDisplayGo() {
        var session = session()
        var (output, display) = output(session)
        session.settings.braille.mode = .off
        #expect(output.apply(session).isEmpty)
        #expect(display.closed)
        #expect(output.display == nil)
    }

    @Test func aDisplayThatFailsIsLetGoAndSaidOnlyWhenAskedFor() {
        for mode in [BrailleSettings.Mode.auto, .on] {
            var session = session(mode: mode)
            var (output, display) = output(session)
            _ = output.delivered(session.execute(.nextAction), session, typing: empty)
            #expect(output.millisecondsUntilDue > 0, "an action's name is flashed")
            display.failure = .disconnected
            let notices = output.delivered(session.execute(.next), session, typing: empty)
            #expect(notices == (mode == .on ? ["The braille display is gone: BRLTTY closed the connection."] : []), "\(mode)")
            #expect(output.display == nil)
            #expect(output.millisecondsUntilDue == -1, "no flash to wait for without a display")
        }
    }

    @Test func panningReadsOnAndPastTheEndsMoves() throws {
        var session = session()
        _ = session.handle(line: "next")
        var (output, display) = output(session, width: 12)
        let line = try cells("Sketch the onboarding actns", session)
        let windows = BrailleWindows(cells: line, width: 12).ranges
        #expect(windows.count == 3)
        #expect(display.shown.last?.cells == Array(line[windows[0]]))
        display.pending = [.panRight]
        #expect(output.takeActions(session).actions.isEmpty)
        #expect(display.shown.last?.cells == Array(line[windows[1]]))
        display.pending = [.panRight, .panRight]
        let (actions, _) = output.takeActions(session)
        #expect(actions == [.command(.next)], "past the end: the next element")
        #expect(output.delivered(session.execute(.next), session, typing: empty).isEmpty)
        display.pending = [.panLeft]
        #expect(output.takeActions(session).actions == [.command(.previous)], "before the start: the previous one")
        #expect(output.delivered(session.execute(.previous), session, typing: empty).isEmpty)
        #expect(display.shown.last?.cells == Array(line[windows[2]]), "shown from its end")
    }

    @Test func whatAReplySaysBesidesTheElementIsFlashedThenTheElementReturns() async throws {
        var session = session()
        var (output, display) = output(session, flash: .milliseconds(50))
        _ = output.delivered(session.execute(.nextGroup), session, typing: empty)
        #expect(output.millisecondsUntilDue == -1, "the element alone: no flash")
        _ = output.delivered(session.execute(.last), session, typing: empty)
        let reply = session.execute(.next)
        #expect(reply.utterances == ["Last element"])
        _ = output.delivered(reply, session, typing: empty)
        #expect(display.shown.last?.cells == (try cells("Last element", session)))
        #expect((0...50).contains(output.millisecondsUntilDue))
        #expect(output.refresh(session).isEmpty)
        #expect(display.shown.last?.cells == (try cells("Last element", session)), "still within its time")
        try await Task.sleep(for: .milliseconds(80))
        _ = output.refresh(session)
        #expect(display.shown.last?.cells == (try cells("Drop cards here", session)))
        #expect(output.millisecondsUntilDue == -1)
    }

    @Test func routingKeys() throws {
        var session = session(.photoGrid)
        _ = session.handle(line: "next")
        var (output, display) = output(session)
        display.pending = [.route(2), .route(39)]
        #expect(output.takeActions(session).actions == [.command(.activate)], "over the element, not past it")
        // An action chosen with the action keys is flashed by name; a routing key does it.
        _ = output.delivered(session.execute(.nextAction), session, typing: empty)
        #expect(display.shown.last?.cells == (try cells("Select", session)))
        display.pending = [.route(0)]
        #expect(output.takeActions(session).actions == [.command(.activate)])
        _ = output.delivered(session.execute(.activate), session, typing: empty)
        // Over another message, a routing key ends it.
        _ = output.delivered(session.handle(line: "where"), session, typing: empty)
        display.pending = [.route(0)]
        #expect(output.takeActions(session).actions.isEmpty)
        #expect(display.shown.last?.cells == (try cells(session.focusedBrailleText, session)))
    }

    @Test func theLineBeingTypedIsShownWithItsCursorAndRoutingMovesIt() throws {
        let session = session()
        var (output, display) = output(session)
        #expect(output.typingChanged(TypingEcho.Line("do Move", cursor: 7), session).isEmpty)
        let typed = try BrailleTranslator().translate("do Move", table: .forLanguage("en", contracted: false)).cells
        #expect(display.shown.last?.cells == typed)
        #expect(display.shown.last?.cursor == typed.count, "past the last character")
        display.pending = [.route(4)]
        let cell4 = try BrailleTranslator().translate("do Move", table: .forLanguage("en", contracted: false)).sourceOfCell[4]
        #expect(output.takeActions(session).actions == [.moveCursor(cell4)])
        #expect(output.typingChanged(empty, session).isEmpty)
        #expect(display.shown.last?.cells == (try cells("To do, 3 cards", session)), "an empty line: the element again")
    }

    @Test func keysBecomeCommandsAndTyping() {
        let session = session()
        var (output, display) = output(session)
        display.pending = [.lineDown, .lineUp, .top, .bottom, .nextParagraph, .previousParagraph, .nextDifferentLine,
                           .previousDifferentLine, .character("é"), .key(.enter), .key(.left), .key(.function(5)), .key(.escape), .home]
        #expect(output.takeActions(session).actions == [
            .command(.next), .command(.previous), .command(.first), .command(.last), .command(.nextGroup),
            .command(.previousGroup), .command(.nextAction), .command(.previousAction), .type([0xC3, 0xA9]), .type([0x0D]),
            .type(Array("\u{1B}[D".utf8)), .type(Array("\u{1B}[15~".utf8)),
        ])
    }

    @Test func contractedBrailleAndTheLanguageChooseTheTable() throws {
        var session = session()
        var (output, display) = output(session)
        _ = session.handle(line: "contracted on")
        _ = output.delivered(session.handle(line: "read"), session, typing: empty)
        #expect(display.shown.last?.cells == (try BrailleTranslator().translate("To do, 3 cards", table: .forLanguage("en", contracted: true)).cells))
        let reply = session.handle(line: "lang he")
        _ = output.delivered(reply, session, typing: empty)
        _ = output.delivered(session.handle(line: "read"), session, typing: empty)
        #expect(display.shown.last?.cells == (try BrailleTranslator().translate(session.focusedBrailleText, table: BrailleTable(name: "he-IL.utb")).cells))
    }
}

/// What a braille display shows for an element, in each language.
@Suite struct BraillePhraseTests {
    @Test(arguments: [
        (Language.english, "Photo 1 btn img actns"), (.spanish, "Foto 1 bot imag accs"),
        (.hebrew, "צילום 1 כפתור תמונה פעולות"), (.arabic, "لقطة ١ زر صورة إجراءات"),
    ])
    func traitsAndActionsAreShort(language: Language, expected: String) {
        var session = Session(screen: "photo-grid", document: DemoScreen.photoGrid.document, environment: .init(language: language))
        _ = session.handle(line: "next")
        #expect(session.focusedBrailleText == expected)
    }

    @Test func selectedComesFirstAndVerbosityLeavesOutWhatItTurnsOff() {
        var session = Session(screen: "photo-grid", document: DemoScreen.photoGrid.document, environment: .init(language: .english))
        _ = session.handle(line: "next")
        _ = session.handle(line: "do Select")
        #expect(session.focusedBrailleText == "sel Photo 1 Selected btn img")
        _ = session.handle(line: "verbosity low")
        #expect(session.focusedBrailleText == "sel Photo 1 Selected", "no traits or actions at low verbosity; selected, as speech says")
    }

    @Test func brailleAndContractedAreSettingsThatAreSaid() {
        var session = Session(screen: "kanban", document: DemoScreen.kanban.document, environment: .init(language: .english))
        #expect(session.handle(line: "braille on").utterances == ["Braille on"])
        #expect(session.handle(line: "braille on").settingsChanged)
        #expect(session.settings.braille.mode == .on)
        #expect(session.handle(line: "braille auto").utterances == ["Braille when BRLTTY runs"])
        #expect(session.handle(line: "contracted on").utterances == ["Contracted braille"])
        #expect(session.settings.braille == BrailleSettings(mode: .auto, contracted: true))
        #expect(session.handle(line: "braille maybe").utterances == ["'maybe' is not valid. Use one of: auto, on, off"])
    }
}

/// The short braille words (a trait's, "Actions available") are read as what they abbreviate:
/// each is back-translated by liblouis with the table it is written in, and must come back as
/// itself, never as a contraction of that braille. Spanish grade 2 read `acc` as "acerca" and
/// `enc` as "encima" (`en` is a contraction sign), and `aten` and `enl` as no word at all.
@Suite(.enabled(if: LouisTool.isInstalled, "needs lou_translate (liblouis-bin)"))
struct BrailleAbbreviationTests {
    /// Every short word the display shows.
    static let words: [CatalogText] = Traits.described.compactMap { Session.brailleShortWord($0.trait) } + [.brailleActionsAvailable]

    @Test(arguments: Language.allCases, [false, true])
    func noShortWordReadsAsAContraction(language: Language, contracted: Bool) {
        let table = BrailleTable.forLanguage(language.code, contracted: contracted).name
        for key in Self.words {
            let word = Strings.builtIn.text(key, language)
            guard let cells = LouisTool.braille(word, table: table) else { continue }
            if table == "he-IL.utb" {
                // liblouis 3.24 back-translates this table to Latin letters; it has no
                // contractions, so each letter must be written as its own cells.
                let letters = word.map { LouisTool.braille(String($0), table: table) ?? "" }.joined()
                #expect(cells == letters, "\(word) in \(table): \(cells), letter by letter \(letters)")
            } else {
                #expect(LouisTool.text(cells, table: table) == word, "\(word) in \(table) is \(cells), read back as something else")
            }
        }
    }
}
