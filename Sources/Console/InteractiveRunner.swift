// SPDX-License-Identifier: GPL-3.0-or-later
@preconcurrency import CReadline
import TextSafety
import Foundation
import Localization
import Semantics
import Speech
import SystemInterface

/// The interactive screen reader: readline in callback mode, a poll loop over the terminal and
/// the signal self-pipe (signals, and wake-ups from the speech thread), keys that act on an
/// empty line, and typing that talks back.
///
/// Every key silences speech first (unless `interrupt off`); then readline handles it, and what
/// changed on the line is said (`TypingEcho`). readline calls back into C functions without
/// context, so the one running session lives in a main-thread-only global; no signal handler
/// touches it (they only write to the pipe).
public final class InteractiveRunner {
    nonisolated(unsafe) static var active: InteractiveRunner?

    let driver: SessionDriver
    let signals: SignalPipe
    var announcer: Announcer { driver.announcer }
    private(set) var historyPath: String?
    let prompt = "rotor> "
    var finished = false
    /// The signal that ended the session, when one did.
    var endingSignal: Int32?
    /// Whether the key being handled ran a command (which spoke its own reply) or finished a
    /// line: then the line's change is not echoed.
    var keySpoke = false
    /// Splits the terminal's bytes into keys.
    private var scanner = KeyScanner()
    /// The letters typed for first-letter navigation, and when the last came: letters typed
    /// within ``typeAheadPause`` of each other go on with the same label ("wr" for "Write").
    private var typeAhead = ""
    private var typeAheadTime = ContinuousClock.now
    private static let typeAheadPause = Duration.seconds(1)
    /// The braille display beside speech (`InteractiveRunner+Braille.swift`).
    var braille = BrailleOutput()

