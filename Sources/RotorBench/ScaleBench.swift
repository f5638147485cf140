// SPDX-License-Identifier: GPL-3.0-or-later

import Console
import Documents
import Foundation
import Processes
import Harness
import Localization
import Semantics
import Speech
import Widgets

/// How Rotor copes as boards grow: each kind and size is measured in its own child process
/// (`rotor-bench --scale-child KIND SIZE`), so that peak memory figures do not mix.
enum ScaleBench {
    /// One kind and size, as the child reports it.
    struct Row: Codable, Sendable {
        var kind: BoardFactory.Kind
        var size: Int
        /// Elements in the tree.
        var elements: Int
        /// Read and parse the board file and build the session's tree, to the first reply (ms).
        var openMs: Summary?
        /// `session.execute(.next)`, walking forward from the middle of the board (µs).
        var stepUs: Summary?
        /// A move (Kanban) or a selection (photo grid) through `session.handle(line:)`, rebuilt
        /// and announced (ms).
        var actionMs: Summary?
        /// Ten moves (Kanban) or selections (photo grid) and an undo through the session driver
        /// with the file, as `rotor open FILE` makes them: the reply, with the saver writing
        /// behind it (ms) ...
        var replyMs: Summary?
        /// ... and from the command until the change is on disk (ms).
        var onDiskMs: Summary?
        /// The child's peak resident memory (MB), after everything above (the ten saved
        /// changes and the undo last), and what it was before opening anything.
        var peakMB: Double
        var baselineMB: Double
    }

    /// Runs every kind and size in child processes, smallest first.
    static func run(executable: String, sizes: [Int], progress: (String) -> Void) throws(BenchError) -> [Row] {
        var rows: [Row] = []
        for kind in BoardFactory.Kind.allCases {
            for size in sizes {
                progress("scale: \(kind.rawValue), \(size) elements")
                let child = try BenchError.harnessed { () throws(ProcessError) in
                    try ChildProcess(
                        executable, ["--scale-child", kind.rawValue, String(size)],
                        environment: ProcessInfo.processInfo.environment, output: .pipe, error: .inherit)
                }
                let output = child.readAllOutput()
                let code = try BenchError.harnessed { () throws(ProcessError) in try child.wait() }
                guard code == 0, let row = try? JSONDecoder().decode(Row.self, from: output) else {
                    throw .childFailed("--scale-child \(kind.rawValue) \(size) exited with \(code)")
                }
                rows.append(row)
            }
        }
        return rows
    }

    /// The child's side: measures one kind and size and prints the row as JSON.
    static func child(kind: BoardFactory.Kind, size: Int) throws(BenchError) -> Row {
        let baseline = peakMegabytes()
        let folder = try BenchError.harnessed { () throws(ProcessError) in try TemporaryDirectory(prefix: "rotor-bench-scale") }
        defer { folder.remove() }
        let directory = folder.url
        let path = try BoardFactory.writeFile(kind, size: size, in: directory)

        var opens: [Double] = []
        var opened: (DocumentFile, Session)?
        let openBudget = SuspendingClock.now + .seconds(3)
        repeat {
            opened = nil
            let start = SuspendingClock.now
            let board = try BoardFactory.open(path, kind: kind)
            opens.append((SuspendingClock.now - start).milliseconds)
            opened = board
        } while opens.count < 3 || (SuspendingClock.now < openBudget && opens.count < 30)
        guard var session = opened?.1 else { throw .childFailed("nothing was opened") }
        let elements = session.tree.elements.count

        // Steps forward from the middle of the board, over and over from there, so that every
        // size has as many steps (the smallest has only about 50 elements after its middle).
        let middle = "find \(BoardFactory.middleLabel(kind, size: size)),"
        var steps: [Double] = []
        let stepBudget = SuspendingClock.now + .seconds(3)
        let pass = max(min(200, elements / 2 - 5), 5)
        while steps.count < 400, steps.count < 20 || SuspendingClock.now < stepBudget {
            _ = session.handle(line: middle)
            for _ in 0..<pass {
                let start = SuspendingClock.now
                _ = session.execute(.next)
                steps.append((SuspendingClock.now - start).microseconds)
            }
        }
        _ = session.handle(line: middle)

        // Actions on the focused card or photo, rebuilt and announced as Rotor announces them.
        let announcer = Announcer(speaker: TranscriptSpeaker(), print: { _ in })
        var actions: [Double] = []
        let actionBudget = SuspendingClock.now + .seconds(4)
        while actions.count < 30, actions.count < 5 || SuspendingClock.now < actionBudget {
            let line: String
            switch kind {
            case .kanban: line = BoardFactory.moveLine(round: actions.count)
            case .photoGrid: line = actions.isEmpty ? "do Select" : "activate"
            }
            let start = SuspendingClock.now
            let reply = session.handle(line: line)
            announcer.deliver(reply, session)
            actions.append((SuspendingClock.now - start).milliseconds)
        }
        guard let file = opened?.0 else { throw .childFailed("nothing was opened") }
        let (replies, onDisk) = try savedChanges(session, file: file, announcer: announcer, kind: kind)
        return Row(
            kind: kind, size: size, elements: elements, openMs: Summary(opens), stepUs: Summary(steps),
            actionMs: Summary(actions), replyMs: Summary(replies), onDiskMs: Summary(onDisk),
            peakMB: peakMegabytes(), baselineMB: baseline)
    }

