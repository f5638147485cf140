// SPDX-License-Identifier: GPL-3.0-or-later

/// What a `recover` took from the journals earlier sessions kept, written in the same journal
/// line as the changes it made, so that a kill at any step of a recovery neither applies a kept
/// change twice nor loses one.
///
/// The line is the one moment a recovery happens: before it is on disk the kept journals are
/// still offered; once it is, every later session treats the journals it names as consumed
/// (and removes them), and makes the journal of the changes that did not fit (`keptAs`) from
/// the line when it is not there yet.
public struct RecoveryNote: Sendable, Hashable {
    /// The sessions whose kept journals the recovery took: each is consumed whole.
    public var consumed: [String]
    /// The changes it could not apply for lack of room (a full board), kept for later.
    public var leftovers: [JournaledIntent]
    /// The session name of the journal that keeps ``leftovers``.
    public var keptAs: String

    /// A note of a recovery.
    public init(consumed: [String], leftovers: [JournaledIntent], keptAs: String) {
        self.consumed = consumed
        self.leftovers = leftovers
        self.keptAs = keptAs
    }
}
