// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// The Swift files of a project: found under the folders given (build products, dependencies
/// and version control left out, symbolic links followed once), and read whole and checked.
public enum SourceFiles {
    /// Folders never walked: build products, dependency checkouts, version control.
    public static let skippedFolders: Set<String> = [".build", "Pods", "DerivedData", ".git", "Carthage", ".swiftpm", "node_modules"]
    /// The largest Swift file read, in bytes; a larger one is reported, not read.
    public static let byteLimit = 8 << 20

    /// What a search found: the Swift files, in a stable order, and the paths that looked like
    /// Swift files but could not be opened (a dangling link), as indexes with their problem.
    public struct Found: Sendable {
        /// The Swift files' paths, each once.
        public var paths: [String]
        /// What could not be reached.
        public var problems: [SwiftFileIndex]
    }

    /// The Swift files under `roots` (files are taken as they are), without the paths
    /// `excluded` says to leave out (it is given each path relative to its root).
    public static func find(_ roots: [String], excluded: (String) -> Bool = { _ in false }) -> Found {
        var found = Found(paths: [], problems: [])
        var seenFolders: Set<[UInt64]> = []
        var seenFiles: Set<[UInt64]> = []
        for root in roots {
            let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            walk(trimmed, relative: "", excluded: excluded, folders: &seenFolders, files: &seenFiles, into: &found, isRoot: true)
        }
        return found
    }

    private static func walk(
        _ path: String, relative: String, excluded: (String) -> Bool, folders: inout Set<[UInt64]>,
        files: inout Set<[UInt64]>, into found: inout Found, isRoot: Bool = false
    ) {
        if !relative.isEmpty, excluded(relative) { return }
        let status: Glibc.stat
        do {
            status = try Posix.stat(path)
        } catch {
            // A dangling link named `.swift`, or a root that is not there.
            if isRoot || path.hasSuffix(".swift") {
                found.problems.append(SwiftFileIndex(path: path, problem: SourceProblem(kind: .unreadable, detail: error.description)))
            }
            return
        }
        let identity = [UInt64(status.st_dev), UInt64(status.st_ino)]
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            // A folder reached twice (a link to an ancestor) is walked once.
            guard folders.insert(identity).inserted else { return }
            let entries: [String]
            do {
                entries = try Posix.folderEntries(path)
            } catch {
                found.problems.append(SwiftFileIndex(path: path, problem: SourceProblem(kind: .unreadable, detail: error.description)))
                return
            }
            for name in entries.sorted() where !skippedFolders.contains(name) {
                walk(
                    path == "." ? name : path + "/" + name, relative: relative.isEmpty ? name : relative + "/" + name,
                    excluded: excluded, folders: &folders, files: &files, into: &found
                )
            }
        case S_IFREG:
            guard isRoot || path.hasSuffix(".swift"), files.insert(identity).inserted else { return }
            found.paths.append(path)
        default:
            if path.hasSuffix(".swift") {
                found.problems.append(SwiftFileIndex(path: path, problem: SourceProblem(kind: .unreadable, detail: "not a regular file")))
            }
        }
    }

    /// A Swift file's text: read without blocking on what is not a regular file, refused when
    /// larger than `limit` bytes or not UTF-8.
    public static func read(_ path: String, limit: Int = byteLimit) -> Result<String, SourceProblem> {
        let descriptor: FileDescriptor
        do {
            descriptor = try Posix.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        } catch {
            return .failure(SourceProblem(kind: .unreadable, detail: error.description))
        }
        defer { Posix.close(descriptor) }
        var bytes: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { buffer.deallocate() }
        do throws(Errno) {
            let status = try Posix.fstat(descriptor)
            guard status.st_mode & S_IFMT == S_IFREG else {
                return .failure(SourceProblem(kind: .unreadable, detail: "not a regular file"))
            }
            guard Int(status.st_size) <= limit else { return .failure(SourceProblem(kind: .tooLarge, detail: String(limit))) }
            while true {
                let count = try Posix.read(descriptor, into: buffer)
                if count == 0 { break }
                bytes += buffer[0..<count]
                if bytes.count > limit { return .failure(SourceProblem(kind: .tooLarge, detail: String(limit))) }
            }
        } catch {
            return .failure(SourceProblem(kind: .unreadable, detail: error.description))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(SourceProblem(kind: .notUTF8, detail: ""))
        }
        return .success(text)
    }
}
