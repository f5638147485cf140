// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec {
    /// `photos` (each an `id` and a `caption`), and optionally `cardWidth`, `board` (width and
    /// height), `offsets` by photo id and `stacking` (ids, the front-most last).
    static func photoBoard(_ root: Reader) throws(DocumentError) -> PhotoBoard {
        var ids = Set<String>()
        var photos: [PhotoBoard.Photo] = []
        for photo in try root.array("photos", limit: DocumentLimits.items) {
            let id = try photo.string("id")
            guard ids.insert(id).inserted else { throw .duplicateID(path: photo.path, id: id) }
            photos.append(PhotoBoard.Photo(id: id, caption: .verbatim(try photo.string("caption"))))
        }
        var board = PhotoBoard(photos: photos)
        if let width = try root.optionalNumber("cardWidth", in: DocumentLimits.cardWidth) { board.cardWidth = width }
        if let size = try root.optionalObject("board") {
            board.boardSize = Size(
                width: try size.number("width", in: DocumentLimits.boardSide),
                height: try size.number("height", in: DocumentLimits.boardSide)
            )
        }
        for (id, offset) in try root.optionalMembers("offsets") where ids.contains(id) {
            board.offsets[id] = Size(
                width: try offset.number("x", in: DocumentLimits.offset), height: try offset.number("y", in: DocumentLimits.offset)
            )
        }
        board.stacking = try root.optionalStrings("stacking").filter(ids.contains)
        return board
    }

    static func encode(_ board: PhotoBoard, over root: JSONValue, resolve: (LocalizableText) -> String) -> JSONValue {
        var old = PriorItems(root["photos"])
        return root.setting("kind", .string(DemoScreen.photoBoard.rawValue))
            .setting("photos", .array(board.photos.enumerated().map { position, photo in
                item(old.item(photo.id, at: position), [("id", .string(photo.id)), ("caption", .string(resolve(photo.caption)))])
            }))
            .setting("cardWidth", number(board.cardWidth))
            .setting("board", .object([("width", number(board.boardSize.width)), ("height", number(board.boardSize.height))]))
            .setting("offsets", .object(board.photos.compactMap { photo in
                board.offsets[photo.id].map { (photo.id, .object([("x", number($0.width)), ("y", number($0.height))])) }
            }))
            .setting("stacking", .array(board.stacking.map { .string($0) }))
    }
}
