// SPDX-License-Identifier: GPL-3.0-or-later

/// The objects the file held for a list's items (a column's cards, the photos), found again
/// for the items written now, so that each keeps the fields Rotor does not know.
///
/// Between two saves nearly every item stands where it stood, or one place away (a card moved
/// in or out, added or deleted before it): those are found by position, comparing one id. The
/// few that are not are looked for by id in an index of every group, made the first time one
/// is missed. (Indexing the million cards of a board by id for every save was half of the
/// save's time.) A class: the lists of ``EncodedJSON`` ask it for their items as they are written.
final class PriorItems {
    /// The objects of each group as the file had them, and each group's id when groups have one.
    private let groups: [[JSONValue]]
    private let groupIndex: [String: Int]
    private var index: [String: JSONValue]?

    /// The items of one array (`root["photos"]`).
    convenience init(_ array: JSONValue?) {
        self.init(groups: [array].map(Self.values), groupIDs: [])
    }

    /// The items of each group's `field` (`root["columns"]`, `"cards"`), groups known by `id`.
    convenience init(groupsOf array: JSONValue?, field: String) {
        let groups = Self.values(array)
        self.init(
            groups: groups.map { Self.values($0[field]) },
            groupIDs: groups.map { Self.id(of: $0) })
    }

    private init(groups: [[JSONValue]], groupIDs: [String?]) {
        self.groups = groups
        var groupIndex: [String: Int] = [:]
        for (number, id) in groupIDs.enumerated() {
            if let id, groupIndex[id] == nil { groupIndex[id] = number }
        }
        self.groupIndex = groupIndex
    }

    /// The object of the item `id`, written now at `position` of the group `group` (the only
    /// group when there are no ids), or nil when the file had none.
    func item(_ id: String, in group: String? = nil, at position: Int) -> JSONValue? {
        if let number = group.map({ groupIndex[$0] }) ?? (groups.count == 1 ? 0 : nil) {
            let values = groups[number]
            for guess in [position, position + 1, position - 1] where values.indices.contains(guess) {
                if Self.id(of: values[guess]) == id { return values[guess] }
            }
        }
        if index == nil { index = makeIndex() }
        return index?[id]
    }

    private func makeIndex() -> [String: JSONValue] {
        var index: [String: JSONValue] = [:]
        index.reserveCapacity(groups.reduce(0) { $0 + $1.count })
        for values in groups {
            for value in values {
                // The first of two items with one id wins, as the loader (which refuses such a file) reads it.
                if let id = Self.id(of: value), index[id] == nil { index[id] = value }
            }
        }
        return index
    }

    private static func values(_ array: JSONValue?) -> [JSONValue] {
        if case .array(let values)? = array { values } else { [] }
    }

    private static func id(of value: JSONValue) -> String? {
        if case .string(let id)? = value["id"] { id } else { nil }
    }
}
