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

    static func encode(_ grid: PhotoGrid, over root: JSONValue, resolve: (LocalizableText) -> String) -> JSONValue {
        var old = PriorItems(root["photos"])
        return root.setting("kind", .string(DemoScreen.photoGrid.rawValue))
            .setting("photos", .array(grid.photos.enumerated().map { position, photo in
                item(old.item(photo.id, at: position), [("id", .string(photo.id)), ("label", .string(resolve(photo.label)))])
            }))
            .setting("selection", .array(grid.photos.filter { grid.isSelected($0.id) }.map { .string($0.id) }))
            .setting("selecting", .bool(grid.isSelecting))
    }
}