    /// How many changes ``savedChanges(_:file:announcer:kind:)`` makes before its undo.
    static let savedChangeCount = 10

    /// Ten changes and an undo, each through a ``SessionDriver`` that saves in the background
    /// as the interactive console does: how long each took to reply, and to be on disk.
    private static func savedChanges(
        _ session: Session, file: DocumentFile, announcer: Announcer, kind: BoardFactory.Kind
    ) throws(BenchError) -> (replies: [Double], onDisk: [Double]) {
        let driver = SessionDriver(session: session, announcer: announcer, file: file)
        driver.savesInBackground = true
        var replies: [Double] = []
        var onDisk: [Double] = []
        for index in 0...savedChangeCount {
            let line = index == savedChangeCount ? "undo" : (kind == .kanban ? BoardFactory.moveLine(round: index) : "activate")
            let start = SuspendingClock.now
            let reply = driver.handle(line: line)
            replies.append((SuspendingClock.now - start).milliseconds)
            driver.waitUntilSaved()
            onDisk.append((SuspendingClock.now - start).milliseconds)
            guard reply.documentChanged else { throw .childFailed("'\(line)' changed nothing: \(reply.utterances)") }
        }
        guard driver.unsavedChanges == 0 else { throw .childFailed("\(driver.unsavedChanges) changes were not saved") }
        return (replies, onDisk)
    }

    /// For a profiler (`perf record -g rotor-bench --action-loop KIND SIZE`): opens one board,
    /// then does nothing but actions, as the scale figures do them, for `seconds`.
    static func actionLoop(kind: BoardFactory.Kind, size: Int, seconds: Int) throws(BenchError) {
        let folder = try BenchError.harnessed { () throws(ProcessError) in try TemporaryDirectory(prefix: "rotor-bench-scale") }
        defer { folder.remove() }
        let directory = folder.url
        var (file, session) = try BoardFactory.open(try BoardFactory.writeFile(kind, size: size, in: directory), kind: kind)
        defer { withExtendedLifetime(file) {} }
        _ = session.handle(line: "find \(BoardFactory.middleLabel(kind, size: size)),")
        let announcer = Announcer(speaker: TranscriptSpeaker(), print: { _ in })
        let deadline = SuspendingClock.now + .seconds(seconds)
        var count = 0
        while SuspendingClock.now < deadline {
            let line = kind == .kanban ? BoardFactory.moveLine(round: count) : (count == 0 ? "do Select" : "activate")
            announcer.deliver(session.handle(line: line), session)
            count += 1
        }
        print("\(count) actions")
    }

    /// For a profiler (`perf record -g rotor-bench --open-loop KIND SIZE`): writes one board
    /// file, then does nothing but open it, as the scale figures do, for `seconds`.
    static func openLoop(kind: BoardFactory.Kind, size: Int, seconds: Int) throws(BenchError) {
        let folder = try BenchError.harnessed { () throws(ProcessError) in try TemporaryDirectory(prefix: "rotor-bench-scale") }
        defer { folder.remove() }
        let directory = folder.url
        let path = try BoardFactory.writeFile(kind, size: size, in: directory)
        let deadline = SuspendingClock.now + .seconds(seconds)
        var count = 0
        while SuspendingClock.now < deadline {
            _ = try BoardFactory.open(path, kind: kind)
            count += 1
        }
        print("\(count) opens")
    }

    /// The process's peak resident memory so far, in MB: `VmHWM` of `/proc/self/status`.
    ///
    /// Not `ru_maxrss`: Linux carries it across `execve`, and a child started with
    /// `posix_spawn` shares the parent's memory until then, so every child began at the
    /// parent's size (60 MB after the speech figures, whatever the board).
    static func peakMegabytes() -> Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        let kilobytes = line?.split(separator: " ").dropFirst().first.flatMap { Double($0) }
        return (kilobytes ?? 0) / 1_024
    }
}