    /// The signals a session handles: Control-C, the ends of a session, and a resized window.
    /// Route them (``SignalPipe``) before opening the document, so none finds the default action.
    public static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH]

    /// Creates a runner for a session.
    /// What keeps readline from using the history file: nothing when it is not there yet, or is
    /// a regular file within ``InputLimit/history`` bytes.
    static func historyProblem(_ path: String) -> FileError? {
        guard FileGate.exists(path) else { return nil }
        do {
            let file = try FileGate.open(path)
            defer { file.close() }
            let size = Int(file.status.st_size)
            return size > InputLimit.history ? .tooLarge(path: path, bytes: size, limit: InputLimit.history) : nil
        } catch {
            return error
        }
    }

    public init(driver: SessionDriver, signals: SignalPipe, historyPath: String?) {
        self.driver = driver
        self.signals = signals
        self.historyPath = historyPath
    }

    /// Runs until `quit`, Ctrl-D, SIGTERM, SIGHUP or SIGQUIT; restores the terminal.
    public func run() -> SessionEnd {
        let signals = self.signals
        Self.active = self
        // No flow control, and Control-\ and Control-Z as keys, until the session ends.
        let modes = TerminalModes()
        defer { modes.restore() }
        LineEditor.configure(name: "rotor", complete: completeLine, showMatches: showMatches)
        for binding in KeyBinding.all {
            for sequence in binding.sequences { LineEditor.bind(sequence, keyHandler(for: binding.action)) }
        }
        // readline opens the file itself, blocking on a named pipe: the gate looks first.
        var notices: [String] = []
        if let path = historyPath, let problem = Self.historyProblem(path) {
            notices.append(driver.session.text(.consoleHistoryUnusable(path, driver.session.errorWords.reason(problem))))
            historyPath = nil
        }
        if let historyPath { LineEditor.loadHistory(historyPath) }

        announcer.redirect(print: { line in InteractiveRunner.printLine(line) }, wake: { signals.wake() })
        // A reply never waits for the disk here; a save that fails is said when it is known.
        driver.savesInBackground = true
        driver.start(orienting: true, notices: notices)
        LineEditor.install(prompt: prompt, handler: handleLine)
        // Braille after the first line: connecting never delays what is said first.
        startBraille()
        var descriptors = [
            pollfd(readable: .standardInput),
            pollfd(readable: signals.readDescriptor),
        ]
        while !finished {
            pollBraille(&descriptors)
            // An escape sequence that has not ended waits a moment for the rest of it, no longer.
            let due = braille.millisecondsUntilDue
            let wait = scanner.isWaiting ? (due < 0 ? KeyScanner.escapeWait : min(due, KeyScanner.escapeWait)) : due
            guard let ready = try? Posix.poll(&descriptors, timeoutMilliseconds: wait) else { break }
            if descriptors[1].revents != 0 { handle(signals: signals.drain()) }
            if finished { break }
            // A terminal that is gone (its descriptor closed or in error) ends the session as a
            // hang-up does; it must never leave the loop spinning on an error it cannot read.
            if descriptors[0].revents & Int16(POLLERR | POLLNVAL) != 0 {
                finished = true
                endingSignal = SIGHUP
                break
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP) != 0 {
                readInput()
            } else if ready == 0, scanner.isWaiting {
                take(scanner.flush())
            }
            serviceBraille(descriptors)
        }
        braille.close()
        LineEditor.remove()
        if endingSignal != nil {
            announcer.speaker.stop()
            write("\r\n")
        }
        announcer.speaker.waitUntilIdle()
        driver.finishSaving()
        Self.active = nil
        return endingSignal.map(SessionEnd.signal) ?? .finished
    }

    /// Reads what the terminal sent and hands it on key by key; the end of input is readline's
    /// end of file.
    private func readInput() {
        var chunk = [UInt8](repeating: 0, count: 4_096)
        let count = (try? chunk.withUnsafeMutableBytes { bytes in
            Result { () throws(Errno) in try Posix.read(.standardInput, into: bytes) }
        }.get()) ?? 0
        guard count > 0 else {
            take(scanner.flush())
            if !finished { readKey { LineEditor.takeEndOfInput() } }
            return
        }
        take(scanner.feed(chunk[0..<count]))
    }

    /// Each key in turn, until one ends the session.
    private func take(_ tokens: [KeyScanner.Token]) {
        for token in tokens where !finished { take(token) }
    }

    /// One key: a key Rotor and readline do not use, or Escape alone, only silences speech;
    /// any other is readline's, and its effect on the line is said.
    private func take(_ token: KeyScanner.Token) {
        let bytes: [UInt8]
        switch token {
        case .escape:
            // Escape closes help or the history, and leaves first-letter navigation.
            if driver.session.isWalkingList {
                readKey { execute(.close) }
                return
            }
            if driver.session.firstLetterMode {
                readKey { execute(.firstLetter("off")) }
                return
            }
            bytes = []
        case .character(let character) where driver.session.firstLetterMode && LineEditor.lineIsEmpty && Self.isLetter(character):
            readKey { selectByLetter(character) }
            return
        case .sequence(let sequence):
            bytes = KeyBinding.isUsed(sequence) ? sequence : []
        case .character(let character):
            let isControl = character.count == 1 && (character[0] < 0x20 || character[0] == 0x7F)
            bytes = !isControl || KeyBinding.isUsed(character) ? character : []
        case .paste(let text):
            bytes = text
        }
        guard !bytes.isEmpty else {
            if driver.session.settings.interruptOnKeys { driver.interrupt() }
            return
        }
        readKey { LineEditor.take(bytes) { !finished } }
    }

    /// A key (or what `key` does to the line): speech yields to it, readline handles it, and
    /// its effect on the line is said.
    func readKey(_ key: () -> Void = { LineEditor.readCharacter() }) {
        if driver.session.settings.interruptOnKeys { driver.interrupt() }
        let before = LineEditor.state
        keySpoke = false
        key()
        followLineInBraille()
        guard !keySpoke, !finished else { return }
        if let echo = TypingEcho.between(before, LineEditor.state, mode: driver.session.settings.echo) { say(echo) }
    }

    /// Says what typing changed.
    private func say(_ echo: TypingEcho) {
        let session = driver.session
        switch echo {
        case .character(let character) where character == " ": driver.echo(session.text(.consoleEchoSpace), kind: .text)
        case .character(let character): driver.echo(String(character), kind: .character)
        case .word(let word): driver.echo(word, kind: .text)
        case .text(let text): driver.echo(text, kind: .text)
        case .endOfLine: driver.echo(session.text(.consoleEchoEnd), kind: .text)
        case .blank: driver.echo(session.text(.consoleEchoBlank), kind: .text)
        }
    }

    func handle(_ line: String) {
        keySpoke = true
        let reply = driver.handle(line: line)
        if reply.quit { finished = true }
        showInBraille(reply)
    }

    func execute(_ command: Command) {
        keySpoke = true
        let reply = driver.execute(command)
        if reply.quit { finished = true }
        showInBraille(reply)
    }

    /// Whether a key is a letter or digit that first-letter navigation takes (not a space, a
    /// control character or punctuation, which keep their own meaning).
    private static func isLetter(_ bytes: [UInt8]) -> Bool {
        guard let character = String(decoding: bytes, as: UTF8.self).first else { return false }
        return character.isLetter || character.isNumber
    }

    /// First-letter navigation: the letter goes on with the letters typed just before it, and
    /// the focus goes to the next element whose label begins with them.
    private func selectByLetter(_ bytes: [UInt8]) {
        let now = ContinuousClock.now
        if now - typeAheadTime > Self.typeAheadPause { typeAhead = "" }
        typeAheadTime = now
        typeAhead += String(decoding: bytes, as: UTF8.self)
        execute(.typeToSelect(typeAhead))
    }

    /// Reads the line being typed, whole; on an empty line, the focused element.
    func readLine() {
        keySpoke = true
        let line = LineEditor.line
        if line.isEmpty {
            execute(.read)
        } else {
            driver.echo(line, kind: .text)
        }
    }

    /// Control-G on a line with text: speech stops, the line is dropped (it stays on the screen
    /// above a new prompt, as after Control-C), and "blank" says the line is empty now.
    func dropLine() {
        keySpoke = true
        driver.interrupt()
        LineEditor.dropLine(write: write)
        driver.echo(driver.session.text(.consoleEchoBlank), kind: .text)
    }

    /// Says that Tab found nothing to complete.
    func sayNoCompletions() {
        let said = driver.session.text(.consoleNoCompletions)
        driver.remember(said)
        driver.echo(said, kind: .text)
    }

    /// Prints and says the choices a second Tab lists: "3 choices: …", each without the
    /// command they all start with ("Move to Doing", not "do Move to Doing").
    func showChoices(_ completions: [String]) {
        let session = driver.session
        let command = completions.first.map { String($0.prefix { $0 != " " }) + " " } ?? ""
        let choices = completions.allSatisfy { $0.hasPrefix(command) && $0.count > command.count }
            ? completions.map { String($0.dropFirst(command.count)) } : completions
        let line = session.text(.consoleChoices(choices.count, choices.joined(separator: session.phrase.separator(session.environment.language))))
        LineEditor.printAbove([Announcer.printable(line, session)], write: Self.writeOut)
        driver.remember(line)
        driver.echo(line, kind: .text)
    }

    func write(_ text: String) {
        Self.writeOut(text)
    }

    static func writeOut(_ text: String) {
        // A terminal that went away takes the output with it; the session ends on SIGHUP.
        try? Posix.writeAll(.standardOutput, Array(text.utf8))
    }

    /// Whether readline is inside the line handler: the line is finished, the terminal cooked,
    /// and readline shows the prompt again afterwards, so lines are printed plainly.
    nonisolated(unsafe) static var inLineHandler = false

    /// Prints one line: plainly after Enter, above the prompt while a line is being edited.
    static func printLine(_ line: String) {
        if inLineHandler {
            writeOut(line + "\n")
        } else {
            LineEditor.printAbove([line], write: writeOut)
        }
    }

    /// Acts on the signals that arrived, in order, then on what the speech thread reported.
    private func handle(signals: [Int32]) {
        for signal in signals {
            switch signal {
            case SIGINT:
                driver.interrupt()
                let hadText = !LineEditor.lineIsEmpty
                LineEditor.abandonLine(write: write)
                if hadText { driver.echo(driver.session.text(.consoleEchoBlank), kind: .text) }
            case SIGTERM, SIGHUP, SIGQUIT:
                finished = true
                endingSignal = signal
                return
            case SIGWINCH:
                LineEditor.resize()
            default:
                break
            }
        }
        // Notices, focus following say-all, and a save that failed in the background.
        driver.handleEvents()
    }
}

