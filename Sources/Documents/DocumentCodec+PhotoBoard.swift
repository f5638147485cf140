// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec {
    /// `photos` (each an `id` and a `caption`), and optionally `cardWidth`, `board` (width and
    /// height), `offsets` by photo id, `stacking` (ids, the front-most last) and the demo's
    /// `background` (a colour, or a list of them from top to bottom).
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
        if let colors = try root.optionalColors("background") { board.background = VerticalGradient(colors) }
        return board
    }

    static func encoded(_ board: PhotoBoard, over root: JSONValue, resolve: @escaping (LocalizableText) -> String) -> EncodedJSON {
        .members(of: root, setting: [
            ("kind", .value(.string(DemoScreen.photoBoard.rawValue))),
            ("photos", list(board.photos, over: root["photos"], id: \.id, field: "caption") { resolve($0.caption) }),
            ("cardWidth", .value(number(board.cardWidth))),
            ("board", .value(.object([("width", number(board.boardSize.width)), ("height", number(board.boardSize.height))]))),
            ("offsets", .value(.object(board.photos.compactMap { photo in
                board.offsets[photo.id].map { (photo.id, .object([("x", number($0.width)), ("y", number($0.height))])) }
            }))),
            ("stacking", .value(.array(board.stacking.map { .string($0) }))),
        ])
    }
}
