// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Widgets

/// Writes a document's changes to its file on a thread of its own, so that a reply never waits
/// for the disk: a move on a board of a million cards answers at once and is on disk a moment
/// later.
///
/// Changes that come faster than a save are coalesced: while one save runs, only the newest
/// document waits, and it is written next. Every save is `DocumentFile.save`, atomic (a kill at
/// any moment leaves the old file or the new one, whole). What each save came to is kept as an
/// ``Outcome`` until the session takes it, and `wake` is called so the session's loop looks.
///
/// The file is used by the saver's thread while a save is pending or running, and by the caller
/// only after ``waitUntilSaved()`` (every submission comes from the caller's thread, so nothing
/// starts behind its back); that is what makes the unchecked `Sendable` sound.
final class DocumentSaver: @unchecked Sendable {
    /// What one save came to: the newest change it wrote, and the error when it failed.
    struct Outcome: Sendable {
        /// The number of the newest change the save held.
        var change: Int
        var error: DocumentError?
    }

    /// A document waiting to be written, with its change number and how to word its texts.
    private struct Pending {
        var document: Document
        var change: Int
        var resolve: @Sendable (LocalizableText) -> String
    }

    let file: DocumentFile
    private let condition = NSCondition()
    private var pending: Pending?
    private var writing = false
    private var outcomes: [Outcome] = []
    private var closed = false
    private let wake: @Sendable () -> Void

    /// Creates a saver for a file; `wake` is called, from the saver's thread, after each save.
    init(file: DocumentFile, wake: @escaping @Sendable () -> Void = {}) {
        self.file = file
        self.wake = wake
        let thread = Thread { [self] in
            Thread.current.name = "rotor-saver"  // set by the thread itself, as SynthesisEngine says why
            run()
        }
        thread.start()
    }

    /// Queues a document to be written; a document still waiting is replaced by this newer one.
    func submit(_ document: Document, change: Int, resolve: @escaping @Sendable (LocalizableText) -> String) {
        condition.lock()
        pending = Pending(document: document, change: change, resolve: resolve)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until nothing is waiting or being written; then the caller may use the file.
    func waitUntilSaved() {
        condition.lock()
        while pending != nil || writing { condition.wait() }
        condition.unlock()
    }

    /// The outcomes of the saves finished since the last call, oldest first.
    func takeOutcomes() -> [Outcome] {
        condition.lock()
        defer {
            outcomes = []
            condition.unlock()
        }
        return outcomes
    }

    /// Writes what is waiting, then ends the saver's thread; the file is the caller's again.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
        waitUntilSaved()
    }

    /// The next document to write, or nil once closed with nothing waiting.
    private func next() -> Pending? {
        condition.lock()
        defer { condition.unlock() }
        while pending == nil, !closed { condition.wait() }
        guard let job = pending else { return nil }
        pending = nil
        writing = true
        return job
    }

    private func run() {
        while let job = next() {
            var error: DocumentError?
            do {
                try file.save(job.document, through: job.change, resolve: job.resolve)
            } catch let failure {
                error = failure
            }

            condition.lock()
            writing = false
            outcomes.append(Outcome(change: job.change, error: error))
            condition.broadcast()
            condition.unlock()
            wake()
        }
    }
}
