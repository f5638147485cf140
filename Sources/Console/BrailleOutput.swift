// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Braille
import Foundation
import Semantics
import TextSafety

/// The braille display beside speech: what it shows, and what its keys ask the session for.
///
/// It shows the focused element (``Session/brailleText(of:)``) in the session language's braille,
/// contracted or not; a reply that says more than the element (an announcement, an error, a
/// confirmation) is flashed for ``flashDuration`` and then the element comes back, as VoiceOver's
/// and NVDA's braille messages do; while a line is being typed, the line is shown with the cursor
/// under its place. A phrase longer than the display is read in windows (``BrailleWindows``) with
/// the display's pan keys; past the end of an element the next one comes, before its start the
/// previous one's end.
///
/// The key map (docs/braille.md):
///
/// | key (BRLTTY command) | what it does |
/// |---|---|
/// | pan right, pan left (`FWINRT`, `FWINLT`) | the next or previous window; past the ends, the next or previous element |
/// | line down, line up (`LNDN`, `LNUP`) | the next or previous element |
/// | bottom, top (`BOT`, `TOP`) | the last or first element |
/// | next, previous paragraph (`NXPGRPH`, `PRPGRPH`) | the next or previous group |
/// | next, previous different line (`NXDIFLN`, `PRDIFLN`) | the next or previous action |
/// | home (`HOME`, `RETURN`) | back to the focused element's start, ending a flash message |
/// | a routing key over the element | activates it (its chosen action, as Enter does) |
/// | a routing key over the line being typed | moves the cursor to that character |
/// | a routing key over an action chosen with the action keys | does it (as Enter does) |
/// | a routing key over another flash message | ends it |
/// | a braille keyboard's characters and keys | typed on the command line, as the keyboard's are |
///
/// A value owned by the interactive runner, used on its thread. Without a display it does nothing;
/// a display that fails is let go, and said only when braille was asked for (`braille on`).
public struct BrailleOutput {
    /// What the runner is asked to do for a key of the display.
    public enum Action: Equatable, Sendable {
        /// Run a command, as its key would.
        case command(Command)
        /// Type these bytes on the command line, as the terminal's keyboard would send them.
        case type([UInt8])
        /// Move the command line's cursor to this character.
        case moveCursor(Int)
    }

    /// How long a flash message stays before the element comes back (NVDA's default message time).
    public static let defaultFlashDuration: Duration = .seconds(4)

    /// What is on the display.
    enum Content: Equatable {
        /// The focused element's braille text.
        case element(String)
        /// A message, shown until its deadline.
        case flash(String, until: ContinuousClock.Instant)
        /// The line being typed, and the cursor in it (in characters).
        case line(TypingEcho.Line)
    }

    /// The display, while one is used.
    public private(set) var display: (any BrailleDisplay)?
    /// How long a flash message stays.
    public let flashDuration: Duration
    private let connect: () throws(BrailleError) -> any BrailleDisplay
    private let serverMightRun: () -> Bool
    private let translator = BrailleTranslator()
    /// The settings the display was last set up for.
    private var applied: BrailleSettings?
    private(set) var content: Content = .element("")
    /// The cells of the content, their windows, and the window shown.
    private var line = BrailleLine.empty
    private var windows = BrailleWindows(cells: [], width: 1)
    private(set) var window = 0
    /// The table the content was translated with.
    private var table: BrailleTable?
    /// Whether the element the next reply shows starts at its last window (panning left past a start).
    private var endOfNextElement = false
    /// Whether the next render starts the content at its first window, or (``startAtEnd``) its last.
    private var startOver = true
    private var startAtEnd = false
    /// The line being typed, as last seen.
    private var typed = TypingEcho.Line("", cursor: 0)

    /// An output that connects through `connect` (BrlAPI's display by default); `serverMightRun`
    /// tells, without loading BrlAPI, whether `braille auto` should try at all.
    public init(
        flashDuration: Duration = defaultFlashDuration,
        connect: @escaping () throws(BrailleError) -> any BrailleDisplay = { () throws(BrailleError) in try BrlAPIDisplay.connect() },
        serverMightRun: @escaping () -> Bool = { BrlAPIDisplay.serverMightRun(environment: ProcessInfo.processInfo.environment) }
    ) {
        self.flashDuration = flashDuration
        self.connect = connect
        self.serverMightRun = serverMightRun
    }

    /// Uses a display or lets it go as the session's braille settings say, and shows the focused
    /// element; what must be said (a display asked for that cannot be used), or nothing. Without a
    /// display it connects when the mode changed, or when `retry` (the person typed `braille on` or
    /// `braille auto` again: BRLTTY may have started since).
    public mutating func apply(_ session: Session, retry: Bool = false) -> [String] {
        let settings = session.settings.braille
        defer { applied = settings }
        if settings.mode == .off {
            display?.close()
            display = nil
            return []
        }
        let modeChanged = applied?.mode != settings.mode
        if display == nil, modeChanged || retry {
            // `auto` tries only where a server may listen, so a start without BRLTTY loads nothing.
            guard settings.mode == .on || serverMightRun() else { return [] }
            do {
                display = try connect()
            } catch {
                return settings.mode == .on ? [session.brailleWord(.brailleUnavailable(session.errorWords.describe(error)))] : []
            }
            show(base(session))
        }
        startOver = true
        return render(session)
    }

