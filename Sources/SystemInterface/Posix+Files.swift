// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

extension Posix {
    /// The status of a path itself: a symbolic link is described, not followed.
    public static func linkStatus(_ path: String) throws(Errno) -> Glibc.stat {
        var status = Glibc.stat()
        _ = try retryingOnInterrupt { statusOfLink(path, &status) }
        return status
    }

    /// What a symbolic link points to, as it is written in the link.
    public static func readLink(_ path: String) throws(Errno) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = try retryingOnInterrupt { Glibc.readlink(path, &buffer, buffer.count - 1) }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes a new name for a file (a hard link); fails with `EEXIST` when the name is taken,
    /// which makes it a way to create a file that never replaces another.
    public static func link(_ existing: String, _ new: String) throws(Errno) {
        _ = try retryingOnInterrupt { Glibc.link(existing, new) }
    }

    /// Cuts an open file to a length.
    public static func truncate(_ descriptor: FileDescriptor, to length: Int) throws(Errno) {
        _ = try retryingOnInterrupt { ftruncate(descriptor.rawValue, off_t(length)) }
    }

    /// Flushes a file's data to the disk, and of its metadata what reading the data back needs
    /// (the length): enough for a record appended to a journal.
    public static func flushData(_ descriptor: FileDescriptor) throws(Errno) {
        _ = try retryingOnInterrupt { fdatasync(descriptor.rawValue) }
    }

    /// Moves a descriptor's file offset to its end; returns the file's length.
    public static func seekToEnd(_ descriptor: FileDescriptor) throws(Errno) -> Int {
        Int(try retryingOnInterrupt { lseek(descriptor.rawValue, 0, SEEK_END) })
    }

    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed, so that the first
    /// file, pipe or socket Rotor opens never becomes its standard input, output or error.
    /// Called first thing at start; returns the descriptors it reopened.
    @discardableResult
    public static func reopenClosedStandardDescriptors() -> [Int32] {
        var reopened: [Int32] = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open returns the lowest free number: the closed one, since those below are open.
            let opened = Glibc.open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened == descriptor {
                reopened.append(descriptor)
            } else if opened >= 0 {
                _ = dup2(opened, descriptor)
                _ = Glibc.close(opened)
                reopened.append(descriptor)
            }
        }
        return reopened
    }
}

// The C function whose name the struct type `stat` shadows inside `Posix`.
private func statusOfLink(_ path: String, _ status: inout stat) -> Int32 { lstat(path, &status) }

extension Posix {
    /// Reads up to `buffer.count` bytes from `offset`, leaving the descriptor's own offset; 0 at the end.
    public static func read(_ descriptor: FileDescriptor, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(Errno) -> Int {
        try retryingOnInterrupt { pread(descriptor.rawValue, buffer.baseAddress, buffer.count, off_t(offset)) }
    }

    /// Sets an open file's permissions (umask does not apply).
    public static func changeMode(_ descriptor: FileDescriptor, _ mode: mode_t) throws(Errno) {
        _ = try retryingOnInterrupt { fchmod(descriptor.rawValue, mode) }
    }

    /// Gives an open file an owner and a group (-1 keeps one as it is).
    public static func changeOwner(_ descriptor: FileDescriptor, user: uid_t, group: gid_t) throws(Errno) {
        _ = try retryingOnInterrupt { fchown(descriptor.rawValue, user, group) }
    }
}
