// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// What a path can name besides a regular file, made for real in a test's folder: a named pipe
/// (`mkfifo`), a device node (`mknod`, as root: a copy of `/dev/zero` or `/dev/null`, never the
/// machine's own), a Unix socket (`bind`) or a folder. Each is what the file gate must refuse
/// without opening or waiting on it.
public enum SpecialFile: String, CaseIterable, Sendable, CustomStringConvertible {
    case pipe, device, socket, folder

    /// Makes one at `path`; false when the system refused.
    public func make(at path: String) -> Bool {
        switch self {
        case .pipe: return mkfifo(path, 0o666) == 0
        case .device: return mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 5)) == 0  // 1, 5: what /dev/zero is
        case .folder: return mkdir(path, 0o755) == 0
        case .socket:
            let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            }
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            } == 0
        }
    }

    /// The file type it has (`S_IFIFO` …), as `lstat` reports it.
    public var type: mode_t {
        switch self {
        case .pipe: S_IFIFO
        case .device: S_IFCHR
        case .socket: S_IFSOCK
        case .folder: S_IFDIR
        }
    }

    /// Why Rotor does not read it, as its messages say after a colon.
    public var readReason: String {
        switch self {
        case .pipe: "it is a named pipe, not a file"
        case .device: "it is a device, not a file"
        case .socket: "it is a socket, not a file"
        case .folder: "it is a folder, not a file"
        }
    }

    /// What Rotor says about a path to write to that names one, after the quoted path.
    public var writeRefusal: String {
        switch self {
        case .pipe: "is a named pipe, not a file; Rotor does not write to it."
        case .device: "is a device, not a file; Rotor does not write to it."
        case .socket: "is a socket, not a file; Rotor does not write to it."
        case .folder: "is a folder; Rotor writes only to files."
        }
    }

    public var description: String { rawValue }

    /// The file type at a path itself (a link is not followed), or nil when nothing is there.
    public static func type(at path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }
}
