// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Processes
import Speech
import Synchronization
import SystemInterface
import TestSupport
import Testing
import Widgets

/// `recover` killed at every step: the kept change is applied once, never twice, and the one
/// that did not fit stays kept, once. (A kill inside `recover` once left the change both applied
/// and still offered, and the next `recover` added it twice.)
///
/// The kill is injected: after its first `steps` calls that change the disk (each open that
/// creates or writes, write, fsync, rename, link, unlink, truncate), the file system of the
/// session doing the recovery fails every call, as a killed process makes none; the folder is
/// then whatever the steps made. The next session opens it with the real file system and
/// recovers what is still offered. Every count of steps from none to all is tried.
@Suite(.serialized) struct RecoveryKillTests {
    /// A file system that stops after a number of steps, once armed.
    final class Dying: Sendable {
        let limit: Int
        let armed = Atomic(false)
        let steps = Atomic(0)

        init(after limit: Int) {
            self.limit = limit
        }

        private func step() throws(Errno) {
            guard armed.load(ordering: .sequentiallyConsistent) else { return }
            if steps.add(1, ordering: .sequentiallyConsistent).newValue > limit { throw Errno(rawValue: EIO) }
        }

        var fileSystem: FileSystem {
            var system = FileSystem.real
            system.open = { [self] path, flags, mode throws(Errno) in
                if flags & (O_CREAT | O_WRONLY | O_RDWR | O_TRUNC) != 0 { try step() }
                return try Posix.open(path, flags, mode: mode)
            }
            system.write = { [self] descriptor, bytes throws(Errno) in
                try step()
                return try Posix.write(descriptor, bytes)
            }
            system.fsync = { [self] descriptor throws(Errno) in
                try step()
                try Posix.fsync(descriptor)
            }
            system.rename = { [self] source, target throws(Errno) in
                try step()
                try Posix.rename(source, target)
            }
            system.link = { [self] existing, new throws(Errno) in
                try step()
                try Posix.link(existing, new)
            }
            system.unlink = { [self] path throws(Errno) in
                try step()
                try Posix.unlink(path)
            }
            system.truncate = { [self] descriptor, length throws(Errno) in
                try step()
                try Posix.truncate(descriptor, to: length)
            }
            return system
        }
    }

    /// A board of 499 columns, the first with one card.
    static func board(columns: Int) -> String {
        let list = (0..<columns).map { index in
            index == 0 ? #"{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]}"#
                : #"{"id": "c\#(index)", "title": "Column \#(index)", "cards": []}"#
        }
        return #"{"kind": "kanban", "columns": ["# + list.joined(separator: ", ") + "]}"
    }

    static func driver(_ file: DocumentFile, _ document: Document) -> SessionDriver {
        var session = Session(screen: "tasks.json", document: document, environment: .init())
        session.editableScreen = "tasks.json"
        return SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
    }

    /// A folder holding a board and one kept journal of two changes: a card, which fits, and a
    /// column, which does not (another program gave the board its 500th column since).
    static func setUp() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "rotor-recover-kill")
        let path = folder.file("tasks.json").path
        try board(columns: 499).write(toFile: path, atomically: false, encoding: .utf8)
        var unwritable = FileSystem.real
        unwritable.rename = { _, _ throws(Errno) in throw Errno(rawValue: EIO) }
        let (file, document) = try DocumentFile.open(path, fileSystem: unwritable)
        let first = driver(file, document)
        #expect(first.handle(line: "add Kept card").utterances.first == "Added Kept card")
        #expect(first.handle(line: "add-column Kept column").utterances.first == "Added column Kept column")
        first.finishSaving()
        file.close()
        try board(columns: 500).write(toFile: path, atomically: false, encoding: .utf8)
        return folder
    }

    /// What a board and its kept changes come to: the card titles, the column count, and the
    /// kept changes still offered.
    struct Outcome: Equatable, CustomStringConvertible {
        var cards: [String]
        var columns: Int
        var offered: [String]

        var description: String { "cards \(cards), \(columns) columns, offered \(offered)" }
    }

    static func outcome(_ folder: TemporaryDirectory) throws -> Outcome {
        let (file, document) = try DocumentFile.open(folder.file("tasks.json").path)
        defer { file.close() }
        let driver = driver(file, document)
        if !file.kept.isEmpty { _ = driver.handle(line: "recover") }
        driver.finishSaving()
        guard case .kanban(let board) = driver.session.document else { return Outcome(cards: [], columns: 0, offered: []) }
        let offered = file.kept.flatMap { $0.pendingSteps.toApply.map(\.said) }
        return Outcome(cards: board.columns.flatMap { $0.cards.map(\.title.raw) }.sorted(), columns: board.columns.count, offered: offered)
    }

    /// Recovers in a session whose file system dies after `steps` steps; returns how many steps
    /// a recovery that did not die took.
    @discardableResult
    static func recover(in folder: TemporaryDirectory, dyingAfter steps: Int) throws -> Int {
        let dying = Dying(after: steps)
        let (file, document) = try DocumentFile.open(folder.file("tasks.json").path, fileSystem: dying.fileSystem)
        #expect(file.kept.count == 1, "one kept journal is offered")
        let driver = driver(file, document)
        dying.armed.store(true, ordering: .sequentiallyConsistent)
        _ = driver.handle(line: "recover")
        driver.finishSaving()
        // Killed: nothing the session does from here reaches the disk.
        file.close()
        return dying.steps.load(ordering: .sequentiallyConsistent)
    }

    @Test func aKillAtAnyStepOfARecoveryNeitherRepeatsNorLosesAChange() throws {
        let whole = try Self.setUp()
        defer { whole.remove() }
        let total = try Self.recover(in: whole, dyingAfter: .max)
        let expected = try Self.outcome(whole)
        #expect(expected == Outcome(
            cards: ["Fix the login crash", "Kept card"], columns: 500, offered: ["added column Kept column"]), "\(expected)")
        try #require(total > 5, "a recovery takes a few steps: \(total)")
        for steps in 0...total {
            let folder = try Self.setUp()
            defer { folder.remove() }
            try Self.recover(in: folder, dyingAfter: steps)
            let outcome = try Self.outcome(folder)
            #expect(outcome == expected, "killed after \(steps) of \(total) steps: \(outcome)")
            // And once more: nothing is applied a second time.
            #expect(try Self.outcome(folder) == expected, "killed after \(steps) of \(total) steps, opened twice")
        }
        print("recovery kills: \(total + 1) moments, from none of its \(total) steps to all of them")
    }
}
