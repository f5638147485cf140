// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import SystemInterface
import Widgets

/// A journal read back from disk: the version of the board it began on, the changes it holds,
/// and the versions of the board its session wrote.
///
/// A session that ended without writing every change it confirmed left its journal beside the
/// board. When the board is still one of the versions that session wrote, the journal is
/// *ours*: its changes are made again on the version it began on (``replay(disk:)``), exactly.
/// When another program has written the board since, its changes are *kept*: offered to the
/// person, who may apply them on top of what is there now (``pendingSteps``).
public struct JournalContents: Sendable {
    /// Where the journal is.
    public let path: String
    /// The board's bytes when the journal began; nil for changes kept apart from any version.
    public let base: ContentDigest?
    /// The session that began the journal.
    public let session: String
    /// When the journal began.
    public let opened: Date
    private let records: [JournalRecord]
    /// The journal's length up to its last whole record.
    let wholeLength: Int
    /// The line (counted from 1) of the first whole line that is not a record, when one is:
    /// the changes from there on are not trusted. A last line without its line break is not
    /// damage: a kill cut it short before it was confirmed.
    public let damagedLine: Int?

    /// The file beside the board that keeps the version the journal began on.
    public var basePath: String { Journal.basePath(forJournal: path) }

    init(
        path: String, base: ContentDigest?, session: String, opened: Date, records: [JournalRecord], wholeLength: Int,
        damagedLine: Int? = nil
    ) {
        self.path = path
        self.damagedLine = damagedLine
        self.wholeLength = wholeLength
        self.base = base
        self.session = session
        self.opened = opened
        self.records = records
    }

    /// Reads a journal. Records after a damaged line are not trusted (``damagedLine`` says where);
    /// a last line cut short by a kill during its write was never confirmed, and is left out.
    public static func read(_ path: String) throws(JournalReadError) -> JournalContents {
        let bytes: [UInt8]
        do {
            bytes = try FileGate.read(path, limit: InputLimit.journal)
        } catch {
            throw .file(error)
        }
        var records: [JournalRecord] = []
        var start = 0
        var damagedLine: Int?
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            guard let record = JournalRecord(line: bytes[start..<end]) else {
                damagedLine = records.count + 1
                break
            }
            records.append(record)
            start = end + 1
        }
        guard case .header(let base, let session, let opened)? = records.first else { throw .notAJournal(path: path) }
        return JournalContents(
            path: path, base: base, session: session, opened: opened, records: Array(records.dropFirst()), wholeLength: start,
            damagedLine: damagedLine)
    }

    /// What the recoveries this journal's session made took: each names the kept journals it
    /// consumed and the journal of the changes that did not fit.
    public var recoveries: [RecoveryNote] {
        records.compactMap { record in
            switch record {
            case .edit(_, _, let recovery?), .recovered(let recovery): recovery
            default: nil
            }
        }
    }

    /// The number of the last change the journal holds, or 0.
    public var lastSequence: Int {
        records.reduce(0) { last, record in
            if case .edit(let sequence, _, _) = record { return max(last, sequence) }
            return last
        }
    }

    /// The writes of the board that happened (as far as the journal knows): each change number
    /// the board held all changes up to, with its bytes' digest.
    var folds: [(sequence: Int, digest: ContentDigest)] {
        var folds: [(sequence: Int, digest: ContentDigest)] = []
        for record in records {
            switch record {
            case .folded(let sequence, let digest): folds.append((sequence, digest))
            case .foldFailed(let sequence): if folds.last?.sequence == sequence { folds.removeLast() }
            default: break
            }
        }
        return folds
    }

    /// The number of the last change a version of the board this journal's session wrote
    /// holds; 0 for the version it began on, or one it did not write.
    func writtenSequence(for digest: ContentDigest) -> Int {
        folds.last { $0.digest == digest }?.sequence ?? 0
    }

    /// The last change the board held when it was last written; 0 when it never was.
    public var lastFoldedSequence: Int { folds.last?.sequence ?? 0 }

    /// Whether the board on disk is a version this journal's session left: the one it began on,
    /// or one it wrote.
    public func isOurs(disk: ContentDigest) -> Bool {
        base == disk || folds.contains { $0.digest == disk }
    }

    /// The steps in effect after the change numbered `sequence` (all, when nil), oldest first,
    /// each as the number of its record; nil when an undo has no step to take back (a journal
    /// that does not hold the session's whole history).
    func steps(through sequence: Int? = nil) -> [Int]? {
        var applied: [Int] = []
        var undone: [Int] = []
        for record in records {
            guard case .edit(let number, let edit, _) = record else { continue }
            if let sequence, number > sequence { break }
            switch edit {
            case .change, .group:
                applied.append(number)
                undone = []
            case .undo:
                guard let last = applied.popLast() else { return nil }
                undone.append(last)
            case .redo:
                guard let last = undone.popLast() else { return nil }
                applied.append(last)
            }
        }
        return applied
    }

    /// The intents of some steps, in order.
    func intents(of steps: [Int]) -> [JournaledIntent] {
        var edits: [Int: DocumentEdit] = [:]
        for record in records {
            if case .edit(let number, let edit, _) = record { edits[number] = edit }
        }
        return steps.flatMap { edits[$0]?.intents ?? [] }
    }

    /// The board as the journal's session left it, when the board on disk (`disk`, with its
    /// digest) is ours: the version it began on with every step in effect made again; or, when
    /// that version is gone, the board on disk with the steps made since it was written. Nil
    /// when neither can be done exactly.
    public func replay(disk: Document, digest: ContentDigest) -> Document? {
        guard let final = steps() else { return nil }
        if let base, let bytes = try? FileGate.read(basePath, limit: InputLimit.board),
           ContentDigest(bytes) == base, let decoded = try? DocumentFile.decode(bytes, path: basePath) {
            return Self.applying(intents(of: final), to: decoded.0)
        }
        let written: Int? = base == digest ? 0 : folds.last(where: { $0.digest == digest })?.sequence
        guard let written, let then = steps(through: written), final.starts(with: then) else { return nil }
        return Self.applying(intents(of: Array(final.dropFirst(then.count))), to: disk)
    }

    /// What a journal that is not ours offers: the steps made since the board was last written
    /// (to apply on top of the board as it is now), and the steps that were written and then
    /// taken back, which cannot be taken back from a board another program has changed.
    public var pendingSteps: (toApply: [JournaledIntent], undoneAfterSaving: [JournaledIntent]) {
        guard let final = steps() else { return ([], []) }
        let written = steps(through: lastFoldedSequence) ?? []
        let common = zip(final, written).prefix { $0 == $1 }.count
        return (intents(of: Array(final.dropFirst(common))), intents(of: Array(written.dropFirst(common))))
    }

    private static func applying(_ intents: [JournaledIntent], to document: Document) -> Document {
        var document = document
        for intent in intents { document.apply(intent.intent) }
        return document
    }
}