/// readline's line handler: a finished line, or nil at end of input.
private func handleLine(_ pointer: UnsafeMutablePointer<CChar>?) {
    guard let runner = InteractiveRunner.active else { return }
    InteractiveRunner.inLineHandler = true
    defer { InteractiveRunner.inLineHandler = false }
    guard let pointer else {
        // End of input (Control-D on an empty line): quit, unless a change would be lost.
        runner.execute(.quit)
        if runner.finished { LineEditor.remove() }
        return
    }
    let line = String(cString: pointer)
    free(pointer)
    if line.trimmingCharacters(in: .whitespaces).isEmpty {
        runner.execute(.activate)
    } else {
        LineEditor.addHistory(line)
        if let path = runner.historyPath { LineEditor.appendHistory(path) }
        runner.handle(line)
    }
    if runner.finished { LineEditor.remove() }
}

/// One C function per key action: readline's handlers carry no context, and the key sequence
/// that called them is not reliable in callback mode.
private func keyHandler(for action: KeyBinding.Action) -> LineEditor.KeyHandler {
    switch action {
    case .readLine: { _, _ in InteractiveRunner.active?.readLine(); return 0 }
    case .command(let command):
        switch command {
        case .next: { handleKey(.next, $0, $1) }
        case .previous: { handleKey(.previous, $0, $1) }
        case .nextItem: { handleKey(.nextItem, $0, $1) }
        case .previousItem: { handleKey(.previousItem, $0, $1) }
        case .currentItem: { handleKey(.currentItem, $0, $1) }
        case .rotor("previous"): { handleKey(.rotor("previous"), $0, $1) }
        case .rotor: { handleKey(.rotor("next"), $0, $1) }
        case .review: { handleKey(.review, $0, $1) }
        case .nextGroup: { handleKey(.nextGroup, $0, $1) }
        case .previousGroup: { handleKey(.previousGroup, $0, $1) }
        case .first: { handleKey(.first, $0, $1) }
        case .last: { handleKey(.last, $0, $1) }
        case .read: { handleKey(.read, $0, $1) }
        case .repeatLast: { handleKey(.repeatLast, $0, $1) }
        case .readAll: { handleKey(.readAll, $0, $1) }
        case .overview: { handleKey(.overview, $0, $1) }
        case .nextScreen: { handleKey(.nextScreen, $0, $1) }
        case .previousScreen: { handleKey(.previousScreen, $0, $1) }
        case .faster: { handleKey(.faster, $0, $1) }
        case .slower: { handleKey(.slower, $0, $1) }
        case .louder: { handleKey(.louder, $0, $1) }
        case .softer: { handleKey(.softer, $0, $1) }
        case .undo: { handleKey(.undo, $0, $1) }
        case .redo: { handleKey(.redo, $0, $1) }
        case .help("here"): { handleKey(.help("here"), $0, $1) }
        case .help: { handleKey(.help(""), $0, $1) }
        case .history: { handleKey(.history(""), $0, $1) }
        case .readGroup: { handleKey(.readGroup, $0, $1) }
        case .firstLetter: { handleKey(.firstLetter(""), $0, $1) }
        case .save: { handleKey(.save(""), $0, $1) }
        case .quit: { handleKey(.quit, $0, $1) }
        default: { handleKey(.stop, $0, $1) }
        }
    }
}

