// SPDX-License-Identifier: GPL-3.0-or-later

import Console
import Documents
import Foundation
import Processes
import Harness
import Semantics
import Speech

/// How long a change takes to be confirmed once it is durable, at 100 and 1,000,000 cards:
/// Rotor's way (the change appended to the journal and flushed, then the reply; the board
/// written behind it) side by side with the alternative it replaced for the terminal (the
/// reply after the whole board is written and flushed, as scripts still wait). Each size in
/// its own child process (`rotor-bench --durability-child SIZE`).
enum DurabilityBench {
    /// The sizes measured, in cards (the largest starts 40 short of it, to add 40).
    static let sizes = [100, 1_000_000]
    /// How many cards are added at each size, each way.
    static let changes = 20

    /// One size, as the child reports it.
    struct Row: Codable, Sendable {
        var cards: Int
        /// `add` → reply, with the change in the journal and flushed (ms).
        var confirmJournalMs: Summary?
        /// ... → the board written with it, renamed into place and flushed (ms).
        var writtenMs: Summary?
        /// `add` → reply when the reply waits for the board's write (ms).
        var confirmAfterWriteMs: Summary?
        /// The same for moving a card to another column ("do Move to 4"), which asks nothing of the
        /// board's size: the journal's reply, and the reply after the write (ms).
        var moveJournalMs: Summary?
        var moveAfterWriteMs: Summary?
        /// The journal's size after the changes, in bytes.
        var journalBytes: Int
        var peakMB: Double
    }

    /// Runs each size in a child process.
    static func run(executable: String, progress: (String) -> Void) throws(BenchError) -> [Row] {
        var rows: [Row] = []
        for size in sizes {
            progress("durability: \(size) cards")
            let child = try BenchError.harnessed { () throws(ProcessError) in
                try ChildProcess(
                    executable, ["--durability-child", String(size)], environment: ProcessInfo.processInfo.environment,
                    output: .pipe, error: .inherit)
            }
            let output = child.readAllOutput()
            let code = try BenchError.harnessed { () throws(ProcessError) in try child.wait() }
            guard code == 0, let row = try? JSONDecoder().decode(Row.self, from: output) else {
                throw .childFailed("--durability-child \(size) exited with \(code)")
            }
            rows.append(row)
        }
        return rows
    }

    /// The child's side: a board of `size` cards in a file, a session on it as `rotor open FILE`
    /// makes one, and `changes` cards added each way.
    static func child(size: Int) throws(BenchError) -> Row {
        let folder = try BenchError.harnessed { () throws(ProcessError) in try TemporaryDirectory(prefix: "rotor-bench-durable") }
        defer { folder.remove() }
        // Room for the cards added: the largest board ends at the limit, 1,000,000 cards.
        let path = try BoardFactory.writeFile(.kanban, size: min(size, DocumentLimits.items - 2 * changes), in: folder.url)
        let (file, session) = try BoardFactory.open(path, kind: .kanban)
        let driver = SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
        var journaled: [Double] = []
        var written: [Double] = []
        var afterWrite: [Double] = []
        for round in 0..<(2 * changes) {
            // Interleaved, so that both ways meet the same disk and the same board.
            let throughJournal = round % 2 == 0
            driver.savesInBackground = throughJournal
            let start = SuspendingClock.now
            let reply = driver.handle(line: "add Durable card \(round)")
            let replied = (SuspendingClock.now - start).milliseconds
            guard reply.documentChanged, !reply.isError else { throw .childFailed("add failed: \(reply.utterances)") }
            if throughJournal {
                journaled.append(replied)
                driver.waitUntilSaved()
                written.append((SuspendingClock.now - start).milliseconds)
            } else {
                afterWrite.append(replied)
            }
        }
        var moveJournaled: [Double] = []
        var moveAfterWrite: [Double] = []
        for round in 0..<(2 * changes) {
            let throughJournal = round % 2 == 0
            driver.savesInBackground = throughJournal
            let start = SuspendingClock.now
            let line = BoardFactory.moveLine(round: round)
            let reply = driver.handle(line: line)
            let replied = (SuspendingClock.now - start).milliseconds
            guard reply.documentChanged, !reply.isError else { throw .childFailed("\(line) failed: \(reply.utterances)") }
            if throughJournal {
                moveJournaled.append(replied)
                driver.waitUntilSaved()
            } else {
                moveAfterWrite.append(replied)
            }
        }
        let journalBytes = (file.journal?.path).flatMap { try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int } ?? 0
        driver.finishSaving()
        guard driver.unsavedChanges == 0 else { throw .childFailed("\(driver.unsavedChanges) changes were not written") }
        file.close()
        return Row(
            cards: size, confirmJournalMs: Summary(journaled), writtenMs: Summary(written),
            confirmAfterWriteMs: Summary(afterWrite), moveJournalMs: Summary(moveJournaled), moveAfterWriteMs: Summary(moveAfterWrite),
            journalBytes: journalBytes, peakMB: ScaleBench.peakMegabytes())
    }
}
