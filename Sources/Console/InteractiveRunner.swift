// SPDX-License-Identifier: GPL-3.0-or-later
@preconcurrency import CReadline
import Foundation
import Semantics

/// The interactive screen reader: readline in callback mode, a poll loop over the terminal and
/// a wake-up pipe (signals and speech events), and keys that act on an empty line.
///
/// readline calls back into C functions without context, so the one running session lives in
/// a main-thread-only global; nothing else touches it.
public final class InteractiveRunner {
    nonisolated(unsafe) static var active: InteractiveRunner?

    let driver: SessionDriver
    var announcer: Announcer { driver.announcer }
    let historyPath: String?
    let prompt = "rotor> "
    var finished = false
    var endedBySignal = false

    /// The wake-up pipe: signal handlers and the speech thread write one byte to it.
    nonisolated(unsafe) static var wakeDescriptor: Int32 = -1
    nonisolated(unsafe) static var pendingSignal: Int32 = 0

    /// Creates a runner for a session.
    public init(driver: SessionDriver, historyPath: String?) {
        self.driver = driver
        self.historyPath = historyPath
    }

    /// A wake function for the announcer: safe to call from any thread.
    public static let wake: @Sendable () -> Void = {
        var byte: UInt8 = 0
        if wakeDescriptor >= 0 { _ = Foundation.write(wakeDescriptor, &byte, 1) }
    }

    /// Runs until `quit`, Ctrl-D, SIGTERM or SIGHUP; restores the terminal; returns the exit code.
    public func run() -> Int32 {
        var pipeDescriptors: [Int32] = [-1, -1]
        guard pipe(&pipeDescriptors) == 0 else { return 1 }
        for descriptor in pipeDescriptors { _ = fcntl(descriptor, F_SETFL, O_NONBLOCK) }
        Self.wakeDescriptor = pipeDescriptors[1]
        Self.active = self
        installSignalHandlers()
        LineEditor.configure(name: "rotor", complete: completeLine)
        for binding in KeyBinding.all {
            for sequence in binding.sequences { LineEditor.bind(sequence, keyHandler(for: binding.command)) }
        }
        if let historyPath { LineEditor.loadHistory(historyPath) }

        announcer.redirect(print: { line in InteractiveRunner.printLine(line) }, wake: Self.wake)
        driver.start()
        LineEditor.install(prompt: prompt, handler: handleLine)
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipeDescriptors[0], events: Int16(POLLIN), revents: 0),
        ]
        while !finished {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if descriptors[1].revents != 0 { drainWakeups(pipeDescriptors[0]) }
            if finished { break }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP) != 0 { LineEditor.readCharacter() }
        }
        LineEditor.remove()
        if endedBySignal {
            announcer.speaker.stop()
            write("\r\n")
        }
        announcer.speaker.waitUntilIdle()
        Self.active = nil
        return 0
    }

    func handle(_ line: String) {
        if driver.handle(line: line).quit { finished = true }
    }

    func execute(_ command: Command) {
        if driver.execute(command).quit { finished = true }
    }

    func write(_ text: String) {
        Self.writeOut(text)
    }

    static func writeOut(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written <= 0 {
                if written < 0, errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
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

    private func drainWakeups(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        let signal = Self.pendingSignal
        Self.pendingSignal = 0
        switch signal {
        case SIGINT:
            announcer.speaker.stop()
            LineEditor.abandonLine(write: write)
        case SIGTERM, SIGHUP:
            finished = true
            endedBySignal = true
            return
        case SIGWINCH:
            LineEditor.resize()
        default:
            break
        }
        // Notices from the speech thread (no audio device, audio back).
        announcer.announcePendingEvents(driver.session)
    }

    private func installSignalHandlers() {
        // A parent may have blocked these (test runners do); Rotor must still see them.
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&mask, number) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                InteractiveRunner.pendingSignal = received
                InteractiveRunner.wake()
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }
}

/// readline's line handler: a finished line, or nil at end of input.
private func handleLine(_ pointer: UnsafeMutablePointer<CChar>?) {
    guard let runner = InteractiveRunner.active else { return }
    guard let pointer else {
        // End of input: readline has already ended the prompt's line.
        InteractiveRunner.inLineHandler = true
        defer { InteractiveRunner.inLineHandler = false }
        runner.execute(.quit)
        LineEditor.remove()
        return
    }
    let line = String(cString: pointer)
    free(pointer)
    InteractiveRunner.inLineHandler = true
    defer { InteractiveRunner.inLineHandler = false }
    if line.trimmingCharacters(in: .whitespaces).isEmpty {
        runner.execute(.activate)
    } else {
        LineEditor.addHistory(line)
        if let path = runner.historyPath { LineEditor.appendHistory(path) }
        runner.handle(line)
    }
    if runner.finished { LineEditor.remove() }
}

/// One C function per bound command: readline's handlers carry no context, and the key
/// sequence that called them is not reliable in callback mode.
private func keyHandler(for command: Command) -> LineEditor.KeyHandler {
    switch command {
    case .next: { handleKey(.next, $0, $1) }
    case .previous: { handleKey(.previous, $0, $1) }
    case .nextAction: { handleKey(.nextAction, $0, $1) }
    case .previousAction: { handleKey(.previousAction, $0, $1) }
    case .nextGroup: { handleKey(.nextGroup, $0, $1) }
    case .previousGroup: { handleKey(.previousGroup, $0, $1) }
    case .first: { handleKey(.first, $0, $1) }
    case .last: { handleKey(.last, $0, $1) }
    case .repeatLast: { handleKey(.repeatLast, $0, $1) }
    default: { handleKey(.stop, $0, $1) }
    }
}

/// A bound key: its command on an empty line, readline's usual editing otherwise.
private func handleKey(_ command: Command, _ count: Int32, _ key: Int32) -> Int32 {
    guard let runner = InteractiveRunner.active else { return 0 }
    guard LineEditor.lineIsEmpty else {
        switch command {
        case .previousAction: return LineEditor.previousHistory(count, key)
        case .nextAction: return LineEditor.nextHistory(count, key)
        case .next: return LineEditor.forwardChar(count, key)
        case .previous: return LineEditor.backwardChar(count, key)
        case .first: return LineEditor.beginningOfLine(count, key)
        case .last: return LineEditor.endOfLine(count, key)
        case .repeatLast: return LineEditor.insert(count, key)
        case .stop:
            runner.announcer.speaker.stop()
            return LineEditor.abort(count, key)
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
    return LineEditor.matches(candidates, for: typed)
}