/// A bound key: its command, on an empty line only for the keys that edit a line otherwise.
private func handleKey(_ command: Command, _ count: Int32, _ key: Int32) -> Int32 {
    guard let runner = InteractiveRunner.active else { return 0 }
    let onEmptyLineOnly = KeyBinding.all.first { $0.action == .command(command) }?.onEmptyLine ?? false
    if !LineEditor.lineIsEmpty, onEmptyLineOnly || command == .stop {
        switch command {
        case .previousItem, .nextItem:
            // Up and Down never replace a typed line (a stray letter, then Up, then Enter ran an
            // old command): they read it, as in a one-line text field. The history is on
            // Control-P and Control-N.
            runner.readLine()
            return 0
        case .rotor("previous"): return LineEditor.backwardWord(count, key)
        case .rotor: return LineEditor.forwardWord(count, key)
        case .next: return LineEditor.forwardChar(count, key)
        case .previous: return LineEditor.backwardChar(count, key)
        case .first: return LineEditor.beginningOfLine(count, key)
        case .last: return LineEditor.endOfLine(count, key)
        case .currentItem: return LineEditor.insert(count, key)
        case .stop:
            runner.dropLine()
            return 0
        default: return 0
        }
    }
    runner.execute(command)
    return 0
}

/// readline's completion: commands, then screen names, action names, languages and values.
private func completeLine(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard let runner = InteractiveRunner.active else { return nil }
    let typed = text.map { String(cString: $0) } ?? ""
    let candidates = Completion.candidates(for: typed, in: runner.driver.session)
    if candidates.isEmpty { runner.sayNoCompletions() }
    return LineEditor.matches(candidates, for: typed)
}

/// readline's display of the choices a second Tab lists: printed as one line, and said.
private func showMatches(
    _ matches: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ count: Int32, _ longest: Int32
) {
    guard let runner = InteractiveRunner.active, let matches else { return }
    let choices = (1...max(Int(count), 1)).compactMap { matches[$0].map { String(cString: $0) } }
    runner.showChoices(choices)
}
