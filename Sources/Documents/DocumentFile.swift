// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import SystemInterface
import Widgets

/// A document on disk that never loses a change: every save is atomic (a temporary file in
/// the same folder, flushed, renamed over the original, the folder flushed), refuses to
/// overwrite a file another program changed, and a second Rotor on the same file is told the
/// file is in use (an advisory lock) and gets it read-only.
public final class DocumentFile {
    /// Why the file is read-only, when it is.
    public enum ReadOnlyReason: Sendable, Hashable {
        case lockedByAnotherSession
        case noPermission
    }

    public private(set) var path: String
    public private(set) var readOnlyReason: ReadOnlyReason?
    /// What the file holds that the model does not (``DocumentCodec/extras(of:)``).
    private var original: JSONValue
    /// The bytes loaded or last saved, as a digest.
    private var loaded: FileContent
    private var lockDescriptor: FileDescriptor?
    private var lockPath: String?
    private let fileSystem: FileSystem

    private init(path: String, original: JSONValue, bytes: [UInt8], fileSystem: FileSystem) {
        self.path = path
        self.original = DocumentCodec.extras(of: original)
        self.loaded = FileContent(bytes)
        self.fileSystem = fileSystem
    }

    deinit {
        unlock()
    }

    /// Releases the lock now, before the process ends (a signal's exit runs no deinit).
    public func close() {
        unlock()
    }

    /// Reads and parses a file without opening it for editing.
    public static func read(_ path: String) throws(DocumentError) -> (Document, JSONValue, [UInt8]) {
        let bytes = try FileSystem.read(path, limit: DocumentLimits.fileBytes)
        if let encoding = TextEncoding.other(than: bytes) { throw .unsupportedEncoding(path: path, encoding: encoding) }
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
        guard !Posix.canAccess(path, F_OK) else { throw .alreadyExists(path: path) }
        let file = DocumentFile(path: path, original: .object([]), bytes: [], fileSystem: fileSystem)
        try file.write(document, to: path, resolve: resolve, mode: 0o644)
        file.lockOrMarkReadOnly()
        return file
    }

    /// Saves the document over the file, atomically; the file on disk must still be the one
    /// Rotor loaded or last saved.
    public func save(_ document: Document, resolve: (LocalizableText) -> String) throws(DocumentError) {
        // A file that could not be written when it was opened may have been made writable since
        // (a remount, a chmod): look again rather than refuse for good. A lock stays another's.
        if readOnlyReason == .noPermission {
            readOnlyReason = nil
            lockOrMarkReadOnly()
        }
        if readOnlyReason != nil { throw .readOnly(path: path) }
        guard isUnchangedOnDisk() else { throw .changedOnDisk(path: path) }
        let mode = (try? Posix.stat(path)).map { $0.st_mode & 0o7777 } ?? 0o644
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

    /// Where changes that could not be saved are kept when the session ends: beside the file,
    /// hidden (`.tasks.json.rotor-recovery`).
    public var recoveryPath: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return FileSystem.folder(of: path) + "/." + name + ".rotor-recovery"
    }

    /// Writes the document to the recovery file, atomically, so the next `rotor open` of the
    /// file can offer it back. Works for a read-only file too when its folder can be written.
    public func writeRecovery(_ document: Document, resolve: (LocalizableText) -> String) throws(DocumentError) {
        let bytes = withoutActuallyEscaping(resolve) { resolve in
            JSONWriter.bytes(DocumentCodec.encoded(document, over: original, resolve: resolve), layout: .compact)
        }
        do {
            try fileSystem.replace(recoveryPath, with: bytes, mode: 0o600)
        } catch {
            throw error.meansReadOnly ? .readOnly(path: recoveryPath) : .writeFailed(path: recoveryPath, errno: error.rawValue)
        }
    }

