// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The thin seam around the file-system calls documents make. Each call is one C function;
/// tests replace one to produce a fault the real disk cannot (a full disk).
public struct FileSystem: Sendable {
    public var open: @Sendable (String, Int32, mode_t) -> Int32 = { Foundation.open($0, $1, $2) }
    public var write: @Sendable (Int32, UnsafeRawPointer, Int) -> Int = { Foundation.write($0, $1, $2) }
    public var fsync: @Sendable (Int32) -> Int32 = { Foundation.fsync($0) }
    public var rename: @Sendable (String, String) -> Int32 = { Foundation.rename($0, $1) }

    /// The real file system.
    public static let real = FileSystem()

    /// Reads a whole file, refusing one larger than `limit` bytes.
    static func read(_ path: String, limit: Int) throws(DocumentError) -> [UInt8] {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ENOENT ? .notFound(path: path) : .unreadable(path: path, errno: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: path, errno: EISDIR) }
        guard Int(status.st_size) <= limit else { throw .tooLarge(bytes: Int(status.st_size), limit: limit) }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = Foundation.read(descriptor, &chunk, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, errno: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= limit else { throw .tooLarge(bytes: bytes.count, limit: limit) }
        }
    }
}
