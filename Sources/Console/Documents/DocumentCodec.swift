// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// The JSON document format: one object with a `kind` naming the component, read into a model
/// and written back with every field Rotor does not know kept as it was.
public enum DocumentCodec {
    /// The kinds a file may name, as `kind`.
    public static let kinds = DemoScreen.allCases.map(\.rawValue)

    /// Reads a document; `path` names places in errors ("columns[1].cards[0]").
    public static func decode(_ json: JSONValue) throws(DocumentError) -> Document {
        let root = Reader(value: json, path: "")
        _ = try root.object()
        let kind = try root.string("kind")
        switch DemoScreen(rawValue: kind) {
        case .kanban: return .kanban(try kanban(root))
        case .photoBoard: return .photoBoard(try photoBoard(root))
        case .photoGrid: return .photoGrid(try photoGrid(root))
        case .snapCorner: return .snapCorner(try snapCorner(root))
        case .deckFan: return .deckFan(try deckFan(root))
        case nil: throw .unknownKind(kind)
        }
    }

    /// Writes a document over the JSON it was read from, keeping unknown fields; catalog text
    /// (demo words) is written out in words through `resolve`.
    public static func encode(_ document: Document, over original: JSONValue?, resolve: (LocalizableText) -> String) -> JSONValue {
        var root = original ?? .object([])
        if case .object = root {} else { root = .object([]) }
        func item(_ old: JSONValue?, _ fields: [(String, JSONValue)]) -> JSONValue {
            fields.reduce(old ?? .object([])) { $0.setting($1.0, $1.1) }
        }
        func byID(_ array: JSONValue?) -> [String: JSONValue] {
            guard case .array(let values)? = array else { return [:] }
            var index: [String: JSONValue] = [:]
            for value in values { if case .string(let id)? = value["id"] { index[id] = value } }
            return index
        }
        func number(_ value: Double) -> JSONValue {
            .number(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
        }
        switch document {
        case .kanban(let board):
            let oldColumns = byID(root["columns"])
            var oldCards: [String: JSONValue] = [:]
            if case .array(let columns)? = root["columns"] {
                for column in columns { oldCards.merge(byID(column["cards"])) { first, _ in first } }
            }
            root = root.setting("kind", .string("kanban")).setting("columns", .array(board.columns.map { column in
                item(oldColumns[column.id], [
                    ("id", .string(column.id)), ("title", .string(resolve(column.title))),
                    ("cards", .array(column.cards.map { card in
                        item(oldCards[card.id], [("id", .string(card.id)), ("title", .string(resolve(card.title)))])
                    })),
                ])
            }))
        case .photoBoard(let board):
            let old = byID(root["photos"])
            root = root.setting("kind", .string("photo-board"))
                .setting("photos", .array(board.photos.map { photo in
                    item(old[photo.id], [("id", .string(photo.id)), ("caption", .string(resolve(photo.caption)))])
                }))
                .setting("cardWidth", number(board.cardWidth))
                .setting("board", .object([("width", number(board.boardSize.width)), ("height", number(board.boardSize.height))]))
                .setting("offsets", .object(board.photos.compactMap { photo in
                    board.offsets[photo.id].map { (photo.id, .object([("x", number($0.width)), ("y", number($0.height))])) }
                }))
                .setting("stacking", .array(board.stacking.map { .string($0) }))
        case .photoGrid(let grid):
            let old = byID(root["photos"])
            root = root.setting("kind", .string("photo-grid"))
                .setting("photos", .array(grid.photos.map { photo in
                    item(old[photo.id], [("id", .string(photo.id)), ("label", .string(resolve(photo.label)))])
                }))
                .setting("selection", .array(grid.photos.filter { grid.isSelected($0.id) }.map { .string($0.id) }))
                .setting("selecting", .bool(grid.isSelecting))
        case .snapCorner(let tile):
            root = root.setting("kind", .string("snap-corner")).setting("corner", .string(tile.corner.rawValue))
        case .deckFan(let deck):
            root = root.setting("kind", .string("deck-fan"))
                .setting("cards", number(Double(deck.cardCount))).setting("progress", number(deck.progress))
        }
        return root
    }

    private static func kanban(_ root: Reader) throws(DocumentError) -> KanbanBoard {
        let columns = try root.array("columns", limit: DocumentLimits.columns)
        var columnIDs = Set<String>()
        var cardIDs = Set<String>()
        var result: [KanbanBoard.Column] = []
        for column in columns {
            let id = try column.string("id")
            guard columnIDs.insert(id).inserted else { throw .duplicateID(path: column.path, id: id) }
            var cards: [KanbanBoard.Card] = []
            for card in try column.array("cards", limit: DocumentLimits.items) {
                let cardID = try card.string("id")
                guard cardIDs.insert(cardID).inserted else { throw .duplicateID(path: card.path, id: cardID) }
                cards.append(KanbanBoard.Card(id: cardID, title: .verbatim(try card.string("title"))))
            }
            result.append(KanbanBoard.Column(id: id, title: .verbatim(try column.string("title")), cards: cards))
        }
        return KanbanBoard(columns: result)
    }

    private static func photoBoard(_ root: Reader) throws(DocumentError) -> PhotoBoard {
        var ids = Set<String>()
        var photos: [PhotoBoard.Photo] = []
        for photo in try root.array("photos", limit: DocumentLimits.items) {
            let id = try photo.string("id")
            guard ids.insert(id).inserted else { throw .duplicateID(path: photo.path, id: id) }
            photos.append(PhotoBoard.Photo(id: id, caption: .verbatim(try photo.string("caption"))))
        }
        var board = PhotoBoard(photos: photos)
        if let width = try root.optionalNumber("cardWidth") { board.cardWidth = width }
        if let size = try root.optionalObject("board") {
            board.boardSize = Size(width: try size.number("width"), height: try size.number("height"))
        }
        for (id, offset) in try root.optionalMembers("offsets") where ids.contains(id) {
            board.offsets[id] = Size(width: try offset.number("x"), height: try offset.number("y"))
        }
        board.stacking = try root.optionalStrings("stacking").filter(ids.contains)
        return board
    }

    private static func photoGrid(_ root: Reader) throws(DocumentError) -> PhotoGrid {
        var ids = Set<String>()
        var photos: [PhotoGrid.Photo] = []
        for photo in try root.array("photos", limit: DocumentLimits.items) {
            let id = try photo.string("id")
            guard ids.insert(id).inserted else { throw .duplicateID(path: photo.path, id: id) }
            photos.append(PhotoGrid.Photo(id: id, label: .verbatim(try photo.string("label"))))
        }
        let selection = Set(try root.optionalStrings("selection"))
        return PhotoGrid(photos: photos, selection: selection, isSelecting: try root.optionalBool("selecting") ?? false)
    }

    private static func snapCorner(_ root: Reader) throws(DocumentError) -> SnapCorner {
        let name = try root.string("corner")
        guard let corner = SnapCorner.Corner(rawValue: name) else {
            throw .invalidValue(path: root.child("corner").path, value: name, valid: SnapCorner.Corner.allCases.map(\.rawValue))
        }
        return SnapCorner(corner: corner)
    }

    private static func deckFan(_ root: Reader) throws(DocumentError) -> DeckFan {
        let cards = Int(try root.optionalNumber("cards") ?? Double(DeckFan.defaultCardCount))
        guard (1...52).contains(cards) else {
            throw .invalidValue(path: root.child("cards").path, value: String(cards), valid: ["1…52"])
        }
        return DeckFan(cardCount: cards, progress: try root.optionalNumber("progress") ?? 0)
    }
}
