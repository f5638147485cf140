// SPDX-License-Identifier: GPL-3.0-or-later
import SystemInterface

/// What a path a board or a picture is to be written to names, and whether Rotor may write
/// there: a new file, or a regular file the person agreed to replace that no Rotor session
/// holds. Never a folder, a device, a named pipe or a socket (root writing a picture "to"
/// `/dev/null` once left a regular file in its place). The checks are the file gate's
/// (``FileGate/checkTarget(_:replacing:)``), made again by the write itself at its last moment.
public enum SaveTarget {
    /// What a path names, its links followed.
    public typealias Kind = FileKind

    /// The kind of what is at a path, its links followed; nil when nothing is there (a link
    /// whose target does not exist yet names nothing: writing through it makes the target).
    public static func kind(of path: String) -> Kind? {
        FileGate.kind(of: path)
    }

    /// Checks a path before writing to it: returns whether a file is there to replace. Throws
    /// for what is not a regular file, for a board a session holds, and for an existing file
    /// unless `replacing` says the person agreed.
    public static func check(_ path: String, replacing: Bool) throws(DocumentError) -> Bool {
        do {
            return try FileGate.checkTarget(path, replacing: replacing)
        } catch {
            throw DocumentError(error)
        }
    }
}
