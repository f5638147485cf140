// SPDX-License-Identifier: GPL-3.0-or-later

/// A document's JSON as it is written: values, objects, and lists whose items are made one at a
/// time as they are written.
///
/// A whole JSON value tree of a large board would be the largest part of a save's memory (for
/// 100,000 photos, 15 MB beside the text), so the codecs describe their long lists (cards,
/// photos) as a count and a function from an index to its item, and
/// ``JSONWriter/bytes(_:layout:expectedSize:)`` writes each item and lets it go.
indirect enum EncodedJSON {
    case value(JSONValue)
    /// Members in the order they are written.
    case object([(key: String, value: EncodedJSON)])
    /// `count` items, the item at each index made by `item` when it is written, in order.
    case items(count: Int, item: (Int) -> EncodedJSON)

    /// The whole value, every list made at once (for tests and small documents).
    var materialized: JSONValue {
        switch self {
        case .value(let value): value
        case .object(let members): .object(members.map { (key: $0.key, value: $0.value.materialized) })
        case .items(let count, let item): .array((0..<count).map { item($0).materialized })
        }
    }

    /// The members of `original` (an object, or none) with these set: replaced where they
    /// stand, appended in this order otherwise.
    static func members(of original: JSONValue, setting fields: [(String, EncodedJSON)]) -> EncodedJSON {
        var members: [(key: String, value: EncodedJSON)] = []
        if case .object(let old) = original { members = old.map { (key: $0.key, value: .value($0.value)) } }
        for (key, value) in fields {
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = value
            } else {
                members.append((key, value))
            }
        }
        return .object(members)
    }
}

/// Never sent between threads (its lists hold the save's closures). Saying so also spares the
/// compiler inferring it, which in incremental builds ran in circles through the closure.
@available(*, unavailable)
extension EncodedJSON: Sendable {}
