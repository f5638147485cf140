// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec {
    /// `columns`, each with an `id`, a `title` and `cards` (each an `id` and a `title`; no
    /// `cards` is no cards); ids are unique among columns and among cards; optionally
    /// `columnWidth` in points (220 when left out).
    static func kanban(_ root: Reader) throws(DocumentError) -> KanbanBoard {
        let columns = try root.array("columns", limit: DocumentLimits.columns)
        var columnIDs = Set<String>()
        var cardIDs = Set<String>()
        var result: [KanbanBoard.Column] = []
        for column in columns {
            let id = try column.string("id")
            guard columnIDs.insert(id).inserted else { throw .duplicateID(path: column.path, id: id) }
            let list = try column.optionalArray("cards", limit: DocumentLimits.items)
            // Room for as many cards in every column as in the first: growing the set of ids
            // a card at a time was an eighth of opening a large board.
            if cardIDs.isEmpty { cardIDs.reserveCapacity(min(list.count * columns.count, DocumentLimits.items)) }
            var cards: [KanbanBoard.Card] = []
            cards.reserveCapacity(list.count)
            for card in list {
                let cardID = try card.string("id")
                guard cardIDs.insert(cardID).inserted else { throw .duplicateID(path: card.path, id: cardID) }
                cards.append(KanbanBoard.Card(id: cardID, title: .verbatim(try card.string("title"))))
            }
            result.append(KanbanBoard.Column(id: id, title: .verbatim(try column.string("title")), cards: cards))
            guard cardIDs.count <= DocumentLimits.items else {
                throw .tooManyCards(count: cardIDs.count, limit: DocumentLimits.items)
            }
        }
        let width = try root.optionalNumber("columnWidth", in: DocumentLimits.columnWidth)
        return KanbanBoard(columns: result, columnWidth: width ?? KanbanBoard.defaultColumnWidth)
    }

    static func encoded(
        _ board: KanbanBoard, over root: JSONValue, resolve: @escaping (LocalizableText) -> String
    ) -> EncodedJSON {
        let oldColumns = PriorItems(root["columns"])
        let oldCards = PriorItems(groupsOf: root["columns"], field: "cards")
        let columns: [EncodedJSON] = board.columns.enumerated().map { columnNumber, column in
            let cards = column.cards
            return .members(of: oldColumns.item(column.id, at: columnNumber) ?? .object([]), setting: [
                ("id", .value(.string(column.id))), ("title", .value(.string(resolve(column.title)))),
                ("cards", .items(count: cards.count) { position in
                    let card = cards[position]
                    return .value(item(oldCards.item(card.id, in: column.id, at: position), [
                        ("id", .string(card.id)), ("title", .string(resolve(card.title))),
                    ]))
                }),
            ])
        }
        var fields: [(String, EncodedJSON)] = [
            ("kind", .value(.string(DemoScreen.kanban.rawValue))),
            ("columns", .items(count: columns.count) { columns[$0] }),
        ]
        // The width is written when the file had one or the board is not at the default.
        if root["columnWidth"] != nil || board.columnWidth != KanbanBoard.defaultColumnWidth {
            fields.append(("columnWidth", .value(number(board.columnWidth))))
        }
        return .members(of: root, setting: fields)
    }
}