    /// Shows what a reply came to: the focused element, or first what the reply says besides it.
    /// `typing` is read only while a display is used.
    public mutating func delivered(_ reply: Reply, _ session: Session, typing: @autoclosure () -> TypingEcho.Line) -> [String] {
        // `braille on` or `braille auto` said again: its reply is the mode's own words.
        let modeWord: CatalogText = session.settings.braille.mode == .on ? .brailleOn : .brailleAuto
        let retry = display == nil && reply.settingsChanged && reply.utterances == [session.brailleWord(modeWord)]
        var notices = applied != session.settings.braille || retry ? apply(session, retry: retry) : []
        guard display != nil else { return notices }
        typed = typing()
        let element = Set(session.focusedUtterances())
        let said = reply.utterances.filter { !element.contains($0) }
        if said.isEmpty {
            if !reply.utterances.isEmpty { show(base(session), atEnd: endOfNextElement) }
        } else {
            show(.flash(said.joined(separator: session.listSeparator), until: .now + flashDuration))
        }
        endOfNextElement = false
        notices += render(session)
        return notices
    }

    /// Follows the line being typed: shown while it holds text, the element again when it is empty.
    public mutating func typingChanged(_ typing: TypingEcho.Line, _ session: Session) -> [String] {
        guard display != nil, typing != typed else { return [] }
        typed = typing
        show(base(session))
        return render(session)
    }

    /// Milliseconds until a flash message ends, for the poll loop; -1 when none is shown.
    public var millisecondsUntilDue: Int32 {
        guard display != nil, case .flash(_, let deadline) = content else { return -1 }
        let left = deadline - .now
        return left <= .zero ? 0 : Int32((left / .milliseconds(1)).rounded(.up))
    }

    /// Brings the element back when a flash message's time is up, and follows the focus when it
    /// moved without a reply (say-all).
    public mutating func refresh(_ session: Session) -> [String] {
        guard display != nil else { return [] }
        switch content {
        case .flash(_, let deadline) where deadline <= .now:
            show(base(session))
        case .element(let text) where text != session.focusedBrailleText:
            show(.element(session.focusedBrailleText))
        default:
            return []
        }
        return render(session)
    }

    /// The keys pressed on the display: panning and home are done here; the rest come back as
    /// what the runner must do, in order. What must be said when the display failed, too.
    /// `hungUp`: the poll saw the connection hang up or fail; with no key left to read, it is gone
    /// (a descriptor that stays ready must never leave the loop spinning).
    public mutating func takeActions(_ session: Session, hungUp: Bool = false) -> (actions: [Action], notices: [String]) {
        guard let display else { return ([], []) }
        let inputs: [BrailleInput]
        do {
            inputs = try display.takeInputs()
        } catch {
            return ([], lose(error, session))
        }
        if hungUp, inputs.isEmpty { return ([], lose(.disconnected, session)) }
        var actions: [Action] = []
        var notices: [String] = []
        for input in inputs {
            if let action = handle(input, session) { actions.append(action) }
            notices += render(session)
        }
        return (actions, notices)
    }

    /// Gives the display back to BRLTTY.
    public mutating func close() {
        display?.close()
        display = nil
    }

    /// What a key does.
    private mutating func handle(_ input: BrailleInput, _ session: Session) -> Action? {
        switch input {
        case .panRight: return pan(by: 1, session)
        case .panLeft: return pan(by: -1, session)
        case .lineDown: return .command(.next)
        case .lineUp: return .command(.previous)
        case .bottom: return .command(.last)
        case .top: return .command(.first)
        case .nextParagraph: return .command(.nextGroup)
        case .previousParagraph: return .command(.previousGroup)
        case .nextDifferentLine: return .command(.nextAction)
        case .previousDifferentLine: return .command(.previousAction)
        case .home:
            show(base(session))
            return nil
        case .route(let cell): return route(cell, session)
        case .character(let character): return .type(Array(String(character).utf8))
        case .key(let key): return Self.bytes(of: key).map(Action.type)
        case .other: return nil
        }
    }

    /// A pan key: the next or previous window, and past the ends, the element after or before.
    private mutating func pan(by step: Int, _ session: Session) -> Action? {
        let next = window + step
        if windows.ranges.indices.contains(next) {
            window = next
            if case .flash(let text, _) = content { content = .flash(text, until: .now + flashDuration) }
            return nil
        }
        switch content {
        case .flash:
            show(base(session))
            return nil
        case .element:
            endOfNextElement = step < 0
            return .command(step > 0 ? .next : .previous)
        case .line:
            return nil
        }
    }

