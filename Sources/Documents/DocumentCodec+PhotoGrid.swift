// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec {
    /// `photos` (each an `id` and a `label`), and optionally `selection` (ids) and `selecting`.
    static func photoGrid(_ root: Reader) throws(DocumentError) -> PhotoGrid {
        let list = try root.array("photos", limit: DocumentLimits.items)
        var ids = Set<String>(minimumCapacity: list.count)
        var photos: [PhotoGrid.Photo] = []
        photos.reserveCapacity(list.count)
        for photo in list {
            let id = try photo.string("id")
            guard ids.insert(id).inserted else { throw .duplicateID(path: photo.path, id: id) }
            photos.append(PhotoGrid.Photo(id: id, label: .verbatim(try photo.string("label"))))
        }
        let selection = Set(try root.optionalStrings("selection"))
        return PhotoGrid(photos: photos, selection: selection, isSelecting: try root.optionalBool("selecting") ?? false)
    }

    static func encoded(_ grid: PhotoGrid, over root: JSONValue, resolve: @escaping (LocalizableText) -> String) -> EncodedJSON {
        .members(of: root, setting: [
            ("kind", .value(.string(DemoScreen.photoGrid.rawValue))),
            ("photos", list(grid.photos, over: root["photos"], id: \.id, field: "label") { resolve($0.label) }),
            ("selection", .value(.array(grid.photos.filter { grid.isSelected($0.id) }.map { .string($0.id) }))),
            ("selecting", .value(.bool(grid.isSelecting))),
        ])
    }
}
