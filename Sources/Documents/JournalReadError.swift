// SPDX-License-Identifier: GPL-3.0-or-later
import SystemInterface

/// Why a journal beside a board could not be read, so that its changes are not made again: it
/// is named when the board is opened, and left where it is, never removed.
public enum JournalReadError: Error, Sendable, Hashable {
    /// The file gate refused it or the system could not read it (no permission, a link to
    /// nothing, larger than a journal is).
    case file(FileError)
    /// It does not begin with a journal's first line: not a journal, or damaged at its start.
    case notAJournal(path: String)
    /// A whole line of it, counted from 1, is not a record: the changes from there on are not
    /// made again (the ones before it are).
    case damaged(path: String, line: Int)

    /// The journal's path.
    public var path: String {
        switch self {
        case .file(let error): error.path
        case .notAJournal(let path), .damaged(let path, _): path
        }
    }
}