    /// A routing key: over the element it activates it; over an action chosen with the action keys
    /// (flashed by name) it does that action, as VoiceOver's braille does; over another message it
    /// ends it; over the line being typed it moves the cursor there.
    private mutating func route(_ cell: Int, _ session: Session) -> Action? {
        let index = (windows.ranges.indices.contains(window) ? windows.ranges[window].lowerBound : 0) + max(cell, 0)
        switch content {
        case .flash:
            // The action's reply replaces the message: showing the element first would only flicker.
            if session.chosenAction != nil { return .command(.activate) }
            show(base(session))
            return nil
        case .line(let typing):
            let scalar = line.sourceOfCell.indices.contains(index) ? line.sourceOfCell[index] : typing.text.unicodeScalars.count
            return .moveCursor(Self.characterOffset(ofScalar: scalar, in: typing.text))
        case .element:
            return index < line.cells.count ? .command(.activate) : nil
        }
    }

    /// Puts content on the display from its first window (or its last).
    private mutating func show(_ shown: Content, atEnd: Bool = false) {
        content = shown
        startOver = true
        startAtEnd = atEnd
    }

    /// What the display shows without a message: the line being typed, else the element.
    private func base(_ session: Session) -> Content {
        typed.text.isEmpty ? .element(session.focusedBrailleText) : .line(typed)
    }

    /// Translates the content and shows its window; what must be said when that failed.
    private mutating func render(_ session: Session) -> [String] {
        guard let display else { return [] }
        let text: String
        var cursorScalar: Int?
        var wanted = session.brailleTable
        switch content {
        case .element(let words), .flash(let words, _):
            text = words
        case .line(let typing):
            text = typing.text
            // What is typed is shown letter for letter: a command, a title, never contracted.
            wanted = BrailleTable.forLanguage(session.environment.language.code, contracted: false)
            cursorScalar = String(typing.text.prefix(typing.cursor)).unicodeScalars.count
        }
        do {
            line = try translator.translate(text, table: wanted)
        } catch {
            return lose(error, session)
        }
        windows = BrailleWindows(cells: line.cells, width: display.width)
        var cursorCell: Int?
        if let cursorScalar {
            let cell = line.cellOfSource.indices.contains(cursorScalar) ? line.cellOfSource[cursorScalar] : line.cells.count
            cursorCell = cell
            window = windows.index(containing: cell)
            // At the end of the line the cursor is past the last cell: keep room for it.
            if cell == line.cells.count, windows.ranges[window].count >= display.width {
                windows = BrailleWindows(cells: line.cells + [0], width: display.width)
                window = windows.index(containing: cell)
            }
        } else if startOver {
            window = startAtEnd ? windows.count - 1 : 0
        }
        startOver = false
        startAtEnd = false
        table = wanted
        window = min(max(window, 0), windows.count - 1)
        let range = windows.ranges[window]
        let cells = Array(line.cells[range.clamped(to: 0..<line.cells.count)])
        do {
            try display.show(cells, cursor: cursorCell.map { $0 - range.lowerBound })
        } catch {
            return lose(error, session)
        }
        return []
    }

    /// Lets a failed display go; said only when braille was asked for.
    private mutating func lose(_ error: BrailleError, _ session: Session) -> [String] {
        display?.close()
        display = nil
        content = .element("")
        return session.settings.braille.mode == .on ? [session.brailleWord(.brailleLost(session.errorWords.describe(error)))] : []
    }

    /// The bytes a terminal sends for a key, so a braille keyboard's keys do what the keyboard's do.
    static func bytes(of key: BrailleInput.Key) -> [UInt8]? {
        let escape = "\u{1B}"
        let sequence: String? = switch key {
        case .enter: "\r"
        case .tab: "\t"
        case .backspace: "\u{7F}"
        case .delete: escape + "[3~"
        case .left: escape + "[D"
        case .right: escape + "[C"
        case .up: escape + "[A"
        case .down: escape + "[B"
        case .home: escape + "[H"
        case .end: escape + "[F"
        case .pageUp: escape + "[5~"
        case .pageDown: escape + "[6~"
        case .function(let number): functionKeys.indices.contains(number - 1) ? escape + functionKeys[number - 1] : nil
        case .escape, .insert: nil
        }
        return sequence.map { Array($0.utf8) }
    }

    /// What xterm sends for F1 to F12, after the escape.
    private static let functionKeys = ["OP", "OQ", "OR", "OS", "[15~", "[17~", "[18~", "[19~", "[20~", "[21~", "[23~", "[24~"]

    /// The character offset in `text` of the character holding scalar `scalar` (the end past it).
    static func characterOffset(ofScalar scalar: Int, in text: String) -> Int {
        var scalars = 0
        for (offset, character) in text.enumerated() {
            scalars += character.unicodeScalars.count
            if scalars > scalar { return offset }
        }
        return text.count
    }
}
