// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// Intents as JSON, as a journal keeps them: `{"kanban": "move", "card": "a", "column": "done"}`.
///
/// Every intent of the five components has a form; reading one back gives the same intent,
/// and a form Rotor does not know is an error, never a guess.
public enum IntentCodec {
    /// An intent as a JSON object.
    public static func encode(_ intent: Intent) -> JSONValue {
        switch intent {
        case .kanban(let change): kanban(change)
        case .photoBoard(let change): photoBoard(change)
        case .photoGrid(let change): photoGrid(change)
        case .deckFan(let change): deckFan(change)
        case .snapCorner(let change): snapCorner(change)
        case .source(.perform(let id)): object("source", "perform", [("action", .string(id))])
        case .source(.flip(let condition)): object("source", "flip", [("condition", .string(condition))])
        }
    }

    /// The intent a JSON object holds.
    public static func decode(_ json: JSONValue) throws(DocumentError) -> Intent {
        let reader = DocumentCodec.Reader(value: json, path: "intent")
        if json["kanban"] != nil { return .kanban(try kanban(reader, try reader.string("kanban"))) }
        if json["photoBoard"] != nil { return .photoBoard(try photoBoard(reader, try reader.string("photoBoard"))) }
        if json["photoGrid"] != nil { return .photoGrid(try photoGrid(reader, try reader.string("photoGrid"))) }
        if json["deckFan"] != nil { return .deckFan(try deckFan(reader, try reader.string("deckFan"))) }
        if json["snapCorner"] != nil { return .snapCorner(try snapCorner(reader, try reader.string("snapCorner"))) }
        if json["source"] != nil {
            switch try reader.string("source") {
            case "perform": return .source(.perform(try reader.string("action")))
            case "flip": return .source(.flip(try reader.string("condition")))
            default: throw .missingField(path: "intent", field: "action")
            }
        }
        throw .missingField(path: "intent", field: "kanban")
    }

    // MARK: Kanban

    private static func kanban(_ intent: KanbanBoard.Intent) -> JSONValue {
        switch intent {
        case .move(let card, let column):
            object("kanban", "move", [("card", .string(card)), ("column", .string(column))])
        case .shift(let card, let step):
            object("kanban", "shift", [("card", .string(card)), ("by", .number(String(step)))])
        case .addCard(let card, let column):
            object("kanban", "addCard", [("card", .string(card.id))] + text("title", card.title) + [("column", .string(column))])
        case .renameCard(let card, let title):
            object("kanban", "renameCard", [("card", .string(card)), ("title", .string(title))])
        case .deleteCard(let card):
            object("kanban", "deleteCard", [("card", .string(card))])
        case .addColumn(let column):
            object("kanban", "addColumn", [("column", .string(column.id))] + text("title", column.title) + [
                ("cards", .array(column.cards.map { .object([("id", .string($0.id))] + text("title", $0.title)) })),
            ])
        case .renameColumn(let column, let title):
            object("kanban", "renameColumn", [("column", .string(column)), ("title", .string(title))])
        }
    }

    private static func kanban(_ reader: DocumentCodec.Reader, _ name: String) throws(DocumentError) -> KanbanBoard.Intent {
        switch name {
        case "move": return .move(cardID: try reader.string("card"), toColumn: try reader.string("column"))
        case "shift": return .shift(cardID: try reader.string("card"), by: try reader.integer("by", in: -1...1))
        case "addCard":
            let card = KanbanBoard.Card(id: try reader.string("card"), title: try text("title", reader))
            return .addCard(card, toColumn: try reader.string("column"))
        case "renameCard": return .renameCard(id: try reader.string("card"), title: try reader.string("title"))
        case "deleteCard": return .deleteCard(id: try reader.string("card"))
        case "addColumn":
            var cards: [KanbanBoard.Card] = []
            for card in try reader.optionalArray("cards", limit: DocumentLimits.items) {
                cards.append(KanbanBoard.Card(id: try card.string("id"), title: try text("title", card)))
            }
            return .addColumn(KanbanBoard.Column(id: try reader.string("column"), title: try text("title", reader), cards: cards))
        case "renameColumn": return .renameColumn(id: try reader.string("column"), title: try reader.string("title"))
        default: throw unknown("kanban", name)
        }
    }

    // MARK: Photo board, photo grid, deck, snap corner

    private static func photoBoard(_ intent: PhotoBoard.Intent) -> JSONValue {
        switch intent {
        case .bringToFront(let id):
            object("photoBoard", "bringToFront", [("photo", .string(id))])
        case .drag(let id, let translation, let direction):
            object("photoBoard", "drag", [
                ("photo", .string(id)), ("x", number(translation.width)), ("y", number(translation.height)),
                ("direction", .string(direction.rawValue)),
            ])
        }
    }

