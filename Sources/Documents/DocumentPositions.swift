// SPDX-License-Identifier: GPL-3.0-or-later

/// Where a board file writes its document and each item of it: the line and column of the
/// root object, each column and card of a Kanban board, each photo of a photo board or grid.
public struct DocumentPositions: Sendable, Hashable {
    /// An item a board file lists.
    public enum Item: Sendable, Hashable {
        case column(String)
        case card(String)
        case photo(String)
    }

    /// The root object's `{`.
    public var root: TextPosition
    /// Each item's object, by what it is and its id (the first of any that share one).
    public var items: [Item: TextPosition]

    /// Creates positions.
    public init(root: TextPosition, items: [Item: TextPosition] = [:]) {
        self.root = root
        self.items = items
    }

    /// The positions in a board file's bytes; nil when they are not a JSON object.
    public static func of(_ bytes: [UInt8]) -> DocumentPositions? {
        guard let (json, positions) = try? JSONParser.parseKeepingPositions(bytes),
              case .object = json, let root = positions[[]] else { return nil }
        var items: [Item: TextPosition] = [:]
        func note(_ item: Item, _ path: [JSONPositions.Step]) {
            if items[item] == nil, let position = positions[path] { items[item] = position }
        }
        func id(_ value: JSONValue) -> String? {
            if case .string(let id)? = value["id"] { return id }
            return nil
        }
        if case .array(let columns)? = json["columns"] {
            for (index, column) in columns.enumerated() {
                let path: [JSONPositions.Step] = [.key("columns"), .index(index)]
                if let columnID = id(column) { note(.column(columnID), path) }
                guard case .array(let cards)? = column["cards"] else { continue }
                for (position, card) in cards.enumerated() {
                    if let cardID = id(card) { note(.card(cardID), path + [.key("cards"), .index(position)]) }
                }
            }
        }
        if case .array(let photos)? = json["photos"] {
            for (index, photo) in photos.enumerated() {
                if let photoID = id(photo) { note(.photo(photoID), [.key("photos"), .index(index)]) }
            }
        }
        return DocumentPositions(root: root, items: items)
    }
}
