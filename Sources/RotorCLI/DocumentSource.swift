// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Localization
import Semantics
import SystemInterface
import Widgets

/// What a SCREEN|FILE argument names: a built-in demo, a document file, or (with
/// `--as photo-grid`) a folder of images.
struct DocumentSource {
    /// The screen's name in the session: the demo's name or the file's.
    var name: String
    var document: Document
    /// The file to save changes to, when editing one.
    var file: DocumentFile?
    /// The file's bytes as read, when a file was read without opening it for editing.
    var bytes: [UInt8]?

    /// The image types a folder opened as a photo grid shows.
    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "heic", "webp", "bmp", "tif", "tiff"]

    /// Resolves an argument. Demo names win; anything with a slash or a `.json` ending, or an
    /// existing path, is a file. `edit` opens the file for editing (locked, saved on change).
    static func resolve(_ argument: String, openAs: String? = nil, edit: Bool) throws(RotorError) -> DocumentSource {
        if openAs == nil, let demo = DemoScreen(rawValue: argument) {
            return DocumentSource(name: demo.rawValue, document: demo.document)
        }
        // Anything at the path counts, a symbolic link to nothing too (the gate then says what
        // it is); only a folder is not a document.
        let exists = FileGate.exists(argument)
        if FileGate.kind(of: argument) == .folder {
            guard openAs == DemoScreen.photoGrid.rawValue else { throw .usage(.folderNeedsAs(argument)) }
            return try folder(argument)
        }
        guard exists || argument.contains("/") || argument.hasSuffix(".json") else {
            let names = DemoScreen.allCases.map(\.rawValue)
            throw .usage(.unknownScreen(argument, valid: names, suggestion: Suggestion.closest(to: argument, among: names)))
        }
        let name = (argument as NSString).lastPathComponent
        do {
            if edit {
                let (file, document) = try DocumentFile.open(argument)
                return DocumentSource(name: name, document: document, file: file)
            }
            let (document, _, bytes) = try DocumentFile.read(argument)
            return DocumentSource(name: name, document: document, bytes: bytes)
        } catch {
            throw .document(error)
        }
    }

    /// A folder of images as a photo grid, captioned by file name, in name order.
    private static func folder(_ path: String) throws(RotorError) -> DocumentSource {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .document(.unreadable(path: path, errno: EACCES))
        }
        // As a file manager shows them: no hidden files (macOS leaves `._beach.jpg` beside each
        // picture on a shared drive), and no folders, whatever their names end with.
        let images = names.filter { name in
            guard !name.hasPrefix("."), imageExtensions.contains((name as NSString).pathExtension.lowercased()) else { return false }
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder) && !isFolder.boolValue
        }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        guard !images.isEmpty else { throw .document(.emptyFolder(path: path)) }
        let photos = images.prefix(DocumentLimits.items).map { file in
            PhotoGrid.Photo(id: file, label: .verbatim((file as NSString).deletingPathExtension))
        }
        return DocumentSource(name: (path as NSString).lastPathComponent, document: .photoGrid(PhotoGrid(photos: photos)))
    }
}
