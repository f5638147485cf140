// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// A version of a file as the kernel describes it: which file (device and inode) and, of its
/// contents, the length and the time they last changed. Two equal identities are the same file,
/// unchanged, unless it was written in place within one tick of the clock the kernel stamps
/// files with (a few milliseconds): that is why a save also compares a digest of the bytes.
public struct FileIdentity: Sendable, Hashable {
    /// The device the file is on.
    public let device: UInt64
    /// The file's number on that device.
    public let inode: UInt64
    /// Its length in bytes.
    public let size: Int
    /// When its contents last changed, in nanoseconds since 1970.
    public let modified: Int64

    /// The identity a status describes.
    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int(status.st_size)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }

    /// Whether two identities are the same file, whatever its contents.
    public func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}
