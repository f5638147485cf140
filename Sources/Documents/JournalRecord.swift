// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// One line of a journal: the header that starts it, a change, or a note that the board was
/// written with every change up to a number.
///
/// A line is one compact JSON object and a newline (``JSONWriter`` escapes every control
/// character, so a text holds no line break). A line cut short by a kill is not a record.
enum JournalRecord: Sendable, Equatable {
    /// What the journal applies to: the board's bytes when it began (nil for changes kept
    /// apart from any version of the board), and the session that began it.
    case header(base: ContentDigest?, session: String, opened: Date)
    /// A change, numbered as the session numbered it; a group of recovered changes carries what
    /// the recovery took (``RecoveryNote``).
    case edit(sequence: Int, DocumentEdit, recovery: RecoveryNote? = nil)
    /// A recovery that made no change (nothing kept could be applied), with what it took.
    case recovered(RecoveryNote)
    /// The board is about to hold every change up to `sequence`, and these will be its bytes.
    case folded(sequence: Int, digest: ContentDigest)
    /// The write announced by the last ``folded(sequence:digest:)`` did not happen.
    case foldFailed(sequence: Int)

    /// The record as a line of the journal.
    var line: [UInt8] {
        var bytes = JSONWriter.bytes(json, layout: .compact)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    private var json: JSONValue {
        switch self {
        case .header(let base, let session, let opened):
            .object([
                ("rotorJournal", .number("1")), ("base", base.map { .string($0.description) } ?? .null),
                ("session", .string(session)), ("opened", .number(String(Double(Int64(opened.timeIntervalSince1970 * 1_000)) / 1_000))),
            ])
        case .edit(let sequence, let edit, let recovery):
            .object([("n", .number(String(sequence)))] + Self.fields(of: edit) + (recovery.map(Self.fields(of:)) ?? []))
        case .recovered(let recovery):
            .object([("recovered", .bool(true))] + Self.fields(of: recovery))
        case .folded(let sequence, let digest):
            .object([("folded", .number(String(sequence))), ("digest", .string(digest.description))])
        case .foldFailed(let sequence):
            .object([("foldFailed", .number(String(sequence)))])
        }
    }

    private static func item(_ intent: JournaledIntent) -> JSONValue {
        .object([("intent", IntentCodec.encode(intent.intent)), ("said", .string(intent.said))])
    }

    private static func fields(of recovery: RecoveryNote) -> [(key: String, value: JSONValue)] {
        [
            ("consumed", .array(recovery.consumed.map(JSONValue.string))),
            ("leftovers", .array(recovery.leftovers.map(item))),
            ("keptAs", .string(recovery.keptAs)),
        ]
    }

    private static func fields(of edit: DocumentEdit) -> [(key: String, value: JSONValue)] {
        switch edit {
        case .change(let intent): return [("change", item(intent))]
        case .group(let intents): return [("group", .array(intents.map(item)))]
        case .undo: return [("undo", .bool(true))]
        case .redo: return [("redo", .bool(true))]
        }
    }

    /// Reads one line back; nil for a line that is not a record (cut short, or damaged).
    init?(line: ArraySlice<UInt8>) {
        guard let json = try? JSONParser.parse(Array(line)), case .object = json else { return nil }
        if json["rotorJournal"] != nil {
            guard case .string(let session)? = json["session"], case .number(let literal)? = json["opened"],
                  let opened = Double(literal), opened.isFinite
            else { return nil }
            var base: ContentDigest?
            if case .string(let hex)? = json["base"] {
                guard let digest = ContentDigest(hex: hex) else { return nil }
                base = digest
            }
            self = .header(base: base, session: session, opened: Date(timeIntervalSince1970: opened))
        } else if let sequence = Self.integer(json["folded"]) {
            guard case .string(let hex)? = json["digest"], let digest = ContentDigest(hex: hex) else { return nil }
            self = .folded(sequence: sequence, digest: digest)
        } else if let sequence = Self.integer(json["foldFailed"]) {
            self = .foldFailed(sequence: sequence)
        } else if json["recovered"] == .bool(true) {
            guard let recovery = Self.recovery(json) else { return nil }
            self = .recovered(recovery)
        } else if let sequence = Self.integer(json["n"]), let edit = Self.edit(json) {
            var recovery: RecoveryNote?
            if json["consumed"] != nil {
                guard let note = Self.recovery(json) else { return nil }
                recovery = note
            }
            self = .edit(sequence: sequence, edit, recovery: recovery)
        } else {
            return nil
        }
    }

    private static func item(_ value: JSONValue) -> JournaledIntent? {
        guard let intent = value["intent"], let decoded = try? IntentCodec.decode(intent),
              case .string(let said)? = value["said"]
        else { return nil }
        return JournaledIntent(decoded, said: said)
    }

    private static func recovery(_ json: JSONValue) -> RecoveryNote? {
        guard case .array(let consumed)? = json["consumed"], case .array(let leftovers)? = json["leftovers"],
              case .string(let keptAs)? = json["keptAs"]
        else { return nil }
        let sessions = consumed.compactMap { value -> String? in
            if case .string(let session) = value { return session }
            return nil
        }
        let items = leftovers.compactMap(item)
        guard sessions.count == consumed.count, items.count == leftovers.count else { return nil }
        return RecoveryNote(consumed: sessions, leftovers: items, keptAs: keptAs)
    }

    private static func edit(_ json: JSONValue) -> DocumentEdit? {
        if let change = json["change"] { return item(change).map(DocumentEdit.change) }
        if case .array(let items)? = json["group"] {
            let intents = items.compactMap(item)
            return intents.count == items.count ? .group(intents) : nil
        }
        if json["undo"] == .bool(true) { return .undo }
        if json["redo"] == .bool(true) { return .redo }
        return nil
    }

    private static func integer(_ value: JSONValue?) -> Int? {
        guard case .number(let literal)? = value else { return nil }
        return Int(literal)
    }
}
