// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// The JSON document format: one object with a `kind` naming the component, read into a model
/// and written back with every field Rotor does not know kept as it was.
///
/// Each kind reads and writes itself in `DocumentCodec+<Kind>.swift`; this file picks the kind.
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
        withoutActuallyEscaping(resolve) { resolve in encoded(document, over: original, resolve: resolve).materialized }
    }

    /// The same, as it is written: the long lists' items made one at a time (``EncodedJSON``).
    /// `resolve` is kept by the lists until the value is written.
    static func encoded(
        _ document: Document, over original: JSONValue?, resolve: @escaping (LocalizableText) -> String
    ) -> EncodedJSON {
        var root = original ?? .object([])
        if case .object = root {} else { root = .object([]) }
        switch document {
        case .kanban(let board): return encoded(board, over: root, resolve: resolve)
        case .photoBoard(let board): return encoded(board, over: root, resolve: resolve)
        case .photoGrid(let grid): return encoded(grid, over: root, resolve: resolve)
        case .snapCorner(let tile): return .value(encode(tile, over: root))
        case .deckFan(let deck): return .value(encode(deck, over: root))
        case .source(let view):
            // A view read from its source is never a board file: what is written is what it is,
            // for a person who asks (`save as`), read back by nothing.
            return .value(root.setting("kind", .string("source")).setting("view", .string(view.name)))
        }
    }

    /// A list of items (photos), each written as its `id` and one text field (`field`, its
    /// words from `text`) over the object the file had for it, which keeps its other fields;
    /// each made as it is written.
    static func list<Items: RandomAccessCollection>(
        _ items: Items, over old: JSONValue?, id: @escaping (Items.Element) -> String, field: String,
        text: @escaping (Items.Element) -> String
    ) -> EncodedJSON where Items.Index == Int {
        let prior = PriorItems(old)
        return .items(count: items.count) { position in
            let element = items[items.startIndex + position]
            let elementID = id(element)
            return .value(item(prior.item(elementID, at: position), [("id", .string(elementID)), (field, .string(text(element)))]))
        }
    }

    /// An object of the original (or a new one) with these fields set, the others kept.
    static func item(_ old: JSONValue?, _ fields: [(String, JSONValue)]) -> JSONValue {
        fields.reduce(old ?? .object([])) { $0.setting($1.0, $1.1) }
    }

    /// A number as JSON writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> JSONValue {
        .number(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
    }
}
