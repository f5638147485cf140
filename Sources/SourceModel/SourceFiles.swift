// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// The Swift files of a project: found under the folders given (build products, dependencies
/// and version control left out, symbolic links followed once), and read whole and checked.
public enum SourceFiles {
    /// Folders never walked: build products, dependency checkouts, version control.
    public static let skippedFolders: Set<String> = [".build", "Pods", "DerivedData", ".git", "Carthage", ".swiftpm", "node_modules"]
    /// The largest Swift file read, in bytes; a larger one is reported, not read.
    public static let byteLimit = InputLimit.swiftFile

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
                let kind = FileGate.kind(of: path)
                let detail = error == .noSuchFile && (try? Posix.linkStatus(path)) != nil ? "danglingLink"
                    : kind == nil && error == .noSuchFile ? "notFound" : "unreadable:" + String(error.rawValue)
                found.problems.append(SwiftFileIndex(path: path, problem: SourceProblem(kind: .unreadable, detail: detail)))
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
                found.problems.append(SwiftFileIndex(
                    path: path, problem: SourceProblem(kind: .unreadable, detail: "unreadable:" + String(error.rawValue))))
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
                found.problems.append(SwiftFileIndex(
                    path: path, problem: SourceProblem(kind: .unreadable, detail: "notAFile:" + FileKind(mode: status.st_mode).rawValue)))
            }
        }
    }

    /// A Swift file's text, read through the file gate (regular files only, without blocking,
    /// at most ``byteLimit`` bytes), refused when not UTF-8.
    public static func read(_ path: String, limit: Int = byteLimit) -> Result<String, SourceProblem> {
        var bytes: [UInt8]
        do {
            bytes = try FileGate.read(path, limit: limit)
        } catch {
            if case .tooLarge = error { return .failure(SourceProblem(kind: .tooLarge, detail: String(limit))) }
            return .failure(SourceProblem(kind: .unreadable, detail: detail(of: error)))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(SourceProblem(kind: .notUTF8, detail: ""))
        }
        return .success(text)
    }

    /// A file error as a problem's detail, which crosses from `rotor-swift` to `rotor`: the
    /// case, and the kind or the error number (`notAFile:pipe`, `unreadable:13`).
    public static func detail(of error: FileError) -> String {
        switch error {
        case .notFound: "notFound"
        case .danglingLink: "danglingLink"
        case .linkLoop: "linkLoop"
        case .notAFile(_, let kind): "notAFile:" + kind.rawValue
        case .unreadable(_, let errno): "unreadable:" + String(errno.rawValue)
        default: "unreadable:" + String(Errno.permissionDenied.rawValue)
        }
    }

    /// The file error a problem's detail stands for, to be worded as every other.
    public static func fileError(_ detail: String, path: String) -> FileError? {
        let parts = detail.split(separator: ":", maxSplits: 1).map(String.init)
        switch parts.first {
        case "notFound": return .notFound(path: path)
        case "danglingLink": return .danglingLink(path: path)
        case "linkLoop": return .linkLoop(path: path)
        case "notAFile": return parts.count > 1 ? FileKind(rawValue: parts[1]).map { .notAFile(path: path, kind: $0) } : nil
        case "unreadable": return parts.count > 1 ? Int32(parts[1]).map { .unreadable(path: path, errno: Errno(rawValue: $0)) } : nil
        default: return nil
        }
    }
}
