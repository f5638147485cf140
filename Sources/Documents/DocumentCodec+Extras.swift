// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec {
    /// What of a file must be kept to write it again: the file with every item (card, photo)
    /// that holds only the fields Rotor writes, in the order it writes them, left out.
    ///
    /// Such an item is written again from the model alone, so keeping its JSON only doubled
    /// the board in memory (a million cards held twice). A list of nothing but such items
    /// becomes empty; in a list that has some items of its own, each left-out item is `null`,
    /// so the others keep their places (``PriorItems`` finds them by place or by id).
    static func extras(of json: JSONValue) -> JSONValue {
        guard case .string(let kind)? = json["kind"] else { return json }
        switch DemoScreen(rawValue: kind) {
        case .kanban:
            guard case .array(let columns)? = json["columns"] else { return json }
            return json.setting("columns", .array(columns.map { column in
                column["cards"] == nil ? column : column.setting("cards", extras(of: column["cards"], fields: ["id", "title"]))
            }))
        case .photoGrid:
            return json["photos"] == nil ? json : json.setting("photos", extras(of: json["photos"], fields: ["id", "label"]))
        case .photoBoard:
            return json["photos"] == nil ? json : json.setting("photos", extras(of: json["photos"], fields: ["id", "caption"]))
        case .snapCorner, .deckFan, nil:
            return json
        }
    }

    /// Whether any card or photo of the file has fields of its own (``extras(of:)`` kept it).
    static func hasItemExtras(_ extras: JSONValue) -> Bool {
        func isEmpty(_ list: JSONValue?) -> Bool {
            if case .array(let items)? = list { items.isEmpty } else { true }
        }
        if case .array(let columns)? = extras["columns"], columns.contains(where: { !isEmpty($0["cards"]) }) { return true }
        return !isEmpty(extras["photos"])
    }

    /// A list with the items that hold exactly `fields` left out.
    private static func extras(of list: JSONValue?, fields: [String]) -> JSONValue {
        guard case .array(let items)? = list else { return list ?? .null }
        func isOwn(_ item: JSONValue) -> Bool {
            guard case .object(let members) = item, members.count == fields.count else { return false }
            return zip(members, fields).allSatisfy { member, field in
                guard member.key == field, case .string = member.value else { return false }
                return true
            }
        }
        guard items.contains(where: { !isOwn($0) }) else { return .array([]) }
        return .array(items.map { isOwn($0) ? .null : $0 })
    }
}
