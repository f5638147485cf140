// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

extension Posix {
    /// The names in a folder, `.` and `..` left out, in no particular order.
    public static func folderEntries(_ path: String) throws(Errno) -> [String] {
        guard let folder = Glibc.opendir(path) else { throw Errno.current }
        defer { Glibc.closedir(folder) }
        var names: [String] = []
        while let entry = Glibc.readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
