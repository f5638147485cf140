// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// What a path names, as the kernel's file type says: the file gate reads and writes only
/// regular files, and names the others in its refusals.
public enum FileKind: String, Sendable, Hashable, CaseIterable {
    case regularFile, folder, device, pipe, socket

    /// The kind a status's mode says (a symbolic link is never seen here: links are followed).
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .pipe
        case S_IFSOCK: self = .socket
        default: self = .device
        }
    }
}