    private static func photoBoard(_ reader: DocumentCodec.Reader, _ name: String) throws(DocumentError) -> PhotoBoard.Intent {
        switch name {
        case "bringToFront": return .bringToFront(id: try reader.string("photo"))
        case "drag":
            let translation = Size(width: try coordinate("x", reader), height: try coordinate("y", reader))
            return .drag(id: try reader.string("photo"), translation: translation, direction: try direction(reader))
        default: throw unknown("photoBoard", name)
        }
    }

    private static func photoGrid(_ intent: PhotoGrid.Intent) -> JSONValue {
        switch intent {
        case .tap(let id): object("photoGrid", "tap", [("photo", .string(id))])
        case .select(let id): object("photoGrid", "select", [("photo", .string(id))])
        case .done: object("photoGrid", "done", [])
        }
    }

    private static func photoGrid(_ reader: DocumentCodec.Reader, _ name: String) throws(DocumentError) -> PhotoGrid.Intent {
        switch name {
        case "tap": return .tap(id: try reader.string("photo"))
        case "select": return .select(id: try reader.string("photo"))
        case "done": return .done
        default: throw unknown("photoGrid", name)
        }
    }

    private static func deckFan(_ intent: DeckFan.Intent) -> JSONValue {
        switch intent {
        case .toggle: object("deckFan", "toggle", [])
        case .drag(let translation): object("deckFan", "drag", [("translation", number(translation))])
        }
    }

    private static func deckFan(_ reader: DocumentCodec.Reader, _ name: String) throws(DocumentError) -> DeckFan.Intent {
        switch name {
        case "toggle": return .toggle
        case "drag": return .drag(translation: try coordinate("translation", reader))
        default: throw unknown("deckFan", name)
        }
    }

    private static func snapCorner(_ intent: SnapCorner.Intent) -> JSONValue {
        switch intent {
        case .move(let corner):
            object("snapCorner", "move", [("corner", .string(corner.rawValue))])
        case .fling(let end, let container, let direction):
            object("snapCorner", "fling", [
                ("x", number(end.x)), ("y", number(end.y)), ("width", number(container.width)),
                ("height", number(container.height)), ("direction", .string(direction.rawValue)),
            ])
        }
    }

    private static func snapCorner(_ reader: DocumentCodec.Reader, _ name: String) throws(DocumentError) -> SnapCorner.Intent {
        switch name {
        case "move":
            let value = try reader.string("corner")
            guard let corner = SnapCorner.Corner(rawValue: value) else {
                throw .invalidValue(path: "intent.corner", value: value, valid: SnapCorner.Corner.allCases.map(\.rawValue))
            }
            return .move(to: corner)
        case "fling":
            let end = Point(x: try coordinate("x", reader), y: try coordinate("y", reader))
            let container = Size(width: try coordinate("width", reader), height: try coordinate("height", reader))
            return .fling(predictedEnd: end, container: container, direction: try direction(reader))
        default: throw unknown("snapCorner", name)
        }
    }

    // MARK: Parts

    private static func object(_ component: String, _ name: String, _ fields: [(String, JSONValue)]) -> JSONValue {
        .object([(component, .string(name))] + fields.map { (key: $0.0, value: $0.1) })
    }

    /// A text: the person's words as `title`, a catalog entry as `titleKey` (and `titleNumber`).
    private static func text(_ key: String, _ text: LocalizableText) -> [(String, JSONValue)] {
        switch text {
        case .verbatim(let words): [(key, .string(words))]
        case .catalog(let entry, let number):
            [(key + "Key", .string(entry))] + (number.map { [(key + "Number", .number(String($0)))] } ?? [])
        }
    }

    private static func text(_ key: String, _ reader: DocumentCodec.Reader) throws(DocumentError) -> LocalizableText {
        guard reader.value[key] == nil, reader.value[key + "Key"] != nil else { return .verbatim(try reader.string(key)) }
        return .catalog(key: try reader.string(key + "Key"), number: try reader.optionalInteger(key + "Number", in: Int(Int32.min)...Int(Int32.max)))
    }

    /// A number as the shortest text that reads back the same; what is not finite is written
    /// as 0 (no intent Rotor makes carries one).
    private static func number(_ value: Double) -> JSONValue {
        value.isFinite ? DocumentCodec.number(value) : .number("0")
    }

    private static func coordinate(_ key: String, _ reader: DocumentCodec.Reader) throws(DocumentError) -> Double {
        try reader.number(key, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    }

    private static func direction(_ reader: DocumentCodec.Reader) throws(DocumentError) -> LayoutDirection {
        let value = try reader.string("direction")
        guard let direction = LayoutDirection(rawValue: value) else {
            throw .invalidValue(path: "intent.direction", value: value, valid: LayoutDirection.allCases.map(\.rawValue))
        }
        return direction
    }

    private static func unknown(_ component: String, _ name: String) -> DocumentError {
        .invalidValue(path: "intent.\(component)", value: name, valid: [])
    }
}
