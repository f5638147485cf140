// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Processes
import Semantics
import Speech
import SystemInterface
import Synchronization
import Testing
import Widgets

/// The journal's parts: every intent written and read back the same, a killed session's board
/// made again exactly (an undo of a change already written too), and a lock two sessions can
/// never both hold.
@Suite struct JournalTests {
    static let intents: [Intent] = [
        .kanban(.move(cardID: "a", toColumn: "done")),
        .kanban(.shift(cardID: "a", by: -1)),
        .kanban(.addCard(KanbanBoard.Card(id: "card-9", title: .verbatim("Buy \"oat\" milk\n\u{202E}")), toColumn: "todo")),
        .kanban(.addCard(KanbanBoard.Card(id: "x", title: .catalog(key: "demo.kanban.card.sketch", number: 3)), toColumn: "todo")),
        .kanban(.renameCard(id: "a", title: "Fix it")),
        .kanban(.deleteCard(id: "a")),
        .kanban(.addColumn(KanbanBoard.Column(id: "column-4", title: .verbatim("Later"), cards: [KanbanBoard.Card(id: "z", title: .verbatim("Z"))]))),
        .kanban(.renameColumn(id: "todo", title: "Backlog")),
        .photoBoard(.bringToFront(id: "oslo")),
        .photoBoard(.drag(id: "oslo", translation: Size(width: 12.5, height: -0.1), direction: .rightToLeft)),
        .photoGrid(.tap(id: "1")),
        .photoGrid(.select(id: "2")),
        .photoGrid(.done),
        .deckFan(.toggle),
        .deckFan(.drag(translation: 60.25)),
        .snapCorner(.move(to: .bottomLeading)),
        .snapCorner(.fling(predictedEnd: Point(x: 1e-7, y: 812), container: Size(width: 390, height: 844), direction: .leftToRight)),
    ]

    @Test(arguments: intents)
    func everyIntentReadsBackTheSame(intent: Intent) throws {
        let text = JSONWriter.text(IntentCodec.encode(intent), layout: .compact)
        #expect(!text.dropLast().contains("\n") && text.hasSuffix("\n"), "one line: \(text)")
        #expect(try IntentCodec.decode(JSONParser.parse(Array(text.utf8))) == intent, "\(text)")
    }

    @Test func anUnknownIntentIsAnErrorNotAGuess() {
        for text in [#"{"kanban": "teleport", "card": "a"}"#, #"{"spreadsheet": "add"}"#, #"{"kanban": "shift", "card": "a", "by": 7}"#] {
            #expect(throws: DocumentError.self, "\(text)") { try IntentCodec.decode(JSONParser.parse(Array(text.utf8))) }
        }
    }

    /// The file system, with the rename that puts a written board in place held back while
    /// `holding` is set: the moment between a confirmation and the board's write, frozen.
    final class HeldRename: Sendable {
        let holding = Mutex(false)
        let waiting = Mutex(0)

        var fileSystem: FileSystem {
            var system = FileSystem.real
            system.rename = { [self] source, target throws(Errno) in
                if !source.hasSuffix(".tmp") || target.contains(".rotor-") { return try Posix.rename(source, target) }
                waiting.withLock { $0 += 1 }
                while holding.withLock({ $0 }) { usleep(1_000) }
                waiting.withLock { $0 -= 1 }
                try Posix.rename(source, target)
            }
            return system
        }
    }

    /// A session's board made again from its journal when it is killed at a moment where the
    /// board on disk holds a change the session has since undone (so the journal alone, over the
    /// board on disk, could not say what the board was): the version the journal began on, kept
    /// beside it, gives the board exactly.
    @Test func aKilledSessionsBoardIsMadeAgainExactlyEvenAfterAnUndoOfAWrittenChange() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-journal")
        defer { folder.remove() }
        let path = folder.file("tasks.json").path
        try #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "A"}]}, {"id": "done", "title": "Done"}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let held = HeldRename()
        let (file, document) = try DocumentFile.open(path, fileSystem: held.fileSystem)
        var session = Session(screen: "tasks.json", document: document, environment: .init())
        session.editableScreen = "tasks.json"
        let driver = SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
        driver.savesInBackground = true
        _ = driver.handle(line: "add B")
        _ = driver.handle(line: "add C")
        driver.waitUntilSaved()
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"C\""), "both adds are written")

        held.holding.withLock { $0 = true }
        #expect(driver.handle(line: "undo").utterances.first == "Undid: added C")
        _ = driver.handle(line: "first")
        _ = driver.handle(line: "find A")
        #expect(driver.handle(line: "do Move to Done").utterances.first == "Moved to Done")
        // Killed now: the board on disk still holds C; the journal says it was undone.
        while held.waiting.withLock({ $0 }) == 0 { usleep(1_000) }
        let copy = try TemporaryDirectory(prefix: "rotor-journal-killed")
        defer { copy.remove() }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) where !name.hasSuffix(".tmp") && !name.hasSuffix("-lock") {
            try FileManager.default.copyItem(atPath: folder.file(name).path, toPath: copy.file(name).path)
        }
        #expect(try String(contentsOfFile: copy.file("tasks.json").path, encoding: .utf8).contains("\"C\""))
        held.holding.withLock { $0 = false }
        driver.finishSaving()
        file.close()

        let (reopened, replayed) = try DocumentFile.open(copy.file("tasks.json").path)
        defer { reopened.close() }
        #expect(replayed == driver.session.document, "the board as the killed session confirmed it")
        #expect(reopened.restoredChanges == 2)
    }

    /// Sessions racing for one board's lock, released the way a session ends (the lock file
    /// removed, then the lock let go): never two holders at once. The same race with the
    /// opener's check left out is run too, and its count printed, to show what the check stops.
    @Test func twoSessionsNeverHoldABoardAtOnce() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-lock-race")
        defer { folder.remove() }
        let board = folder.file("tasks.json").path
        let holders = Atomic(0)
        let overlaps = Atomic(0)
        let held = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                guard case .held(let lock) = BoardLock.acquire(board: board) else { continue }
                if holders.add(1, ordering: .sequentiallyConsistent).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
                held.add(1, ordering: .relaxed)
                usleep(50)
                holders.subtract(1, ordering: .sequentiallyConsistent)
                lock.release()
            }
        }
        #expect(overlaps.load(ordering: .relaxed) == 0, "two sessions held the board at once")
        #expect(held.load(ordering: .relaxed) > 100, "the race hardly ran: \(held.load(ordering: .relaxed)) holds")

        // Without the check, in both orders of removing the file and letting the lock go.
        let lockPath = BoardLock.path(for: board)
        func naive(unlinkFirst: Bool) -> Int {
            let overlaps = Atomic(0)
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for _ in 0..<1_000 {
                    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
                    guard descriptor >= 0 else { continue }
                    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { close(descriptor); continue }
                    if holders.add(1, ordering: .sequentiallyConsistent).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
                    usleep(50)
                    holders.subtract(1, ordering: .sequentiallyConsistent)
                    if unlinkFirst { unlink(lockPath) }
                    flock(descriptor, LOCK_UN)
                    if !unlinkFirst { unlink(lockPath) }
                    close(descriptor)
                }
            }
            return overlaps.load(ordering: .relaxed)
        }
        let removedFirst = naive(unlinkFirst: true)
        let releasedFirst = naive(unlinkFirst: false)
        print("lock race: \(held.load(ordering: .relaxed)) holds, 0 overlaps with the check; without it, "
            + "\(removedFirst) overlaps removing the file first, \(releasedFirst) releasing the lock first")
    }
}