    /// The document a recovery file holds, and when it was written; nil when there is none (or
    /// it cannot be read, in which case it is left alone).
    public func recovery() -> (document: Document, written: Date)? {
        guard let status = try? Posix.stat(recoveryPath),
              let bytes = try? FileSystem.read(recoveryPath, limit: DocumentLimits.fileBytes),
              let json = try? JSONParser.parse(bytes),
              let document = try? DocumentCodec.decode(json)
        else { return nil }
        return (document, Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec)))
    }

    /// Removes the recovery file.
    public func discardRecovery() {
        try? Posix.unlink(recoveryPath)
    }

    /// Reads the file again, taking what another program wrote.
    public func reload() throws(DocumentError) -> Document {
        let (document, json, bytes) = try Self.read(path)
        original = DocumentCodec.extras(of: json)
        loaded = FileContent(bytes)
        return document
    }

    private func write(_ document: Document, to target: String, resolve: (LocalizableText) -> String, mode: mode_t) throws(DocumentError) {
        let (bytes, kept) = try text(of: document, resolve: resolve)
        do {
            try fileSystem.replace(target, with: bytes, mode: mode)
        } catch {
            throw error.meansReadOnly ? .readOnly(path: target) : .writeFailed(path: target, errno: error.rawValue)
        }
        original = kept
        loaded = FileContent(bytes)
    }

    /// The text to save and what to keep of it for the next save.
    ///
    /// Written as it is encoded, each card or photo made and let go in turn (``EncodedJSON``).
    /// When the file's items have fields of their own, the whole value is made first, as what
    /// is kept for the next save comes from it.
    private func text(of document: Document, resolve: (LocalizableText) -> String) throws(DocumentError) -> ([UInt8], JSONValue) {
        let expectedSize = loaded.count + loaded.count / 16
        let compact = loaded.isCompact
        let original = original
        let result: Result<([UInt8], JSONValue), DocumentError> = withoutActuallyEscaping(resolve) { resolve in
            let encoded = DocumentCodec.encoded(document, over: original, resolve: resolve)
            let written: EncodedJSON
            let kept: JSONValue
            if DocumentCodec.hasItemExtras(original) {
                let json = encoded.materialized
                (written, kept) = (.value(json), DocumentCodec.extras(of: json))
            } else {
                // Columns are never removed, and no item has fields of its own: what is kept
                // stays as it was.
                (written, kept) = (encoded, original)
            }
            return Result { () throws(DocumentError) in
                (try Self.bytes(of: written, compact: compact, expectedSize: expectedSize), kept)
            }
        }
        return try result.get()
    }

    /// Whether the file still holds what Rotor loaded or last saved (read, compared, let go
    /// before the new text is made).
    private func isUnchangedOnDisk() -> Bool {
        guard let current = try? FileSystem.read(path, limit: DocumentLimits.fileBytes) else { return false }
        return loaded.matches(current)
    }

    /// The text to save: in the layout the file came in (compact when it had no line breaks, as
    /// a generated file has), compact when pretty would be larger than Rotor opens, and never
    /// larger than that: such a save is refused and the change stays in memory.
    public static func bytes(
        of json: JSONValue, like original: [UInt8], limit: Int = DocumentLimits.fileBytes
    ) throws(DocumentError) -> [UInt8] {
        try bytes(of: .value(json), compact: FileContent(original).isCompact, limit: limit)
    }

    static func bytes(
        of json: EncodedJSON, compact wasCompact: Bool, limit: Int = DocumentLimits.fileBytes, expectedSize: Int = 0
    ) throws(DocumentError) -> [UInt8] {
        if !wasCompact {
            let pretty = JSONWriter.bytes(json, layout: .pretty, expectedSize: expectedSize)
            if pretty.count <= limit { return pretty }
        }
        let compact = JSONWriter.bytes(json, layout: .compact, expectedSize: wasCompact ? expectedSize : 0)
        guard compact.count <= limit else { throw .tooLargeToSave(bytes: compact.count, limit: limit) }
        return compact
    }


    /// Takes the advisory lock beside the file; read-only when another session has it or the
    /// file or its folder cannot be written.
    private func lockOrMarkReadOnly() {
        let folder = FileSystem.folder(of: path)
        guard Posix.canAccess(path, W_OK), Posix.canAccess(folder, W_OK) else {
            readOnlyReason = .noPermission
            return
        }
        let lockPath = "\(folder)/.\((path as NSString).lastPathComponent).rotor-lock"
        guard let descriptor = try? Posix.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644) else { return }
        do {
            try Posix.flock(descriptor, LOCK_EX | LOCK_NB)
        } catch {
            Posix.close(descriptor)
            readOnlyReason = .lockedByAnotherSession
            return
        }
        lockDescriptor = descriptor
        self.lockPath = lockPath
        removeStaleTemporaries(in: folder)
    }

    /// Releases the lock and removes the lock file, leaving the folder as it was.
    private func unlock() {
        guard let lockDescriptor else { return }
        if let lockPath { try? Posix.unlink(lockPath) }
        try? Posix.flock(lockDescriptor, LOCK_UN)
        Posix.close(lockDescriptor)
        self.lockDescriptor = nil
        lockPath = nil
    }

    /// Temporary files of this document left by a Rotor that was killed mid-save: the original
    /// is whole (the rename never happened), so they are only litter.
    private func removeStaleTemporaries(in folder: String) {
        let prefix = ".\((path as NSString).lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { pid_t($0) }
            if let pid, pid != getpid(), !Posix.processExists(pid) {
                try? Posix.unlink("\(folder)/\(name)")
            }
        }
    }
}
