// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Widgets

/// A document on disk that never loses a change: every save is atomic (a temporary file in
/// the same folder, flushed, renamed over the original, the folder flushed), refuses to
/// overwrite a file another program changed, and a second Rotor on the same file is told the
/// file is in use (an advisory lock) and gets it read-only.
public final class DocumentFile: @unchecked Sendable {
    /// Why the file is read-only, when it is.
    public enum ReadOnlyReason: Sendable, Hashable {
        case lockedByAnotherSession
        case noPermission
    }

    public private(set) var path: String
    public private(set) var readOnlyReason: ReadOnlyReason?
    private var original: JSONValue
    private var loadedBytes: [UInt8]
    private var lockDescriptor: Int32 = -1
    private var lockPath: String?
    private let fileSystem: FileSystem

    private init(path: String, original: JSONValue, bytes: [UInt8], fileSystem: FileSystem) {
        self.path = path
        self.original = original
        self.loadedBytes = bytes
        self.fileSystem = fileSystem
    }

    deinit {
        unlock()
    }

    /// Reads and parses a file without opening it for editing.
    public static func read(_ path: String) throws(DocumentError) -> (Document, JSONValue, [UInt8]) {
        let bytes = try FileSystem.read(path, limit: DocumentLimits.fileBytes)
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        return (try DocumentCodec.decode(json), json, bytes)
    }

    /// Opens a file for editing; read-only when another Rotor holds it or it cannot be written.
    public static func open(_ path: String, fileSystem: FileSystem = .real) throws(DocumentError) -> (DocumentFile, Document) {
        let (document, json, bytes) = try read(path)
        let file = DocumentFile(path: path, original: json, bytes: bytes, fileSystem: fileSystem)
        file.lockOrMarkReadOnly()
        return (file, document)
    }

    /// Creates a new file holding a document; refuses to replace an existing one.
    public static func create(
        _ path: String, document: Document, resolve: (LocalizableText) -> String, fileSystem: FileSystem = .real
    ) throws(DocumentError) -> DocumentFile {
        guard access(path, F_OK) != 0 else { throw .alreadyExists(path: path) }
        let file = DocumentFile(path: path, original: .object([]), bytes: [], fileSystem: fileSystem)
        try file.write(document, to: path, resolve: resolve, mode: 0o644)
        file.lockOrMarkReadOnly()
        return file
    }

    /// Saves the document over the file, atomically; the file on disk must still be the one
    /// Rotor loaded or last saved.
    public func save(_ document: Document, resolve: (LocalizableText) -> String) throws(DocumentError) {
        if readOnlyReason != nil { throw .readOnly(path: path) }
        let current: [UInt8]
        do {
            current = try FileSystem.read(path, limit: DocumentLimits.fileBytes)
        } catch {
            throw .changedOnDisk(path: path)
        }
        guard current == loadedBytes else { throw .changedOnDisk(path: path) }
        var status = stat()
        let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        try write(document, to: path, resolve: resolve, mode: mode)
    }

    /// Writes the document to another file and goes on editing that one.
    public func saveAs(_ newPath: String, _ document: Document, resolve: (LocalizableText) -> String) throws(DocumentError) {
        try write(document, to: newPath, resolve: resolve, mode: 0o644)
        unlock()
        path = newPath
        readOnlyReason = nil
        lockOrMarkReadOnly()
    }

    /// Reads the file again, taking what another program wrote.
    public func reload() throws(DocumentError) -> Document {
        let (document, json, bytes) = try Self.read(path)
        original = json
        loadedBytes = bytes
        return document
    }

    private func write(_ document: Document, to target: String, resolve: (LocalizableText) -> String, mode: mode_t) throws(DocumentError) {
        let json = DocumentCodec.encode(document, over: original, resolve: resolve)
        let bytes = Array(JSONWriter.text(json).utf8)
        let folder = (target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = fileSystem.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(errno, target) }
        var written = 0
        var failed: Int32 = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { buffer in
                buffer.baseAddress.map { fileSystem.write(descriptor, $0, buffer.count) } ?? 0
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failed = count < 0 ? errno : ENOSPC
                break
            }
            written += count
        }
        if failed == 0, fileSystem.fsync(descriptor) != 0 { failed = errno }
        close(descriptor)
        if failed == 0, fileSystem.rename(temporary, target) != 0 { failed = errno }
        guard failed == 0 else {
            unlink(temporary)
            throw failure(failed, target)
        }
        let folderDescriptor = Foundation.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fileSystem.fsync(folderDescriptor)
            close(folderDescriptor)
        }
        original = json
        loadedBytes = bytes
    }

    private func failure(_ code: Int32, _ target: String) -> DocumentError {
        [EACCES, EPERM, EROFS].contains(code) ? .readOnly(path: target) : .writeFailed(path: target, errno: code)
    }

    /// Takes the advisory lock beside the file; read-only when another session has it or the
    /// file or its folder cannot be written.
    private func lockOrMarkReadOnly() {
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        guard access(path, W_OK) == 0, access(folder, W_OK) == 0 else {
            readOnlyReason = .noPermission
            return
        }
        let lockPath = "\(folder)/.\((path as NSString).lastPathComponent).rotor-lock"
        let descriptor = Foundation.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            readOnlyReason = .lockedByAnotherSession
            return
        }
        lockDescriptor = descriptor
        self.lockPath = lockPath
        removeStaleTemporaries(in: folder)
    }

    /// Releases the lock and removes the lock file, leaving the folder as it was.
    private func unlock() {
        guard lockDescriptor >= 0 else { return }
        if let lockPath { unlink(lockPath) }
        flock(lockDescriptor, LOCK_UN)
        close(lockDescriptor)
        lockDescriptor = -1
        lockPath = nil
    }

    /// Temporary files of this document left by a Rotor that was killed mid-save: the original
    /// is whole (the rename never happened), so they are only litter.
    private func removeStaleTemporaries(in folder: String) {
        let prefix = ".\((path as NSString).lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { pid_t($0) }
            if let pid, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                unlink("\(folder)/\(name)")
            }
        }
    }
}
